package dev.oid.internal;

import dev.oid.ObjectId;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The text of oid's error messages about bad input, shared by oid-core and the oid adapters so that one bad input
 * reads the same everywhere: the message of {@link ObjectId#parse(CharSequence)}, the quoting of untrusted text,
 * and the message for a value of the wrong shape in JSON and other tree formats.
 *
 * <p>Not an API: the package is exported only to oid's own modules. Only failures come here, so nothing in this
 * class is on a hot path.
 */
public final class ErrorMessages {

    /** The number of characters of the input a quote shows at most: {@value}. */
    public static final int QUOTE_LIMIT = 64;

    private ErrorMessages() {
    }

    /**
     * Returns the message of {@link ObjectId#parse(CharSequence)} for {@code hex}, which it rejected: the input
     * quoted, what was expected, and what was found (the length, or the first character that is not a hex digit
     * and its index).
     *
     * @param hex the rejected input
     * @return the message, on one line
     */
    public static String invalidHex(CharSequence hex) {
        StringBuilder message = new StringBuilder("Invalid ObjectId ");
        quote(hex, message);
        message.append(": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found ");
        int length = hex.length();
        if (length != ObjectId.HEX_LENGTH) {
            message.append(length).append(length == 1 ? " character" : " characters");
            return message.toString();
        }
        for (int i = 0; i < length; i++) {
            char c = hex.charAt(i);
            if (!isAsciiHexDigit(c)) {
                int codePoint = Character.codePointAt(hex, i);
                message.append(describe(codePoint)).append(" at index ").append(i);
                break;
            }
        }
        return message.toString();
    }

    private static boolean isAsciiHexDigit(char c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    private static String describe(int codePoint) {
        String code = String.format("U+%04X", codePoint);
        if (Character.isWhitespace(codePoint) || !visible(codePoint)) {
            return code + (Character.isWhitespace(codePoint) ? " (whitespace)" : "");
        }
        return "'" + new String(Character.toChars(codePoint)) + "' (" + code + ")";
    }

    /**
     * Returns {@code text} quoted for a message, as {@link #quote(CharSequence, StringBuilder)} appends it: in
     * double quotes, escaped, cut after 64 characters and then followed by {@code ... (N characters in all)}.
     *
     * @param text the text to quote, of any length and content
     * @return the quote
     * @throws NullPointerException if {@code text} is {@code null}
     */
    public static String quote(CharSequence text) {
        Objects.requireNonNull(text, "text");
        StringBuilder out = new StringBuilder(Math.min(text.length(), QUOTE_LIMIT) + 2);
        quote(text, out);
        return out.toString();
    }

    /**
     * Appends {@code text} in double quotes, cut after 64 characters (never between the two halves of a
     * surrogate pair), with every character that is not plainly visible escaped as {@code \\uXXXX}: C0 and C1
     * controls, DEL, format characters (bidirectional overrides and isolates, zero-width characters, the byte
     * order mark U+FEFF), line and paragraph separators, spaces other than U+0020, unassigned and private-use
     * code points and lone surrogates. A message can then neither hide nor reorder nor break the text around it.
     *
     * @param text the text to quote
     * @param out where the quote is appended
     */
    public static void quote(CharSequence text, StringBuilder out) {
        out.append('"');
        int length = text.length();
        int shown = Math.min(length, QUOTE_LIMIT);
        if (shown < length && shown > 0 && Character.isHighSurrogate(text.charAt(shown - 1))
                && Character.isLowSurrogate(text.charAt(shown))) {
            shown--;
        }
        for (int i = 0; i < shown; i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < shown && Character.isLowSurrogate(text.charAt(i + 1))) {
                int codePoint = Character.toCodePoint(c, text.charAt(i + 1));
                if (visible(codePoint)) {
                    out.append(c).append(text.charAt(i + 1));
                } else {
                    escape(c, out);
                    escape(text.charAt(i + 1), out);
                }
                i++;
            } else if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (Character.isSurrogate(c) || !visible(c)) {
                escape(c, out);
            } else {
                out.append(c);
            }
        }
        out.append('"');
        if (shown < length) {
            out.append("... (").append(length).append(" characters in all)");
        }
    }

    /** Whether a code point is shown as it is in a quote (see {@link #quote(CharSequence, StringBuilder)}). */
    private static boolean visible(int codePoint) {
        if (codePoint == ' ') {
            return true;
        }
        switch (Character.getType(codePoint)) {
            case Character.CONTROL:
            case Character.FORMAT:
            case Character.LINE_SEPARATOR:
            case Character.PARAGRAPH_SEPARATOR:
            case Character.SPACE_SEPARATOR:
            case Character.UNASSIGNED:
            case Character.PRIVATE_USE:
            case Character.SURROGATE:
                return false;
            default:
                return true;
        }
    }

    private static void escape(char c, StringBuilder out) {
        out.append("\\u");
        String hex = Integer.toHexString(c);
        for (int pad = hex.length(); pad < 4; pad++) {
            out.append('0');
        }
        out.append(hex);
    }

    /**
     * The message for a value of the wrong shape where an id belongs in JSON or another tree format: a number,
     * boolean, array, {@code null}, or an object other than MongoDB Extended JSON {@code {"$oid": "<24 hex>"}}.
     * Every oid adapter that reads such formats (Jackson 2 and 3, Micronaut Serialization, kotlinx.serialization)
     * reports a wrong shape with this message, inside its framework's own exception type; a string that is not 24
     * hex digits is reported with the message of {@link ObjectId#parse(CharSequence)} instead.
     *
     * <p>The message names what was expected, then what was found: {@code kind}, followed by {@code value} quoted
     * by {@link #quote(CharSequence)} when there is one. The adapters use these kinds, so one bad input reads the
     * same in all of them:
     * <ul>
     *   <li>{@code "a number"} and {@code "a boolean"} with the value's JSON text, {@code "null"}, {@code "an
     *       array"} and {@code "an empty object"} without a value;</li>
     *   <li>{@code "an object with property"} with the name of the object's first property other than
     *       {@code "$oid"};</li>
     *   <li>{@code "an object whose \"$oid\" is "} followed by {@code "a number"}, {@code "a boolean"} (both with
     *       the value), {@code "null"}, {@code "an array"} or {@code "an object"}, when {@code "$oid"} is not a
     *       string.</li>
     * </ul>
     *
     * @param kind what was found, in words, such as {@code "a number"}; shown as given, so it must not be input
     * @param value the found value's text, or its first property's name, to quote; {@code null} if the kind says
     *        all
     * @return the message, on one line, such as {@code Invalid ObjectId: expected a string of 24 hexadecimal digits
     *         or Extended JSON {"$oid": "<24 hexadecimal digits>"}, found a number "42"}
     * @throws NullPointerException if {@code kind} is {@code null}
     */
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public static String wrongShape(String kind, @Nullable CharSequence value) {
        Objects.requireNonNull(kind, "kind");
        String found = value == null ? kind : kind + ' ' + quote(value);
        return "Invalid ObjectId: expected a string of 24 hexadecimal digits or Extended JSON "
                + "{\"$oid\": \"<24 hexadecimal digits>\"}, found " + found;
    }
}
