package dev.oid.spring.scenario;

import dev.oid.testsupport.SqlTestDatabase;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * The {@code DataSource} of the JPA, JDBC and lease scenarios (this folder and ../jdbc, compiled together in each Boot
 * application): the database of {@code OID_IT_JDBC_URL} ({@code _USER}, {@code _PASSWORD}), PostgreSQL and MariaDB
 * in CI; otherwise an in-memory H2 database of the scenario's own.
 */
public final class ScenarioDatabase {

    private ScenarioDatabase() {
    }

    /**
     * Adds the {@code spring.datasource.*} properties of this run's database.
     *
     * @param registry the test's properties
     * @param h2Url the URL of the scenario's in-memory H2 database, used when no database is named
     * @return the database of this run
     */
    public static SqlTestDatabase register(DynamicPropertyRegistry registry, String h2Url) {
        SqlTestDatabase database = SqlTestDatabase.current();
        registry.add("spring.datasource.url", () -> database == SqlTestDatabase.H2 ? h2Url : database.url("unused"));
        // On H2 as well (sa, Boot's default), for a DataSource that an application builds itself from these.
        registry.add("spring.datasource.username", database::user);
        registry.add("spring.datasource.password", database::password);
        return database;
    }

    /**
     * Adds the {@code spring.datasource.*} properties of this run's database as {@link #register} does, and on H2
     * {@code oid.generator.lease.allow-embedded-database=true}: an in-memory database is this instance's alone,
     * allowed here as the single instance of a test.
     *
     * @param registry the test's properties
     * @param h2Url the URL of the scenario's in-memory H2 database, used when no database is named
     */
    public static void registerLeased(DynamicPropertyRegistry registry, String h2Url) {
        if (register(registry, h2Url) == SqlTestDatabase.H2) {
            registry.add("oid.generator.lease.allow-embedded-database", () -> "true");
        }
    }
}
