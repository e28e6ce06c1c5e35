package dev.oid.spring.leaseapp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.lease.ProcessUniqueLease;
import dev.oid.spring.scenario.ScenarioDatabase;
import dev.oid.testsupport.Eventually;
import dev.oid.testsupport.RowLock;
import dev.oid.testsupport.SqlTestDatabase;
import dev.oid.testsupport.UsesDatabase;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.util.ClassUtils;

/**
 * The lease's health as an operator sees it: the application of {@link LeaseScenarioTest} with Spring Boot's actuator
 * and a web server, {@code oid.generator.lease.enabled=true} and a ttl of 3 s, asked over HTTP for the health
 * component {@code oidLease} (the starter's bean {@code oidLeaseHealthIndicator}, named as Boot names indicators:
 * without the suffix {@code HealthIndicator}). {@code 200} and {@code UP} with the state, slot, process-unique value,
 * table and the instant the generator mints until; {@code 503} and {@code DOWN} while the lease holds no slot for
 * certain (its row locked by another transaction until the lease may have lapsed: {@code LOST}), {@code UP} again once
 * a renewal gets through, and {@code DOWN} for good once the lease is closed.
 */
@SpringBootTest(classes = LeaseApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
                "oid.generator.lease.enabled=true",
                "oid.generator.lease.ttl=3s",
                "management.endpoint.health.show-details=always"})
@DirtiesContext // the test closes the lease
@UsesDatabase
@Tag("actuator") // the Boot 3.5 application runs it in an execution of its own, with web and actuator
class LeaseHealthEndpointTest {

    private static final String TABLE = ProcessUniqueLease.DEFAULT_TABLE;
    private static final String PATH = "/actuator/health/oidLease";
    /** The media type of the actuator's JSON on both Boot lines. */
    private static final String ACTUATOR_JSON = "application/vnd.spring-boot.actuator.v3+json";
    private static final Pattern VALID_UNTIL = Pattern.compile("\"validUntil\":\"([^\"]+)\"");
    /** Whether this is Boot 4.0, where health moved to spring-boot-health. */
    private static final boolean BOOT_4 = ClassUtils.isPresent(
            "org.springframework.boot.health.contributor.HealthIndicator", null);
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    @Autowired
    ProcessUniqueLease lease;

    @Autowired
    DataSource dataSource;

    @Value("${local.server.port}")
    int port;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        ScenarioDatabase.registerLeased(registry, "jdbc:h2:mem:oid-spring-lease-health;DB_CLOSE_DELAY=-1");
    }

    @Test
    void upWithSlotTableAndExpiryThenDownWhileNoSlotIsHeld() throws Exception {
        long slot = lease.slot();
        if (SqlTestDatabase.current() == SqlTestDatabase.H2) {
            assertThat(slot).as("the first slot of a fresh table").isZero();
        }
        String known = "\"slot\":" + slot + ",\"processUnique\":\"" + String.format("%010x", slot) + "\",\"table\":\""
                + TABLE + "\"";

        assertUp(get(), known);

        // Another transaction locks the slot's row: renewals wait for it, time out, and are retried until the lease
        // may have lapsed (90% of the ttl after the last successful renewal).
        RowLock lock = RowLock.hold(dataSource.getConnection(), TABLE, "slot", slot);
        try {
            HttpResponse<String> lost = await(503);
            assertThat(lost.headers().firstValue("Content-Type")).hasValue(ACTUATOR_JSON);
            assertThat(lost.body()).isEqualTo(body("DOWN", "\"state\":\"LOST\"," + known));
        } finally {
            lock.close();
        }

        // The lock gone, a renewal gets through (or the slot is leased again): up again, with the same slot.
        await(200);
        assertUp(get(), known);

        lease.close();
        HttpResponse<String> closed = get();
        assertThat(closed.statusCode()).isEqualTo(503);
        assertThat(closed.body()).isEqualTo(body("DOWN", "\"state\":\"CLOSED\"," + known));
    }

    /** 200, UP and HELD with {@code known} details, and an expiry within the ttl from now. */
    private static void assertUp(HttpResponse<String> response, String known) {
        Instant now = Instant.now();
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue(ACTUATOR_JSON);
        Matcher validUntil = VALID_UNTIL.matcher(response.body());
        assertThat(validUntil.find()).as(response.body()).isTrue();
        // 90% of the ttl after the start of the last renewal, which was at most a third of the ttl ago.
        assertThat(Instant.parse(validUntil.group(1))).isBetween(now.minusSeconds(1), now.plusMillis(2700));
        assertThat(response.body()).isEqualTo(body("UP", "\"state\":\"HELD\"," + known + ",\"validUntil\":\""
                + validUntil.group(1) + "\""));
    }

    /**
     * The component's JSON with {@code details} (in the indicator's order): Boot 3.5's Jackson 2 writes the
     * properties in their declared order, Boot 4.0's Jackson 3 sorts them alphabetically.
     */
    private static String body(String status, String details) {
        String statusJson = "\"status\":\"" + status + "\"";
        String detailsJson = "\"details\":{" + details + "}";
        return BOOT_4 ? "{" + detailsJson + "," + statusJson + "}" : "{" + statusJson + "," + detailsJson + "}";
    }

    /** The component's answer once its status is {@code status}, asked every 50 ms for at most 10 s. */
    private HttpResponse<String> await(int status) throws Exception {
        HttpResponse<String> response = Eventually.get(Duration.ofSeconds(10), Duration.ofMillis(50), this::get,
                r -> r.statusCode() == status);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        return response;
    }

    private HttpResponse<String> get() throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + PATH)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
