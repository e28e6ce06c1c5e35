package dev.oid.avro;

import dev.oid.ObjectId;
import org.apache.avro.LogicalType;
import org.apache.avro.Schema;

/**
 * The Avro logical type {@code object-id}: a MongoDB ObjectId, stored as a {@code fixed} of size 12 (its 12 bytes,
 * big-endian, as {@link ObjectId#toByteArray()}) or as a {@code string} (its 24 hex characters, written lowercase).
 *
 * <pre>{@code
 * Schema fixed = ObjectIdLogicalType.INSTANCE.addToSchema(Schema.createFixed("Oid", null, "com.example", 12));
 * Schema string = ObjectIdLogicalType.INSTANCE.addToSchema(Schema.create(Schema.Type.STRING));
 * }</pre>
 *
 * <p>As Avro's own {@code uuid} type does, it accepts only those two base types: {@link #validate(Schema)} throws
 * Avro's {@link IllegalArgumentException} for any other, which {@code LogicalTypes.fromSchema} passes on (while
 * {@code Schema.Parser}, as for every logical type, then leaves the schema without one).
 *
 * @since 0.1.0
 */
public final class ObjectIdLogicalType extends LogicalType {

    /** The name of the logical type in schemas: {@value}. */
    public static final String NAME = "object-id";

    /** The logical type; it has no parameters, so one instance serves every schema. */
    public static final ObjectIdLogicalType INSTANCE = new ObjectIdLogicalType();

    private ObjectIdLogicalType() {
        super(NAME);
    }

    /**
     * Checks that {@code schema} is a {@code fixed} of size 12 or a {@code string}.
     *
     * @param schema the schema this type is on
     * @throws IllegalArgumentException if it is of another type or size; the message names the schema and says
     *         what is allowed
     */
    @Override
    public void validate(Schema schema) {
        super.validate(schema);
        switch (schema.getType()) {
            case STRING:
                return;
            case FIXED:
                if (schema.getFixedSize() == ObjectId.BYTES) {
                    return;
                }
                throw new IllegalArgumentException("Logical type object-id on fixed " + schema.getFullName()
                        + " of size " + schema.getFixedSize() + ": an ObjectId is 12 bytes, so the size must be 12");
            default:
                throw new IllegalArgumentException("Logical type object-id on " + schema.getType().getName()
                        + ": it can only be used with an underlying fixed of size 12 or a string, e.g. "
                        + "{\"type\": \"fixed\", \"name\": \"ObjectId\", \"size\": 12, \"logicalType\": \"object-id\"}");
        }
    }
}
