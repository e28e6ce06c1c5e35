package dev.oid.it;

import java.util.Map;

import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistry;
import org.junit.jupiter.api.Assumptions;
import org.testcontainers.mongodb.MongoDBContainer;
import org.testcontainers.utility.DockerImageName;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;

import dev.oid.it.ServerTargets.Source;

/**
 * The MongoDB server of this test run: resolved and started once, shared by every test class.
 *
 * @see ServerTargets
 */
final class MongoTarget {

    /** The pinned image for the Testcontainers path; a replica set, so transactions and change streams work. */
    static final DockerImageName IMAGE = DockerImageName.parse("mongo:8.0");

    private final Source source;
    private final String connectionString;
    private final String version;
    private final boolean replicaSet;

    private MongoTarget(Source source, String connectionString) {
        this.source = source;
        this.connectionString = connectionString;
        try (MongoClient client = MongoClients.create(connectionString)) {
            Document buildInfo = client.getDatabase("admin").runCommand(new Document("buildInfo", 1));
            Document hello = client.getDatabase("admin").runCommand(new Document("isMaster", 1));
            this.version = String.valueOf(buildInfo.get("version"));
            this.replicaSet = hello.get("setName") != null || "isdbgrid".equals(hello.get("msg"));
        }
    }

    /**
     * Returns the shared target, resolving and starting it on first call.
     *
     * @return the MongoDB target of this run
     */
    static MongoTarget get() {
        return Holder.INSTANCE;
    }

    private static final class Holder {
        static final MongoTarget INSTANCE = resolve(System.getenv());
    }

    private static MongoTarget resolve(Map<String, String> env) {
        Source source = ServerTargets.choose(env, ServerTargets.MONGODB_URI, ServerTargets::dockerAvailable,
                "MongoDB server");
        MongoTarget target = switch (source) {
            case ENVIRONMENT -> new MongoTarget(source, env.get(ServerTargets.MONGODB_URI).trim());
            case TESTCONTAINERS -> {
                @SuppressWarnings("resource") // stopped by the shutdown hook; Ryuk removes it if the JVM dies
                MongoDBContainer container = new MongoDBContainer(IMAGE).withReplicaSet();
                container.start();
                Runtime.getRuntime().addShutdownHook(new Thread(container::stop, "oid-it-mongodb-stop"));
                yield new MongoTarget(source, container.getReplicaSetUrl());
            }
            case IN_PROCESS -> {
                MongoServer server = new MongoServer(new MemoryBackend());
                String uri = server.bindAndGetConnectionString();
                Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow, "oid-it-mongo-java-server-stop"));
                yield new MongoTarget(source, uri);
            }
        };
        ServerTargets.log("MongoDB target: {} at {} (server reports version {}{})", target.describe(),
                redact(target.connectionString), target.version, target.replicaSet ? ", replica set" : "");
        return target;
    }

    private String describe() {
        return switch (source) {
            case ENVIRONMENT -> "server from " + ServerTargets.MONGODB_URI;
            case TESTCONTAINERS -> "Testcontainers " + IMAGE;
            case IN_PROCESS -> "in-process mongo-java-server (MemoryBackend; no transactions, no $toDate on _id,"
                    + " no change streams)";
        };
    }

    /** Hides a password in a connection string before it is logged. */
    static String redact(String uri) {
        return uri.replaceFirst("//([^:/@]+):[^@/]*@", "//$1:***@");
    }

    /** The connection string of this target, credentials included. */
    String connectionString() {
        return connectionString;
    }

    Source source() {
        return source;
    }

    String version() {
        return version;
    }

    boolean isRealMongod() {
        return source != Source.IN_PROCESS;
    }

    /**
     * Skips the calling test, with a reason, unless this run talks to a real mongod.
     *
     * @param feature what the test needs, e.g. "multi-document transactions"
     */
    void assumeRealMongod(String feature) {
        Assumptions.assumeTrue(isRealMongod(), () -> feature + " needs a real mongod; this run uses the in-process"
                + " mongo-java-server. Set " + ServerTargets.MONGODB_URI + " or start Docker to run it.");
    }

    /**
     * Skips the calling test, with a reason, unless this run talks to a replica set or sharded cluster.
     *
     * @param feature what the test needs, e.g. "multi-document transactions"
     */
    void assumeReplicaSet(String feature) {
        assumeRealMongod(feature);
        Assumptions.assumeTrue(replicaSet, () -> feature + " needs a replica set or sharded cluster; the server at "
                + ServerTargets.MONGODB_URI + " is a standalone mongod.");
    }

    /**
     * Opens a client to this target with the given codec registry.
     *
     * @param codecs the codec registry of the client
     * @return a new client; the caller closes it
     */
    MongoClient newClient(CodecRegistry codecs) {
        return MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(connectionString))
                .codecRegistry(codecs)
                .build());
    }
}
