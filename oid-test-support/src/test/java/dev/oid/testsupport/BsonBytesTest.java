package dev.oid.testsupport;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class BsonBytesTest {

    /** {"_id": ObjectId("5a17b9d9ab102555b9c38874"), "s": "x"}, as a driver writes it. */
    private static final byte[] DOCUMENT = HexFormat.of().parseHex(
            "1f000000075f6964005a17b9d9ab102555b9c3887402730002000000780000");
    private static final byte[] ID = HexFormat.of().parseHex("5a17b9d9ab102555b9c38874");

    @Test
    void findsAnObjectIdElement() {
        assertThatCode(() -> BsonBytes.assertObjectIdElement(DOCUMENT, "_id", ID)).doesNotThrowAnyException();
    }

    @Test
    void refusesAnotherNameOrAnotherId() {
        assertThatThrownBy(() -> BsonBytes.assertObjectIdElement(DOCUMENT, "id", ID))
                .hasMessageStartingWith("no element id of type 0x07 (BSON ObjectId) holding 5a17b9d9ab102555b9c38874");
        assertThatThrownBy(() -> BsonBytes.assertObjectIdElement(DOCUMENT, "_id",
                HexFormat.of().parseHex("5a17b9d9ab102555b9c38875"))).isInstanceOf(AssertionError.class);
    }
}
