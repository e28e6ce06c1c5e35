package dev.oid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.micronaut.it.web.Draft;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import jakarta.validation.Validator;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** {@code @ValidObjectId} with micronaut-validation, in a body and on a parameter. */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ValidationTest implements TestPropertyProvider {

    private static final String ID = HttpTest.ID;
    private static final String MESSAGE = "must be an ObjectId: 24 hexadecimal characters";

    @Inject
    EmbeddedServer server;

    @Inject
    Validator validator;

    @Override
    public Map<String, String> getProperties() {
        return TestApplication.properties();
    }

    @Test
    void theValidatorChecksValidObjectId() {
        assertThat(validator.validate(new Draft(ID, "t"))).isEmpty();
        assertThat(validator.validate(new Draft("xyz", "t")))
                .extracting(v -> v.getPropertyPath().toString() + ": " + v.getMessage())
                .containsExactly("author: " + MESSAGE);
    }

    @Test
    void validObjectIdInABody() {
        Http http = new Http(server.getURI());
        HttpResponse<String> ok = http.postJson("/notes/drafts", "{\"author\":\"" + ID + "\",\"text\":\"t\"}");
        assertThat(ok.statusCode()).isEqualTo(200);
        assertThat(ok.body()).isEqualTo("{\"author\":\"" + ID + "\",\"text\":\"t\"}");

        HttpResponse<String> bad = http.postJson("/notes/drafts", "{\"author\":\"xyz\",\"text\":\"t\"}");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).isEqualTo(error("/notes/drafts", "draft.author: " + MESSAGE));
    }

    @Test
    void validObjectIdOnAParameter() {
        Http http = new Http(server.getURI());
        HttpResponse<String> ok = http.get("/notes/by-author?author=" + ID);
        assertThat(ok.statusCode()).isEqualTo(200);
        assertThat(ok.body()).isEqualTo("{\"author\":\"" + ID + "\"}");

        HttpResponse<String> bad = http.get("/notes/by-author?author=xyz");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).isEqualTo(error("/notes/by-author?author=xyz", "author: " + MESSAGE));
    }

    /** Micronaut's JSON error body of a request to {@code path} with one error. */
    private static String error(String path, String message) {
        return "{\"_links\":{\"self\":[{\"href\":\"" + path + "\",\"templated\":false}]},\"_embedded\":{\"errors\":"
                + "[{\"message\":\"" + message + "\"}]},\"message\":\"Bad Request\"}";
    }
}
