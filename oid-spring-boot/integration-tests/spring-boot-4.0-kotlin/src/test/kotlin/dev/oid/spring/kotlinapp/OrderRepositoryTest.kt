package dev.oid.spring.kotlinapp

import com.mongodb.client.MongoClient
import com.mongodb.client.MongoClients
import com.mongodb.client.MongoCollection
import dev.oid.ObjectId
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import org.assertj.core.api.Assertions.assertThat
import org.bson.BsonArray
import org.bson.BsonDocument
import org.bson.BsonString
import org.bson.BsonType
import org.junit.jupiter.api.AfterAll
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import org.springframework.beans.factory.annotation.Autowired

/**
 * Spring Data MongoDB with an immutable data class keyed by dev.oid.ObjectId; stored documents are read back raw
 * with a plain driver client of its own (no oid codec), so the BSON types are checked.
 */
class OrderRepositoryTest : KotlinApplicationTest() {

    @Autowired
    lateinit var orders: OrderRepository

    companion object {
        private lateinit var plain: MongoClient

        @JvmStatic
        @BeforeAll
        fun connectPlainDriver() {
            plain = MongoClients.create(mongoUri)
        }

        @JvmStatic
        @AfterAll
        fun closePlainDriver() {
            plain.close()
        }

        private fun raw(): MongoCollection<BsonDocument> =
            plain.getDatabase("kotlinapp").getCollection("orders", BsonDocument::class.java)
    }

    @BeforeEach
    fun emptyCollection() {
        raw().drop()
    }

    @Test
    fun savingADataClassWithoutAnIdReturnsACopyWithTheMintedIdAndLeavesTheOriginalUnchanged() {
        val order = Order(id = null, items = listOf(A, B))

        val saved = orders.save(order)

        assertNull(order.id, "the instance passed to save is immutable and keeps its null id")
        val id = assertNotNull(saved.id)
        assertThat(saved).isNotSameAs(order).isEqualTo(Order(id, listOf(A, B)))
        // Minted by the starter with the application's generator (fixed clock), not by the driver or Spring Data.
        assertThat(id.instant()).isEqualTo(KotlinApplication.GENERATOR_TIME)
        assertThat(orders.findById(id)).contains(saved)
        assertThat(orders.count()).isEqualTo(1)
    }

    @Test
    fun storesTheIdAndTheItemsAsNativeBsonObjectIds() {
        val saved = orders.save(Order(items = listOf(A, B)))
        val id = assertNotNull(saved.id)

        val stored = assertNotNull(raw().find().first())
        assertThat(stored.getValue("_id").bsonType).isEqualTo(BsonType.OBJECT_ID)
        assertThat(stored.getValue("_id").bsonType.value).isEqualTo(0x07)
        assertThat(stored.getObjectId("_id").value.toByteArray()).isEqualTo(id.toByteArray())
        assertThat(stored.getArray("items").values).allSatisfy { assertThat(it.bsonType).isEqualTo(BsonType.OBJECT_ID) }
        assertThat(stored.getArray("items")[0].asObjectId().value.toHexString()).isEqualTo("5a17b9d9ab102555b9c38874")
        assertThat(stored).isEqualTo(
            BsonDocument("_id", bson(id))
                .append("items", BsonArray(listOf(bson(A), bson(B))))
                .append("_class", BsonString("dev.oid.spring.kotlinapp.Order"))
        )
    }

    @Test
    fun findsOrdersWithDerivedQueriesOnTheIdAndOnTheItems() {
        val first = orders.save(Order(A, listOf(B)))
        val second = orders.save(Order(B, listOf(A, C)))
        val third = orders.save(Order(C, listOf(A)))

        assertThat(orders.findByItemsContainingOrderByIdAsc(A)).containsExactly(second, third)
        assertThat(orders.findByItemsContainingOrderByIdAsc(B)).containsExactly(first)
        assertThat(orders.findByItemsContainingOrderByIdAsc(ObjectId.parse("4df2dcec2cdcd20936a8b817"))).isEmpty()
        assertThat(orders.findAllByIdInOrderByIdAsc(listOf(C, A))).containsExactly(first, third)
    }
}
