package dev.oid.spring;

import java.time.Duration;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The {@code oid.*} configuration properties of the starter: each part can be switched off, and JSON output can be
 * switched to Extended JSON. Every property is optional; the defaults switch every part on whose framework is on the
 * class path. Each property is documented once, on its record component, which is also where Spring Boot's
 * configuration processor takes its description and default from.
 *
 * <pre>{@code
 * oid.jackson.shape=object          # write {"$oid": "..."} instead of "5a17b9d9ab102555b9c38874"
 * oid.mongodb.generate-ids=false    # keep Spring Data MongoDB from minting null ids
 * oid.generator.lease.enabled=true  # mint with a process-unique value leased from the DataSource (oid-lease-jdbc)
 * }</pre>
 *
 * @param jackson the settings under {@code oid.jackson}
 * @param web the settings under {@code oid.web}
 * @param mongodb the settings under {@code oid.mongodb}
 * @param jpa the settings under {@code oid.jpa}
 * @param jdbc the settings under {@code oid.jdbc}
 * @param r2dbc the settings under {@code oid.r2dbc}
 * @param springdoc the settings under {@code oid.springdoc}
 * @param graphql the settings under {@code oid.graphql}
 * @param sql the settings under {@code oid.sql}
 * @param generator the settings under {@code oid.generator}
 * @since 0.1.0
 */
