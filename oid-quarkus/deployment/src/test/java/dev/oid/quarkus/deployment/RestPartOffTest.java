package dev.oid.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.emptyString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.QuarkusUnitTest;
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
        given().get("/ids/5a17b9d9ab102555b9c38874")
                .then().statusCode(200).body(equalTo("{\"id\":\"5a17b9d9ab102555b9c38874\"}"));
    }

    @Test
    void aBadPathParameterIsAnEmptyNotFound() {
        given().get("/ids/xyz").then().statusCode(404).body(emptyString());
    }
}
