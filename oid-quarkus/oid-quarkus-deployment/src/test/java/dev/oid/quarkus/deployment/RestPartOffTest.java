package dev.oid.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code quarkus.oid.rest.enabled=false} leaves parameters to JAX-RS, which converts them with
 * {@code ObjectId.valueOf(String)} and answers a bad path parameter with an empty 404: what the extension's
 * converter is there to change.
 */
class RestPartOffTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(IdResource.class, IdResource.Body.class))
            .overrideConfigKey("quarkus.oid.rest.enabled", "false");

    @Test
    void aGoodIdStillConverts() {
        Response response = given().get("/ids/5a17b9d9ab102555b9c38874");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body().asString()).isEqualTo("{\"id\":\"5a17b9d9ab102555b9c38874\"}");
    }

    @Test
    void aBadPathParameterIsAnEmptyNotFound() {
        Response response = given().get("/ids/xyz");

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body().asString()).isEmpty();
    }
}
