package dev.oid.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** With no configuration: ids are JSON strings and a bad path parameter is a 400 quoting it. */
class DefaultsTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(IdResource.class, IdResource.Body.class));

    @Test
    void idsAreWrittenAsStrings() {
        given().get("/ids/5A17B9D9AB102555B9C38874")
                .then().statusCode(200).body(equalTo("{\"id\":\"5a17b9d9ab102555b9c38874\"}"));
    }

    @Test
    void aBadPathParameterIsABadRequest() {
        given().get("/ids/5a17b9d9ab102555b9c3887g")
                .then().statusCode(400)
                .body(equalTo("Invalid ObjectId \"5a17b9d9ab102555b9c3887g\": expected exactly 24 hexadecimal"
                        + " digits (0-9, a-f, A-F), found 'g' (U+0067) at index 23"));
    }
}
