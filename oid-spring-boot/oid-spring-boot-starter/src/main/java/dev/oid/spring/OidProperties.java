package dev.oid.spring;

import java.time.Duration;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code oid.*} configuration properties of the starter: each part can be switched off, and JSON output can be
 * switched to Extended JSON. Every property is optional; the defaults switch every part on whose framework is on the
 * class path.
 *
 * <pre>{@code
 * oid.jackson.shape=object          # write {"$oid": "..."} instead of "5a17b9d9ab102555b9c38874"
 * oid.mongodb.generate-ids=false    # keep Spring Data MongoDB from minting null ids
 * oid.generator.lease.enabled=true  # mint with a process-unique value leased from the DataSource (oid-lease-jdbc)
 * }</pre>
 *
 * @since 0.1.0
 */
@ConfigurationProperties("oid")
public class OidProperties {

    private final Jackson jackson = new Jackson();
    private final Web web = new Web();
    private final Mongodb mongodb = new Mongodb();
    private final Jpa jpa = new Jpa();
    private final Jdbc jdbc = new Jdbc();
    private final Springdoc springdoc = new Springdoc();
    private final Generator generator = new Generator();

    /** Creates the properties with their defaults. */
    public OidProperties() {
    }

    /**
     * Returns the Jackson settings.
     *
     * @return the settings under {@code oid.jackson}
     */
    public Jackson getJackson() {
        return jackson;
    }

    /**
     * Returns the web settings.
     *
     * @return the settings under {@code oid.web}
     */
    public Web getWeb() {
        return web;
    }

    /**
     * Returns the MongoDB settings.
     *
     * @return the settings under {@code oid.mongodb}
     */
    public Mongodb getMongodb() {
        return mongodb;
    }

    /**
     * Returns the JPA settings.
     *
     * @return the settings under {@code oid.jpa}
     */
    public Jpa getJpa() {
        return jpa;
    }

    /**
     * Returns the Spring Data JDBC settings.
     *
     * @return the settings under {@code oid.jdbc}
     */
    public Jdbc getJdbc() {
        return jdbc;
    }

    /**
     * Returns the springdoc settings.
     *
     * @return the settings under {@code oid.springdoc}
     */
    public Springdoc getSpringdoc() {
        return springdoc;
    }

    /**
     * Returns the generator settings.
     *
     * @return the settings under {@code oid.generator}
     */
    public Generator getGenerator() {
        return generator;
    }

    /** How an ObjectId is written to JSON. Both forms are always read. */
    public enum Shape {
        /** 24 lowercase hex characters: {@code "5a17b9d9ab102555b9c38874"}. */
        STRING,
        /** MongoDB Extended JSON: {@code {"$oid": "5a17b9d9ab102555b9c38874"}}. */
        OBJECT
    }

    /** Settings under {@code oid.jackson}. */
    public static class Jackson {

        /**
         * Whether to register the ObjectId Jackson module of the Jackson major Spring Boot uses (Jackson 2 on Spring
         * Boot 3, Jackson 3 on Spring Boot 4).
         */
        private boolean enabled = true;

        /** How ObjectIds are written to JSON; both forms are always read. */
        private Shape shape = Shape.STRING;

        /** Creates the settings with their defaults. */
        public Jackson() {
        }

        /**
         * Returns whether the Jackson module is registered.
         *
         * @return {@code true} by default
         */
        public boolean isEnabled() {
            return enabled;
        }

        /**
         * Sets whether the Jackson module is registered.
         *
         * @param enabled {@code false} to leave Jackson alone
         */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        /**
         * Returns how ObjectIds are written.
         *
         * @return {@link Shape#STRING} by default
         */
        public Shape getShape() {
            return shape;
        }

        /**
         * Sets how ObjectIds are written.
         *
         * @param shape {@code string} or {@code object}
         */
        public void setShape(Shape shape) {
            this.shape = shape;
        }
    }

    /** Settings under {@code oid.web}. */
    public static class Web {

        /**
         * Whether Spring MVC and WebFlux convert request values (path variables, request parameters, headers,
         * matrix variables) to ObjectId and answer a bad id with 400 carrying the parse message.
         */
        private boolean enabled = true;

