package dev.oid.jsonb;

import dev.oid.ObjectId;
import dev.oid.internal.ErrorMessages;
import jakarta.json.bind.JsonbException;
import org.jspecify.annotations.Nullable;

/** Parsing and messages shared by the adapter and the deserializer. */
final class Ids {

    private Ids() {
    }

    static ObjectId parse(String hex) {
        try {
            return ObjectId.parse(hex);
        } catch (IllegalArgumentException e) {
            throw new JsonbException(e.getMessage(), e);
        }
    }

    /** The shared wrong-shape message (the words of oid's other JSON adapters), in a {@code JsonbException}. */
    static JsonbException wrongShape(String kind, @Nullable String value) {
        return new JsonbException(ErrorMessages.wrongShape(kind, value));
    }
}
