package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.json.JSONException;
import org.skyscreamer.jsonassert.JSONAssert;
import org.skyscreamer.jsonassert.JSONCompareMode;
import org.springframework.core.env.Environment;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * What the scenario tests share on both Boot lines: the in-process MongoDB stand-in, plain HTTP against the
 * application's real loopback server, and strict JSON comparison (property order differs between Jackson 2
 * and 3, values may not). Public for the test slices of each Boot line, which live in the application's package.
 */
public final class ScenarioSupport {

    /** A real id of the shared corpus, shared/data/real-objectids.txt (2017-11-24T06:19:05Z). */
    public static final String ID = "5a17b9d9ab102555b9c38874";

    /** The message of {@code ObjectId.parse("not-an-id")}, which a 400 must carry. */
    public static final String BAD_ID_MESSAGE = "Invalid ObjectId \"not-an-id\": expected exactly 24 hexadecimal digits"
            + " (0-9, a-f, A-F), found 9 characters";

    private static MongoServer server;
    private static String uri;

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private ScenarioSupport() {
    }

    /** The URI of the in-process MongoDB wire-protocol server, started once per test JVM. */
    public static synchronized String mongoUri() {
        if (server == null) {
            server = new MongoServer(new MemoryBackend());
            uri = server.bindAndGetConnectionString() + "/oidtest";
        }
        return uri;
    }

    /** Points Boot's MongoClient at the stand-in: {@code spring.data.mongodb.uri} (Boot 3), {@code spring.mongodb.uri} (Boot 4). */
    public static void mongoProperties(DynamicPropertyRegistry registry) {
        registry.add("spring.data.mongodb.uri", ScenarioSupport::mongoUri);
        registry.add("spring.mongodb.uri", ScenarioSupport::mongoUri);
    }

    static HttpResponse<String> get(Environment environment, String path, String... headers) {
        return send(environment, HttpRequest.newBuilder(url(environment, path)).GET(), headers);
    }

    static HttpResponse<String> postJson(Environment environment, String path, String json) {
        return send(environment, HttpRequest.newBuilder(url(environment, path))
                .POST(HttpRequest.BodyPublishers.ofString(json)), "Content-Type", "application/json");
    }

    /** Posts an HTML form's fields, {@code application/x-www-form-urlencoded}, as a browser does. */
    static HttpResponse<String> postForm(Environment environment, String path, String fields) {
        return send(environment, HttpRequest.newBuilder(url(environment, path))
                .POST(HttpRequest.BodyPublishers.ofString(fields)),
                "Content-Type", "application/x-www-form-urlencoded");
    }

    private static URI url(Environment environment, String path) {
        return URI.create("http://127.0.0.1:" + environment.getRequiredProperty("local.server.port") + path);
    }

    private static HttpResponse<String> send(Environment environment, HttpRequest.Builder request, String... headers) {
        request.header("Accept", "application/json");
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        try {
            return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Asserts the status and that the body has at least the expected JSON fields, with exactly these values. */
    static void assertJsonFields(HttpResponse<String> response, int status, String expectedJson) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        try {
            JSONAssert.assertEquals(expectedJson, response.body(), JSONCompareMode.LENIENT);
        } catch (JSONException e) {
            throw new AssertionError("not JSON: " + response.body(), e);
        }
    }

    /** Asserts the status and that the body is exactly the expected JSON (any property order, nothing extra). */
    static void assertJson(HttpResponse<String> response, int status, String expectedJson) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        try {
            JSONAssert.assertEquals(expectedJson, response.body(), JSONCompareMode.STRICT);
        } catch (JSONException e) {
            throw new AssertionError("not JSON: " + response.body(), e);
        }
    }
}
