package dev.oid.quarkus.it;

import dev.oid.ObjectId;
import dev.oid.testsupport.BsonBytes;
import java.util.Arrays;
import org.bson.RawBsonDocument;

/** Checks on the bytes of stored documents, as the server returned them. */
final class Bson {

    private Bson() {
    }

    /** Asserts that {@code document} holds the element {@code name} as a BSON ObjectId (type 0x07) of {@code id}. */
    static void assertObjectIdElement(RawBsonDocument document, String name, ObjectId id) {
        byte[] bytes = Arrays.copyOf(document.getByteBuffer().array(), document.getByteBuffer().limit());
        BsonBytes.assertObjectIdElement(bytes, name, id.toByteArray());
    }
}
