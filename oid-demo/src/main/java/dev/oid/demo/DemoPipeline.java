package dev.oid.demo;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

import org.bson.BsonDocument;
import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.hibernate.jpa.HibernatePersistenceConfiguration;
import org.hibernate.tool.schema.Action;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.bson.ObjectIdCodecProvider;
import dev.oid.jackson.ObjectIdModule;
import jakarta.persistence.EntityManagerFactory;
import jakarta.validation.Validation;
import jakarta.validation.ValidatorFactory;

/**
 * Runs one id through MongoDB, SQL and a loopback REST API and prints every hop: the id minted, its decoded time,
 * the BSON document stored, the SQL row, the JSON payload, the id read back at each stage, and whether all stages
 * agree.
 *
 * <p>Without settings it needs nothing but the class path: an in-process MongoDB wire server
 * (mongo-java-server) and an in-memory H2 database. With a MongoDB URI or a JDBC URL it uses those servers, leaving
 * nothing behind: the MongoDB document is deleted and the table {@value DemoItem#TABLE} is dropped again.
 */
public final class DemoPipeline {

    /** The MongoDB database and collection the demo writes one document to, and deletes it from. */
    static final String MONGO_DATABASE = "oid_demo";
    static final String MONGO_COLLECTION = "items";
    static final String H2_URL = "jdbc:h2:mem:oid_demo;DB_CLOSE_DELAY=-1";
    static final String NAME = "demo item";
    static final String BAD_ID = "not-an-id";

    /**
     * Where the demo runs.
     *
     * @param mongodbUri a MongoDB connection string, or {@code null} for the in-process server
     * @param jdbcUrl a JDBC URL, or {@code null} for in-memory H2
     * @param jdbcUser the database user, or {@code null}
     * @param jdbcPassword the database password, or {@code null}
     */
    public record Settings(String mongodbUri, String jdbcUrl, String jdbcUser, String jdbcPassword) {
    }

    private final Settings settings;
    private final ObjectIdGenerator generator;
    private final PrintWriter out;
    private final List<String> disagreements = new ArrayList<>();

