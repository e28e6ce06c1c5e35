/**
 * {@code oid demo} (not published): one id through MongoDB, SQL and a REST API, every hop printed, and the
 * {@code oid} command with {@code demo} added, which the {@code ./oid} launcher at the repository root runs.
 * The REST API ({@code dev.oid.cli.internal.demo.DemoApi}) is also what integration-tests serve.
 */
// The MongoDB driver and Hibernate ship no module-info; their Automatic-Module-Names are stable and published,
// so the requires-automatic warnings are suppressed here. The internal package is exported for integration-tests,
// so the modules its public signatures and annotations name are required transitively.
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

    exports dev.oid.demo;
    // DemoApi and its records, for integration-tests (one REST API, not two); internal all the same.
    exports dev.oid.cli.internal.demo;
    opens dev.oid.demo to info.picocli;
    // The demo's entity and records are read and built reflectively by Hibernate, the BSON record codec, Jackson
    // and the Bean Validation provider (a runtime-only module, so it cannot be named here): opened, not exported.
    opens dev.oid.cli.internal.demo;
}
