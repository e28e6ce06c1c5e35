package dev.oid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Checks on the bytes of BSON documents. */
public final class Bson {

    private Bson() {
    }

    /**
     * Asserts that {@code document} holds the element {@code name} as a BSON ObjectId: type byte 0x07, the name, a zero
     * byte, then the 12 bytes of {@code id}.
     *
     * @param document the bytes of a BSON document
     * @param name the element's name ("0" for the first element of an array)
     * @param id the id it must hold
     */
    public static void assertObjectIdElement(byte[] document, String name, ObjectId id) {
        ByteArrayOutputStream element = new ByteArrayOutputStream();
        element.write(0x07);
        element.writeBytes(name.getBytes(StandardCharsets.UTF_8));
        element.write(0x00);
        element.writeBytes(id.toByteArray());
        assertThat(indexOf(document, element.toByteArray()))
                .as("element %s as BSON ObjectId %s", name, id)
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