@ConfigurationProperties("oid")
public record OidProperties(@DefaultValue Jackson jackson, @DefaultValue Web web, @DefaultValue Mongodb mongodb,
        @DefaultValue Jpa jpa, @DefaultValue Jdbc jdbc, @DefaultValue R2dbc r2dbc, @DefaultValue Springdoc springdoc,
        @DefaultValue Graphql graphql, @DefaultValue Sql sql, @DefaultValue Generator generator) {

    /** How an ObjectId is written to JSON. Both forms are always read. */
    public enum Shape {
        /** 24 lowercase hex characters: {@code "5a17b9d9ab102555b9c38874"}. */
        STRING,
        /** MongoDB Extended JSON: {@code {"$oid": "5a17b9d9ab102555b9c38874"}}. */
        OBJECT
    }

    /**
     * Settings under {@code oid.jackson}.
     *
     * @param enabled Whether to register the ObjectId Jackson module of the Jackson major Spring Boot uses (Jackson 2
     *     on Spring Boot 3, Jackson 3 on Spring Boot 4).
     * @param shape How ObjectIds are written to JSON; both forms are always read.
     */
    public record Jackson(@DefaultValue("true") boolean enabled, @DefaultValue("string") Shape shape) {
    }

    /**
     * Settings under {@code oid.web}.
     *
     * @param enabled Whether Spring MVC and WebFlux convert request values (path variables, request parameters,
     *     headers, matrix variables) to ObjectId and answer a bad id with 400 carrying the parse message.
     */
    public record Web(@DefaultValue("true") boolean enabled) {
    }

    /**
     * Settings under {@code oid.mongodb}.
     *
     * @param enabled Whether to add the ObjectId codec provider to Spring Boot's MongoClient settings and the
     *     converters that store ObjectId as native BSON ObjectId (type 0x07) to Spring Data MongoDB's conversions.
     * @param generateIds Whether Spring Data MongoDB entities saved with a null dev.oid.ObjectId id get a new id from
     *     the ObjectIdGenerator bean.
     */
    public record Mongodb(@DefaultValue("true") boolean enabled, @DefaultValue("true") boolean generateIds) {
    }

    /**
     * Settings under {@code oid.jpa}.
     *
     * @param enabled Whether Hibernate's ObjectId generator (oid-jpa) mints ids with the application's
     *     ObjectIdGenerator bean rather than its own default generator.
     */
    public record Jpa(@DefaultValue("true") boolean enabled) {
    }

    /**
     * Settings under {@code oid.jdbc}.
     *
     * @param enabled Whether Spring Data JDBC stores dev.oid.ObjectId as 12 bytes (BINARY(12), bytea) in ids, columns
     *     and foreign keys, and a save that updates no row of an aggregate with an assigned ObjectId id fails instead
     *     of storing nothing.
     * @param generateIds Whether Spring Data JDBC aggregates saved with a null dev.oid.ObjectId id get a new id from
     *     the ObjectIdGenerator bean.
     */
    public record Jdbc(@DefaultValue("true") boolean enabled, @DefaultValue("true") boolean generateIds) {
    }

    /**
     * Settings under {@code oid.r2dbc}.
     *
     * @param enabled Whether Spring Data R2DBC stores dev.oid.ObjectId as 12 bytes (BINARY(12), bytea) in ids, columns
     *     and foreign keys, and a save that updates no row of an entity with an assigned ObjectId id fails with a
     *     message that says to insert it.
     * @param generateIds Whether Spring Data R2DBC entities saved with a null dev.oid.ObjectId id get a new id from
     *     the ObjectIdGenerator bean.
     */
    public record R2dbc(@DefaultValue("true") boolean enabled, @DefaultValue("true") boolean generateIds) {
    }

    /**
     * Settings under {@code oid.springdoc}.
     *
     * @param enabled Whether springdoc-openapi describes ObjectId as a string with the pattern ^[0-9a-fA-F]{24}$ and
     *     an example.
     */
    public record Springdoc(@DefaultValue("true") boolean enabled) {
    }

    /**
     * Settings under {@code oid.graphql}.
     *
     * @param enabled Whether Spring for GraphQL gets the scalar ObjectId (oid-graphql) and keyset cursors that
     *     carry ObjectIds.
     */
    public record Graphql(@DefaultValue("true") boolean enabled) {
    }

    /**
     * Settings under {@code oid.sql}: oid-sql's functions in the application's databases.
     *
     * @param functions the settings under {@code oid.sql.functions}
     */
    public record Sql(@DefaultValue Functions functions) {
    }

    /**
     * Settings under {@code oid.sql.functions}.
     *
     * @param install Whether to install oid-sql's functions (oid_generate, oid_to_hex, oid_from_hex, oid_timestamp,
     *     oid_min) into every DataSource bean when it is created, before Spring Boot's SQL initialization, Flyway and
     *     Liquibase: PostgreSQL and MariaDB only; another database stops the start.
     */
    public record Functions(@DefaultValue("false") boolean install) {
    }

    /**
     * Settings under {@code oid.generator}: the ObjectIdGenerator bean the starter's parts mint with.
     *
     * @param lease the settings under {@code oid.generator.lease}
     */
    public record Generator(@DefaultValue Lease lease) {
    }

    /**
     * Settings under {@code oid.generator.lease}: a process-unique value leased from a SQL table (oid-lease-jdbc).
     *
     * @param enabled Whether the ObjectIdGenerator bean mints with a process-unique value leased from the table
     *     oid_process_unique_lease of the application's DataSource (dev.oid.lease.ProcessUniqueLease), so that no two
     *     running instances share one; the lease is released on shutdown.
     * @param ttl How long the lease lasts without renewal (renewed every third of it), from 1 second to 1 day. The
     *     generator stops minting after 90% of it without a successful renewal (a stalled JVM, an unreachable
     *     database).
     * @param table The table the value is leased from, created if absent: a plain SQL identifier, optionally
     *     qualified by a schema. Instances that must not share a value lease from the same table.
     * @param dataSource The name of the DataSource bean to lease from, when the application has several; by default
     *     the only (or the primary) DataSource.
     * @param allowEmbeddedDatabase Whether to lease from an in-memory or embedded database (H2, HSQLDB, Derby in the
     *     application's own process), which only this instance uses, so every instance would lease the same value:
     *     for tests with a single instance only.
     */
    public record Lease(@DefaultValue("false") boolean enabled, @DefaultValue("30s") Duration ttl,
            @DefaultValue("oid_process_unique_lease") String table, @Nullable String dataSource,
            @DefaultValue("false") boolean allowEmbeddedDatabase) {
    }
}
