package dev.oid.micronaut.internal;

import dev.oid.ObjectIdGenerator;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.core.annotation.Internal;
import jakarta.inject.Singleton;

/**
 * The {@link ObjectIdGenerator} bean every part of the module mints ids with (Micronaut Data's pre-persist listener,
 * the MongoDB entity codecs, Hibernate's generator {@code objectid}): {@link ObjectIdGenerator#defaultGenerator()},
 * or with {@code oid.lease.enabled=true} the generator of a leased process-unique value ({@link ObjectIdLeaseFactory}),
 * unless the application has an {@code ObjectIdGenerator} bean of its own, which then is the only one (a generator
 * of the application's own lease, or one with a test clock).
 *
 * <p>The default is off while {@code oid.lease.enabled=true} (a property, read before any bean), so that it and the
 * leased generator, both beans only where no other {@code ObjectIdGenerator} is, never wait on each other.
 */
@Factory
@Internal
final class ObjectIdGeneratorFactory {

    /** The process's default generator, the one {@code ObjectId.generate()} uses. */
    @Singleton
    @Requires(property = ObjectIdLeaseFactory.ENABLED, notEquals = "true")
    @Requires(missingBeans = ObjectIdGenerator.class)
    ObjectIdGenerator objectIdGenerator() {
        return ObjectIdGenerator.defaultGenerator();
    }

    /**
     * With {@code oid.lease.enabled=true} but without micronaut-jdbc (no JDBC datasource to lease from): a bean that
     * says so as soon as anything mints.
     *
     * @throws ConfigurationException always
     */
    @Singleton
    @Requires(property = ObjectIdLeaseFactory.ENABLED, value = "true")
    @Requires(missingClasses = "io.micronaut.jdbc.DataSourceResolver")
    @Requires(missingBeans = ObjectIdGenerator.class)
    ObjectIdGenerator withoutJdbc() {
        throw new ConfigurationException(ObjectIdLeaseFactory.ENABLED + "=true leases the ObjectId generator's"
                + " process-unique value from a table of a JDBC datasource, but the application has no micronaut-jdbc."
                + " Add a datasource (micronaut-jdbc-hikari and datasources.default.url), or set "
                + ObjectIdLeaseFactory.ENABLED + "=false to mint with a random process-unique value");
    }
}
