package dev.oid;

/**
 * The text of oid's error messages about bad input: the message of {@link ObjectId#parse(CharSequence)} and the
 * quoting of untrusted text behind {@link ObjectId#quoteForMessage(CharSequence)}.
 *
 * <p>Only failures come here, so nothing in this class is on a hot path.
 */
final class ErrorMessages {

    /** The number of characters of the input a quote shows at most: {@value}. */
    static final int QUOTE_LIMIT = 64;

    private ErrorMessages() {
    }

    /**
     * Returns the message of {@link ObjectId#parse(CharSequence)} for {@code hex}, which it rejected: the input
     * quoted, what was expected, and what was found (the length, or the first character that is not a hex digit
     * and its index).
     */
    static String invalidHex(CharSequence hex) {
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
            if (Hex.nibble(c) < 0) {
                int codePoint = Character.codePointAt(hex, i);
                message.append(describe(codePoint)).append(" at index ").append(i);
                break;
            }
        }
        return message.toString();
    }

    private static String describe(int codePoint) {
        String code = String.format("U+%04X", codePoint);
        if (Character.isWhitespace(codePoint) || !visible(codePoint)) {
            return code + (Character.isWhitespace(codePoint) ? " (whitespace)" : "");
        }
        return "'" + new String(Character.toChars(codePoint)) + "' (" + code + ")";
    }

    /** Returns {@code text} quoted as {@link #quote(CharSequence, StringBuilder)} appends it. */
    static String quote(CharSequence text) {
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
     */
    static void quote(CharSequence text, StringBuilder out) {
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
}
