package dev.oid.spring;

import static dev.oid.spring.ScenarioSupport.BAD_ID_MESSAGE;
import static dev.oid.spring.ScenarioSupport.ID;
import static dev.oid.spring.ScenarioSupport.assertJson;
import static dev.oid.spring.ScenarioSupport.assertJsonFields;
import static dev.oid.spring.ScenarioSupport.get;
import static dev.oid.spring.ScenarioSupport.postJson;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.json.JSONException;
import org.json.JSONObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.skyscreamer.jsonassert.JSONAssert;
import org.skyscreamer.jsonassert.JSONCompareMode;
import org.springframework.core.SpringVersion;

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

        /** An empty or blank value is no id, as for Spring's own converters: the optional parameter is null. */
        @ParameterizedTest
        @ValueSource(strings = {"", "%20%20%20", "%09"})
        void anEmptyOrBlankParameterIsNoId(String value) {
            assertJson(get(environment, "/optional-param?id=" + value), 200,
                    "{\"id\":null,\"source\":\"optional-param\"}");
        }

        /**
         * An empty or blank required parameter is answered as Spring answers one of type {@code UUID}: 400, the
         * parameter missing (the body the same but for the path, the type's name and the time).
         */
        @ParameterizedTest
        @ValueSource(strings = {"", "%20%20%20"})
        void anEmptyOrBlankRequiredParameterIsMissingAsAnEmptyUuidIs(String value) throws JSONException {
            HttpResponse<String> objectId = get(environment, "/param?id=" + value);
            HttpResponse<String> uuid = get(environment, "/uuid-param?id=" + value);

            assertThat(objectId.statusCode()).as(objectId.body()).isEqualTo(400);
            assertThat(uuid.statusCode()).as(uuid.body()).isEqualTo(400);
            assertThat(objectId.body()).doesNotContain("Invalid ObjectId");
            JSONAssert.assertEquals(withoutVolatileFields(uuid.body().replace("/uuid-param", "/param")
                    .replace("UUID", "ObjectId")), withoutVolatileFields(objectId.body()), JSONCompareMode.STRICT);
        }

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

    /** The error body without what differs between two requests: the time and WebFlux's request id. */
    private static String withoutVolatileFields(String json) throws JSONException {
        JSONObject body = new JSONObject(json);
        body.remove("timestamp");
        body.remove("requestId");
        return body.toString();
    }

    static String quote(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
