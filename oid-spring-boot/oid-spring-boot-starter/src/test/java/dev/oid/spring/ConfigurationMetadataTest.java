package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The configuration metadata that Spring Boot's configuration processor writes from {@link OidProperties} into the
 * starter's jar ({@code META-INF/spring-configuration-metadata.json}), which IDEs show for {@code oid.*}: every
 * property with its type, its description (the property's one piece of documentation in {@code OidProperties}) and
 * its default, exactly. Runs the same from the starter and from the Spring Boot 4.0 application.
 */
class ConfigurationMetadataTest {

    private static final String BOOLEAN = "java.lang.Boolean";
    private static final String STRING = "java.lang.String";

    /** Name, type, default (absent: {@code null}) and description of every {@code oid.*} property, in name order. */
    private static final List<List<Object>> EXPECTED = List.of(
            property("oid.generator.lease.allow-embedded-database", BOOLEAN, false,
                    "Whether to lease from an in-memory or embedded database (H2, HSQLDB, Derby in the application's"
                    + " own process), which only this instance uses, so every instance would lease the same value:"
                    + " for tests with a single instance only."),
            property("oid.generator.lease.data-source", STRING, null,
                    "The name of the DataSource bean to lease from, when the application has several; by default the"
                    + " only (or the primary) DataSource."),
            property("oid.generator.lease.enabled", BOOLEAN, false,
                    "Whether the ObjectIdGenerator bean mints with a process-unique value leased from the table"
                    + " oid_process_unique_lease of the application's DataSource (dev.oid.lease.ProcessUniqueLease),"
                    + " so that no two running instances share one; the lease is released on shutdown."),
            property("oid.generator.lease.table", STRING, "oid_process_unique_lease",
                    "The table the value is leased from, created if absent: a plain SQL identifier, optionally"
                    + " qualified by a schema. Instances that must not share a value lease from the same table."),
            property("oid.generator.lease.ttl", "java.time.Duration", "30s",
                    "How long the lease lasts without renewal (renewed every third of it), from 1 second to 1 day."
                    + " The generator stops minting after 90% of it without a successful renewal (a stalled JVM, an"
                    + " unreachable database)."),
            property("oid.graphql.enabled", BOOLEAN, true,
                    "Whether Spring for GraphQL gets the scalar ObjectId (oid-graphql) and keyset cursors that carry"
                    + " ObjectIds."),
            property("oid.jackson.enabled", BOOLEAN, true,
                    "Whether to register the ObjectId Jackson module of the Jackson major Spring Boot uses (Jackson 2"
                    + " on Spring Boot 3, Jackson 3 on Spring Boot 4)."),
            property("oid.jackson.shape", "dev.oid.spring.OidProperties$Shape", "string",
                    "How ObjectIds are written to JSON; both forms are always read."),
            property("oid.jdbc.enabled", BOOLEAN, true,
                    "Whether Spring Data JDBC stores dev.oid.ObjectId as 12 bytes (BINARY(12), bytea) in ids, columns"
                    + " and foreign keys, and a save that updates no row of an aggregate with an assigned ObjectId id"
                    + " fails instead of storing nothing."),
            property("oid.jdbc.generate-ids", BOOLEAN, true,
                    "Whether Spring Data JDBC aggregates saved with a null dev.oid.ObjectId id get a new id from the"
                    + " ObjectIdGenerator bean."),
            property("oid.r2dbc.enabled", BOOLEAN, true,
                    "Whether Spring Data R2DBC stores dev.oid.ObjectId as 12 bytes (BINARY(12), bytea) in ids, columns"
                    + " and foreign keys, and a save that updates no row of an entity with an assigned ObjectId id"
                    + " fails with a message that says to insert it."),
            property("oid.r2dbc.generate-ids", BOOLEAN, true,
                    "Whether Spring Data R2DBC entities saved with a null dev.oid.ObjectId id get a new id from the"
                    + " ObjectIdGenerator bean."),
            property("oid.jpa.enabled", BOOLEAN, true,
                    "Whether Hibernate's ObjectId generator (oid-jpa) mints ids with the application's"
                    + " ObjectIdGenerator bean rather than its own default generator."),
            property("oid.mongodb.enabled", BOOLEAN, true,
                    "Whether to add the ObjectId codec provider to Spring Boot's MongoClient settings and the"
                    + " converters that store ObjectId as native BSON ObjectId (type 0x07) to Spring Data MongoDB's"
                    + " conversions."),
            property("oid.mongodb.generate-ids", BOOLEAN, true,
                    "Whether Spring Data MongoDB entities saved with a null dev.oid.ObjectId id get a new id from the"
                    + " ObjectIdGenerator bean."),
            property("oid.sql.functions.install", BOOLEAN, false,
                    "Whether to install oid-sql's functions (oid_generate, oid_to_hex, oid_from_hex, oid_timestamp,"
                    + " oid_min) into every DataSource bean when it is created, before Spring Boot's SQL initialization,"
                    + " Flyway and Liquibase: PostgreSQL and MariaDB only; another database stops the start."),
            property("oid.springdoc.enabled", BOOLEAN, true,
                    "Whether springdoc-openapi describes ObjectId as a string with the pattern ^[0-9a-fA-F]{24}$ and"
                    + " an example."),
            property("oid.web.enabled", BOOLEAN, true,
                    "Whether Spring MVC and WebFlux convert request values (path variables, request parameters,"
                    + " headers, matrix variables) to ObjectId and answer a bad id with 400 carrying the parse"
                    + " message."));

    @Test
    void everyPropertyHasItsTypeDescriptionAndDefault() throws IOException {
        List<List<Object>> declared = new ArrayList<>();
        for (Map<String, Object> property : oidProperties()) {
            declared.add(property((String) property.get("name"), (String) property.get("type"),
                    property.get("defaultValue"), (String) property.get("description")));
        }

        assertThat(declared).containsExactlyInAnyOrderElementsOf(EXPECTED);
    }

    @Test
    void theShapeIsHintedWithBothValues() throws IOException {
        List<Object> values = new ArrayList<>();
        for (Map<String, Object> hint : entries("hints")) {
            if ("oid.jackson.shape".equals(hint.get("name"))) {
                List<Map<String, Object>> hinted = JsonPath.read(hint, "$.values");
                hinted.forEach(value -> values.add(value.get("value")));
            }
        }

        assertThat(values).containsExactly("string", "object");
    }

    private static List<Object> property(String name, String type, Object defaultValue, String description) {
        List<Object> property = new ArrayList<>();
        Collections.addAll(property, name, type, defaultValue, description);
        return property;
    }

    /** The {@code oid.*} entries of every metadata file on the class path (the starter's). */
    private static List<Map<String, Object>> oidProperties() throws IOException {
        Map<String, Map<String, Object>> properties = new LinkedHashMap<>();
        for (Map<String, Object> entry : entries("properties")) {
            if (((String) entry.get("name")).startsWith("oid.")) {
                assertThat(properties.put((String) entry.get("name"), entry))
                        .as("property %s declared once", entry.get("name")).isNull();
            }
        }
        return new ArrayList<>(properties.values());
    }

    /** The entries of one array ({@code properties}, {@code hints}) of every metadata file on the class path. */
    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> entries(String array) throws IOException {
        List<Map<String, Object>> entries = new ArrayList<>();
        for (URL url : Collections.list(ConfigurationMetadataTest.class.getClassLoader()
                .getResources("META-INF/spring-configuration-metadata.json"))) {
            try (InputStream in = url.openStream()) {
                Map<String, Object> file = JsonPath.read(new String(in.readAllBytes(), StandardCharsets.UTF_8), "$");
                entries.addAll((List<Map<String, Object>>) file.getOrDefault(array, List.of()));
            }
        }
        return entries;
    }
}
