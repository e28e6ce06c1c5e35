package dev.oid.demo;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import dev.oid.ObjectId;
import jakarta.persistence.EntityManagerFactory;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;

/**
 * The demo's REST API on a free loopback port (the JDK's HTTP server): {@code GET /items/{id}} answers 200 with the
 * item as JSON, 404 for an unknown id, and 400 with a JSON error ({@link DemoError}) naming the value when
 * {@code @ValidObjectId} rejects it. The one such API of the repository: integration-tests serve their own entity
 * through it. Internal: no compatibility promise.
 */
public final class DemoApi implements AutoCloseable {

    static final String PREFIX = "/items/";

    private final Function<ObjectId, Object> find;
    private final ObjectMapper mapper;
    private final Validator validator;
    private final HttpServer server;
    private final ExecutorService executor = Executors.newFixedThreadPool(2, runnable -> {
        Thread thread = new Thread(runnable, "oid-demo-http");
        thread.setDaemon(true);
        return thread;
    });

    /** Serves the {@link DemoItem}s of {@code emf} as {@link DemoView}s. */
    DemoApi(EntityManagerFactory emf, ObjectMapper mapper, Validator validator) throws IOException {
        this(mapper, validator, id -> {
            DemoItem item = emf.callInTransaction(em -> em.find(DemoItem.class, id));
            return item == null ? null : new DemoView(item.id(), item.name(), item.id().instant().toString());
        });
    }

    /**
     * Starts the API on a free loopback port.
     *
     * @param mapper writes the JSON bodies; must have oid's Jackson module so that ids are 24 hex characters
     * @param validator checks the path parameter ({@link IdParameter}, {@code @ValidObjectId})
     * @param find returns the JSON body of the item with the given id, or {@code null} when there is none (404);
     *     called on the server's threads
     * @throws IOException if the server cannot bind a loopback port
     */
    public DemoApi(ObjectMapper mapper, Validator validator, Function<ObjectId, Object> find) throws IOException {
        this.find = find;
        this.mapper = mapper;
        this.validator = validator;
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext(PREFIX, this::handle);
        server.setExecutor(executor);
        server.start();
    }

    /**
     * Returns the root of the server.
     *
     * @return e.g. {@code http://127.0.0.1:40123}
     */
    public URI baseUri() {
        InetSocketAddress address = server.getAddress();
        return URI.create("http://" + address.getHostString() + ":" + address.getPort());
    }

    /** The URI of {@code /items/}, e.g. {@code http://127.0.0.1:40123/items/}. */
    URI itemsUri() {
        InetSocketAddress address = server.getAddress();
        return URI.create("http://" + address.getHostString() + ":" + address.getPort() + PREFIX);
    }

    private void handle(HttpExchange exchange) throws IOException {
        try {
            String raw = exchange.getRequestURI().getPath().substring(PREFIX.length());
            if (!"GET".equals(exchange.getRequestMethod())) {
                send(exchange, 405, new DemoError(405, "Method Not Allowed", exchange.getRequestMethod(),
                        "only GET is supported"));
                return;
            }
            Set<ConstraintViolation<IdParameter>> violations = validator.validate(new IdParameter(raw));
            if (!violations.isEmpty()) {
                send(exchange, 400, new DemoError(400, "Bad Request", raw,
                        "id " + violations.iterator().next().getMessage()));
                return;
            }
            ObjectId id = ObjectId.parse(raw);
            Object item = find.apply(id);
            if (item == null) {
                send(exchange, 404, new DemoError(404, "Not Found", raw, "no item with this id"));
                return;
            }
            send(exchange, 200, item);
        } catch (RuntimeException e) {
            send(exchange, 500, new DemoError(500, "Internal Server Error", null, e.toString()));
        } finally {
            exchange.close();
        }
    }

    private void send(HttpExchange exchange, int status, Object body) throws IOException {
        byte[] json = mapper.writeValueAsString(body).getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        exchange.sendResponseHeaders(status, json.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(json);
        }
    }

    /** Stops the server and its threads. */
    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
