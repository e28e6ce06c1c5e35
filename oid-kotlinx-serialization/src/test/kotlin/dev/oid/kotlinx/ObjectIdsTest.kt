package dev.oid.kotlinx

import dev.oid.ObjectId
import java.time.Instant
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertNull

/** The extension functions: the Java API's answers, Kotlin's shape. */
class ObjectIdsTest {

    @Test
    fun parsesText() {
        assertEquals(Instant.parse("2017-11-24T06:19:05Z"), "5A17B9D9AB102555B9C38874".toObjectId().instant())
        val error = assertFailsWith<IllegalArgumentException> { "5a17".toObjectId() }
        assertEquals(
            "Invalid ObjectId \"5a17\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 4 characters",
            error.message,
        )
    }

    @Test
    fun parsesTextOrNull() {
        assertEquals(ObjectId.parse("5a17b9d9ab102555b9c38874"), "5a17b9d9ab102555b9c38874".toObjectIdOrNull())
        assertNull(" 5a17b9d9ab102555b9c38874".toObjectIdOrNull())
    }

    @Test
    fun boundsOfASecond() {
        val march = Instant.parse("2026-03-01T00:00:00Z")
        assertEquals("69a381800000000000000000", march.minObjectId().toHexString())
        assertEquals("69a38180ffffffffffffffff", march.maxObjectId().toHexString())
        assertFailsWith<IllegalArgumentException> { Instant.parse("2106-02-07T06:28:16Z").minObjectId() }
    }
}
