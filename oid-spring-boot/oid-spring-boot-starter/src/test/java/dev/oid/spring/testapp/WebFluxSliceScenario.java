package dev.oid.spring.testapp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.spring.ScenarioSupport;
import org.junit.jupiter.api.Test;
import org.skyscreamer.jsonassert.JSONAssert;
import org.skyscreamer.jsonassert.JSONCompareMode;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.reactive.server.EntityExchangeResult;
import org.springframework.test.web.reactive.server.WebTestClient;

/**
 * What a {@code @WebFluxTest} of {@link IdController} must show, on either Boot line (each line's test class,
 * {@code WebFluxSliceTest}, names its annotation and extends this): the starter's WebFlux part is in the slice, so a
 * bad id is a 400 carrying the parse message (problem details on) and an empty one is no id.
 */
public abstract class WebFluxSliceScenario {

    @Autowired
    WebTestClient client;

    @Test
    void aBadIdIsA400CarryingTheParseMessage() throws Exception {
        EntityExchangeResult<String> result = client.get().uri("/param?id=not-an-id")
                .accept(MediaType.APPLICATION_JSON).exchange().expectBody(String.class).returnResult();

        assertThat(result.getStatus().value()).isEqualTo(400);
        assertThat(result.getResponseHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
        JSONAssert.assertEquals("{\"status\":400,\"detail\":" + WebMvcSliceScenario.quote(ScenarioSupport.BAD_ID_MESSAGE)
                + "}", result.getResponseBody(), JSONCompareMode.LENIENT);
    }

    @Test
    void anEmptyIdIsNoId() throws Exception {
        EntityExchangeResult<String> result = client.get().uri("/optional-param?id=")
                .accept(MediaType.APPLICATION_JSON).exchange().expectBody(String.class).returnResult();

        assertThat(result.getStatus().value()).isEqualTo(200);
        JSONAssert.assertEquals("{\"id\":null,\"source\":\"optional-param\"}", result.getResponseBody(),
                JSONCompareMode.STRICT);
    }
}
