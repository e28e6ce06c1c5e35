package dev.oid.spring.kotlinapp

import dev.oid.ObjectId
import org.springframework.data.annotation.Id
import org.springframework.data.mongodb.core.mapping.Document

/** An immutable document: saving one without an id gives back a copy with the id the starter minted. */
@Document("orders")
data class Order(@Id val id: ObjectId? = null, val items: List<ObjectId>)
