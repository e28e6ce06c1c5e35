/**
 * ObjectId functions inside PostgreSQL and MariaDB: {@link dev.oid.sql.OidSqlFunctions} reads the script of
 * each database ({@code oid_generate}, {@code oid_to_hex}, {@code oid_from_hex}, {@code oid_timestamp},
 * {@code oid_min}) or installs the right one over a JDBC connection. No runtime dependency besides
 * {@code java.sql}.
 *
 * @since 0.1.0
 */
module dev.oid.sql {
    // The API takes a java.sql.Connection and throws java.sql.SQLException.
    requires transitive java.sql;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.sql;
}
