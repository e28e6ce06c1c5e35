package dev.oid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.lease.ProcessUniqueLease;
import dev.oid.testsupport.Eventually;
import dev.oid.testsupport.RowLock;
import dev.oid.testsupport.UsesDatabase;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The lease's health as an operator sees it: the application with {@code oid.lease.enabled=true} (a fresh table, so
 * slot 0, and a ttl of 3 s) and {@code endpoints.health.details-visible=ANONYMOUS}, asked over HTTP for
 * {@code /health}, whose indicator {@code oidLease} reports the lease. {@code 200} and {@code UP} with the slot,
 * process-unique value, table, state, ttl and the instant the generator mints until; {@code 503} and {@code DOWN}
 * while the lease holds no slot for certain (its row locked by another transaction until the lease may have lapsed:
 * {@code LOST}), {@code UP} again once a renewal gets through, and {@code DOWN} for good once the lease is closed.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@UsesDatabase
class LeaseHealthEndpointTest implements TestPropertyProvider {

    static final String TABLE = "oid_micronaut_lease_health";
    /**
     * The indicator's result within the endpoint's JSON, under its name: an object whose one nested object is its
     * details, and whose own {@code name} is the application's (Micronaut's aggregator names every entry so; no
     * {@code micronaut.application.name} here, so {@code application}).
     */
    private static final Pattern COMPONENT = Pattern.compile("\"oidLease\":(\\{[^{}]*\\{[^{}]*}[^{}]*})");
    private static final Pattern VALID_UNTIL = Pattern.compile("\"validUntil\":\"([^\"]+)\"");

    @Inject
    EmbeddedServer server;

    @Inject
    ProcessUniqueLease lease;

    /** The application's properties with the lease on (a fresh table, so slot 0) and the health details shown. */
    @Override
    public Map<String, String> getProperties() {
        Map<String, String> properties = LeaseTest.leaseProperties(TABLE, "3s");
        properties.put("endpoints.health.details-visible", "ANONYMOUS");
        return properties;
    }

    @Test
    void upWithSlotTableAndExpiryThenDownWhileNoSlotIsHeld() throws Exception {
        assertThat(lease.slot()).as("the first slot of a fresh table").isZero();
        String known = "\"slot\":0,\"processUnique\":\"0000000000\",\"table\":\"" + TABLE + "\"";

        assertUp(health(), known);

        // Another transaction locks the slot's row: renewals wait for it, time out, and are retried until the lease
        // may have lapsed (90% of the ttl after the last successful renewal).
        RowLock lock = RowLock.hold(Columns.connect("default"), TABLE, "slot", 0);
        try {
            HttpResponse<String> lost = await(503);
            assertThat(component(lost, "DOWN")).isEqualTo("{\"name\":\"application\",\"status\":\"DOWN\",\"details\":{"
                    + known + ",\"state\":\"LOST\",\"ttl\":\"PT3S\"}}");
        } finally {
            lock.close();
        }

        // The lock gone, a renewal gets through (or the slot is leased again): up again, with the same slot.
        await(200);
        assertUp(health(), known);

        lease.close();
        HttpResponse<String> closed = health();
        assertThat(closed.statusCode()).isEqualTo(503);
        assertThat(component(closed, "DOWN")).isEqualTo("{\"name\":\"application\",\"status\":\"DOWN\",\"details\":{"
                + known + ",\"state\":\"CLOSED\",\"ttl\":\"PT3S\"}}");
    }

    /** 200, UP and HELD with {@code known} details, and an expiry within the ttl from now. */
    private static void assertUp(HttpResponse<String> response, String known) {
        Instant now = Instant.now();
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        String component = component(response, "UP");
        Matcher validUntil = VALID_UNTIL.matcher(component);
        assertThat(validUntil.find()).as(component).isTrue();
        // 90% of the ttl after the start of the last renewal, which was at most a third of the ttl ago.
        assertThat(Instant.parse(validUntil.group(1))).isBetween(now.minusSeconds(1), now.plusMillis(2700));
        assertThat(component).isEqualTo("{\"name\":\"application\",\"status\":\"UP\",\"details\":{" + known
                + ",\"state\":\"HELD\",\"ttl\":\"PT3S\",\"validUntil\":\"" + validUntil.group(1) + "\"}}");
    }

    /** The JSON of the indicator {@code oidLease} in the endpoint's answer, whose overall status is {@code status}. */
    private static String component(HttpResponse<String> response, String status) {
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(response.body()).contains("\"status\":\"" + status + "\"");
        Matcher component = COMPONENT.matcher(response.body());
        assertThat(component.find()).as(response.body()).isTrue();
        return component.group(1);
    }

    /** The endpoint's answer once its status is {@code status}, asked every 50 ms for at most 10 s. */
    private HttpResponse<String> await(int status) throws Exception {
        HttpResponse<String> response = Eventually.get(Duration.ofSeconds(10), Duration.ofMillis(50), this::health,
                r -> r.statusCode() == status);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        return response;
    }

    private HttpResponse<String> health() {
        return new Http(server.getURI()).get("/health");
    }
}
