package dev.oid.jackson3.internal;

import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.JsonTokenId;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.type.LogicalType;
import tools.jackson.databind.util.ClassUtil;
import dev.oid.ObjectId;
import dev.oid.internal.ErrorMessages;
import org.jspecify.annotations.Nullable;

/**
 * Reads an ObjectId-like value from a 24-character hex string (either case) or from canonical MongoDB
 * Extended JSON {@code {"$oid": "<24 hex>"}}.
 *
 * <p>Anything else is reported through {@link DeserializationContext}, so it surfaces as Jackson's
 * {@code InvalidFormatException} (a string that is not 24 hex digits) or {@code MismatchedInputException}
 * (a number, boolean, array, or an object that is not exactly {@code {"$oid": "<string>"}}), with the path
 * of the property, and {@code DeserializationProblemHandler}s get their usual chance to recover. An empty
 * string is an error too, unless a coercion config for the type (or for {@code LogicalType.OtherScalar})
 * turns empty strings into null.
 *
 * @param <T> the id type
 */
public abstract class HexDeserializer<T> extends StdDeserializer<T> {

    private static final long serialVersionUID = 1L;

    /**
     * Creates a deserializer.
     *
     * @param type the id type
     */
    protected HexDeserializer(Class<T> type) {
        super(type);
    }

    /**
     * Converts a parsed id into the id type of this deserializer.
     *
     * @param id the parsed id
     * @return the same 12 bytes as the id type
     */
    protected abstract T fromObjectId(ObjectId id);

    @Override
    public LogicalType logicalType() {
        return LogicalType.OtherScalar;
    }

    @Override
    @SuppressWarnings("unchecked")
    public @Nullable T deserialize(JsonParser p, DeserializationContext ctxt) {
        switch (p.currentTokenId()) {
            case JsonTokenId.ID_STRING:
                return fromText(p.getString(), ctxt);
            case JsonTokenId.ID_START_OBJECT:
                p.nextToken();
                return fromExtendedJson(p, ctxt);
            case JsonTokenId.ID_PROPERTY_NAME:
            case JsonTokenId.ID_END_OBJECT:
                // The object was opened by a caller, e.g. a type deserializer that buffered the type id.
                return fromExtendedJson(p, ctxt);
            case JsonTokenId.ID_START_ARRAY:
                if (ctxt.isEnabled(DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS)) {
                    return _deserializeFromArray(p, ctxt);
                }
                return (T) ctxt.handleUnexpectedToken(getValueType(ctxt), p.currentToken(), p,
                        "Cannot deserialize value of type %s: %s", typeDescription(), wrongShape(p, ""));
            default:
                return (T) ctxt.handleUnexpectedToken(getValueType(ctxt), p.currentToken(), p,
                        "Cannot deserialize value of type %s: %s", typeDescription(), wrongShape(p, ""));
        }
    }

    /**
     * Parses the 24 hex digits of a string value or map key.
     *
     * @param text the string
     * @param ctxt the context, for error reporting
     * @return the id, or {@code null} for an empty string when empty strings are configured to become null
     * @throws tools.jackson.databind.exc.InvalidFormatException {@code InvalidFormatException} if {@code text} is not 24 hex digits
     */
    @SuppressWarnings("unchecked")
    final @Nullable T fromText(String text, DeserializationContext ctxt) {
        try {
            return fromObjectId(ObjectId.parse(text));
        } catch (IllegalArgumentException e) {
            if (text.isEmpty()) {
                CoercionAction action =
                        ctxt.findCoercionAction(logicalType(), handledType(), CoercionInputShape.EmptyString);
                if (action == CoercionAction.AsNull || action == CoercionAction.AsEmpty) {
                    return null;
                }
            }
            return (T) ctxt.handleWeirdStringValue(handledType(), text, "%s", e.getMessage());
        }
    }

    /**
     * Reads the rest of {@code {"$oid": "<24 hex>"}}; the parser is on the token after START_OBJECT. Anything else
     * is described as oid's shared wrong-shape message lists: an empty object, the first property other than
     * {@code "$oid"}, or what {@code "$oid"} is when it is not a string.
     */
    private @Nullable T fromExtendedJson(JsonParser p, DeserializationContext ctxt) {
        JsonToken token = p.currentToken();
        if (token == JsonToken.END_OBJECT) {
            return ctxt.reportInputMismatch(this, "Cannot deserialize value of type %s: %s", typeDescription(),
                    ErrorMessages.wrongShape("an empty object", null));
        }
        String name = p.currentName();
        if (!HexSerializer.OID.equals(name)) {
            return otherProperty(name, ctxt);
        }
        p.nextToken();
        if (p.currentToken() != JsonToken.VALUE_STRING) {
            return ctxt.reportInputMismatch(this, "Cannot deserialize value of type %s: %s", typeDescription(),
                    wrongShape(p, "an object whose \"$oid\" is "));
        }
        T value = fromText(p.getString(), ctxt);
        if (p.nextToken() != JsonToken.END_OBJECT) {
            return otherProperty(p.currentName(), ctxt);
        }
        return value;
    }

    private @Nullable T otherProperty(@Nullable String name, DeserializationContext ctxt) {
        return ctxt.reportInputMismatch(this, "Cannot deserialize value of type %s: %s", typeDescription(),
                ErrorMessages.wrongShape("an object with property", String.valueOf(name)));
    }

    private String typeDescription() {
        return ClassUtil.getClassDescription(handledType());
    }

    /**
     * oid's shared wrong-shape message for the current token, in its words: the kind, and the JSON text of a number
     * or boolean.
     *
     * @param p the parser, on the token that is not an id
     * @param prefix put before the kind, e.g. {@code an object whose "$oid" is }
     */
    private static String wrongShape(JsonParser p, String prefix) {
        JsonToken token = p.currentToken();
        if (token == null) {
            return ErrorMessages.wrongShape(prefix + "end-of-input", null);
        }
        switch (token) {
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return ErrorMessages.wrongShape(prefix + "a number", p.getString());
            case VALUE_TRUE:
            case VALUE_FALSE:
                return ErrorMessages.wrongShape(prefix + "a boolean", p.getString());
            case VALUE_NULL:
                return ErrorMessages.wrongShape(prefix + "null", null);
            case START_ARRAY:
                return ErrorMessages.wrongShape(prefix + "an array", null);
            case START_OBJECT:
                return ErrorMessages.wrongShape(prefix + "an object", null);
            case VALUE_EMBEDDED_OBJECT:
                return ErrorMessages.wrongShape(prefix + "an embedded object", null);
            default:
                return ErrorMessages.wrongShape(prefix + "token " + token, null);
        }
    }
}
