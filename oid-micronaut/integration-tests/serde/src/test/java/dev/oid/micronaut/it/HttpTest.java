package dev.oid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** ObjectIds in bodies (Micronaut Serialization) and in path variables, query values and headers. */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HttpTest implements TestPropertyProvider {

    static final String ID = "5a17b9d9ab102555b9c38874"; // 2017-11-24T06:19:05Z
    static final String OTHER = "4df2dcec2cdcd20936a8b817"; // 2011-06-11T03:11:40Z

    /** ObjectId.parse's message for "xyz". */
    static final String BAD_XYZ =
            "Invalid ObjectId \"xyz\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 3 characters";

    @Inject
    EmbeddedServer server;

    @Override
    public Map<String, String> getProperties() {
        return TestApplication.properties();
    }

    private Http http() {
        return new Http(server.getURI());
    }

    @Test
    void bodiesCarryIdsAsHexStringsAndAcceptExtendedJson() {
        HttpResponse<String> response = http().postJson("/notes/echo", "{\"id\":\"" + ID.toUpperCase() + "\","
                + "\"author\":{\"$oid\":\"" + OTHER + "\"},\"related\":[\"" + OTHER + "\",{\"$oid\":\"" + ID + "\"}],"
                + "\"text\":\"hi\"}");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("{\"id\":\"" + ID + "\",\"author\":\"" + OTHER + "\",\"related\":[\""
                + OTHER + "\",\"" + ID + "\"],\"text\":\"hi\"}");
    }

    @Test
    void aBadIdInABodyIsABadRequestNamingTheValue() {
        HttpResponse<String> response = http().postJson("/notes/echo",
                "{\"id\":\"xyz\",\"author\":\"" + OTHER + "\",\"related\":[],\"text\":\"hi\"}");

        assertThat(response.statusCode()).isEqualTo(400);
        // Micronaut's JSON error body, whose message names the argument and carries parse's message.
        assertThat(response.body()).isEqualTo("{\"_links\":{\"self\":[{\"href\":\"/notes/echo\",\"templated\":false}]},"
                + "\"_embedded\":{\"errors\":[{\"message\":\"Failed to convert argument [note] for value [null] due to:"
                + " Cannot deserialize value of type `dev.oid.ObjectId` due to: " + BAD_XYZ.replace("\"", "\\\"")
                + " \\n at [Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1,"
                + " column: 12]\",\"path\":\"/note\"}]},\"message\":\"Bad Request\"}");
    }

    @Test
    void pathVariable() {
        HttpResponse<String> ok = http().get("/notes/" + ID);
        assertThat(ok.statusCode()).isEqualTo(200);
        assertThat(ok.body()).isEqualTo("{\"id\":\"" + ID + "\",\"author\":\"" + ID + "\","
                + "\"text\":\"created 2017-11-24T06:19:05Z\"}");

        HttpResponse<String> bad = http().get("/notes/xyz");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.headers().firstValue("Content-Type")).hasValue("text/plain");
        assertThat(bad.body()).isEqualTo(BAD_XYZ);
    }

    @Test
    void queryValue() {
        HttpResponse<String> ok = http().get("/notes/query?id=" + ID);
        assertThat(ok.statusCode()).isEqualTo(200);
        assertThat(ok.body()).isEqualTo(ID + " 2017-11-24T06:19:05Z");

        HttpResponse<String> bad = http().get("/notes/query?id=" + ID + "0");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).isEqualTo("Invalid ObjectId \"" + ID + "0\": expected exactly 24 hexadecimal digits"
                + " (0-9, a-f, A-F), found 25 characters");
    }

    /** An empty query value is no id, as Micronaut makes an empty one of a {@code UUID}: an optional one is null. */
    @Test
    void anEmptyQueryValueIsNoId() {
        HttpResponse<String> uuid = http().get("/notes/optional-uuid-query?id=");
        HttpResponse<String> objectId = http().get("/notes/optional-query?id=");

        assertThat(uuid.statusCode()).isEqualTo(200);
        assertThat(uuid.body()).isEqualTo("absent");
        assertThat(objectId.statusCode()).isEqualTo(200);
        assertThat(objectId.body()).isEqualTo("absent");
    }

    /** An empty required query value is missing, exactly as an empty required {@code UUID} is (the path aside). */
    @Test
    void anEmptyRequiredQueryValueIsMissingAsAnEmptyUuidIs() {
        HttpResponse<String> uuid = http().get("/notes/uuid-query?id=");
        HttpResponse<String> objectId = http().get("/notes/query?id=");

        assertThat(uuid.statusCode()).isEqualTo(400);
        assertThat(objectId.statusCode()).isEqualTo(400);
        assertThat(objectId.body()).isEqualTo(uuid.body().replace("/notes/uuid-query", "/notes/query"))
                .isEqualTo("{\"_links\":{\"self\":[{\"href\":\"/notes/query?id=\",\"templated\":false}]},"
                        + "\"_embedded\":{\"errors\":[{\"message\":\"Required QueryValue [id] not specified\","
                        + "\"path\":\"/id\"}]},\"message\":\"Bad Request\"}");
    }

    /**
     * A blank query value is a bad one, as Micronaut makes a blank {@code UUID} ("Invalid UUID string"): a 400 whose
     * body is the parse message, which quotes it.
     */
    @Test
    void aBlankQueryValueIsABadId() {
        assertThat(http().get("/notes/optional-uuid-query?id=%20%20").statusCode()).isEqualTo(400);

        HttpResponse<String> objectId = http().get("/notes/optional-query?id=%20%20");

        assertThat(objectId.statusCode()).isEqualTo(400);
        assertThat(objectId.body()).isEqualTo("Invalid ObjectId \"  \": expected exactly 24 hexadecimal digits"
                + " (0-9, a-f, A-F), found 2 characters");
    }

    /**
     * A form posted to a bean: its id binds (Micronaut hands each field to the bean's deserializer as an array of one
     * value), in either case. An empty or bad id field is a 400 quoting it, as Micronaut answers an empty
     * {@code UUID} field with a 400 ("Invalid UUID string: "): here Micronaut's own types do not take an empty
     * field for an absent one, so neither does the id.
     */
    @Test
    void aFormBindsItsIdAndAnEmptyIdFieldIsA400AsAnEmptyUuidFieldIs() {
        String uuid = "0b5f4f3e-7a2c-4d1b-9e8f-123456789abc";
        HttpResponse<String> both = http().postForm("/notes/form", "id=" + ID.toUpperCase() + "&uuid=" + uuid
                + "&text=hi");
        HttpResponse<String> idOnly = http().postForm("/notes/form", "id=" + ID + "&text=hi");
        HttpResponse<String> emptyUuid = http().postForm("/notes/form", "id=" + ID + "&uuid=&text=hi");
        HttpResponse<String> emptyId = http().postForm("/notes/form", "id=&uuid=" + uuid + "&text=hi");
        HttpResponse<String> bad = http().postForm("/notes/form", "id=xyz&text=hi");

        assertThat(both.statusCode()).as(both.body()).isEqualTo(200);
        assertThat(both.body()).isEqualTo(ID + " " + uuid + " hi");
        assertThat(idOnly.statusCode()).as(idOnly.body()).isEqualTo(200);
        assertThat(idOnly.body()).isEqualTo(ID + " - hi");
        assertThat(emptyUuid.statusCode()).isEqualTo(400);
        assertThat(emptyUuid.body()).contains("Invalid UUID string: ");
        assertThat(emptyId.statusCode()).isEqualTo(400);
        assertThat(emptyId.body()).contains("Invalid ObjectId \\\"\\\": expected exactly 24 hexadecimal digits"
                + " (0-9, a-f, A-F), found 0 characters");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).contains(BAD_XYZ.replace("\"", "\\\""));
    }

    @Test
    void header() {
        HttpResponse<String> ok = http().get("/notes/header", "X-Note-Id", OTHER);
        assertThat(ok.statusCode()).isEqualTo(200);
        assertThat(ok.body()).isEqualTo(OTHER + " 2011-06-11T03:11:40Z");

        HttpResponse<String> bad = http().get("/notes/header", "X-Note-Id", "xyz");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).isEqualTo(BAD_XYZ);

        HttpResponse<String> empty = http().get("/notes/header", "X-Note-Id", "");
        assertThat(empty.statusCode()).isEqualTo(400);
        assertThat(empty.body()).contains("Required Header [X-Note-Id] not specified");
    }

    @Test
    void repeatedQueryValues() {
        HttpResponse<String> ok = http().get("/notes/many?id=" + ID + "&id=" + OTHER);
        assertThat(ok.statusCode()).isEqualTo(200);
        assertThat(ok.body()).isEqualTo(ID + "\n" + OTHER);

        HttpResponse<String> bad = http().get("/notes/many?id=" + ID + "&id=xyz");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).isEqualTo(BAD_XYZ);
    }
}
