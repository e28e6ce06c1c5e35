package dev.oid.testsupport;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * Checks on the bytes of a stored BSON document, as a server returned them: that an element really is a BSON
 * ObjectId, not a string or a binary that a driver would also read back as an id.
 */
public final class BsonBytes {

    private BsonBytes() {
    }

    /**
     * Asserts that {@code document} holds the element {@code name} as a BSON ObjectId: the type byte 0x07, the name
     * in UTF-8, a zero byte, then the 12 bytes of the id.
     *
     * @param document the bytes of a BSON document
     * @param name the element's name ({@code "0"} for the first element of an array)
     * @param id the 12 bytes the element must hold
     * @throws AssertionError if no such element is in the document
     */
    public static void assertObjectIdElement(byte[] document, String name, byte[] id) {
        if (id.length != 12) {
            throw new IllegalArgumentException("an ObjectId has 12 bytes, not " + id.length);
        }
        ByteArrayOutputStream element = new ByteArrayOutputStream();
        element.write(0x07);
        element.writeBytes(name.getBytes(StandardCharsets.UTF_8));
        element.write(0x00);
        element.writeBytes(id);
        if (indexOf(document, element.toByteArray()) < 0) {
            throw new AssertionError("no element " + name + " of type 0x07 (BSON ObjectId) holding "
                    + HexFormat.of().formatHex(id) + " in the document " + HexFormat.of().formatHex(document));
        }
    }

    private static int indexOf(byte[] bytes, byte[] part) {
        outer:
        for (int i = 0; i <= bytes.length - part.length; i++) {
            for (int j = 0; j < part.length; j++) {
                if (bytes[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
