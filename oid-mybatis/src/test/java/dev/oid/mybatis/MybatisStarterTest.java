package dev.oid.mybatis;

import static dev.oid.mybatis.TestMyBatis.DATABASE;
import static dev.oid.mybatis.TestMyBatis.H2_NAME;
import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.testsupport.UsesDatabase;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.session.SqlSessionFactory;
import org.apache.ibatis.type.JdbcType;
import org.apache.ibatis.type.TypeHandlerRegistry;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * mybatis-spring-boot-starter (3.0, Spring Boot 3.5) with {@code mybatis.type-handlers-package=dev.oid.mybatis}
 * and nothing else of oid's: the handlers are registered and a {@code @Mapper} stores and reads ids on the test
 * database.
 */
@UsesDatabase
class MybatisStarterTest {

    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    static class Application {
    }

    @Mapper
    public interface StarterNoteMapper {
        @Insert("INSERT INTO oid_mybatis_boot (id, author_id) VALUES (#{id}, #{authorId,jdbcType=CHAR})")
        void insert(@Param("id") ObjectId id, @Param("authorId") ObjectId authorId);

        @Select("SELECT author_id FROM oid_mybatis_boot WHERE id = #{id}")
        ObjectId authorOf(ObjectId id);

        @Select("SELECT id FROM oid_mybatis_boot WHERE author_id = #{authorId,jdbcType=CHAR}")
        ObjectId idOf(ObjectId authorId);
    }

    @Test
    void typeHandlersPackageRegistersTheHandlers() throws Exception {
        DATABASE.dropIfExists(H2_NAME, "oid_mybatis_boot");
        DATABASE.execute(H2_NAME, "CREATE TABLE oid_mybatis_boot (id " + DATABASE.binary12()
                + " PRIMARY KEY, author_id CHAR(24))");
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(Application.class)
                .web(WebApplicationType.NONE)
                .properties("mybatis.type-handlers-package=dev.oid.mybatis",
                        "spring.datasource.url=" + DATABASE.url(H2_NAME),
                        "spring.datasource.username=" + DATABASE.user(),
                        "spring.datasource.password=" + DATABASE.password(),
                        "spring.main.banner-mode=off")
                .run()) {
            TypeHandlerRegistry registry = context.getBean(SqlSessionFactory.class).getConfiguration()
                    .getTypeHandlerRegistry();
            assertThat(registry.getTypeHandler(ObjectId.class)).isInstanceOf(ObjectIdTypeHandler.class);
            assertThat(registry.getTypeHandler(ObjectId.class, JdbcType.CHAR))
                    .isInstanceOf(ObjectIdHexTypeHandler.class);

            StarterNoteMapper notes = context.getBean(StarterNoteMapper.class);
            ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
            ObjectId author = ObjectId.parse("5a17b9d9ab102555b9c38875");
            notes.insert(id, author);
            assertThat(notes.authorOf(id)).isEqualTo(author);
            assertThat(notes.idOf(author)).isEqualTo(id);
        } finally {
            DATABASE.dropIfExists(H2_NAME, "oid_mybatis_boot");
        }
    }
}
