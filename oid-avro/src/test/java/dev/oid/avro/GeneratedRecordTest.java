package dev.oid.avro;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.avro.codegen.AvroItem;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.Field;
import java.util.HexFormat;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.junit.jupiter.api.Test;

/**
 * The avro-maven-plugin, given this module's conversion and factory, generates {@code SpecificRecord} classes with
 * {@code ObjectId} fields from {@code src/test/avro/item.avsc}; they write the 12 bytes and the hex form.
 */
class GeneratedRecordTest {

    private static final ObjectId ID = ObjectId.parse("5a17b9d9ab102555b9c38874");

    private static final ObjectId PARENT = ObjectId.parse("5a934e000102030405060708");

    @Test
    void theGeneratedFieldsAreObjectIds() throws NoSuchFieldException {
        for (String name : new String[] {"id", "hexId", "parentId"}) {
            Field field = AvroItem.class.getDeclaredField(name);
            assertThat(field.getType()).isEqualTo(ObjectId.class);
        }
    }

    @Test
    void writesExactBytesAndReadsThemBack() throws IOException {
        AvroItem item = AvroItem.newBuilder()
                .setId(ID)
                .setHexId(ObjectId.parse("5A17B9D9AB102555B9C38874"))
                .setParentId(PARENT)
                .setName("pen")
                .setN(1)
                .build();

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
        new SpecificDatumWriter<>(AvroItem.class).write(item, encoder);
        encoder.flush();
        byte[] bytes = out.toByteArray();

        assertThat(HexFormat.of().formatHex(bytes)).isEqualTo(
                "5a17b9d9ab102555b9c38874"                                      // id: fixed(12), the 12 bytes
                + "30" + HexFormat.of().formatHex("5a17b9d9ab102555b9c38874".getBytes(
                        java.nio.charset.StandardCharsets.US_ASCII))            // hexId: length 24, lowercase hex
                + "02" + "5a934e000102030405060708"                             // parentId: union branch 1, 12 bytes
                + "06" + "70656e"                                               // name: "pen"
                + "02");                                                        // n: 1

        AvroItem back = new SpecificDatumReader<>(AvroItem.class)
                .read(null, DecoderFactory.get().binaryDecoder(bytes, null));
        assertThat(back).isEqualTo(item);
        assertThat(back.getId()).isEqualTo(ID);
        assertThat(back.getHexId()).isEqualTo(ID);
        assertThat(back.getParentId()).isEqualTo(PARENT);
    }

    @Test
    void aNullParentIsTheNullBranch() throws IOException {
        AvroItem item = AvroItem.newBuilder().setId(ID).setHexId(ID).setName("").setN(0).build();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
        new SpecificDatumWriter<>(AvroItem.class).write(item, encoder);
        encoder.flush();
        assertThat(HexFormat.of().formatHex(out.toByteArray())).endsWith("00" + "00" + "00");
        AvroItem back = new SpecificDatumReader<>(AvroItem.class)
                .read(null, DecoderFactory.get().binaryDecoder(out.toByteArray(), null));
        assertThat(back.getParentId()).isNull();
        assertThat(back.getId()).isEqualTo(ID);
    }
}
