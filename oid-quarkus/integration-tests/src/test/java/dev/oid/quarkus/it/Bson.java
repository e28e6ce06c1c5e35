package dev.oid.quarkus.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.bson.RawBsonDocument;

/** Checks on the bytes of stored documents, as the server returned them. */
final class Bson {

    private Bson() {
    }

    /**
     * Asserts that {@code document} holds the element {@code name} as a BSON ObjectId (type byte 0x07, the name,
     * a zero byte, then the 12 bytes of {@code id}).
     */
    static void assertObjectIdElement(RawBsonDocument document, String name, ObjectId id) {
        ByteArrayOutputStream element = new ByteArrayOutputStream();
        element.write(0x07);
        element.writeBytes(name.getBytes(StandardCharsets.UTF_8));
        element.write(0x00);
        element.writeBytes(id.toByteArray());
        byte[] bytes = Arrays.copyOf(document.getByteBuffer().array(), document.getByteBuffer().limit());
        assertThat(indexOf(bytes, element.toByteArray()))
                .as("element %s as BSON ObjectId %s in %s", name, id, document.toJson())
                .isNotNegative();
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
