package dev.oid.quarkus;

import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import io.quarkus.arc.DefaultBean;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * Produces the application's {@link ObjectIdGenerator} bean, the one source of every id the extension mints: by
 * Hibernate ORM ({@code @GeneratedValue(generator = "objectid")}, {@code @ObjectIdGenerated}) and for MongoDB
 * POJOs and Panache entities inserted with a {@code null} id. The extension registers this producer; applications
 * do not use it.
 *
 * <p>The bean is a {@link DefaultBean}: a bean of type {@code ObjectIdGenerator} of the application's own, for
 * example one with a test clock or one whose process-unique value comes from a lease, replaces it everywhere:
 *
 * <pre>{@code
 * @Produces
 * @Singleton
 * ObjectIdGenerator objectIdGenerator() {
 *     return ObjectIdGenerator.builder().clock(clock).build();
 * }
 * }</pre>
 *
 * <p>It is a {@link Singleton} (one instance for the application, injected as itself): {@code ObjectIdGenerator} is
 * a final class, which a normal scope such as {@code @ApplicationScoped} would have to proxy, and Hibernate ORM is
 * handed the instance itself. A replacement should be {@code @Singleton} too.
 *
 * <p>With {@code quarkus.oid.lease.enabled=true}, or a {@link ProcessUniqueLease} bean of the application's own, the
 * bean is the lease's generator, whose process-unique value (bytes 4-8) is a slot leased from a database table. An
 * {@code ObjectIdGenerator} bean of the application's own still replaces it, and then no lease is taken: the
 * application's generator, else the leased one, else the default one.
 *
 * @since 0.1.0
 */
@Singleton
public final class ObjectIdGeneratorProducer {

    /** Creates the producer; the extension registers it as a bean. */
    public ObjectIdGeneratorProducer() {
    }

    /**
     * Returns the generator the extension mints with unless the application produces its own.
     *
     * @param lease the lease, if the application has one ({@code quarkus.oid.lease.enabled=true})
     * @return {@link ProcessUniqueLease#generator()} of the lease if there is one, else
     *     {@link ObjectIdGenerator#defaultGenerator()}, the process's shared generator (the one
     *     {@code ObjectId.generate()} uses)
     */
    @Produces
    @Singleton
    @DefaultBean
    public ObjectIdGenerator objectIdGenerator(Instance<ProcessUniqueLease> lease) {
        return lease.isResolvable() ? lease.get().generator() : ObjectIdGenerator.defaultGenerator();
    }
}
