package dev.oid.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.QuarkusUnitTest;
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
        given().get("/ids/5a17b9d9ab102555b9c38874")
                .then().statusCode(200).body(equalTo("{\"id\":{\"$oid\":\"5a17b9d9ab102555b9c38874\"}}"));
    }
}