        /** Creates the settings with their defaults. */
        public Web() {
        }

        /**
         * Returns whether request values are converted.
         *
         * @return {@code true} by default
         */
        public boolean isEnabled() {
            return enabled;
        }

        /**
         * Sets whether request values are converted.
         *
         * @param enabled {@code false} to leave MVC and WebFlux alone
         */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }
    }

    /** Settings under {@code oid.mongodb}. */
    public static class Mongodb {

        /**
         * Whether to add the ObjectId codec provider to Spring Boot's MongoClient settings and the converters that
         * store ObjectId as native BSON ObjectId (type 0x07) to Spring Data MongoDB's conversions.
         */
        private boolean enabled = true;

        /**
         * Whether Spring Data MongoDB entities saved with a null dev.oid.ObjectId id get a new id from the
         * ObjectIdGenerator bean.
         */
        private boolean generateIds = true;

        /** Creates the settings with their defaults. */
        public Mongodb() {
        }

        /**
         * Returns whether MongoDB support is on.
         *
         * @return {@code true} by default
         */
        public boolean isEnabled() {
            return enabled;
        }

        /**
         * Sets whether MongoDB support is on.
         *
         * @param enabled {@code false} to leave the MongoClient and Spring Data MongoDB alone
         */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        /**
         * Returns whether null ids are minted on save.
         *
         * @return {@code true} by default
         */
        public boolean isGenerateIds() {
            return generateIds;
        }

        /**
         * Sets whether null ids are minted on save.
         *
         * @param generateIds {@code false} to save entities with the id they have
         */
        public void setGenerateIds(boolean generateIds) {
            this.generateIds = generateIds;
        }
    }

    /** Settings under {@code oid.jpa}. */
    public static class Jpa {

        /**
         * Whether Hibernate's ObjectId generator (oid-jpa) mints ids with the application's ObjectIdGenerator bean
         * rather than its own default generator.
         */
        private boolean enabled = true;

        /** Creates the settings with their defaults. */
        public Jpa() {
        }

        /**
         * Returns whether the generator bean is handed to Hibernate.
         *
         * @return {@code true} by default
         */
        public boolean isEnabled() {
            return enabled;
        }

        /**
         * Sets whether the generator bean is handed to Hibernate.
         *
         * @param enabled {@code false} to leave Hibernate's settings alone
         */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }
    }

    /** Settings under {@code oid.jdbc}. */
    public static class Jdbc {

        /**
         * Whether Spring Data JDBC stores dev.oid.ObjectId as 12 bytes (BINARY(12), bytea) in ids, columns and foreign
         * keys, and a save that updates no row of an aggregate with an assigned ObjectId id fails instead of storing
         * nothing.
         */
        private boolean enabled = true;

        /**
         * Whether Spring Data JDBC aggregates saved with a null dev.oid.ObjectId id get a new id from the
         * ObjectIdGenerator bean.
         */
        private boolean generateIds = true;

        /** Creates the settings with their defaults. */
        public Jdbc() {
        }

        /**
         * Returns whether Spring Data JDBC support is on.
         *
         * @return {@code true} by default
         */
        public boolean isEnabled() {
            return enabled;
        }

        /**
         * Sets whether Spring Data JDBC support is on.
         *
         * @param enabled {@code false} to leave Spring Data JDBC alone
         */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        /**
         * Returns whether null ids are minted on save.
         *
         * @return {@code true} by default
         */
        public boolean isGenerateIds() {
            return generateIds;
        }

        /**
         * Sets whether null ids are minted on save.
         *
         * @param generateIds {@code false} to save aggregates with the id they have
         */
        public void setGenerateIds(boolean generateIds) {
            this.generateIds = generateIds;
        }
    }

    /** Settings under {@code oid.springdoc}. */
    public static class Springdoc {

        /**
         * Whether springdoc-openapi describes ObjectId as a string with the pattern ^[0-9a-fA-F]{24}$ and an
         * example.
         */
        private boolean enabled = true;

        /** Creates the settings with their defaults. */
        public Springdoc() {
        }

        /**
         * Returns whether the OpenAPI schema is contributed.
         *
         * @return {@code true} by default
         */
        public boolean isEnabled() {
            return enabled;
        }

        /**
         * Sets whether the OpenAPI schema is contributed.
         *
         * @param enabled {@code false} to leave springdoc alone
         */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }
    }

    /** Settings under {@code oid.generator}: the ObjectIdGenerator bean the starter's parts mint with. */
    public static class Generator {

        private final Lease lease = new Lease();

        /** Creates the settings with their defaults. */
        public Generator() {
        }

        /**
         * Returns the lease settings.
         *
         * @return the settings under {@code oid.generator.lease}
         */
        public Lease getLease() {
            return lease;
        }
    }

    /** Settings under {@code oid.generator.lease}: a process-unique value leased from a SQL table (oid-lease-jdbc). */
    public static class Lease {

        /**
         * Whether the ObjectIdGenerator bean mints with a process-unique value leased from the table
         * oid_process_unique_lease of the application's DataSource (dev.oid.lease.ProcessUniqueLease), so that no two
         * running instances share one; the lease is released on shutdown.
         */
        private boolean enabled = false;

        /**
         * How long the lease lasts without renewal (renewed every third of it), from 1 second to 1 day. The generator
         * stops minting after 90% of it without a successful renewal (a stalled JVM, an unreachable database).
         */
        private Duration ttl = Duration.ofSeconds(30);

        /**
         * The table the value is leased from, created if absent: a plain SQL identifier, optionally qualified by a
         * schema. Instances that must not share a value lease from the same table.
         */
        private String table = "oid_process_unique_lease";

        /**
         * The name of the DataSource bean to lease from, when the application has several; by default the only (or
         * the primary) DataSource.
         */
        private @Nullable String dataSource;

        /**
         * Whether to lease from an in-memory or embedded database (H2, HSQLDB, Derby in the application's own
         * process), which only this instance uses, so every instance would lease the same value: for tests with a
         * single instance only.
         */
        private boolean allowEmbeddedDatabase = false;

        /** Creates the settings with their defaults. */
        public Lease() {
        }

        /**
         * Returns whether the generator bean mints with a leased value.
         *
         * @return {@code false} by default
         */
        public boolean isEnabled() {
            return enabled;
        }

        /**
         * Sets whether the generator bean mints with a leased value.
         *
         * @param enabled {@code true} to lease a value from the application's DataSource
         */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        /**
         * Returns the lease's ttl.
         *
         * @return 30 seconds by default
         */
        public Duration getTtl() {
            return ttl;
        }

        /**
         * Sets the lease's ttl.
         *
         * @param ttl from 1 second to 1 day
         */
        public void setTtl(Duration ttl) {
            this.ttl = ttl;
        }

        /**
         * Returns the table the value is leased from.
         *
         * @return {@code oid_process_unique_lease} by default
         */
        public String getTable() {
            return table;
        }

        /**
         * Sets the table the value is leased from.
         *
         * @param table a plain SQL identifier, optionally qualified by a schema
         */
        public void setTable(String table) {
            this.table = table;
        }

        /**
         * Returns the name of the DataSource bean to lease from.
         *
         * @return the bean name, or {@code null} (the default) for the only or primary DataSource
         */
        public @Nullable String getDataSource() {
            return dataSource;
        }

        /**
         * Sets the name of the DataSource bean to lease from.
         *
         * @param dataSource a bean name, or {@code null} for the only or primary DataSource
         */
        public void setDataSource(@Nullable String dataSource) {
            this.dataSource = dataSource;
        }

        /**
         * Returns whether an in-memory or embedded database may be leased from.
         *
         * @return {@code false} by default
         */
        public boolean isAllowEmbeddedDatabase() {
            return allowEmbeddedDatabase;
        }

        /**
         * Sets whether an in-memory or embedded database may be leased from.
         *
         * @param allowEmbeddedDatabase {@code true} only in tests with a single instance
         */
        public void setAllowEmbeddedDatabase(boolean allowEmbeddedDatabase) {
            this.allowEmbeddedDatabase = allowEmbeddedDatabase;
        }
    }
}
