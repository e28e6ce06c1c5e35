package dev.oid.spring.testapp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import org.junit.jupiter.api.Test;
import org.skyscreamer.jsonassert.JSONAssert;
import org.skyscreamer.jsonassert.JSONCompareMode;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.json.JsonTest;
import org.springframework.boot.test.json.JacksonTester;

/**
 * {@code @JsonTest} (the same annotation on Spring Boot 3.5 and 4.0) loads the starter's Jackson part with its
 * properties: the mapper of the slice writes and reads ObjectIds with oid's module, here in the {@code object} shape.
 */
@JsonTest(properties = "oid.jackson.shape=object")
class JsonSliceTest {

    @Autowired
    JacksonTester<Echo> json;

    @Test
    void theSlicesMapperWritesAndReadsObjectIdsWithTheStartersModule() throws Exception {
        Echo echo = new Echo(ObjectId.parse("5a17b9d9ab102555b9c38874"), "slice");

        JSONAssert.assertEquals("{\"id\":{\"$oid\":\"5a17b9d9ab102555b9c38874\"},\"source\":\"slice\"}",
                json.write(echo).getJson(), JSONCompareMode.STRICT);
        assertThat(json.parseObject("{\"id\":\"5a17b9d9ab102555b9c38874\",\"source\":\"slice\"}")).isEqualTo(echo);
    }
}
