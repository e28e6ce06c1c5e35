package dev.oid.cli;

/**
 * A minimal writer for one-line JSON objects, the only JSON this command prints.
 *
 * <p>Every value the command prints is a number, {@code null}, a nested object, or a string made of hex
 * digits, ISO-8601 instants or fixed words, so no string ever needs escaping. Rather than escape, this writer
 * refuses any key or string that would need it (a quote, a backslash, a control or non-ASCII character) with
 * an {@link IllegalArgumentException}: a full JSON library would be needed before printing such text.
 */
final class JsonObject {

    private final StringBuilder json = new StringBuilder("{");

    /**
     * Adds a string member.
     *
     * @throws IllegalArgumentException if {@code key} or {@code value} would need escaping
     */
    JsonObject put(String key, String value) {
        key(key).append('"').append(plain(value)).append('"');
        return this;
    }

    /** Adds a number member. */
    JsonObject put(String key, long value) {
        key(key).append(value);
        return this;
    }

    /** Adds a nested object member. */
    JsonObject put(String key, JsonObject value) {
        key(key).append(value);
        return this;
    }

    /** Adds a member whose value is {@code null}. */
    JsonObject putNull(String key) {
        key(key).append("null");
        return this;
    }

    /** Returns the object as one line of JSON, without a line terminator. */
    @Override
    public String toString() {
        return json + "}";
    }

    private StringBuilder key(String key) {
        if (json.length() > 1) {
            json.append(',');
        }
        return json.append('"').append(plain(key)).append("\":");
    }

    private static String plain(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c > 0x7E || c == '"' || c == '\\') {
                throw new IllegalArgumentException("JsonObject writes only printable ASCII without quotes or "
                        + "backslashes, found U+" + String.format("%04X", (int) c) + " at index " + i);
            }
        }
        return text;
    }
}
