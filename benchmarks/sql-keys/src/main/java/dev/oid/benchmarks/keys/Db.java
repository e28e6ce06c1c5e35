package dev.oid.benchmarks.keys;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/**
 * A database of the key benchmarks: its default connection (the one {@code .ci/run} gives it), its DDL, how a
 * key is bound, how the benchmark settles it before a measurement and how it reports sizes.
 */
public enum Db {

    /** PostgreSQL, batches rewritten into multi-row INSERTs by the driver. */
    POSTGRESQL("postgresql", "jdbc:postgresql://127.0.0.1:5432/test", "postgres", "reWriteBatchedInserts=true"),
    /** MariaDB (InnoDB), batches sent with Connector/J's bulk protocol ({@code COM_STMT_BULK_EXECUTE}). */
    MARIADB("mariadb", "jdbc:mariadb://127.0.0.1:3306/test", "root", "rewriteBatchedStatements=true"),
    /** Embedded H2, for the harness's own smoke test only (no sizes). */
    H2("h2", "jdbc:h2:mem:oid_bench_keys;DB_CLOSE_DELAY=-1", "sa", null);

    private final String name;
    private final String defaultUrl;
    private final String defaultUser;
    private final String batchOption;

    Db(String name, String defaultUrl, String defaultUser, String batchOption) {
        this.name = name;
        this.defaultUrl = defaultUrl;
        this.defaultUser = defaultUser;
        this.batchOption = batchOption;
    }

    /**
     * The name used in options and in the CSV files.
     *
     * @return e.g. {@code postgresql}
     */
    public String dbName() {
        return name;
    }

    /**
     * This machine's server, the URL of the project's CI databases.
     *
     * @return a JDBC URL without options
     */
    public String defaultUrl() {
        return defaultUrl;
    }

    /**
     * The default user.
     *
     * @return {@code postgres}, {@code root} or {@code sa}
     */
    public String defaultUser() {
        return defaultUser;
    }

    /**
     * Adds the driver option that turns JDBC batches into multi-row INSERTs, unless the URL sets it.
     *
     * @param url a JDBC URL
     * @return the URL with the option
     */
    public String withBatchOption(String url) {
        if (batchOption == null || url.contains(batchOption.substring(0, batchOption.indexOf('=')))) {
            return url;
        }
        return url + (url.contains("?") ? "&" : "?") + batchOption;
    }

    /**
     * Finds a database by its name in options and CSV files.
     *
     * @param name {@code postgresql}, {@code mariadb} or {@code h2}
     * @return the database
     * @throws IllegalArgumentException for another name
     */
    public static Db of(String name) {
        for (Db db : values()) {
            if (db.name.equals(name)) {
                return db;
            }
        }
        throw new IllegalArgumentException("unknown database \"" + name + "\"; expected postgresql, mariadb, h2"
                + " or all");
    }

    /**
     * Finds the database of a JDBC URL.
     *
     * @param url a JDBC URL
     * @return the database
     * @throws IllegalArgumentException for another database
     */
    public static Db ofUrl(String url) {
        for (Db db : values()) {
            if (url.startsWith("jdbc:" + db.name + ":")) {
                return db;
            }
        }
        throw new IllegalArgumentException("unsupported JDBC URL \"" + url + "\"; expected PostgreSQL, MariaDB or H2");
    }

    /**
     * The CREATE TABLE of one key type: the key and the same four payload columns for every key.
     *
     * @param table the table name
     * @param key the key type
     * @return the DDL
     */
    public String createTable(String table, KeyType key) {
        String timestamp = this == MARIADB ? "DATETIME(3)" : "timestamp(3)";
        String money = this == MARIADB ? "DECIMAL(12,2)" : "numeric(12,2)";
        return "create table " + table + " (id " + key.columnType(this) + " not null primary key, created_at "
                + timestamp + " not null, customer bigint not null, amount " + money + " not null, note varchar(40)"
                + " not null)" + (this == MARIADB ? " engine=InnoDB" : "");
    }

