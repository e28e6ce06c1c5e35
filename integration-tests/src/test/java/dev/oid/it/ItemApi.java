package dev.oid.it;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import dev.oid.ObjectId;
import dev.oid.validation.ValidObjectId;
import jakarta.persistence.EntityManagerFactory;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;

/**
 * A small REST API over {@link Item}s, the way an application would write one with the JDK's HTTP server:
 * {@code GET /items/{id}} answers 200 with the item as JSON, 404 for an unknown id, 400 with a JSON error naming
 * the value when {@code @ValidObjectId} rejects it. Listens on a free loopback port.
 */
final class ItemApi implements AutoCloseable {

    static final String PREFIX = "/items/";

    /**
     * The path parameter, checked by Bean Validation before anything else sees it.
     *
     * @param id the raw path segment
     */
    record IdParameter(@ValidObjectId String id) {
    }

    /**
     * The JSON body of an item.
     *
     * @param id the id, written by the Jackson module as 24 lowercase hex characters
     * @param name the item name
     * @param created the creation second decoded from the id, ISO-8601 UTC
     */
    record ItemView(ObjectId id, String name, String created) {
    }

    /**
     * The JSON body of an error.
     *
     * @param status the HTTP status
     * @param error the reason phrase
     * @param value the rejected or unknown value, as received
     * @param message what was expected
     */
    record ErrorBody(int status, String error, String value, String message) {
    }

    private final EntityManagerFactory emf;
    private final ObjectMapper mapper;
    private final Validator validator;
    private final HttpServer server;
    private final ExecutorService executor = Executors.newFixedThreadPool(2);

    ItemApi(EntityManagerFactory emf, ObjectMapper mapper, Validator validator) throws IOException {
        this.emf = emf;
        this.mapper = mapper;
        this.validator = validator;
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext(PREFIX, this::handle);
        server.setExecutor(executor);
        server.start();
    }

    URI baseUri() {
        return URI.create("http://" + server.getAddress().getHostString() + ":" + server.getAddress().getPort());
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String raw = exchange.getRequestURI().getPath().substring(PREFIX.length());
            if (!"GET".equals(exchange.getRequestMethod())) {
                send(exchange, 405, new ErrorBody(405, "Method Not Allowed", exchange.getRequestMethod(),
                        "only GET is supported"));
                return;
            }
            Set<ConstraintViolation<IdParameter>> violations = validator.validate(new IdParameter(raw));
            if (!violations.isEmpty()) {
                send(exchange, 400, new ErrorBody(400, "Bad Request", raw,
                        "id " + violations.iterator().next().getMessage()));
                return;
            }
            ObjectId id = ObjectId.parse(raw);
            Item item = emf.callInTransaction(em -> em.find(Item.class, id));
            if (item == null) {
                send(exchange, 404, new ErrorBody(404, "Not Found", raw, "no item with this id"));
                return;
            }
            send(exchange, 200, new ItemView(item.getId(), item.getName(), item.getId().instant().toString()));
        } catch (RuntimeException e) {
            send(exchange, 500, new ErrorBody(500, "Internal Server Error", null, e.toString()));
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

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