    private DemoPipeline(Settings settings, ObjectIdGenerator generator, PrintWriter out) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.generator = Objects.requireNonNull(generator, "generator");
        this.out = Objects.requireNonNull(out, "out");
    }

    /**
     * Runs the demo.
     *
     * @param settings where to run
     * @param generator mints the id
     * @param out where the hops are printed
     * @return {@code true} if every stage read back the id that was minted, and a malformed id was rejected
     * @throws Exception if a server cannot be reached or a stage fails outright
     */
    public static boolean run(Settings settings, ObjectIdGenerator generator, PrintWriter out) throws Exception {
        return new DemoPipeline(settings, generator, out).run();
    }

    private boolean run() throws Exception {
        // Hibernate and Hibernate Validator log through JBoss Logging: route it to SLF4J (a no-op binding in the
        // oid command) so that the console shows the demo only.
        if (System.getProperty("org.jboss.logging.provider") == null) {
            System.setProperty("org.jboss.logging.provider", "slf4j");
        }
        out.println("oid demo: one id through MongoDB, SQL and a REST API");
        out.println();
        EmbeddedMongo embedded = settings.mongodbUri() == null ? EmbeddedMongo.start() : null;
        String mongoUri = embedded != null ? embedded.connectionString() : settings.mongodbUri();
        String jdbcUrl = settings.jdbcUrl() != null ? settings.jdbcUrl() : H2_URL;
        // Without --jdbc-user the user is null for the JDBC probes and for Hibernate alike: the driver's default.
        String jdbcUser = settings.jdbcUrl() != null ? settings.jdbcUser() : "sa";
        String jdbcPassword = settings.jdbcPassword() != null ? settings.jdbcPassword() : "";
        ObjectMapper mapper = JsonMapper.builder().addModule(new ObjectIdModule()).build();
        try (embedded;
                MongoClient mongo = MongoClients.create(MongoClientSettings.builder()
                        .applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(10, TimeUnit.SECONDS))
                        .applyConnectionString(new ConnectionString(mongoUri))
                        .codecRegistry(codecRegistry())
                        .build());
                EntityManagerFactory emf = entityManagerFactory(jdbcUrl, jdbcUser, jdbcPassword);
                ValidatorFactory validation = Validation.buildDefaultValidatorFactory();
                DemoApi api = new DemoApi(emf, mapper, validation.getValidator())) {
            MongoDatabase database = mongo.getDatabase(MONGO_DATABASE);
            printServers(database, embedded != null, jdbcUrl, jdbcUser, jdbcPassword, api.itemsUri());

            ObjectId minted = generator.generate();
            out.println("1. minted       " + minted.toHexString());
            out.println("   decoded time " + minted.instant() + " (" + minted.timestamp() + " s since the epoch)");

            ObjectId fromMongo = mongoHop(database, minted);
            ObjectId fromSql = sqlHop(emf, minted, jdbcUrl, jdbcUser, jdbcPassword);
            ObjectId fromJson = restHop(api.itemsUri(), mapper, minted);

            check("MongoDB", fromMongo, minted);
            check("SQL", fromSql, minted);
            check("JSON", fromJson, minted);
            out.println();
            if (disagreements.isEmpty()) {
                out.println("all stages agree: " + minted.toHexString() + " (minted = MongoDB = SQL = JSON)");
            } else {
                out.println("stages DISAGREE: " + String.join("; ", disagreements));
            }
            out.flush();
            return disagreements.isEmpty();
        }
    }

    private void printServers(MongoDatabase database, boolean embedded, String jdbcUrl, String user, String password,
            URI items) throws SQLException {
        Document buildInfo = database.runCommand(new Document("buildInfo", 1));
        out.println("servers");
        out.println("   MongoDB  " + (embedded ? "in-process mongo-java-server (reports " + buildInfo.get("version")
                + "); --mongodb-uri for a real server" : "MongoDB " + buildInfo.get("version")));
        try (Connection connection = DriverManager.getConnection(jdbcUrl, user, password)) {
            String product = connection.getMetaData().getDatabaseProductName() + " "
                    + connection.getMetaData().getDatabaseProductVersion();
            out.println("   SQL      " + (settings.jdbcUrl() == null ? product + ", in memory; --jdbc-url for a real"
                    + " database" : product + " at " + jdbcUrl));
        }
        out.println("   HTTP     " + items + "{id}");
        out.println();
    }

    private ObjectId mongoHop(MongoDatabase database, ObjectId minted) {
        MongoCollection<DemoDocument> items = database.getCollection(MONGO_COLLECTION, DemoDocument.class);
        items.insertOne(new DemoDocument(minted, NAME));
        try {
            BsonDocument stored = database.getCollection(MONGO_COLLECTION, BsonDocument.class)
                    .find(Filters.eq("_id", minted)).first();
            DemoDocument read = items.find(Filters.eq("_id", minted)).first();
            out.println("2. MongoDB      stored " + (stored == null ? "nothing" : stored.toJson())
                    + "  (BSON type of _id: " + (stored == null ? "-" : stored.get("_id").getBsonType()) + ")");
            out.println("                read   " + hex(read == null ? null : read.id())
                    + "  (find by _id through ObjectIdCodecProvider)");
            return read == null ? null : read.id();
        } finally {
            items.deleteOne(Filters.eq("_id", minted));
        }
    }

    private ObjectId sqlHop(EntityManagerFactory emf, ObjectId minted, String url, String user, String password)
            throws SQLException {
        emf.runInTransaction(em -> em.persist(new DemoItem(minted, NAME)));
        try (Connection connection = DriverManager.getConnection(url, user, password);
                PreparedStatement select = connection.prepareStatement(
                        "select id, name from " + DemoItem.TABLE + " where name = ?")) {
            select.setString(1, NAME);
            try (ResultSet row = select.executeQuery()) {
                String shown = "no row";
                if (row.next()) {
                    ResultSetMetaData meta = row.getMetaData();
                    byte[] bytes = row.getBytes(1);
                    shown = DemoItem.TABLE + "(id = X'" + HexFormat.of().formatHex(bytes) + "' "
                            + meta.getColumnTypeName(1) + ", " + bytes.length + " bytes; name = '"
                            + row.getString(2) + "')";
                }
                out.println("3. SQL          row    " + shown);
            }
        }
        DemoItem read = emf.callInTransaction(em -> em.find(DemoItem.class, minted));
        out.println("                read   " + hex(read == null ? null : read.id())
                + "  (JPA find; @ObjectIdGenerated(assignable = true) kept the assigned id)");
        return read == null ? null : read.id();
    }

    private ObjectId restHop(URI items, ObjectMapper mapper, ObjectId minted)
            throws IOException, InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        HttpResponse<String> good = get(http, items.resolve(minted.toHexString()));
        out.println("4. REST         GET /items/" + minted.toHexString() + " -> " + good.statusCode() + " "
                + good.body());
        ObjectId read = good.statusCode() == 200 ? mapper.readValue(good.body(), DemoView.class).id() : null;
        out.println("                read   " + hex(read) + "  (JSON parsed by ObjectIdModule)");
        HttpResponse<String> bad = get(http, items.resolve(BAD_ID));
        out.println("                GET /items/" + BAD_ID + " -> " + bad.statusCode() + " " + bad.body());
        if (bad.statusCode() != 400 || !bad.body().contains("\"" + BAD_ID + "\"")) {
            disagreements.add("a malformed id was not rejected with 400 naming it");
        }
        return read;
    }

    private static HttpResponse<String> get(HttpClient http, URI uri) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private void check(String stage, ObjectId read, ObjectId minted) {
        if (!minted.equals(read)) {
            disagreements.add(stage + " read back " + hex(read) + ", minted " + minted.toHexString());
        }
    }

    private static String hex(ObjectId id) {
        return id == null ? "nothing" : id.toHexString();
    }

    private static CodecRegistry codecRegistry() {
        return CodecRegistries.fromRegistries(
                CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
                MongoClientSettings.getDefaultCodecRegistry());
    }

    /**
     * Builds the demo's Hibernate factory. A {@code null} user or password is left unset, exactly as
     * {@link DriverManager#getConnection(String, String, String)} leaves it out: an empty user name instead makes
     * PostgreSQL refuse the connection and H2 reject a user given in the URL.
     */
    private static EntityManagerFactory entityManagerFactory(String url, String user, String password) {
        HibernatePersistenceConfiguration config = new HibernatePersistenceConfiguration("oid-demo")
                .managedClass(DemoItem.class)
                .jdbcUrl(url)
                .jdbcPoolSize(2)
                .schemaToolingAction(Action.CREATE_DROP);
        if (user != null) {
            config.jdbcUsername(user);
        }
        if (password != null) {
            config.jdbcPassword(password);
        }
        return config.createEntityManagerFactory();
    }
}
