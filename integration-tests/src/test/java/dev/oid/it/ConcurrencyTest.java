package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.testsupport.UsesDatabase;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.bson.codecs.pojo.Convention;
import org.bson.codecs.pojo.Conventions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.bson.ObjectIdConventions;
import dev.oid.jpa.ObjectIdHibernateGenerator;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;

/**
 * Round trip 4: 4 threads x 25,000 inserts into MongoDB and into SQL, every id minted by one shared
 * {@link ObjectIdGenerator} (the MongoDB POJO convention and the Hibernate generator both use it). Any
 * duplicate-key error fails the test; counts and distinct ids must be exact.
 */
@UsesDatabase
class ConcurrencyTest {

    private static final int THREADS = 4;
    private static final int PER_THREAD = 25_000;
    private static final int TOTAL = THREADS * PER_THREAD;
    private static final int BATCH = 1_000;

    private static final ObjectIdGenerator GENERATOR = ObjectIdGenerator.builder().build();

    private static MongoClient mongo;
    private static MongoDatabase db;
    private static EntityManagerFactory emf;

    @BeforeAll
    static void connect() {
        List<Convention> conventions = new ArrayList<>(Conventions.DEFAULT_CONVENTIONS);
        conventions.add(ObjectIdConventions.assignIds(GENERATOR));
        mongo = MongoTarget.get().newClient(MongoFixtures.applicationRegistry(conventions));
        db = mongo.getDatabase(MongoFixtures.uniqueDatabaseName(ConcurrencyTest.class));
        emf = SqlTarget.get().newEntityManagerFactory(
                Map.of(ObjectIdHibernateGenerator.GENERATOR_SETTING, GENERATOR), Item.class);
    }

    @AfterAll
    static void close() {
        if (emf != null) {
            emf.close();
        }
        if (db != null) {
            db.drop();
        }
        if (mongo != null) {
            mongo.close();
        }
    }

    @Test
    void fourThreadsInsert100000IdsIntoMongodbAndSqlWithoutADuplicate() throws Exception {
        MongoCollection<Gadget> gadgets = db.getCollection("gadgets", Gadget.class);

        List<ObjectId> mongoIds = runOnThreads(thread -> {
            List<ObjectId> ids = new ArrayList<>(PER_THREAD);
            for (int start = 0; start < PER_THREAD; start += BATCH) {
                List<Gadget> batch = new ArrayList<>(BATCH);
                for (int i = start; i < start + BATCH; i++) {
                    batch.add(new Gadget("t" + thread + "-" + i));
                }
                gadgets.insertMany(batch); // throws MongoBulkWriteException on any duplicate key
                batch.forEach(g -> ids.add(g.getId()));
            }
            return ids;
        });
        List<ObjectId> sqlIds = runOnThreads(thread -> {
            List<ObjectId> ids = new ArrayList<>(PER_THREAD);
            for (int start = 0; start < PER_THREAD; start += BATCH) {
                int first = start;
                emf.runInTransaction(em -> insertBatch(em, thread, first, ids));
            }
            return ids;
        });

        assertThat(gadgets.countDocuments()).isEqualTo(TOTAL);
        assertThat(gadgets.distinct("_id", org.bson.types.ObjectId.class).into(new ArrayList<>())).hasSize(TOTAL);
        long rows = emf.callInTransaction(em ->
                em.createQuery("select count(i) from Item i", Long.class).getSingleResult());
        assertThat(rows).isEqualTo(TOTAL);
        assertThat(mongoIds).hasSize(TOTAL).doesNotContainNull();
        assertThat(sqlIds).hasSize(TOTAL).doesNotContainNull();
        Set<ObjectId> all = new HashSet<>(mongoIds);
        all.addAll(sqlIds);
        assertThat(all).as("ids from one generator are unique across both stores").hasSize(2 * TOTAL);
    }

    private static void insertBatch(EntityManager em, int thread, int first, List<ObjectId> ids) {
        for (int i = first; i < first + BATCH; i++) {
            Item item = new Item("t" + thread + "-" + i);
            em.persist(item);
            ids.add(item.getId());
        }
    }

    @FunctionalInterface
    private interface PerThread {
        List<ObjectId> run(int thread) throws Exception;
    }

    /** Runs the task on {@value #THREADS} threads at once and returns all ids; any exception fails the test. */
    private static List<ObjectId> runOnThreads(PerThread task) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<List<ObjectId>>> futures = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                Callable<List<ObjectId>> call = () -> task.run(thread);
                futures.add(pool.submit(call));
            }
            List<ObjectId> all = new ArrayList<>(TOTAL);
            for (Future<List<ObjectId>> future : futures) {
                all.addAll(future.get(10, TimeUnit.MINUTES));
            }
            return all;
        } finally {
            pool.shutdownNow();
        }
    }
}
