package dev.oid.micronaut.it;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The configuration of the application under test, shared by every test class through
 * {@code TestPropertyProvider}: the MongoDB server and the SQL databases.
 *
 * <ul>
 *   <li>MongoDB: the server {@code OID_IT_MONGODB_URI} names, otherwise mongo-java-server in this process (one per
 *       run). Micronaut Data MongoDB runs every operation in a driver session, which the driver only starts with a
 *       server that announces {@code logicalSessionTimeoutMinutes} in its hello reply; mongo-java-server does not,
 *       so the in-process server adds it. A real mongod needs nothing.</li>
 *   <li>SQL: H2 in memory, or the server {@code OID_IT_DB_KIND} ({@code postgresql}, {@code mariadb}) and
 *       {@code OID_IT_JDBC_URL} (with {@code OID_IT_JDBC_USER}, {@code OID_IT_JDBC_PASSWORD}) name. Micronaut Data
 *       JDBC uses the data source {@code default}, Hibernate JPA the data source {@code jpa}.</li>
 * </ul>
 */
public final class TestApplication {

    private static MongoServer server;
    private static String mongoUri;

    private TestApplication() {
    }

    /**
     * The properties of the application.
     *
     * @return Micronaut properties
     */
    public static synchronized Map<String, String> properties() {
        Map<String, String> properties = new HashMap<>();
        properties.put("mongodb.uri", mongoUri());
        String kind = dbKind();
        String url = env("OID_IT_JDBC_URL", null);
        String user = env("OID_IT_JDBC_USER", "sa");
        String password = env("OID_IT_JDBC_PASSWORD", "");
        properties.put("datasources.default.url", url != null ? url : "jdbc:h2:mem:oid;DB_CLOSE_DELAY=-1");
        properties.put("datasources.default.username", user);
        properties.put("datasources.default.password", password);
        properties.put("datasources.default.dialect", switch (kind) {
            case "postgresql" -> "POSTGRES";
            case "mariadb" -> "MYSQL";
            default -> "H2";
        });
        properties.put("datasources.jpa.url", url != null ? url : "jdbc:h2:mem:oidjpa;DB_CLOSE_DELAY=-1");
        properties.put("datasources.jpa.username", user);
        properties.put("datasources.jpa.password", password);
        properties.put("jpa.jpa.entity-scan.packages", "dev.oid.micronaut.it.jpa");
        properties.put("jpa.jpa.properties.hibernate.hbm2ddl.auto", "create-drop");
        return properties;
    }

    /**
     * The SQL database of this run.
     *
     * @return {@code h2}, {@code postgresql} or {@code mariadb}
     */
    public static String dbKind() {
        return env("OID_IT_DB_KIND", "h2").toLowerCase(Locale.ROOT);
    }

    private static synchronized String mongoUri() {
        if (mongoUri == null) {
            String uri = env("OID_IT_MONGODB_URI", null);
            if (uri == null) {
                server = new MongoServer(new SessionsBackend());
                InetSocketAddress address = server.bind();
                uri = "mongodb://127.0.0.1:" + address.getPort() + "/oid";
                Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow));
            }
            mongoUri = uri;
        }
        return mongoUri;
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? fallback : value;
    }

    /** mongo-java-server's in-memory backend, announcing logical sessions as mongod does. */
    private static final class SessionsBackend extends MemoryBackend {

        @Override
        public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
            if (command.equalsIgnoreCase("hello")) {
                command = "isMaster";
            }
            Document response = super.handleCommand(channel, databaseName, command, query);
            if (command.equalsIgnoreCase("isMaster")) {
                response.put("logicalSessionTimeoutMinutes", 30);
            }
            return response;
        }
    }
}
