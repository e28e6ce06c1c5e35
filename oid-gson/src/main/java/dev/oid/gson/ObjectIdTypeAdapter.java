package dev.oid.gson;

import com.google.gson.JsonSyntaxException;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import dev.oid.ObjectId;
import dev.oid.internal.ErrorMessages;
import java.io.IOException;
import org.jspecify.annotations.Nullable;

/**
 * A Gson {@link TypeAdapter} for {@link ObjectId}: writes the 24-character lowercase hex string, reads a hex
 * string in either case or MongoDB Extended JSON {@code {"$oid": "<24 hex>"}} (with nothing else in the object).
 *
 * <pre>{@code
 * Gson gson = new GsonBuilder()
 *         .registerTypeAdapter(ObjectId.class, new ObjectIdTypeAdapter())
 *         .create();
 * gson.toJson(ObjectId.parse("5A17B9D9AB102555B9C38874"));   // "5a17b9d9ab102555b9c38874"
 * }</pre>
 *
 * <p>JSON {@code null} reads as a {@code null} id and a {@code null} id writes as JSON {@code null}, as Gson's own
 * adapters for JDK types do. Anything else that is not an id fails with a {@link JsonSyntaxException} (Gson's
 * {@code JsonParseException}) whose message quotes the value, says what was expected and ends with the JSON path,
 * e.g. {@code Invalid ObjectId "xyz": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 3 characters;
 * at path $.id}; never {@code null} or a fresh id. Map keys work: Gson reads a key through this adapter and writes
 * it with {@link ObjectId#toString()}, the hex form.
 *
 * <p>Stateless and thread-safe; {@link #INSTANCE} is the shared instance.
 *
 * @since 0.1.0
 */
@SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
public final class ObjectIdTypeAdapter extends TypeAdapter<@Nullable ObjectId> {

    /** The shared instance. */
    public static final ObjectIdTypeAdapter INSTANCE = new ObjectIdTypeAdapter();

    private static final String OID = "$oid";

    /** Creates the adapter; {@link #INSTANCE} is the same. */
    public ObjectIdTypeAdapter() {
        // Stateless.
    }

    /**
     * Writes {@code id} as its 24 lowercase hex characters, or JSON {@code null}.
     *
     * @param out the writer
     * @param id the id, may be {@code null}
     * @throws IOException if the writer fails
     */
    @Override
    public void write(JsonWriter out, @Nullable ObjectId id) throws IOException {
        if (id == null) {
            out.nullValue();
        } else {
            out.value(id.toHexString());
        }
    }

    /**
     * Reads an id from a hex string (either case) or {@code {"$oid": "<24 hex>"}}; JSON {@code null} is
     * {@code null}.
     *
     * @param in the reader
     * @return the id, or {@code null} for JSON {@code null}
     * @throws JsonSyntaxException if the value is not an id: the message quotes it (or names its shape) and ends
     *         with {@code ; at path } and the JSON path
     * @throws IOException if the reader fails
     */
    @Override
    public @Nullable ObjectId read(JsonReader in) throws IOException {
        String path = in.getPath();
        JsonToken token = in.peek();
        switch (token) {
            case NULL:
                in.nextNull();
                return null;
            case STRING:
                return parse(in.nextString(), path);
            case BEGIN_OBJECT:
                return readExtendedJson(in, path);
            default:
                throw wrongShape(describe(in, token, ""), path);
        }
    }

    private static ObjectId readExtendedJson(JsonReader in, String path) throws IOException {
        in.beginObject();
        if (!in.hasNext()) {
            throw wrongShape(ErrorMessages.wrongShape("an empty object", null), path);
        }
        String name = in.nextName();
        if (!OID.equals(name)) {
            throw wrongShape(ErrorMessages.wrongShape("an object with property", name), path);
        }
        JsonToken token = in.peek();
        if (token != JsonToken.STRING) {
            throw wrongShape(describe(in, token, "an object whose \"$oid\" is "), path);
        }
        ObjectId id = parse(in.nextString(), path);
        if (in.hasNext()) {
            throw wrongShape(ErrorMessages.wrongShape("an object with property", in.nextName()), path);
        }
        in.endObject();
        return id;
    }

    private static ObjectId parse(String hex, String path) {
        try {
            return ObjectId.parse(hex);
        } catch (IllegalArgumentException e) {
            throw new JsonSyntaxException(e.getMessage() + "; at path " + path, e);
        }
    }

    /** The shared wrong-shape message for the value at {@code token}, its kind after {@code prefix}. */
    private static String describe(JsonReader in, JsonToken token, String prefix) throws IOException {
        switch (token) {
            case NUMBER:
                return ErrorMessages.wrongShape(prefix + "a number", in.nextString());
            case BOOLEAN:
                return ErrorMessages.wrongShape(prefix + "a boolean", Boolean.toString(in.nextBoolean()));
            case NULL:
                return ErrorMessages.wrongShape(prefix + "null", null);
            case BEGIN_ARRAY:
                return ErrorMessages.wrongShape(prefix + "an array", null);
            case BEGIN_OBJECT:
                return ErrorMessages.wrongShape(prefix + "an object", null);
            default:
                return ErrorMessages.wrongShape(prefix + "token " + token, null);
        }
    }

    private static JsonSyntaxException wrongShape(String message, String path) {
        return new JsonSyntaxException(message + "; at path " + path);
    }
}
