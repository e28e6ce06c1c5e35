package dev.oid.jooq;

import static dev.oid.jooq.TestDsl.DATABASE;
import static dev.oid.jooq.TestDsl.H2_NAME;
import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.testsupport.ReadmeSnippets;
import dev.oid.testsupport.UsesDatabase;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Record;
import org.jooq.Table;
import org.jooq.codegen.GenerationTool;
import org.jooq.meta.jaxb.Configuration;
import org.jooq.meta.jaxb.Jdbc;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The code generator with the README's {@code <forcedTypes>}, verbatim, against a real schema (H2 in a plain
 * build, PostgreSQL and MariaDB in CI): the 12-byte and {@code CHAR(24)} columns named {@code id} or
 * {@code *_id} become {@code ObjectId} fields, other binary columns stay {@code byte[]}, and the generated code
 * compiles and stores and reads ids.
 */
@UsesDatabase
class CodeGenerationTest {

    private static final String TABLE = "oid_jooq_codegen_note";
    private static final String PACKAGE = "dev.oid.jooq.generated";

    @TempDir
    static Path target;

    private static Path generatedTable;

    @BeforeAll
    static void generate() throws Exception {
        DATABASE.dropIfExists(H2_NAME, TABLE);
        DATABASE.execute(H2_NAME, "CREATE TABLE " + TABLE + " (id " + DATABASE.binary12() + " PRIMARY KEY,"
                + " parent_id " + DATABASE.binary12() + " NULL, author_id CHAR(24) NULL,"
                + " payload " + DATABASE.binary12() + " NULL)");
        String forcedTypes = ReadmeSnippets.snippets(Path.of("README.md"), "jooq-codegen", "xml").get(0);
        String xml = "<configuration xmlns=\"http://www.jooq.org/xsd/jooq-codegen-3.19.0.xsd\"><generator>"
                + "<database><includes>(?i)" + TABLE + "</includes>" + forcedTypes + "</database>"
                + "</generator></configuration>";
        Configuration configuration = GenerationTool.load(new ByteArrayInputStream(
                xml.getBytes(StandardCharsets.UTF_8)));
        configuration.setJdbc(new Jdbc().withUrl(DATABASE.url(H2_NAME)).withUser(DATABASE.user())
                .withPassword(DATABASE.password()));
        org.jooq.meta.jaxb.Database database = configuration.getGenerator().getDatabase();
        try (Connection connection = TestDsl.connect()) {
            switch (DATABASE) {
                case H2 -> database.withName("org.jooq.meta.h2.H2Database").withInputSchema("public");
                case POSTGRESQL -> database.withName("org.jooq.meta.postgres.PostgresDatabase")
                        .withInputSchema("public");
                case MARIADB -> database.withName("org.jooq.meta.mariadb.MariaDBDatabase")
                        .withInputSchema(connection.getCatalog());
            }
        }
        configuration.getGenerator().withTarget(new org.jooq.meta.jaxb.Target().withPackageName(PACKAGE)
                .withDirectory(target.resolve("src").toString()));
        GenerationTool.generate(configuration);
        generatedTable = target.resolve("src/dev/oid/jooq/generated/tables/OidJooqCodegenNote.java");
    }

    @AfterAll
    static void dropTable() throws Exception {
        DATABASE.dropIfExists(H2_NAME, TABLE);
    }

    @Test
    void idColumnsBecomeObjectIdFieldsWithTheConverters() throws IOException {
        String source = Files.readString(generatedTable);

        assertThat(source)
                .containsPattern("TableField<OidJooqCodegenNoteRecord, ObjectId> ID = createField\\(DSL\\.name\\("
                        + "\"(?i:id)\"\\), SQLDataType\\.[A-Z]+(\\(12\\))?\\.nullable\\(false\\), this, \"\","
                        + " new ObjectIdConverter\\(\\)\\);")
                .containsPattern("TableField<OidJooqCodegenNoteRecord, ObjectId> PARENT_ID = createField\\(.*"
                        + " new ObjectIdConverter\\(\\)\\);")
                .containsPattern("TableField<OidJooqCodegenNoteRecord, ObjectId> AUTHOR_ID = createField\\(.*"
                        + "SQLDataType\\.CHAR\\(24\\).*, this, \"\", new ObjectIdHexConverter\\(\\)\\);")
                // not named like an id: stays bytes
                .containsPattern("TableField<OidJooqCodegenNoteRecord, byte\\[\\]> PAYLOAD = ")
                .contains("import dev.oid.ObjectId;", "import dev.oid.jooq.ObjectIdConverter;",
                        "import dev.oid.jooq.ObjectIdHexConverter;");
    }

    @Test
    void theGeneratedCodeCompilesAndStoresIds() throws Exception {
        Path classes = Files.createDirectories(target.resolve("classes"));
        List<String> sources;
        try (Stream<Path> files = Files.walk(target.resolve("src"))) {
            sources = files.filter(file -> file.toString().endsWith(".java")).map(Path::toString).toList();
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        String[] arguments = Stream.concat(Stream.of("-d", classes.toString(), "-classpath",
                System.getProperty("java.class.path"), "-proc:none", "--release", "17"), sources.stream())
                .toArray(String[]::new);
        assertThat(javac.run(null, null, null, arguments)).as("javac exit code").isZero();

        try (URLClassLoader loader = new URLClassLoader(new java.net.URL[] {classes.toUri().toURL()},
                getClass().getClassLoader()); Connection connection = TestDsl.connect()) {
            Table<?> table = (Table<?>) loader.loadClass(PACKAGE + ".tables.OidJooqCodegenNote")
                    .getField("OID_JOOQ_CODEGEN_NOTE").get(null);
            @SuppressWarnings("unchecked")
            Field<ObjectId> id = (Field<ObjectId>) table.field("id".equals(table.fields()[0].getName())
                    ? "id" : "ID");
            @SuppressWarnings("unchecked")
            Field<ObjectId> author = (Field<ObjectId>) table.fields()[2];
            assertThat(id.getType()).isEqualTo(ObjectId.class);
            assertThat(author.getType()).isEqualTo(ObjectId.class);

            ObjectId known = ObjectId.parse("5a17b9d9ab102555b9c38874");
            ObjectId authorId = ObjectId.parse("5b17b9d9ab102555b9c38874");
            DSLContext dsl = TestDsl.using(connection);
            dsl.insertInto(table).set(id, known).set(author, authorId).execute();
            Record row = dsl.selectFrom(table).where(id.eq(known)).fetchOne();
            assertThat(row.get(id)).isEqualTo(known);
            assertThat(row.get(author)).isEqualTo(authorId);
            assertThat(row.get(table.fields()[1])).isNull();
        }
    }
}
