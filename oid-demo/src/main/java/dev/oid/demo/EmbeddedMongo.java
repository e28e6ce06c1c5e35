package dev.oid.demo;

import java.lang.reflect.InvocationTargetException;

/**
 * Starts and stops the in-process MongoDB wire-protocol server ({@code de.bwaldvogel:mongo-java-server}, memory
 * backend) on a free loopback port.
 *
 * <p>Reached by reflection on purpose: mongo-java-server's jars declare no module name, so a {@code requires} in
 * oid-demo's module descriptor would bind it to a name derived from a file name. The jars are on the
 * launcher's class path; four calls by reflection keep the descriptor clean.
 */
final class EmbeddedMongo implements AutoCloseable {

    private final Object server;
    private final String connectionString;

    private EmbeddedMongo(Object server, String connectionString) {
        this.server = server;
        this.connectionString = connectionString;
    }

    static EmbeddedMongo start() {
        try {
            Class<?> backendType = Class.forName("de.bwaldvogel.mongo.MongoBackend");
            Object backend = Class.forName("de.bwaldvogel.mongo.backend.memory.MemoryBackend")
                    .getConstructor().newInstance();
            Object server = Class.forName("de.bwaldvogel.mongo.MongoServer")
                    .getConstructor(backendType).newInstance(backend);
            String uri = (String) server.getClass().getMethod("bindAndGetConnectionString").invoke(server);
            return new EmbeddedMongo(server, uri);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("The in-process MongoDB server (de.bwaldvogel:mongo-java-server) is not on"
                    + " the class path; run through ./oid, or give --mongodb-uri", e);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("Cannot start the in-process MongoDB server: " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Unexpected mongo-java-server version: " + e, e);
        }
    }

    String connectionString() {
        return connectionString;
    }

    @Override
    public void close() {
        try {
            server.getClass().getMethod("shutdownNow").invoke(server);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot stop the in-process MongoDB server: " + e, e);
        }
    }
}
