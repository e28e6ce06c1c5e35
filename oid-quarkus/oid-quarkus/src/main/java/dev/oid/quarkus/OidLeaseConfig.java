package dev.oid.quarkus;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/**
 * The run-time settings of the leased process-unique value, {@code quarkus.oid.lease.*}, read when the application
 * starts with {@code quarkus.oid.lease.enabled=true} (a build-time setting, which decides whether the lease's beans
 * exist).
 *
 * @since 0.1.0
 */
@ConfigMapping(prefix = "quarkus.oid")
@ConfigRoot(phase = ConfigPhase.RUN_TIME)
public interface OidLeaseConfig {

    /**
     * The leased process-unique value.
     *
     * @return the lease's settings
     */
    Lease lease();

    /**
     * The lease's settings.
     *
     * @since 0.1.0
     */
    interface Lease {

        /**
         * How long a slot stays the process's without a renewal; renewed every third of it. From 1 second to 1 day.
         *
         * @return the ttl, 30 seconds unless set
         */
        @WithDefault("30s")
        Duration ttl();

        /**
         * The table of slots, created if missing: a plain SQL identifier, optionally qualified by a schema.
         *
         * @return the table name, {@code oid_process_unique_lease} unless set
         */
        @WithDefault("oid_process_unique_lease")
        String table();

        /**
         * The name of the datasource (under {@code quarkus.datasource."name"}) whose table holds the slots.
         *
         * @return the datasource's name; empty for the default datasource
         */
        Optional<String> datasource();

        /**
         * Whether a database inside the application's process (H2 in memory or embedded, HSQLDB, Derby embedded) is
         * allowed; every instance would have a table of its own and lease the same slot, so only for a test with a
         * single instance.
         *
         * @return {@code false} unless set
         */
        @WithDefault("false")
        boolean allowEmbeddedDatabase();
    }
}
