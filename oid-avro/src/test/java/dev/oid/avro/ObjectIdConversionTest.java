package dev.oid.avro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.oid.ObjectId;
import dev.oid.testsupport.RealObjectIds;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import org.apache.avro.AvroTypeException;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.util.Utf8;
import org.junit.jupiter.api.Test;

/** The conversion, in generic records and on its own. */
class ObjectIdConversionTest {

    private static final String HEX = "5a17b9d9ab102555b9c38874";

    private static final Schema RECORD = new Schema.Parser().parse("{\"type\":\"record\",\"name\":\"Item\","
            + "\"fields\":[{\"name\":\"id\",\"type\":{\"type\":\"fixed\",\"name\":\"Oid\",\"size\":12,"
            + "\"logicalType\":\"object-id\"}},{\"name\":\"hex\",\"type\":{\"type\":\"string\","
            + "\"logicalType\":\"object-id\"}}]}");

    private static final Schema STRING_RECORD = new Schema.Parser().parse("{\"type\":\"record\",\"name\":\"Item\","
            + "\"fields\":[{\"name\":\"id\",\"type\":{\"type\":\"fixed\",\"name\":\"Oid\",\"size\":12}},"
            + "{\"name\":\"hex\",\"type\":\"string\"}]}");

    private final ObjectIdConversion conversion = new ObjectIdConversion();

    private final GenericData model = new GenericData();

    ObjectIdConversionTest() {
        model.addLogicalTypeConversion(conversion);
    }

    private byte[] write(Schema schema, GenericRecord record, GenericData data) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
        new GenericDatumWriter<GenericRecord>(schema, data).write(record, encoder);
        encoder.flush();
        return out.toByteArray();
    }

    private GenericRecord read(Schema writer, Schema reader, byte[] bytes) throws IOException {
        return new GenericDatumReader<GenericRecord>(writer, reader, model)
                .read(null, DecoderFactory.get().binaryDecoder(bytes, null));
    }

    @Test
    void writesTheTwelveBytesAndLowercaseHex() throws IOException {
        GenericRecord record = new GenericData.Record(RECORD);
        record.put("id", ObjectId.parse(HEX));
        record.put("hex", ObjectId.parse(HEX.toUpperCase(Locale.ROOT)));
        byte[] bytes = write(RECORD, record, model);
        // fixed: the 12 bytes as they are; string: length 24 (zig-zag 0x30), then the 24 lowercase characters
        assertThat(HexFormat.of().formatHex(bytes))
                .isEqualTo(HEX + "30" + HexFormat.of().formatHex(HEX.getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
        GenericRecord back = read(RECORD, RECORD, bytes);
        assertThat(back.get("id")).isEqualTo(ObjectId.parse(HEX));
        assertThat(back.get("hex")).isEqualTo(ObjectId.parse(HEX));
    }

    @Test
    void readsUppercaseHexWrittenByOthers() throws IOException {
        GenericRecord plain = new GenericData.Record(STRING_RECORD);
        plain.put("id", new GenericData.Fixed(STRING_RECORD.getField("id").schema(), ObjectId.parse(HEX).toByteArray()));
        plain.put("hex", HEX.toUpperCase(Locale.ROOT));
        byte[] bytes = write(STRING_RECORD, plain, new GenericData());
        GenericRecord back = read(STRING_RECORD, RECORD, bytes);
        assertThat(back.get("hex")).isEqualTo(ObjectId.parse(HEX));
    }

    @Test
    void roundTripsTheRealIds() throws IOException {
        List<ObjectId> ids = RealObjectIds.ids(ObjectId::parse);
        assertThat(ids).hasSize(3996);
        Schema fixed = RECORD.getField("id").schema();
        Schema string = RECORD.getField("hex").schema();
        for (ObjectId id : ids) {
            assertThat(conversion.toFixed(id, fixed, ObjectIdLogicalType.INSTANCE).bytes()).isEqualTo(id.toByteArray());
            assertThat(conversion.toCharSequence(id, string, ObjectIdLogicalType.INSTANCE).toString())
                    .isEqualTo(id.toHexString());
            GenericRecord record = new GenericData.Record(RECORD);
            record.put("id", id);
            record.put("hex", id);
            GenericRecord back = read(RECORD, RECORD, write(RECORD, record, model));
            assertThat(back.get("id")).isEqualTo(id);
            assertThat(back.get("hex")).isEqualTo(id);
        }
    }

    @Test
    void aBadStringIsAnAvroTypeExceptionQuotingIt() throws IOException {
        assertThat(catchThrowableOfType(AvroTypeException.class, () -> conversion.fromCharSequence(new Utf8("xyz"),
                RECORD.getField("hex").schema(), ObjectIdLogicalType.INSTANCE)))
                .hasMessage("Invalid ObjectId \"xyz\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 3 "
                        + "characters (Avro logical type object-id on string)")
                .hasCauseInstanceOf(IllegalArgumentException.class);

        GenericRecord plain = new GenericData.Record(STRING_RECORD);
        plain.put("id", new GenericData.Fixed(STRING_RECORD.getField("id").schema(), ObjectId.parse(HEX).toByteArray()));
        plain.put("hex", "5a17b9d9ab102555b9c3887g");
        byte[] bytes = write(STRING_RECORD, plain, new GenericData());
        assertThat(catchThrowableOfType(AvroTypeException.class, () -> read(STRING_RECORD, RECORD, bytes)))
                .hasMessage("Invalid ObjectId \"5a17b9d9ab102555b9c3887g\": expected exactly 24 hexadecimal digits "
                        + "(0-9, a-f, A-F), found 'g' (U+0067) at index 23 (Avro logical type object-id on string)");
    }

    @Test
    void aFixedOfAnotherSizeIsAnAvroTypeException() {
        Schema eleven = Schema.createFixed("Short", null, "com.example", 11);
        assertThat(catchThrowableOfType(AvroTypeException.class, () -> conversion.fromFixed(
                new GenericData.Fixed(eleven, new byte[11]), eleven, ObjectIdLogicalType.INSTANCE)))
                .hasMessage("Invalid ObjectId bytes: expected exactly 12 bytes, found 11 (Avro logical type object-id "
                        + "on fixed com.example.Short)");
        assertThat(catchThrowableOfType(AvroTypeException.class, () -> conversion.toFixed(ObjectId.parse(HEX), eleven,
                ObjectIdLogicalType.INSTANCE)))
                .hasMessage("Cannot write ObjectId 5a17b9d9ab102555b9c38874 as {\"type\":\"fixed\",\"name\":\"Short\","
                        + "\"namespace\":\"com.example\",\"size\":11}: the logical type object-id needs a fixed of size "
                        + "12 (or a string)");
    }

    @Test
    void namesItsTypeAndClass() {
        assertThat(conversion.getConvertedType()).isEqualTo(ObjectId.class);
        assertThat(conversion.getLogicalTypeName()).isEqualTo("object-id");
        assertThat(new ObjectIdLogicalTypeFactory().getTypeName()).isEqualTo("object-id");
    }
}
