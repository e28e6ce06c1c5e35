package dev.oid.it;

import java.util.Map;
import java.util.Objects;
import java.util.function.BooleanSupplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.testcontainers.DockerClientFactory;

/**
 * Resolves, once per test run, which MongoDB server and which SQL database the integration tests talk to.
 *
 * <p>Order for MongoDB: {@value #MONGODB_URI} &rarr; Testcontainers {@code mongo:8.0} replica set (when a
 * Docker engine is available) &rarr; in-process {@code mongo-java-server}. Order for SQL: {@value #JDBC_URL}
 * (+ {@value #JDBC_USER}, {@value #JDBC_PASSWORD}) &rarr; Testcontainers PostgreSQL (Docker) &rarr; embedded
 * H2. With {@value #REQUIRE_REAL}{@code =true} the in-process fallbacks are refused with an error that says
 * which variable to set.
 *
 * <p>Each target is started lazily on first use, shared by every test class of the run, logged once (kind,
 * address, server version) and stopped by a shutdown hook.
 */
final class ServerTargets {

    static final String MONGODB_URI = "OID_IT_MONGODB_URI";
    static final String JDBC_URL = "OID_IT_JDBC_URL";
    static final String JDBC_USER = "OID_IT_JDBC_USER";
    static final String JDBC_PASSWORD = "OID_IT_JDBC_PASSWORD";
    static final String REQUIRE_REAL = "OID_IT_REQUIRE_REAL";

    private static final Logger LOG = LoggerFactory.getLogger(ServerTargets.class);

    private ServerTargets() {
    }

    /** Where a target comes from, in order of preference. */
    enum Source {
        /** Named by an environment variable: a server the user runs. */
        ENVIRONMENT,
        /** Started by Testcontainers in a Docker engine. */
        TESTCONTAINERS,
        /** Started inside this JVM (mongo-java-server or H2): a fallback, not a real server. */
        IN_PROCESS
    }

    /**
     * Picks the source for one kind of server.
     *
     * @param env the environment variables
     * @param variable the variable that names a user's server
     * @param docker whether a Docker engine is available (asked only when the variable is unset)
     * @param what the kind of server, for the error message
     * @return the source to use
     * @throws IllegalStateException when {@value #REQUIRE_REAL} is {@code true} and only the in-process fallback
     *     is left
     */
    static Source choose(Map<String, String> env, String variable, BooleanSupplier docker, String what) {
        Objects.requireNonNull(env, "env");
        if (!isBlank(env.get(variable))) {
            return Source.ENVIRONMENT;
        }
        if (docker.getAsBoolean()) {
            return Source.TESTCONTAINERS;
        }
        if ("true".equalsIgnoreCase(trimmed(env.get(REQUIRE_REAL)))) {
            throw new IllegalStateException(REQUIRE_REAL + "=true but no real " + what + " is available: "
                    + variable + " is not set and no Docker engine was found for Testcontainers. Set "
                    + variable + " (for example " + example(variable) + ") or start Docker.");
        }
        return Source.IN_PROCESS;
    }

    private static String example(String variable) {
        return switch (variable) {
            case MONGODB_URI -> MONGODB_URI + "=mongodb://127.0.0.1:27017";
            case JDBC_URL -> JDBC_URL + "=jdbc:postgresql://127.0.0.1:5432/test";
            default -> variable + "=...";
        };
    }

    /** Whether Testcontainers finds a Docker engine; asked at most once per run. */
    static boolean dockerAvailable() {
        return DockerHolder.AVAILABLE;
    }

    private static final class DockerHolder {
        static final boolean AVAILABLE = probeDocker();

        private static boolean probeDocker() {
            try {
                boolean available = DockerClientFactory.instance().isDockerAvailable();
                LOG.info("Docker engine for Testcontainers: {}", available ? "available" : "not found");
                return available;
            } catch (RuntimeException | LinkageError e) {
                LOG.info("Docker probe failed, treating Docker as absent: {}", e.toString());
                return false;
            }
        }
    }

    static boolean isBlank(String s) {
        return s == null || s.isBlank();
    }

    static String trimmed(String s) {
        return s == null ? null : s.trim();
    }

    static void log(String message, Object... args) {
        LOG.info(message, args);
    }
}
