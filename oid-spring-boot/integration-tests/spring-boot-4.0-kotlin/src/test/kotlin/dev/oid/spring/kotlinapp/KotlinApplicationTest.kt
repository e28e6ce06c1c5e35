package dev.oid.spring.kotlinapp

import de.bwaldvogel.mongo.MongoServer
import de.bwaldvogel.mongo.backend.memory.MemoryBackend
import dev.oid.ObjectId
import org.bson.BsonObjectId
import org.springframework.boot.test.context.SpringBootTest
import org.springframework.test.context.DynamicPropertyRegistry
import org.springframework.test.context.DynamicPropertySource

/**
 * Base of the tests that start [KotlinApplication] on its real loopback server, against the in-process MongoDB
 * wire-protocol server (no mongod, no Docker); test classes share one context.
 */
@SpringBootTest(classes = [KotlinApplication::class], webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
abstract class KotlinApplicationTest {

    companion object {
        /** Real ids of the shared corpus, created one second apart (2017-11-24T06:19:05Z, :06Z, :07Z). */
        val A: ObjectId = ObjectId.parse("5a17b9d9ab102555b9c38874")
        val B: ObjectId = ObjectId.parse("5a17b9daab102555b9c38875")
        val C: ObjectId = ObjectId.parse("5a17b9dbab102555b9c38876")

        /** The URI of the in-process MongoDB server, started once per test JVM. */
        val mongoUri: String by lazy { MongoServer(MemoryBackend()).bindAndGetConnectionString() + "/kotlinapp" }

        @JvmStatic
        @DynamicPropertySource
        fun mongo(registry: DynamicPropertyRegistry) {
            registry.add("spring.mongodb.uri") { mongoUri }
        }

        /** [id] as the driver's own BSON ObjectId, from its hex form. */
        fun bson(id: ObjectId) = BsonObjectId(org.bson.types.ObjectId(id.toHexString()))
    }
}
