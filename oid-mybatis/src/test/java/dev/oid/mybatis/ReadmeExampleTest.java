package dev.oid.mybatis;

import static dev.oid.mybatis.TestMyBatis.DATABASE;
import static dev.oid.mybatis.TestMyBatis.H2_NAME;
import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.testsupport.ReadmeSnippets;
import dev.oid.testsupport.UsesDatabase;
import java.nio.file.Path;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.mapping.Environment;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.session.SqlSession;
import org.apache.ibatis.session.SqlSessionFactory;
import org.apache.ibatis.session.SqlSessionFactoryBuilder;
import org.junit.jupiter.api.Test;

/**
 * This module's README.md cannot rot: the Java snippets of its {@code mybatis} section are the code between the
 * {@code README mybatis} markers below, run on the test database.
 */
@UsesDatabase
class ReadmeExampleTest {

    // BEGIN README mybatis
    public interface NoteMapper {
        @Insert("INSERT INTO mybatis_note (id, author_id) VALUES (#{id}, #{authorId,jdbcType=CHAR})")
        void insert(@Param("id") ObjectId id, @Param("authorId") ObjectId authorId);

        @Select("SELECT author_id FROM mybatis_note WHERE id = #{id}")
        ObjectId authorOf(ObjectId id);
    }
    // END README mybatis

    @Test
    void theReadmeSnippetsAreCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "mybatis",
                Path.of("src", "test", "java", "dev", "oid", "mybatis", "ReadmeExampleTest.java"));
    }

    @Test
    void theSnippetsStoreAndReadIds() throws Exception {
        DATABASE.dropIfExists(H2_NAME, "mybatis_note");
        DATABASE.execute(H2_NAME, "CREATE TABLE mybatis_note (id " + DATABASE.binary12()
                + " PRIMARY KEY, author_id CHAR(24))");
        Environment environment = TestMyBatis.environment();
        try {
            // BEGIN README mybatis
            Configuration configuration = new Configuration(environment);
            configuration.getTypeHandlerRegistry().register("dev.oid.mybatis");   // = type-handlers-package
            configuration.addMapper(NoteMapper.class);
            SqlSessionFactory sessions = new SqlSessionFactoryBuilder().build(configuration);

            ObjectId id = ObjectId.generate();
            ObjectId author = ObjectId.parse("5a17b9d9ab102555b9c38874");
            try (SqlSession session = sessions.openSession(true)) {
                NoteMapper notes = session.getMapper(NoteMapper.class);
                notes.insert(id, author);                   // id: 12 bytes, author: CHAR(24)
                ObjectId read = notes.authorOf(id);         // equals author
            }
            // END README mybatis

            try (SqlSession session = sessions.openSession(true)) {
                assertThat(session.getMapper(NoteMapper.class).authorOf(id)).isEqualTo(author);
            }
        } finally {
            DATABASE.dropIfExists(H2_NAME, "mybatis_note");
        }
    }
}
