package dev.oid.spring.kotlinapp

import dev.oid.ObjectId
import org.springframework.data.mongodb.repository.MongoRepository

/** A repository keyed by dev.oid.ObjectId, with derived queries on the id and on the list of ids. */
interface OrderRepository : MongoRepository<Order, ObjectId> {

    fun findByItemsContainingOrderByIdAsc(item: ObjectId): List<Order>

    fun findAllByIdInOrderByIdAsc(ids: Collection<ObjectId>): List<Order>
}
