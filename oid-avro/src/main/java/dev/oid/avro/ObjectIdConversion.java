package dev.oid.avro;

import dev.oid.ObjectId;
import org.apache.avro.AvroTypeException;
import org.apache.avro.Conversion;
import org.apache.avro.LogicalType;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericFixed;

/**
 * The Avro {@link Conversion} between the logical type {@code object-id} and {@link ObjectId}, modelled on Avro's
 * own {@code Conversions.UUIDConversion}: a {@code fixed} of size 12 holds the 12 bytes, a {@code string} the 24
 * hex characters (written lowercase, read in either case).
 *
 * <pre>{@code
 * GenericData.get().addLogicalTypeConversion(new ObjectIdConversion());   // generic records
 * // generated records: <customConversion>dev.oid.avro.ObjectIdConversion</customConversion> in avro-maven-plugin
 * }</pre>
 *
 * <p>A value that is not an id (a string that is not 24 hex digits, a fixed of another size) is an
 * {@link AvroTypeException}, as Avro's decimal conversion reports a value it cannot convert, whose message quotes it;
 * never {@code null} or a fresh id. Stateless and thread-safe.
 *
 * @since 0.1.0
 */
public final class ObjectIdConversion extends Conversion<ObjectId> {

    /** Creates the conversion; the avro-maven-plugin and generated code call this. */
    public ObjectIdConversion() {
        // Stateless.
    }

    /**
     * Returns {@code ObjectId.class}.
     *
     * @return the Java class of the converted values
     */
    @Override
    public Class<ObjectId> getConvertedType() {
        return ObjectId.class;
    }

    /**
     * Returns {@code object-id}.
     *
     * @return {@value ObjectIdLogicalType#NAME}
     */
    @Override
    public String getLogicalTypeName() {
        return ObjectIdLogicalType.NAME;
    }

    /**
     * Returns the schema for ids: a {@code fixed} of size 12 named {@code dev.oid.avro.ObjectId} with the logical
     * type {@code object-id}.
     *
     * @return a new schema
     */
    @Override
    public Schema getRecommendedSchema() {
        return ObjectIdLogicalType.INSTANCE.addToSchema(Schema.createFixed("ObjectId",
                "A MongoDB ObjectId: its 12 bytes", "dev.oid.avro", ObjectId.BYTES));
    }

    /**
     * Reads an id from the 24 hex characters (either case) of a {@code string}.
     *
     * @param value the string
     * @param schema its schema
     * @param type the logical type
     * @return the id
     * @throws AvroTypeException if {@code value} is not 24 hex digits; the message is {@link ObjectId#parse}'s, quoting
     *         it, and the cause its {@code IllegalArgumentException}
     */
    @Override
    public ObjectId fromCharSequence(CharSequence value, Schema schema, LogicalType type) {
        try {
            return ObjectId.parse(value);
        } catch (IllegalArgumentException e) {
            throw new AvroTypeException(e.getMessage() + " (Avro logical type object-id on string)", e);
        }
    }

    /**
     * Returns the id's 24 lowercase hex characters.
     *
     * @param value the id
     * @param schema the string schema
     * @param type the logical type
     * @return its hex form
     */
    @Override
    public CharSequence toCharSequence(ObjectId value, Schema schema, LogicalType type) {
        return value.toHexString();
    }

    /**
     * Reads an id from the 12 bytes of a {@code fixed}.
     *
     * @param value the fixed
     * @param schema its schema
     * @param type the logical type
     * @return the id
     * @throws AvroTypeException if the fixed is not 12 bytes long; the message gives its length
     */
    @Override
    public ObjectId fromFixed(GenericFixed value, Schema schema, LogicalType type) {
        byte[] bytes = value.bytes();
        if (bytes.length != ObjectId.BYTES) {
            throw new AvroTypeException("Invalid ObjectId bytes: expected exactly 12 bytes, found " + bytes.length
                    + " (Avro logical type object-id on fixed " + schema.getFullName() + ")");
        }
        return ObjectId.fromBytes(bytes);
    }

    /**
     * Returns the id's 12 bytes as a {@code fixed} of {@code schema}.
     *
     * @param value the id
     * @param schema the fixed schema, of size 12
     * @param type the logical type
     * @return a new fixed holding the 12 bytes
     * @throws AvroTypeException if {@code schema} is not a fixed of size 12
     */
    @Override
    public GenericFixed toFixed(ObjectId value, Schema schema, LogicalType type) {
        if (schema.getType() != Schema.Type.FIXED || schema.getFixedSize() != ObjectId.BYTES) {
            throw new AvroTypeException("Cannot write ObjectId " + value + " as " + schema
                    + ": the logical type object-id needs a fixed of size 12 (or a string)");
        }
        return new GenericData.Fixed(schema, value.toByteArray());
    }
}