    /**
     * How each driver binds a {@code java.util.UUID}, as the benchmarks state it in their output.
     *
     * @return one sentence
     */
    public String uuidBinding() {
        return switch (this) {
            case POSTGRESQL -> "UUIDs bound with setObject(UUID): pgJDBC sends a uuid parameter (16 bytes)";
            case MARIADB -> "UUIDs bound with setObject(UUID): Connector/J's UuidCodec sends the 36-character text,"
                    + " the server stores 16 bytes";
            case H2 -> "UUIDs bound with setObject(UUID)";
        };
    }

    /**
     * Settles the server before a measurement: PostgreSQL {@code CHECKPOINT} (dirty buffers written, the WAL
     * recycled); MariaDB, which has no checkpoint statement, {@code FLUSH TABLES} (tables closed and flushed; InnoDB's
     * page cleaner writes dirty pages in the idle pause that follows); H2 {@code CHECKPOINT}.
     *
     * @param connection an auto-commit connection
     * @throws SQLException from the database (PostgreSQL's CHECKPOINT needs a superuser or pg_checkpoint)
     */
    public void settle(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(this == MARIADB ? "flush tables" : "checkpoint");
        }
    }

    /**
     * Prepares the database once per benchmark: on PostgreSQL, installs {@code pgstattuple} if the server has it and
     * the user may, so leaf pages and density are measured.
     *
     * @param connection an auto-commit connection
     * @return what was done, for the output
     * @throws SQLException from the database
     */
    public String prepare(Connection connection) throws SQLException {
        if (this != POSTGRESQL) {
            return "";
        }
        if (queryBoolean(connection, "select exists (select 1 from pg_extension where extname = 'pgstattuple')")) {
            return "pgstattuple installed";
        }
        if (!queryBoolean(connection,
                "select exists (select 1 from pg_available_extensions where name = 'pgstattuple')")) {
            return "pgstattuple not available: no leaf pages or density";
        }
        try (Statement statement = connection.createStatement()) {
            statement.execute("create extension if not exists pgstattuple");
            return "pgstattuple installed by the benchmark";
        } catch (SQLException e) {
            return "pgstattuple not installed (" + e.getMessage() + "): no leaf pages or density";
        }
    }

    /**
     * Binds a key as its driver binds the Java type natively: a UUID with {@code setObject} (see
     * {@link #uuidBinding()}), bytes with {@code setBytes}, text with {@code setString}, a long with {@code setLong}.
     *
     * @param statement the statement
     * @param index the parameter index
     * @param value a key from {@link KeyType#minter} or {@link KeyType#range}
     * @throws SQLException from the driver
     */
    void bind(PreparedStatement statement, int index, Object value) throws SQLException {
        if (value instanceof Long l) {
            statement.setLong(index, l);
        } else if (value instanceof UUID uuid) {
            statement.setObject(index, uuid);
        } else if (value instanceof byte[] bytes) {
            statement.setBytes(index, bytes);
        } else {
            statement.setString(index, (String) value);
        }
    }

    /**
     * Brings the table's statistics up to date after the load: {@code VACUUM ANALYZE} / {@code ANALYZE TABLE}.
     *
     * @param connection an auto-commit connection
     * @param table the table
     * @throws SQLException from the database
     */
    public void analyze(Connection connection, String table) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            switch (this) {
                case POSTGRESQL -> statement.execute("vacuum analyze " + table);
                case MARIADB, H2 -> statement.execute("analyze table " + table);
            }
        }
    }

    /**
     * Sizes after {@link #analyze}, in bytes and pages, by name: {@code table_bytes}, {@code pk_index_bytes} and
     * what else the database tells ({@code pk_leaf_density} from pgstattuple when installed; InnoDB's
     * {@code n_leaf_pages} and {@code size} of the clustered index from {@code mysql.innodb_index_stats}).
     *
     * @param connection a connection
     * @param table the table, with only its primary key index
     * @return the figures; empty for H2
     * @throws SQLException from the database
     */
    Map<Metric, Double> sizes(Connection connection, String table) throws SQLException {
        Map<Metric, Double> sizes = new EnumMap<>(Metric.class);
        if (this == POSTGRESQL) {
            query(connection, "select pg_relation_size('" + table + "'), pg_indexes_size('" + table + "'),"
                    + " (select relpages from pg_class where relname = '" + table + "_pkey')", rs -> {
                        sizes.put(Metric.TABLE_BYTES, rs.getDouble(1));
                        sizes.put(Metric.PK_INDEX_BYTES, rs.getDouble(2));
                        sizes.put(Metric.PK_INDEX_PAGES, rs.getDouble(3));
                    });
            boolean pgstattuple = queryBoolean(connection,
                    "select exists (select 1 from pg_extension where extname = 'pgstattuple')");
            if (pgstattuple) {
                query(connection, "select avg_leaf_density, leaf_pages, internal_pages from pgstatindex('" + table
                        + "_pkey')", rs -> {
                            sizes.put(Metric.PK_LEAF_DENSITY, rs.getDouble(1));
                            sizes.put(Metric.PK_LEAF_PAGES, rs.getDouble(2));
                            sizes.put(Metric.INDEX_USED_BYTES, rs.getDouble(2) * 8192);
                        });
            }
        } else if (this == MARIADB) {
            query(connection, "select data_length from information_schema.tables"
                    + " where table_schema = database() and table_name = '" + table + "'", rs -> {
                        sizes.put(Metric.TABLE_BYTES, rs.getDouble(1));
                    });
            innodbStats(connection, table, "PRIMARY", "pk", sizes);
            Double leaves = sizes.get(Metric.PK_LEAF_PAGES);
            if (leaves != null) {
                sizes.put(Metric.TABLE_USED_BYTES, leaves * innodbPageSize(connection));
            }
        }
        return sizes;
    }

    /**
     * The size of the {@code created_at} index once it exists: on InnoDB every secondary index entry holds a copy
     * of the primary key, so this is where the key's width shows besides the clustered index.
     *
     * @param connection a connection
     * @param table the table
     * @param index the index on {@code created_at}
     * @param sizes where to put {@code created_at_index_bytes} (and InnoDB page counts)
     * @throws SQLException from the database
     */
    void createdAtIndexSize(Connection connection, String table, String index, Map<Metric, Double> sizes)
            throws SQLException {
        if (this == POSTGRESQL) {
            query(connection, "select pg_relation_size('" + index + "')",
                    rs -> sizes.put(Metric.CREATED_AT_INDEX_BYTES, rs.getDouble(1)));
        } else if (this == MARIADB) {
            analyze(connection, table);
            innodbStats(connection, table, index, "created_at_index", sizes);
            Double leaves = sizes.get(Metric.CREATED_AT_INDEX_LEAF_PAGES);
            if (leaves != null) {
                sizes.put(Metric.INDEX_USED_BYTES, leaves * innodbPageSize(connection));
            }
            query(connection, "select index_length from information_schema.tables"
                    + " where table_schema = database() and table_name = '" + table + "'",
                    rs -> sizes.put(Metric.CREATED_AT_INDEX_BYTES, rs.getDouble(1)));
        }
    }

    private static void innodbStats(Connection connection, String table, String index, String prefix,
            Map<Metric, Double> sizes) throws SQLException {
        query(connection, "select stat_name, stat_value from mysql.innodb_index_stats where database_name ="
                + " database() and table_name = '" + table + "' and index_name = '" + index + "'"
                + " and stat_name in ('n_leaf_pages', 'size')", rs -> {
                    do {
                        sizes.put(Metric.of(prefix + "_" + rs.getString(1).toLowerCase(Locale.ROOT).replace(
                                "n_leaf_pages", "leaf_pages").replace("size", "pages")), rs.getDouble(2));
                    } while (rs.next());
                });
    }

    private static double innodbPageSize(Connection connection) throws SQLException {
        double[] size = {16384};
        query(connection, "select @@innodb_page_size", rs -> size[0] = rs.getDouble(1));
        return size[0];
    }

    private interface RowReader {
        void read(ResultSet rs) throws SQLException;
    }

    private static void query(Connection connection, String sql, RowReader reader) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet rs = statement.executeQuery(sql)) {
            if (rs.next()) {
                reader.read(rs);
            }
        }
    }

    private static boolean queryBoolean(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet rs = statement.executeQuery(sql)) {
            return rs.next() && rs.getBoolean(1);
        }
    }
}
