package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.context.annotation.ImportCandidates;

/**
 * Every test slice that loads a framework the starter serves imports the starter's auto-configuration of it, through
 * the {@code META-INF/spring/<annotation>.imports} files of the starter, under the annotation's name of this Spring
 * Boot line (3.5's {@code org.springframework.boot.test.autoconfigure...}, 4.0's per-module packages): exactly these
 * oid auto-configurations, so a misspelt file name fails on the line it is for. Run on Spring Boot 3.5 (this module)
 * and 4.0 ({@code integration-tests/spring-boot-4.0}, which has every 4.0 test module); the slice tests of the
 * applications ({@code *SliceTest}) show the imported parts at work.
 */
class SliceImportsTest {

    private static final String CORE = "dev.oid.spring.ObjectIdAutoConfiguration";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            JSON (@JsonTest, @WebMvcTest, @WebFluxTest) | org.springframework.boot.test.autoconfigure.json.AutoConfigureJson | org.springframework.boot.test.autoconfigure.json.AutoConfigureJson | dev.oid.spring.jackson.ObjectIdJacksonAutoConfiguration
            Web MVC (@WebMvcTest) | org.springframework.boot.test.autoconfigure.web.servlet.AutoConfigureWebMvc | org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureWebMvc | dev.oid.spring.web.ObjectIdWebMvcAutoConfiguration
            WebFlux (@WebFluxTest) | org.springframework.boot.test.autoconfigure.web.reactive.AutoConfigureWebFlux | org.springframework.boot.webflux.test.autoconfigure.AutoConfigureWebFlux | dev.oid.spring.web.ObjectIdWebFluxAutoConfiguration
            JPA (@DataJpaTest) | org.springframework.boot.test.autoconfigure.orm.jpa.AutoConfigureDataJpa | org.springframework.boot.data.jpa.test.autoconfigure.AutoConfigureDataJpa | dev.oid.spring.ObjectIdAutoConfiguration dev.oid.spring.jpa.ObjectIdJpaAutoConfiguration dev.oid.spring.sql.ObjectIdSqlFunctionsAutoConfiguration
            Spring Data JDBC (@DataJdbcTest) | org.springframework.boot.test.autoconfigure.data.jdbc.AutoConfigureDataJdbc | org.springframework.boot.data.jdbc.test.autoconfigure.AutoConfigureDataJdbc | dev.oid.spring.ObjectIdAutoConfiguration dev.oid.spring.jdbc.ObjectIdJdbcAutoConfiguration dev.oid.spring.sql.ObjectIdSqlFunctionsAutoConfiguration
            JDBC (@JdbcTest) | org.springframework.boot.test.autoconfigure.jdbc.AutoConfigureJdbc | org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureJdbc | dev.oid.spring.sql.ObjectIdSqlFunctionsAutoConfiguration
            R2DBC (@DataR2dbcTest) | org.springframework.boot.test.autoconfigure.data.r2dbc.AutoConfigureDataR2dbc | org.springframework.boot.data.r2dbc.test.autoconfigure.AutoConfigureDataR2dbc | dev.oid.spring.r2dbc.ObjectIdR2dbcAutoConfiguration
            GraphQL (@GraphQlTest) | org.springframework.boot.test.autoconfigure.graphql.AutoConfigureGraphQl | org.springframework.boot.graphql.test.autoconfigure.AutoConfigureGraphQl | dev.oid.spring.graphql.ObjectIdGraphQlAutoConfiguration
            MongoDB (@DataMongoTest) | org.springframework.boot.test.autoconfigure.data.mongo.AutoConfigureDataMongo | org.springframework.boot.data.mongodb.test.autoconfigure.AutoConfigureDataMongo | dev.oid.spring.mongo.ObjectIdMongoAutoConfiguration
            """)
    void theSliceImportsTheStartersPartOfItsFramework(String slice, String boot3, String boot4, String part)
            throws ClassNotFoundException {
        String name = SpringBootVersion.getVersion().startsWith("3.") ? boot3 : boot4;
        Class<?> annotation = Class.forName(name, false, getClass().getClassLoader());

        List<String> oid = ImportCandidates.load(annotation, getClass().getClassLoader()).getCandidates().stream()
                .filter(candidate -> candidate.startsWith("dev.oid.")).toList();

        // Several parts are listed in order; one part alone is preceded by the core configuration (the generator
        // and the oid.* properties), except the web, GraphQL and SQL function parts, which need neither.
        List<String> expected = part.contains(" ") ? List.of(part.split(" "))
                : part.matches(".*\\.(web|graphql|sql)\\..*") ? List.of(part) : List.of(CORE, part);
        assertThat(oid).as(slice + ": " + name).containsExactlyElementsOf(expected);
    }
}
