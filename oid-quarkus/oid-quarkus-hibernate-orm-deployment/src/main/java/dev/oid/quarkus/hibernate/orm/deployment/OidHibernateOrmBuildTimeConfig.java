package dev.oid.quarkus.hibernate.orm.deployment;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The configuration of the oid extension's Hibernate ORM part, under {@code quarkus.oid.hibernate-orm}; fixed when
 * the application is built (a build-time configuration, read by the build steps of {@link OidHibernateOrmProcessor}
 * and nothing at run time).
 *
 * @since 0.1.0
 */
@ConfigMapping(prefix = "quarkus.oid.hibernate-orm")
@ConfigRoot(phase = ConfigPhase.BUILD_TIME)
public interface OidHibernateOrmBuildTimeConfig {

    /**
     * Whether the id generator name {@code "objectid"} ({@code @GeneratedValue(generator = "objectid")}) is
     * declared in every persistence unit configured under {@code quarkus.hibernate-orm}: Quarkus builds Hibernate
     * ORM's metamodel itself and reads only the mapping files it is given, so the extension adds oid-jpa's file
     * that declares the name. {@code @ObjectIdGenerated} needs no declaration and works either way.
     *
     * @return {@code true} by default
     */
    @WithDefault("true")
    boolean enabled();
}
