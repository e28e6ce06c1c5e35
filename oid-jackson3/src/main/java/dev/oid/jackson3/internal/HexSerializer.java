package dev.oid.jackson3.internal;

import com.fasterxml.jackson.annotation.JsonFormat;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonToken;
import tools.jackson.core.type.WritableTypeId;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.jsonFormatVisitors.JsonFormatVisitorWrapper;
import tools.jackson.databind.jsontype.TypeSerializer;
import tools.jackson.databind.ser.std.StdSerializer;
import org.jspecify.annotations.Nullable;

/**
 * Writes an ObjectId-like value either as its 24-character lowercase hex string or as canonical MongoDB
 * Extended JSON {@code {"$oid": "<24 hex>"}}; {@code @JsonFormat(shape = STRING | OBJECT)} on a property
 * (or a config override for the type) switches between the two.
 *
 * @param <T> the id type
 */
public abstract class HexSerializer<T> extends StdSerializer<T> {

    private static final long serialVersionUID = 1L;

    /** The only field of an Extended JSON ObjectId. */
    static final String OID = "$oid";

    private final boolean extendedJson;

    /**
     * Creates a serializer.
     *
     * @param type the id type
     * @param extendedJson {@code true} to write {@code {"$oid": ...}}, {@code false} for a plain string
     */
    protected HexSerializer(Class<T> type, boolean extendedJson) {
        super(type);
        this.extendedJson = extendedJson;
    }

    /**
     * Returns the 24 lowercase hex characters of {@code value}.
     *
     * @param value the id, not null
     * @return 24 lowercase hex characters
     */
    protected abstract String hex(T value);

    /**
     * Writes the 24 lowercase hex characters of {@code value} as a JSON string value.
     *
     * <p>This implementation writes {@link #hex(Object)}; a subclass whose id can fill a {@code char[]}
     * overrides it to write through {@code JsonGenerator.writeString(char[], int, int)} without a
     * {@code String}.
     *
     * @param value the id, not null
     * @param gen the generator to write to
     */
    protected void writeHex(T value, JsonGenerator gen) {
        gen.writeString(hex(value));
    }

    /**
     * Returns a serializer of the same type writing the given form.
     *
     * @param extendedJson {@code true} for {@code {"$oid": ...}}
     * @return the serializer
     */
    protected abstract HexSerializer<T> withExtendedJson(boolean extendedJson);

    /**
     * Tells which form this serializer writes.
     *
     * @return {@code true} for Extended JSON, {@code false} for a plain string
     */
    public final boolean isExtendedJson() {
        return extendedJson;
    }

    @Override
    public void serialize(T value, JsonGenerator gen, SerializationContext provider) {
        if (extendedJson) {
            gen.writeStartObject(value);
            gen.writeName(OID);
            writeHex(value, gen);
            gen.writeEndObject();
        } else {
            writeHex(value, gen);
        }
    }

    @Override
    public void serializeWithType(T value, JsonGenerator gen, SerializationContext provider,
            TypeSerializer typeSer) {
        WritableTypeId typeId = typeSer.writeTypePrefix(gen, provider,
                typeSer.typeId(value, extendedJson ? JsonToken.START_OBJECT : JsonToken.VALUE_STRING));
        if (extendedJson) {
            gen.writeName(OID);
        }
        writeHex(value, gen);
        typeSer.writeTypeSuffix(gen, provider, typeId);
    }

    @Override
    public ValueSerializer<?> createContextual(SerializationContext provider, @Nullable BeanProperty property) {
        JsonFormat.Shape shape = findFormatOverrides(provider, property, handledType()).getShape();
        if (shape == JsonFormat.Shape.OBJECT && !extendedJson) {
            return withExtendedJson(true);
        }
        if (shape == JsonFormat.Shape.STRING && extendedJson) {
            return withExtendedJson(false);
        }
        return this;
    }

    @Override
    public void acceptJsonFormatVisitor(JsonFormatVisitorWrapper visitor, JavaType typeHint) {
        if (extendedJson) {
            visitor.expectObjectFormat(typeHint);
        } else {
            visitStringFormat(visitor, typeHint);
        }
    }
}
