package dev.oid.spring.testapp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

import dev.oid.spring.ScenarioSupport;
import org.junit.jupiter.api.Test;
import org.skyscreamer.jsonassert.JSONAssert;
import org.skyscreamer.jsonassert.JSONCompareMode;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.test.web.servlet.MockMvc;

/**
 * What a {@code @WebMvcTest} of {@link IdController} must show, on either Boot line (each has its own annotation,
 * so each line's test class, {@code WebMvcSliceTest}, names it and extends this): the starter's Spring MVC part is in
 * the slice, so a bad id is a 400 carrying the parse message (problem details on) and an empty one is no id.
 */
public abstract class WebMvcSliceScenario {

    @Autowired
    MockMvc mvc;

    @Test
    void aBadIdIsA400CarryingTheParseMessage() throws Exception {
        MockHttpServletResponse response = mvc.perform(get("/param").param("id", "not-an-id")
                .accept(MediaType.APPLICATION_JSON)).andReturn().getResponse();

        assertThat(response.getStatus()).isEqualTo(400);
        assertThat(response.getContentType()).isEqualTo("application/problem+json");
        JSONAssert.assertEquals("{\"status\":400,\"detail\":" + quote(ScenarioSupport.BAD_ID_MESSAGE) + "}",
                response.getContentAsString(), JSONCompareMode.LENIENT);
    }

    @Test
    void anEmptyIdIsNoId() throws Exception {
        MockHttpServletResponse response = mvc.perform(get("/optional-param").param("id", "")
                .accept(MediaType.APPLICATION_JSON)).andReturn().getResponse();

        assertThat(response.getStatus()).isEqualTo(200);
        JSONAssert.assertEquals("{\"id\":null,\"source\":\"optional-param\"}", response.getContentAsString(),
                JSONCompareMode.STRICT);
    }

    static String quote(String text) {
        return "\"" + text.replace("\"", "\\\"") + "\"";
    }
}
