package dev.oid.kotlinx

import dev.oid.ObjectId
import java.time.Instant

/**
 * Parses this text as an id: [ObjectId.parse].
 *
 * @throws IllegalArgumentException if the text is not exactly 24 ASCII hexadecimal digits; the message quotes it
 */
public fun String.toObjectId(): ObjectId = ObjectId.parse(this)

/** Parses this text as an id, or returns `null` if it is not exactly 24 ASCII hexadecimal digits: [ObjectId.tryParse]. */
public fun String.toObjectIdOrNull(): ObjectId? = ObjectId.tryParse(this).orElse(null)

/**
 * The smallest id of this instant's second, for creation-time range queries: [ObjectId.min].
 *
 * @throws IllegalArgumentException if the instant is outside 1970-01-01T00:00:00Z..2106-02-07T06:28:15Z
 */
public fun Instant.minObjectId(): ObjectId = ObjectId.min(this)

/**
 * The largest id of this instant's second, for creation-time range queries: [ObjectId.max].
 *
 * @throws IllegalArgumentException if the instant is outside 1970-01-01T00:00:00Z..2106-02-07T06:28:15Z
 */
public fun Instant.maxObjectId(): ObjectId = ObjectId.max(this)
