/**
 * The oid core: the {@link dev.oid.ObjectId} value type, the {@link dev.oid.ObjectIdGenerator} that mints
 * ids following the MongoDB ObjectId specification, and {@link dev.oid.ObjectIdLayout}, which explains the
 * current and legacy byte layouts. No runtime dependencies.
 *
 * @since 0.1.0
 */
module dev.oid {
    // Optional: with the CRaC API present, the default generator is reseeded after a checkpoint is restored.
    requires static org.crac;

    exports dev.oid;
}
