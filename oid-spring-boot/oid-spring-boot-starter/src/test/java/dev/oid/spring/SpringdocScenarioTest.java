package dev.oid.spring;

import dev.oid.spring.springdoc.ObjectIdSpringdocAutoConfiguration;
import static dev.oid.spring.ScenarioSupport.get;
import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import dev.oid.spring.testapp.TestApplication;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

/** springdoc-openapi's {@code /v3/api-docs} describes ObjectId as a string with the ObjectId pattern. */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "spring.mvc.problemdetails.enabled=true")
class SpringdocScenarioTest extends ApplicationTest {

    private static final Map<String, Object> OBJECT_ID_SCHEMA = Map.of(
            "type", "string",
            "pattern", "^[0-9a-fA-F]{24}$",
            "example", "5a17b9d9ab102555b9c38874",
            "minLength", 24,
            "maxLength", 24,
            "description", "ObjectId: 24 hexadecimal characters (12 bytes)");

    @org.springframework.beans.factory.annotation.Autowired
    org.springframework.context.ApplicationContext context;

    @Test
    void describesObjectIdPropertiesAndParametersAsPatternedStrings() {
        assertThat(context.getBeansOfType(ObjectIdSpringdocAutoConfiguration.ObjectIdModelConverter.class)).hasSize(1);
        HttpResponse<String> response = get(environment, "/v3/api-docs");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        String body = response.body();

        Map<String, Object> property = JsonPath.read(body, "$.components.schemas.Echo.properties.id");
        assertThat(property).isEqualTo(OBJECT_ID_SCHEMA);
        Map<String, Object> noteId = JsonPath.read(body, "$.components.schemas.Note.properties.id");
        assertThat(noteId).isEqualTo(OBJECT_ID_SCHEMA);
        Map<String, Object> pathParameter = JsonPath.read(body, "$.paths['/path/{id}'].get.parameters[0].schema");
        assertThat(pathParameter).isEqualTo(OBJECT_ID_SCHEMA);
        Map<String, Object> headerParameter = JsonPath.read(body, "$.paths['/header'].get.parameters[0]");
        assertThat(headerParameter).containsEntry("in", "header").containsEntry("schema", OBJECT_ID_SCHEMA);
    }
}
