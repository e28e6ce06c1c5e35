package dev.oid.jooq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import java.util.HexFormat;
import org.jooq.DataType;
import org.jooq.exception.DataTypeException;
import org.jooq.impl.SQLDataType;
import org.junit.jupiter.api.Test;

/** The converters on their own: known bytes and text, SQL NULL, and the values that are not ids. */
class ObjectIdConverterTest {

    private static final String HEX = "5a17b9d9ab102555b9c38874";
    private static final byte[] BYTES = {
        0x5a, 0x17, (byte) 0xb9, (byte) 0xd9, (byte) 0xab, 0x10, 0x25, 0x55, (byte) 0xb9, (byte) 0xc3,
        (byte) 0x88, 0x74};

    private final ObjectIdConverter binary = new ObjectIdConverter();
    private final ObjectIdHexConverter hex = new ObjectIdHexConverter();

    @Test
    void binaryIsTheTwelveBigEndianBytes() {
        assertThat(binary.to(ObjectId.parse(HEX))).containsExactly(BYTES);
        assertThat(binary.from(BYTES)).isEqualTo(ObjectId.parse(HEX));
        assertThat(binary.fromType()).isEqualTo(byte[].class);
        assertThat(binary.toType()).isEqualTo(ObjectId.class);
    }

    @Test
    void hexIsTheLowercaseText() {
        assertThat(hex.to(ObjectId.parse(HEX))).isEqualTo(HEX);
        assertThat(hex.from(HEX)).isEqualTo(ObjectId.parse(HEX));
        assertThat(hex.from(HEX.toUpperCase())).isEqualTo(ObjectId.parse(HEX));
        assertThat(hex.fromType()).isEqualTo(String.class);
        assertThat(hex.toType()).isEqualTo(ObjectId.class);
    }

    @Test
    void sqlNullIsNullBothWays() {
        assertThat(binary.from(null)).isNull();
        assertThat(binary.to(null)).isNull();
        assertThat(hex.from(null)).isNull();
        assertThat(hex.to(null)).isNull();
    }

    @Test
    void aWrongLengthIsAnErrorShowingTheBytes() {
        assertThatThrownBy(() -> binary.from(HexFormat.of().parseHex("5a17b9")))
                .isExactlyInstanceOf(DataTypeException.class)
                .hasMessage("Invalid ObjectId bytes: expected exactly 12 bytes, found 3 (0x5a17b9)");
        assertThatThrownBy(() -> binary.from(new byte[0]))
                .isExactlyInstanceOf(DataTypeException.class)
                .hasMessage("Invalid ObjectId bytes: expected exactly 12 bytes, found 0");
        assertThatThrownBy(() -> binary.from(HexFormat.of().parseHex(HEX + "00")))
                .hasMessage("Invalid ObjectId bytes: expected exactly 12 bytes, found 13 (0x" + HEX + "00)");
        assertThatThrownBy(() -> binary.from(new byte[40]))
                .hasMessage("Invalid ObjectId bytes: expected exactly 12 bytes, found 40 (0x" + "00".repeat(32)
                        + "...)");
    }

    @Test
    void textThatIsNotAnIdIsAnErrorQuotingIt() {
        assertThatThrownBy(() -> hex.from("5a17b9d9ab102555b9c3887"))
                .isExactlyInstanceOf(DataTypeException.class)
                .hasMessage("Invalid ObjectId \"5a17b9d9ab102555b9c3887\": expected exactly 24 hexadecimal digits"
                        + " (0-9, a-f, A-F), found 23 characters")
                .hasCauseExactlyInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> hex.from("5a17b9d9ab102555b9c3887g"))
                .hasMessage("Invalid ObjectId \"5a17b9d9ab102555b9c3887g\": expected exactly 24 hexadecimal digits"
                        + " (0-9, a-f, A-F), found 'g' (U+0067) at index 23");
        assertThatThrownBy(() -> hex.from(HEX + "  "))
                .hasMessage("Invalid ObjectId \"" + HEX + "  \": expected exactly 24 hexadecimal digits"
                        + " (0-9, a-f, A-F), found 26 characters");
    }

    @Test
    void theConvertedDataTypesKeepTheirSqlTypes() {
        DataType<ObjectId> bytes = SQLDataType.BINARY(12).asConvertedDataType(binary);
        DataType<ObjectId> text = SQLDataType.CHAR(24).asConvertedDataType(hex);

        assertThat(bytes.getType()).isEqualTo(ObjectId.class);
        assertThat(bytes.getSQLDataType()).isEqualTo(SQLDataType.BINARY);
        assertThat(bytes.length()).isEqualTo(12);
        assertThat(text.getType()).isEqualTo(ObjectId.class);
        assertThat(text.getSQLDataType()).isEqualTo(SQLDataType.CHAR);
        assertThat(text.length()).isEqualTo(24);
    }
}
