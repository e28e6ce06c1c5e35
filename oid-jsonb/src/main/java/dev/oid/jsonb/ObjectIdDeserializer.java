package dev.oid.jsonb;

import dev.oid.ObjectId;
import jakarta.json.bind.JsonbException;
import jakarta.json.bind.serializer.DeserializationContext;
import jakarta.json.bind.serializer.JsonbDeserializer;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;
import java.lang.reflect.Type;
import org.jspecify.annotations.Nullable;

/**
 * A JSON-B {@link JsonbDeserializer} that reads an {@link ObjectId} from a hex string in either case or MongoDB
 * Extended JSON {@code {"$oid": "<24 hex>"}} (with nothing else in the object); the partner of
 * {@link ObjectIdSerializer}.
 *
 * <pre>{@code
 * Jsonb jsonb = JsonbBuilder.create(new JsonbConfig()
 *         .withSerializers(new ObjectIdSerializer())
 *         .withDeserializers(new ObjectIdDeserializer()));
 * }</pre>
 *
 * <p>Anything else is a {@link JsonbException} whose message quotes the value (or names its shape) in the words of
 * oid's other JSON adapters; never {@code null} or a fresh id. JSON {@code null} is a {@code null} id. Stateless and thread-safe.
 *
 * @since 0.1.0
 */
@SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
public final class ObjectIdDeserializer implements JsonbDeserializer<@Nullable ObjectId> {

    private static final String OID = "$oid";

    /** Creates the deserializer. */
    public ObjectIdDeserializer() {
        // Stateless.
    }

    /**
     * Reads an id from the value at the parser's current event.
     *
     * @param parser the parser, at the value's first event; the value is read with {@link JsonParser#getValue()}
     * @param context the deserialization context (not used)
     * @param type the type asked for ({@link ObjectId})
     * @return the id, or {@code null} for JSON {@code null} (which Yasson hands to deserializers)
     * @throws JsonbException if the value is not a hex string of 24 digits or {@code {"$oid": "<24 hex>"}}: the
     *         message quotes it or names its shape
     */
    @Override
    public @Nullable ObjectId deserialize(JsonParser parser, DeserializationContext context, Type type) {
        // The whole value: JSON-B implementations need not support JsonParser.currentEvent() (Yasson 3 does not).
        JsonValue value = parser.getValue();
        switch (value.getValueType()) {
            case NULL:
                return null;
            case STRING:
                return Ids.parse(((JsonString) value).getString());
            case OBJECT:
                return readExtendedJson(value.asJsonObject());
            default:
                throw describe(value, "");
        }
    }

    private static ObjectId readExtendedJson(JsonObject object) {
        if (object.isEmpty()) {
            throw Ids.wrongShape("an empty object", null);
        }
        for (String name : object.keySet()) {
            if (!OID.equals(name)) {
                throw Ids.wrongShape("an object with property", name);
            }
        }
        JsonValue oid = object.get(OID);
        if (oid.getValueType() != JsonValue.ValueType.STRING) {
            throw describe(oid, "an object whose \"$oid\" is ");
        }
        return Ids.parse(((JsonString) oid).getString());
    }

    /** The shared wrong-shape message for {@code value}, its kind after {@code prefix}. */
    private static JsonbException describe(JsonValue value, String prefix) {
        switch (value.getValueType()) {
            case NUMBER:
                return Ids.wrongShape(prefix + "a number", value.toString());
            case TRUE:
                return Ids.wrongShape(prefix + "a boolean", "true");
            case FALSE:
                return Ids.wrongShape(prefix + "a boolean", "false");
            case NULL:
                return Ids.wrongShape(prefix + "null", null);
            case ARRAY:
                return Ids.wrongShape(prefix + "an array", null);
            default:
                return Ids.wrongShape(prefix + "an object", null);
        }
    }
}
