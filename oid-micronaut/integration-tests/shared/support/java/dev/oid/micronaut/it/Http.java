package dev.oid.micronaut.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** Plain HTTP requests to the running application, so that statuses and bodies are seen exactly as sent. */
public final class Http {

    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    private final URI base;

    /**
     * A client of one server.
     *
     * @param base the server's URI
     */
    public Http(URI base) {
        this.base = base;
    }

    /**
     * GET.
     *
     * @param path the path and query
     * @param headers header names and values, alternating
     * @return the response
     */
    public HttpResponse<String> get(String path, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).GET();
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return send(request.build());
    }

    /**
     * POST of a JSON body.
     *
     * @param path the path
     * @param json the body
     * @return the response
     */
    public HttpResponse<String> postJson(String path, String json) {
        return send(HttpRequest.newBuilder(base.resolve(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build());
    }

    /**
     * POSTs a form ({@code application/x-www-form-urlencoded}).
     *
     * @param path the path
     * @param form the encoded fields, such as {@code id=&text=hi}
     * @return the response
     */
    public HttpResponse<String> postForm(String path, String form) {
        return send(HttpRequest.newBuilder(base.resolve(path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build());
    }

    private static HttpResponse<String> send(HttpRequest request) {
        try {
            return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
