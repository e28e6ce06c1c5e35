/**
 * The oid core: the {@link dev.oid.ObjectId} value type, the {@link dev.oid.ObjectIdGenerator} that mints
 * ids following the MongoDB ObjectId specification, and {@link dev.oid.ObjectIdLayout}, which explains the
 * current and legacy byte layouts. No runtime dependencies.
 *
 * <p>The API is null-marked with JSpecify annotations ({@code @NullMarked} package, {@code @Nullable} where
 * {@code null} is allowed), which Kotlin and static checkers read from the class files. The {@code org.jspecify}
 * module is therefore required statically only: applications need it neither to compile nor to run.
 *
 * @since 0.1.0
 */
// "module": the qualified export names oid's adapter modules, which are not on the path when oid-core is compiled.
@SuppressWarnings("module")
module dev.oid {
    // Optional: with the CRaC API present, the default generator is reseeded after a checkpoint is restored.
    requires static org.crac;
    // Optional: the nullness annotations are read from the class files, so users need the module neither to compile
    // nor to run. Not "requires static transitive", which would make every module that reads this one need it to
    // compile; so the "exports" lint, which asks for that, is suppressed on the methods whose API has @Nullable.
    requires static org.jspecify;

    exports dev.oid;
    // Not an API: the error messages that the adapters share with the core, so one bad input reads the same in all.
    exports dev.oid.internal to dev.oid.bson, dev.oid.graphql, dev.oid.gson, dev.oid.jackson, dev.oid.jackson3,
            dev.oid.jsonb, dev.oid.kotlinx, dev.oid.micronaut;
}
