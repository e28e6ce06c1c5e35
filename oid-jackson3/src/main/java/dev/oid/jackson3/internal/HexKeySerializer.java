package dev.oid.jackson3.internal;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Writes an ObjectId-like map key as its 24 lowercase hex characters (keys are always strings in JSON, so
 * the Extended JSON option does not apply to them).
 *
 * @param <T> the id type
 */
public final class HexKeySerializer<T> extends StdSerializer<T> {

    private static final long serialVersionUID = 1L;

    private final HexSerializer<T> values;

    /**
     * Creates a key serializer that takes the hex form from a value serializer.
     *
     * @param values the value serializer of the same id type
     */
    public HexKeySerializer(HexSerializer<T> values) {
        super(values.handledType());
        this.values = values;
    }

    @Override
    public void serialize(T value, JsonGenerator gen, SerializationContext provider) {
        gen.writeName(values.hex(value));
    }
}
