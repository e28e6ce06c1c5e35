package dev.oid.benchmarks.keys;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/** A database of {@link KeyBenchmark}: its default connection, its DDL and how it reports sizes. */
public enum Db {

    /** PostgreSQL, batches rewritten into multi-row INSERTs by the driver. */
    POSTGRESQL("postgresql", "jdbc:postgresql://127.0.0.1:5432/test", "postgres", "reWriteBatchedInserts=true"),
    /** MariaDB (InnoDB), batches rewritten into multi-row INSERTs by the driver. */
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
    String defaultUrl() {
        return defaultUrl;
    }

    /**
     * The default user.
     *
     * @return {@code postgres}, {@code root} or {@code sa}
     */
    String defaultUser() {
        return defaultUser;
    }

    /**
     * Adds the driver option that turns JDBC batches into multi-row INSERTs, unless the URL sets it.
     *
     * @param url a JDBC URL
     * @return the URL with the option
     */
    String withBatchOption(String url) {
        if (batchOption == null || url.contains(batchOption.substring(0, batchOption.indexOf('=')))) {
            return url;
        }
        return url + (url.contains("?") ? "&" : "?") + batchOption;
    }

    /**
     * Finds the database of a JDBC URL.
     *
     * @param url a JDBC URL
     * @return the database
     * @throws IllegalArgumentException for another database
     */
    static Db ofUrl(String url) {
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
    String createTable(String table, KeyType key) {
        String timestamp = this == MARIADB ? "DATETIME(3)" : "timestamp(3)";
        String money = this == MARIADB ? "DECIMAL(12,2)" : "numeric(12,2)";
        return "create table " + table + " (id " + key.columnType(this) + " not null primary key, created_at "
                + timestamp + " not null, customer bigint not null, amount " + money + " not null, note varchar(40)"
                + " not null)" + (this == MARIADB ? " engine=InnoDB" : "");
    }

    /**
     * Binds a key: a UUID goes as {@code uuid} to PostgreSQL and H2, as text to MariaDB's {@code UUID} type.
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
            if (this == MARIADB) {
                statement.setString(index, uuid.toString());
            } else {
                statement.setObject(index, uuid);
            }
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
    void analyze(Connection connection, String table) throws SQLException {
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
    Map<String, Double> sizes(Connection connection, String table) throws SQLException {
        Map<String, Double> sizes = new LinkedHashMap<>();
        if (this == POSTGRESQL) {
            query(connection, "select pg_relation_size('" + table + "'), pg_indexes_size('" + table + "'),"
                    + " (select relpages from pg_class where relname = '" + table + "_pkey')", rs -> {
                        sizes.put("table_bytes", rs.getDouble(1));
                        sizes.put("pk_index_bytes", rs.getDouble(2));
                        sizes.put("pk_index_pages", rs.getDouble(3));
                    });
            boolean pgstattuple = queryBoolean(connection,
                    "select exists (select 1 from pg_extension where extname = 'pgstattuple')");
            if (pgstattuple) {
                query(connection, "select avg_leaf_density, leaf_pages, internal_pages from pgstatindex('" + table
                        + "_pkey')", rs -> {
                            sizes.put("pk_leaf_density", rs.getDouble(1));
                            sizes.put("pk_leaf_pages", rs.getDouble(2));
                        });
            }
        } else if (this == MARIADB) {
            query(connection, "select data_length, index_length from information_schema.tables"
                    + " where table_schema = database() and table_name = '" + table + "'", rs -> {
                        sizes.put("table_bytes", rs.getDouble(1));
                        sizes.put("secondary_index_bytes_before", rs.getDouble(2));
                    });
            innodbStats(connection, table, "PRIMARY", "pk", sizes);
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
    void createdAtIndexSize(Connection connection, String table, String index, Map<String, Double> sizes)
            throws SQLException {
        if (this == POSTGRESQL) {
            query(connection, "select pg_relation_size('" + index + "')",
                    rs -> sizes.put("created_at_index_bytes", rs.getDouble(1)));
        } else if (this == MARIADB) {
            analyze(connection, table);
            innodbStats(connection, table, index, "created_at_index", sizes);
            query(connection, "select index_length from information_schema.tables"
                    + " where table_schema = database() and table_name = '" + table + "'",
                    rs -> sizes.put("created_at_index_bytes", rs.getDouble(1)));
        }
    }

    private static void innodbStats(Connection connection, String table, String index, String prefix,
            Map<String, Double> sizes) throws SQLException {
        query(connection, "select stat_name, stat_value from mysql.innodb_index_stats where database_name ="
                + " database() and table_name = '" + table + "' and index_name = '" + index + "'"
                + " and stat_name in ('n_leaf_pages', 'size')", rs -> {
                    do {
                        sizes.put(prefix + "_" + rs.getString(1).toLowerCase(Locale.ROOT).replace("n_leaf_pages",
                                "leaf_pages").replace("size", "pages"), rs.getDouble(2));
                    } while (rs.next());
                });
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
