/**
 * The {@code oid} command: mints ids, explains existing ids under both layouts of the MongoDB ObjectId
 * specification, and prints the boundary ids and mongosh filter of a creation-time range.
 *
 * <p>The only exported type is {@link dev.oid.cli.OidCommand}, the entry point. The package is opened to
 * picocli, which reads the command annotations reflectively.
 *
 * @since 0.1.0
 */
// oid demo uses the MongoDB driver and Hibernate, which ship no module-info; their Automatic-Module-Names are
// stable and published, so the requires-automatic warnings are suppressed here.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.oid.cli {
    requires dev.oid;
    requires info.picocli;
    // oid demo
    requires dev.oid.bson;
    requires dev.oid.jackson;
    requires dev.oid.jpa;
    requires dev.oid.validation;
    requires org.mongodb.driver.sync.client;
    requires org.mongodb.driver.core;
    requires org.hibernate.orm.core;
    requires jakarta.persistence;
    requires jakarta.validation;
    requires com.fasterxml.jackson.databind;
    requires java.net.http;
    requires java.sql;
    requires jdk.httpserver;

    exports dev.oid.cli;
    opens dev.oid.cli to info.picocli;
    // The demo's entity and records are read and built reflectively by Hibernate, the BSON record codec, Jackson
    // and the Bean Validation provider (a runtime-only module, so it cannot be named here): opened, not exported.
    opens dev.oid.cli.internal.demo;
}
