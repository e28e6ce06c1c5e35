package dev.oid.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code quarkus.oid.jackson.shape=object} writes MongoDB Extended JSON. */
class JacksonShapeObjectTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(IdResource.class, IdResource.Body.class))
            .overrideConfigKey("quarkus.oid.jackson.shape", "object");

    @Test
    void idsAreWrittenAsExtendedJson() {
        Response response = given().get("/ids/5a17b9d9ab102555b9c38874");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body().asString()).isEqualTo("{\"id\":{\"$oid\":\"5a17b9d9ab102555b9c38874\"}}");
    }
}
