/**
 * {@code oid demo} (not published): one id through MongoDB, SQL and a REST API, every hop printed, and the
 * {@code oid} command with {@code demo} added, which the {@code ./oid} launcher at the repository root runs.
 * The REST API ({@code dev.oid.demo.DemoApi}) is also what integration-tests serve.
 */
// The MongoDB driver and Hibernate ship no module-info; their Automatic-Module-Names are stable and published,
// so the requires-automatic warnings are suppressed here. The package is exported for integration-tests, so the
// modules its public signatures and annotations name are required transitively.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.oid.demo {
    requires transitive dev.oid;
    requires dev.oid.cli;
    requires info.picocli;
    requires dev.oid.bson;
    requires dev.oid.jackson;
    requires dev.oid.jpa;
    requires transitive dev.oid.validation;
    requires org.mongodb.driver.sync.client;
    requires org.mongodb.driver.core;
    requires org.hibernate.orm.core;
    requires transitive jakarta.persistence;
    requires transitive org.mongodb.bson;
    requires transitive jakarta.validation;
    requires transitive com.fasterxml.jackson.databind;
    requires java.net.http;
    requires java.sql;
    requires jdk.httpserver;

    // DemoCommand for integration-tests to run, DemoApi and its records for them to serve (one REST API, not two).
    exports dev.oid.demo;
    // The command is filled in by picocli; the entity and records are read and built reflectively by Hibernate, the
    // BSON record codec, Jackson and the Bean Validation provider (a runtime-only module, so it cannot be named
    // here): opened to all.
    opens dev.oid.demo;
}
