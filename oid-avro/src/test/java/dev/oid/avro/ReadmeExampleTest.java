package dev.oid.avro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.oid.ObjectId;
import dev.oid.testsupport.ReadmeSnippets;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import org.apache.avro.AvroTypeException;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.junit.jupiter.api.Test;

/**
 * This module's README.md cannot rot: the Java snippet of its {@code avro} section is the code between the
 * {@code README avro} markers below, and its {@code xml} plugin configuration is the one this module's pom uses to
 * generate the records of {@link GeneratedRecordTest}.
 */
class ReadmeExampleTest {

    @Test
    void theReadmeSnippetIsCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "avro",
                Path.of("src", "test", "java", "dev", "oid", "avro", "ReadmeExampleTest.java"));
    }

    @Test
    void theReadmePluginConfigurationIsThePomsOwn() throws Exception {
        List<String> xml = ReadmeSnippets.snippets(Path.of("README.md"), "avro-codegen", "xml");
        assertThat(xml).hasSize(1);
        String pom = Files.readString(Path.of("pom.xml"));
        for (String line : xml.get(0).split("\n")) {
            if (line.contains("<conversion>") || line.contains("<logicalTypeFactory>") || line.contains("Custom")
                    || line.contains("customLogical")) {
                assertThat(pom).contains(line.strip());
            }
        }
        assertThat(xml.get(0)).contains("<customConversions>", "<customLogicalTypeFactories>");
    }

    @Test
    void theSnippetWritesAndReadsAGenericRecord() throws Exception {
        // BEGIN README avro
        GenericData model = new GenericData();
        model.addLogicalTypeConversion(new ObjectIdConversion());
        Schema schema = new Schema.Parser().parse("""
                {"type": "record", "name": "Item", "fields": [
                  {"name": "id", "type": {"type": "fixed", "name": "Oid", "size": 12, "logicalType": "object-id"}},
                  {"name": "hex", "type": {"type": "string", "logicalType": "object-id"}}]}""");

        GenericRecord item = new GenericData.Record(schema);
        item.put("id", ObjectId.parse("5a17b9d9ab102555b9c38874"));    // written as its 12 bytes
        item.put("hex", ObjectId.parse("5A17B9D9AB102555B9C38874"));   // written as "5a17b9d9ab102555b9c38874"
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
        new GenericDatumWriter<GenericRecord>(schema, model).write(item, encoder);
        encoder.flush();
        GenericRecord read = new GenericDatumReader<GenericRecord>(schema, schema, model)
                .read(null, DecoderFactory.get().binaryDecoder(out.toByteArray(), null));
        ObjectId id = (ObjectId) read.get("id");                        // 5a17b9d9ab102555b9c38874
        // END README avro

        assertThat(id).isEqualTo(ObjectId.parse("5a17b9d9ab102555b9c38874"));
        assertThat(read.get("hex")).isEqualTo(id);
        assertThat(HexFormat.of().formatHex(out.toByteArray())).startsWith("5a17b9d9ab102555b9c38874" + "30"
                + HexFormat.of().formatHex("5a17b9d9ab102555b9c38874".getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
        assertThat(schema.getField("id").schema().getLogicalType()).isSameAs(ObjectIdLogicalType.INSTANCE);
        assertThat(catchThrowableOfType(AvroTypeException.class, () -> new ObjectIdConversion()
                .fromCharSequence("xyz", schema.getField("hex").schema(), ObjectIdLogicalType.INSTANCE)))
                .hasMessageStartingWith("Invalid ObjectId \"xyz\"");
    }
}
