package dev.oid.avro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.apache.avro.LogicalTypes;
import org.apache.avro.Schema;
import org.junit.jupiter.api.Test;

class ObjectIdLogicalTypeTest {

    private static Schema parse(String json) {
        return new Schema.Parser().parse(json);
    }

    @Test
    void schemaParserKnowsTheTypeThroughTheService() {
        Schema fixed = parse("{\"type\":\"fixed\",\"name\":\"Oid\",\"size\":12,\"logicalType\":\"object-id\"}");
        assertThat(fixed.getLogicalType()).isSameAs(ObjectIdLogicalType.INSTANCE);
        Schema string = parse("{\"type\":\"string\",\"logicalType\":\"object-id\"}");
        assertThat(string.getLogicalType()).isSameAs(ObjectIdLogicalType.INSTANCE);
        assertThat(LogicalTypes.getCustomRegisteredTypes()).containsKey("object-id");
    }

    @Test
    void addsItselfToASchema() {
        Schema fixed = ObjectIdLogicalType.INSTANCE.addToSchema(Schema.createFixed("Oid", null, "com.example", 12));
        assertThat(fixed.toString())
                .isEqualTo("{\"type\":\"fixed\",\"name\":\"Oid\",\"namespace\":\"com.example\",\"size\":12,"
                        + "\"logicalType\":\"object-id\"}");
        assertThat(new ObjectIdConversion().getRecommendedSchema().toString())
                .isEqualTo("{\"type\":\"fixed\",\"name\":\"ObjectId\",\"namespace\":\"dev.oid.avro\",\"doc\":\"A "
                        + "MongoDB ObjectId: its 12 bytes\",\"size\":12,\"logicalType\":\"object-id\"}");
    }

    @Test
    void rejectsAFixedOfAnotherSize() {
        Schema sixteen = parse("{\"type\":\"fixed\",\"name\":\"Uuid\",\"namespace\":\"com.example\",\"size\":16,"
                + "\"logicalType\":\"object-id\"}");
        assertThat(catchThrowableOfType(IllegalArgumentException.class, () -> LogicalTypes.fromSchema(sixteen)))
                .hasMessage("Logical type object-id on fixed com.example.Uuid of size 16: an ObjectId is 12 bytes, so "
                        + "the size must be 12");
        // As for every invalid logical type, Avro's parser keeps the schema and drops the logical type.
        assertThat(sixteen.getLogicalType()).isNull();
    }

    @Test
    void rejectsOtherBaseTypes() {
        for (String type : new String[] {"int", "long", "bytes", "boolean"}) {
            Schema schema = parse("{\"type\":\"" + type + "\",\"logicalType\":\"object-id\"}");
            assertThat(catchThrowableOfType(IllegalArgumentException.class, () -> LogicalTypes.fromSchema(schema)))
                    .hasMessage("Logical type object-id on " + type + ": it can only be used with an underlying fixed "
                            + "of size 12 or a string, e.g. {\"type\": \"fixed\", \"name\": \"ObjectId\", \"size\": "
                            + "12, \"logicalType\": \"object-id\"}");
            assertThat(catchThrowableOfType(IllegalArgumentException.class,
                    () -> ObjectIdLogicalType.INSTANCE.addToSchema(Schema.create(schema.getType()))))
                    .hasMessageStartingWith("Logical type object-id on " + type + ": ");
        }
    }
}
