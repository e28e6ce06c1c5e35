package dev.oid.jooq;

import static dev.oid.jooq.TestDsl.DATABASE;
import static dev.oid.jooq.TestDsl.H2_NAME;
import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.testsupport.ReadmeSnippets;
import dev.oid.testsupport.UsesDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import org.jooq.DSLContext;
import org.jooq.DataType;
import org.jooq.Field;
import org.jooq.Record;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;
import org.junit.jupiter.api.Test;

/**
 * This module's README.md cannot rot: the Java snippet of its {@code jooq} section is the code between the
 * {@code README jooq} markers below, run on the test database; its {@code jooq-codegen} XML is what
 * {@link CodeGenerationTest} runs the generator with.
 */
@UsesDatabase
class ReadmeExampleTest {

    @Test
    void theReadmeSnippetIsCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "jooq",
                Path.of("src", "test", "java", "dev", "oid", "jooq", "ReadmeExampleTest.java"));
    }

    @Test
    void theSnippetStoresAndReadsAnId() throws Exception {
        DATABASE.dropIfExists(H2_NAME, "jooq_note");
        DATABASE.execute(H2_NAME, "CREATE TABLE jooq_note (id " + DATABASE.binary12()
                + " PRIMARY KEY, text VARCHAR(100))");
        try (Connection connection = TestDsl.connect()) {
            DSLContext dsl = TestDsl.using(connection);
            // BEGIN README jooq
            DataType<ObjectId> objectId = SQLDataType.BINARY(12).asConvertedDataType(new ObjectIdConverter());
            Table<Record> notes = DSL.table(DSL.name("jooq_note"));
            Field<ObjectId> id = DSL.field(DSL.name("id"), objectId);
            Field<String> text = DSL.field(DSL.name("text"), SQLDataType.VARCHAR(100));

            ObjectId created = ObjectId.generate();
            dsl.insertInto(notes, id, text).values(created, "first note").execute();
            ObjectId read = dsl.select(id).from(notes).where(id.eq(created)).fetchOne(id);   // equals created
            // END README jooq

            assertThat(read).isEqualTo(created);
            Field<byte[]> raw = DSL.field(DSL.name("id"), SQLDataType.VARBINARY);
            assertThat(dsl.select(raw).from(notes).fetchOne(raw)).containsExactly(created.toByteArray());
        } finally {
            DATABASE.dropIfExists(H2_NAME, "jooq_note");
        }
    }
}
