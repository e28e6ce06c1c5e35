package dev.oid.benchmarks.keys;

import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Where a key benchmark connects, decided in one place for both benchmarks: {@code --url} / {@code --user} /
 * {@code --password} when given (one {@code --db} only); else {@code OID_IT_JDBC_URL} (with
 * {@code OID_IT_JDBC_USER} and {@code OID_IT_JDBC_PASSWORD}) when it names the same database, the variables
 * {@code .ci/run} and the integration tests read; else the database's {@link Db#defaultUrl() default}, the URL
 * {@code .ci/run} gives that database. The driver option that turns JDBC batches into multi-row or bulk INSERTs
 * is added unless the URL sets it.
 *
 * @param url the JDBC URL, with the batch option
 * @param user the user
 * @param password the password, empty for none
 */
public record Connections(String url, String user, String password) {

    /** The options this class reads. */
    public static final Set<String> OPTIONS = Set.of("url", "user", "password");

    /**
     * The connection settings of a database.
     *
     * @param db the database
     * @param options the command line ({@code url}, {@code user}, {@code password})
     * @param env the environment, {@code System.getenv()} outside tests
     * @return the settings
     * @throws IllegalArgumentException if {@code --url} names another database
     */
    public static Connections of(Db db, Options options, Map<String, String> env) {
        Objects.requireNonNull(db, "db");
        if (options.has("url")) {
            String url = options.text("url", null);
            if (Db.ofUrl(url) != db) {
                throw new IllegalArgumentException("--url \"" + url + "\" is not a " + db.dbName() + " URL");
            }
            return new Connections(db.withBatchOption(url), options.text("user", db.defaultUser()),
                    options.text("password", ""));
        }
        String envUrl = env.getOrDefault("OID_IT_JDBC_URL", "").trim();
        if (!envUrl.isEmpty() && envUrl.startsWith("jdbc:" + db.dbName() + ":")) {
            return new Connections(db.withBatchOption(envUrl),
                    env.getOrDefault("OID_IT_JDBC_USER", db.defaultUser()).trim(),
                    env.getOrDefault("OID_IT_JDBC_PASSWORD", "").trim());
        }
        return new Connections(db.withBatchOption(db.defaultUrl()), db.defaultUser(), "");
    }

    /**
     * Checks that {@code --url} comes with a single database.
     *
     * @param options the command line
     * @throws IllegalArgumentException if {@code --url} is given with more than one {@code --db}
     */
    public static void check(Options options) {
        if ((options.has("url") || options.has("user") || options.has("password")) && options.dbs().size() != 1) {
            throw new IllegalArgumentException("--url, --user and --password need a single --db, got --db "
                    + options.text("db", "all"));
        }
    }
}
