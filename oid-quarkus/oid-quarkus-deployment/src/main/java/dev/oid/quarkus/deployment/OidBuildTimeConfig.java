package dev.oid.quarkus.deployment;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The configuration of the oid extension, under {@code quarkus.oid}. Every part is on by default and takes effect
 * only when the application has the Quarkus extension it serves; all of it is read when the application is built
 * (a build-time configuration, as Quarkus keeps them in an extension's deployment module): the build steps of
 * {@link OidProcessor} decide from it what they register, and nothing reads it at run time.
 *
 * <pre>
 * quarkus.oid.jackson.shape=object          # write {"$oid": "..."} instead of "5a17b9d9ab102555b9c38874"
 * quarkus.oid.mongodb.generate-ids=false    # insert POJOs with a null ObjectId id as they are
 * </pre>
 *
 * @since 0.1.0
 */
@ConfigMapping(prefix = "quarkus.oid")
@ConfigRoot(phase = ConfigPhase.BUILD_TIME)
public interface OidBuildTimeConfig {

    /**
     * JSON through Jackson (Quarkus REST with quarkus-rest-jackson, and every injected {@code ObjectMapper}).
     *
     * @return the Jackson part
     */
    Jackson jackson();

    /**
     * Quarkus REST parameters ({@code @PathParam}, {@code @QueryParam}, {@code @HeaderParam}, {@code @RestPath},
     * ...) of type {@code ObjectId}.
     *
     * @return the REST part
     */
    Rest rest();

    /**
     * The leased process-unique value of the {@code ObjectIdGenerator} bean; its run-time settings are
     * {@code dev.oid.quarkus.OidLeaseConfig}.
     *
     * @return the lease part
     */
    Lease lease();

    /**
     * The MongoDB client (quarkus-mongodb-client), synchronous and reactive.
     *
     * @return the MongoDB part
     */
    Mongodb mongodb();

    /**
     * MongoDB with Panache: {@code ObjectId} values as query parameters.
     *
     * @return the Panache part
     */
    Panache panache();

    /**
     * Hibernate Validator: the {@code @ValidObjectId} constraint.
     *
     * @return the validation part
     */
    Validation validation();

    /** How an {@code ObjectId} is written as JSON. */
    enum Shape {
        /** A string of 24 lowercase hexadecimal characters: {@code "5a17b9d9ab102555b9c38874"}. */
        STRING,
        /** MongoDB Extended JSON: {@code {"$oid": "5a17b9d9ab102555b9c38874"}}. */
        OBJECT
    }

    /** JSON through Jackson. */
    interface Jackson {

        /**
         * Whether oid's Jackson module is registered with the application's {@code ObjectMapper}.
         *
         * @return {@code true} by default
         */
        @WithDefault("true")
        boolean enabled();

        /**
         * How an {@code ObjectId} is written: {@code string} or {@code object} (Extended JSON). Both forms are
         * read whatever this says.
         *
         * @return {@code string} by default
         */
        @WithDefault("string")
        Shape shape();
    }

    /** Quarkus REST parameters. */
    interface Rest {

        /**
         * Whether REST parameters of type {@code ObjectId} are converted by oid: a value that is not 24
         * hexadecimal characters is answered with {@code 400 Bad Request} and a plain-text body quoting it, for
         * path and query parameters too (JAX-RS would answer those with an empty {@code 404}).
         *
         * @return {@code true} by default
         */
        @WithDefault("true")
        boolean enabled();
    }

    /** The MongoDB client. */
    interface Mongodb {

        /**
         * Whether oid's {@code ObjectIdCodecProvider} is added to the codec registry of every MongoDB client, so
         * that {@code ObjectId} values are stored as BSON ObjectIds (type 0x07).
         *
         * @return {@code true} by default
         */
        @WithDefault("true")
        boolean enabled();

        /**
         * Whether a POJO (a Panache entity too) whose id property is a {@code dev.oid.ObjectId} and which is
         * inserted with a {@code null} id gets a new id from the default generator, stored in the POJO and written
         * as {@code _id}, as the driver does for its own ObjectId type.
         *
         * @return {@code true} by default
         */
        @WithDefault("true")
        boolean generateIds();
    }

    /** MongoDB with Panache. */
    interface Panache {

        /**
         * Whether an {@code ObjectId} passed as a Panache query parameter ({@code list("owner", id)},
         * {@code find("_id >= ?1", min)}, ...) is bound as a BSON ObjectId. Panache binds the types it does not
         * know as strings, which match no stored ObjectId.
         *
         * @return {@code true} by default
         */
        @WithDefault("true")
        boolean enabled();
    }

    /** Hibernate Validator. */
    interface Validation {

        /**
         * Whether the {@code @ValidObjectId} constraint is made known to Quarkus's Hibernate Validator, which
         * otherwise ignores constraints declared in jars it does not index.
         *
         * @return {@code true} by default
         */
        @WithDefault("true")
        boolean enabled();
    }

    /**
     * The leased process-unique value.
     */
    interface Lease {

        /**
         * Whether the {@code ObjectIdGenerator} bean mints with a process-unique value (bytes 4-8) leased from a table
         * of the application's JDBC datasource (oid-lease-jdbc's {@code ProcessUniqueLease}, leased at startup and
         * released at shutdown), so that no two running instances share one. An {@code ObjectIdGenerator} bean of
         * the application's own still replaces it.
         *
         * @return {@code false} unless set
         */
        @WithDefault("false")
        boolean enabled();
    }
}
