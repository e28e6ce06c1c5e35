package dev.oid.micronaut.it.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.oid.ObjectId;
import dev.oid.micronaut.it.Http;
import dev.oid.micronaut.it.TestApplication;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The HTTP application with micronaut-jackson-databind instead of micronaut-serde-jackson: bodies go through
 * Jackson's ObjectMapper, which has oid's Jackson module.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class JacksonDatabindTest implements TestPropertyProvider {

    private static final String ID = "5a17b9d9ab102555b9c38874";
    private static final String OTHER = "4df2dcec2cdcd20936a8b817";

    @Inject
    EmbeddedServer server;

    @Inject
    ObjectMapper objectMapper;

    @Override
    public Map<String, String> getProperties() {
        return TestApplication.properties();
    }

    @Test
    void theObjectMapperHasOidsModule() throws Exception {
        // Once, though both the module scan (META-INF/services) and oid-micronaut's Module bean offer it.
        assertThat(objectMapper.getRegisteredModuleIds()).filteredOn(id -> id.toString().startsWith("dev.oid."))
                .containsExactly("dev.oid.jackson.ObjectIdModule:STRING");
        assertThat(objectMapper.writeValueAsString(ObjectId.parse(ID))).isEqualTo("\"" + ID + "\"");
    }

    @Test
    void bodiesCarryIdsAsHexStringsAndAcceptExtendedJson() {
        HttpResponse<String> response = new Http(server.getURI()).postJson("/notes/echo", "{\"id\":\"" + ID + "\","
                + "\"author\":{\"$oid\":\"" + OTHER + "\"},\"related\":[{\"$oid\":\"" + ID + "\"}],\"text\":\"hi\"}");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("{\"id\":\"" + ID + "\",\"author\":\"" + OTHER + "\",\"related\":[\""
                + ID + "\"],\"text\":\"hi\"}");
    }

    @Test
    void aBadIdInABodyIsABadRequest() {
        HttpResponse<String> response = new Http(server.getURI()).postJson("/notes/echo",
                "{\"id\":\"xyz\",\"author\":null,\"related\":[],\"text\":\"hi\"}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).contains("xyz");
    }

    @Test
    void aBadPathVariableIsABadRequestWithParsesMessage() {
        HttpResponse<String> response = new Http(server.getURI()).get("/notes/xyz");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).isEqualTo("Invalid ObjectId \"xyz\": expected exactly 24 hexadecimal digits"
                + " (0-9, a-f, A-F), found 3 characters");
    }
}
