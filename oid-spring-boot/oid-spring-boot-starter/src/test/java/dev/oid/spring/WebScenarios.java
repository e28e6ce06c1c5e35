package dev.oid.spring;

import static dev.oid.spring.ScenarioSupport.BAD_ID_MESSAGE;
import static dev.oid.spring.ScenarioSupport.ID;
import static dev.oid.spring.ScenarioSupport.assertJson;
import static dev.oid.spring.ScenarioSupport.assertJsonFields;
import static dev.oid.spring.ScenarioSupport.get;
import static dev.oid.spring.ScenarioSupport.postJson;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.params.ParameterizedTest;
import org.springframework.core.SpringVersion;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Web scenarios (path variables, parameters, headers and JSON bodies) against the real loopback server of
 * {@link dev.oid.spring.testapp.TestApplication}, for
 * Spring MVC (Tomcat) and WebFlux (Netty), with problem details on and off; the JSON shape of ids is the default
 * {@code string} with problem details on, {@code object} with them off.
 */
final class WebScenarios {

    private WebScenarios() {
    }

    /** The requests that carry {@code value} in each binding position, as {@code source,path,header}. */
    private static final String BINDINGS = """
            path,   /path/{v},           ''
            param,  /param?id={v},       ''
            header, /header,             X-Order-Id
            matrix, /matrix/order;id={v}, ''
            """;

    abstract static class Scenario extends ApplicationTest {

        HttpResponse<String> request(String path, String header, String value) {
            String target = path.replace("{v}", value);
            return header.isEmpty() ? get(environment, target) : get(environment, target, header, value);
        }

        /** The JSON of {@code id} in the shape this context writes. */
        abstract String json(String hex);

        @ParameterizedTest
        @CsvSource(textBlock = BINDINGS)
        void convertsAValidIdInEveryBindingPosition(String source, String path, String header) {
            assertJson(request(path, header, ID), 200, "{\"id\":" + json(ID) + ",\"source\":\"" + source + "\"}");
        }

        @ParameterizedTest
        @CsvSource(textBlock = BINDINGS)
        void answersABadIdWith400CarryingTheParseMessage(String source, String path, String header) {
            HttpResponse<String> response = request(path, header, "not-an-id");
            assertBadId(response, response.uri().getRawPath());
        }

        abstract void assertBadId(HttpResponse<String> response, String path);

        @Test
        void validatesAnObjectIdTypedFieldWithValidObjectIdInsteadOfFailingWith500() {
            assertJson(postJson(environment, "/notes", "{\"id\":\"" + ID + "\",\"ref\":\"" + ID + "\"}"), 200,
                    "{\"id\":" + json(ID) + ",\"source\":\"body\"}");
            assertThat(postJson(environment, "/notes", "{\"id\":\"" + ID + "\",\"ref\":\"nope\"}").statusCode())
                    .isEqualTo(400);
        }
    }

    abstract static class ProblemDetailsScenario extends Scenario {

        @Override
        String json(String hex) {
            return "\"" + hex + "\"";
        }

        @Override
        void assertBadId(HttpResponse<String> response, String path) {
            // Spring 7 (Boot 4) leaves out the default type "about:blank"; Spring 6.2 (Boot 3.5) writes it.
            String type = SpringVersion.getVersion().startsWith("6.") ? "\"type\":\"about:blank\"," : "";
            assertJson(response, 400, "{" + type + "\"title\":\"Bad Request\",\"status\":400,"
                    + "\"detail\":" + quote(BAD_ID_MESSAGE) + ",\"instance\":" + quote(path) + "}");
            assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        }
    }

    abstract static class ErrorAttributesScenario extends Scenario {

        @Override
        String json(String hex) {
            return "{\"$oid\":\"" + hex + "\"}";
        }

        @Override
        void assertBadId(HttpResponse<String> response, String path) {
            assertJsonFields(response, 400, "{\"status\":400,\"error\":\"Bad Request\",\"message\":"
                    + quote(BAD_ID_MESSAGE) + ",\"path\":" + quote(path) + "}");
        }
    }

    static String quote(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
