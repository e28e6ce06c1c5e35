package dev.oid.jakarta.rest;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.oid.jakarta.rest.app.Items;
import dev.oid.jakarta.rest.app.ObjectIdJsonb;
import dev.oid.testsupport.ReadmeSnippets;
import dev.oid.testsupport.RealObjectIds;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.glassfish.jersey.CommonProperties;
import org.glassfish.jersey.jdkhttp.JdkHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A Jersey application as a Jakarta EE user runs one outside a server: resources and a JSON-B context resolver
 * registered with {@code ResourceConfig}, served by the JDK's HTTP server through {@code jersey-container-jdk-http},
 * called over HTTP. The provider is not registered: Jersey finds it through auto-discovery, with this module's jar
 * on the class path.
 */
class JerseyApplicationTest {

    private static final String ID = "5a17b9d9ab102555b9c38874";
    private static final String BAD = "Invalid ObjectId \"xyz\": expected exactly 24 hexadecimal digits (0-9, a-f, "
            + "A-F), found 3 characters";

    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static HttpServer server;
    private static URI base;

    @BeforeAll
    static void start() {
        server = start(config -> { });
        base = URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    @AfterAll
    static void stop() {
        server.stop(0);
    }

    static HttpServer start(Consumer<ResourceConfig> configure) {
        // BEGIN README jakarta-rest-server
        ResourceConfig config = new ResourceConfig(Items.class, ObjectIdJsonb.class);
        // END README jakarta-rest-server
        configure.accept(config);
        return JdkHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), config);
    }

    static HttpResponse<String> get(URI base, String path, String... headers) throws IOException,
            InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path));
        if (headers.length > 0) {
            request.headers(headers);
        }
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> post(String path, String contentType, String body) throws IOException,
            InterruptedException {
        return CLIENT.send(HttpRequest.newBuilder(base.resolve(path)).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    static void assertBadRequest(HttpResponse<String> response, String body) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("text/plain;charset=UTF-8");
        assertThat(response.body()).isEqualTo(body);
    }

    @Test
    void aPathParameterIsReadInEitherCaseAndWrittenInLowercase() throws Exception {
        HttpResponse<String> response = get(base, "/items/" + ID.toUpperCase(Locale.ROOT));

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("{\"id\":\"" + ID + "\",\"name\":\"pen\"}");
    }

    @Test
    void everyRealIdTravelsInAFormAndComesBackInJson() throws Exception {
        List<String> ids = RealObjectIds.hex();
        String form = ids.stream().map(id -> "id=" + id.toUpperCase(Locale.ROOT)).collect(Collectors.joining("&"));
        String json = ids.stream().map(id -> "{\"id\":\"" + id + "\",\"name\":\"many\"}")
                .collect(Collectors.joining(",", "[", "]"));

        HttpResponse<String> response = post("/items/many", "application/x-www-form-urlencoded", form);

        assertThat(ids).hasSize(3996);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo(json);
    }

    @Test
    void aBadPathParameterIsA400NamingItAndQuotingTheValue() throws Exception {
        assertBadRequest(get(base, "/items/xyz"), "Path parameter \"id\": " + BAD);
        assertBadRequest(get(base, "/items/" + ID + "0"), "Path parameter \"id\": Invalid ObjectId \"" + ID
                + "0\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 25 characters");
        assertBadRequest(get(base, "/items/5a17b9d9ab102555b9c3887g"), "Path parameter \"id\": Invalid ObjectId "
                + "\"5a17b9d9ab102555b9c3887g\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 'g' "
                + "(U+0067) at index 23");
    }

    @Test
    void aBlankPathSegmentIsABadValueNotAnAbsentOne() throws Exception {
        assertBadRequest(get(base, "/items/%20%20"), "Path parameter \"id\": Invalid ObjectId \"  \": expected "
                + "exactly 24 hexadecimal digits (0-9, a-f, A-F), found 2 characters");
    }

    @Test
    void aQueryParameterThatIsMissingOrEmptyIsAbsent() throws Exception {
        assertThat(get(base, "/items").body()).isEqualTo("[]");
        assertThat(get(base, "/items?after=").body()).isEqualTo("[]");
        HttpResponse<String> given = get(base, "/items?after=" + ID.toUpperCase(Locale.ROOT));
        assertThat(given.statusCode()).isEqualTo(200);
        assertThat(given.body()).isEqualTo("[{\"id\":\"" + ID + "\",\"name\":\"next\"}]");
    }

    @Test
    void aBadOrBlankQueryParameterIsA400() throws Exception {
        assertBadRequest(get(base, "/items?after=xyz"), "Query parameter \"after\": " + BAD);
        assertBadRequest(get(base, "/items?after=%20"), "Query parameter \"after\": Invalid ObjectId \" \": expected "
                + "exactly 24 hexadecimal digits (0-9, a-f, A-F), found 1 character");
    }

    @Test
    void aRepeatedQueryParameterIsAList() throws Exception {
        String other = "5a17b9d9ab102555b9c38875";
        assertThat(get(base, "/items/many?id=" + ID + "&id=" + other.toUpperCase(Locale.ROOT)).body())
                .isEqualTo("[{\"id\":\"" + ID + "\",\"name\":\"many\"},{\"id\":\"" + other + "\",\"name\":\"many\"}]");
        assertBadRequest(get(base, "/items/many?id=" + ID + "&id=xyz"), "Query parameter \"id\": " + BAD);
    }

    @Test
    void aHeaderIsReadAndABadOneIsA400() throws Exception {
        assertThat(get(base, "/items/header", "X-Tenant", ID).body()).isEqualTo(ID);
        assertThat(get(base, "/items/header").body()).isEqualTo("null");
        assertBadRequest(get(base, "/items/header", "X-Tenant", "xyz"), "Header \"X-Tenant\": " + BAD);
    }

    @Test
    void aCookieAndAMatrixParameterAreRead() throws Exception {
        assertThat(get(base, "/items/cookie", "Cookie", "session=" + ID).body()).isEqualTo(ID);
        assertBadRequest(get(base, "/items/cookie", "Cookie", "session=xyz"), "Cookie \"session\": " + BAD);
        assertThat(get(base, "/items/matrix;id=" + ID).body()).isEqualTo(ID);
        assertBadRequest(get(base, "/items/matrix;id=xyz"), "Matrix parameter \"id\": " + BAD);
    }

    @Test
    void anEmptyFormFieldIsAbsentAndABlankOneIsA400() throws Exception {
        HttpResponse<String> empty = post("/items/form", "application/x-www-form-urlencoded", "id=&name=pen");
        assertThat(empty.statusCode()).isEqualTo(200);
        assertThat(empty.body()).isEqualTo("null pen");

        assertBadRequest(post("/items/form", "application/x-www-form-urlencoded",
                "id=" + URLEncoder.encode("  ", StandardCharsets.UTF_8) + "&name=pen"), "Form field \"id\": Invalid "
                + "ObjectId \"  \": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 2 characters");
    }

    @Test
    void aFormFieldIsReadAndABadOneIsA400() throws Exception {
        assertThat(post("/items/form", "application/x-www-form-urlencoded", "id=" + ID + "&name=pen").body())
                .isEqualTo(ID + " pen");
        assertBadRequest(post("/items/form", "application/x-www-form-urlencoded", "id=xyz&name=pen"),
                "Form field \"id\": " + BAD);
    }

    @Test
    void aJsonBodyCarriesIdsThroughJsonB() throws Exception {
        HttpResponse<String> response = post("/items", "application/json",
                "{\"id\":{\"$oid\":\"" + ID.toUpperCase(Locale.ROOT) + "\"},\"name\":\"pen\"}");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("{\"id\":\"" + ID + "\",\"name\":\"PEN\"}");
    }

    @Test
    void theReadmeSnippetsAreCodeOfTheApplication() {
        Path app = Path.of("src", "test", "java", "dev", "oid", "jakarta", "rest", "app");
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "jakarta-rest", app.resolve("Items.java"));
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "jakarta-rest-jsonb",
                app.resolve("ObjectIdJsonb.java"));
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "jakarta-rest-server",
                Path.of("src", "test", "java", "dev", "oid", "jakarta", "rest", "JerseyApplicationTest.java"));
    }

    @Test
    void withoutTheProviderJerseyAnswersABadPathIdWith404() throws Exception {
        // The control: with auto-discovery off and nothing registered, Jersey falls back to ObjectId.valueOf,
        // and the exception it throws for a bad path parameter becomes an empty 404 (Jakarta REST 3.1, 3.2).
        HttpServer plain = start(config -> config.property(CommonProperties.FEATURE_AUTO_DISCOVERY_DISABLE, true));
        try {
            URI plainBase = URI.create("http://127.0.0.1:" + plain.getAddress().getPort());
            assertThat(get(plainBase, "/items/" + ID).statusCode()).isEqualTo(200);
            assertThat(get(plainBase, "/items/xyz").statusCode()).isEqualTo(404);
        } finally {
            plain.stop(0);
        }
    }

    @Test
    void registeredOrScannedTheProviderAnswersTheSame() throws Exception {
        List<Consumer<ResourceConfig>> ways = List.of(
                config -> config.property(CommonProperties.FEATURE_AUTO_DISCOVERY_DISABLE, true)
                        .register(ObjectIdParamConverterProvider.class),
                config -> config.property(CommonProperties.FEATURE_AUTO_DISCOVERY_DISABLE, true)
                        .packages(false, "dev.oid.jakarta.rest"),
                config -> config.register(ObjectIdParamConverterProvider.class));
        for (Consumer<ResourceConfig> way : ways) {
            HttpServer other = start(way);
            try {
                URI otherBase = URI.create("http://127.0.0.1:" + other.getAddress().getPort());
                assertBadRequest(get(otherBase, "/items/xyz"), "Path parameter \"id\": " + BAD);
                assertThat(get(otherBase, "/items?after=").body()).isEqualTo("[]");
            } finally {
                other.stop(0);
            }
        }
    }
}
