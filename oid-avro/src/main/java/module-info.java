/**
 * Avro support for {@link dev.oid.ObjectId}: the logical type {@code object-id} on {@code fixed} of size 12 and on
 * {@code string}, its {@link dev.oid.avro.ObjectIdConversion}, and {@link dev.oid.avro.ObjectIdLogicalTypeFactory},
 * provided as a service so that Avro's {@code Schema.Parser} knows the type.
 *
 * @since 0.1.0
 */
// Avro ships no module descriptor, only the automatic module name org.apache.avro. It is required transitively
// because the API extends Avro's Conversion and LogicalType.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.oid.avro {
    requires transitive dev.oid;
    requires transitive org.apache.avro;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.avro;

    provides org.apache.avro.LogicalTypes.LogicalTypeFactory with dev.oid.avro.ObjectIdLogicalTypeFactory;
}
