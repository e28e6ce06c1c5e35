/**
 * Jakarta Validation support for ObjectIds: the {@link dev.oid.validation.ValidObjectId} constraint for
 * {@code CharSequence} values that must be 24-character ObjectId hex strings.
 *
 * <p>The validator implementation lives in {@code dev.oid.validation.internal}, which is opened (not
 * exported) so that a Jakarta Validation provider can instantiate it reflectively.
 *
 * @since 0.1.0
 */
module dev.oid.validation {
    requires dev.oid;
    requires transitive jakarta.validation;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.validation;
    opens dev.oid.validation.internal;
}
