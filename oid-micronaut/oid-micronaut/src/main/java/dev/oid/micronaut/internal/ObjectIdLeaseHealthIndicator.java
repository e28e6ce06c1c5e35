package dev.oid.micronaut.internal;

import dev.oid.lease.ProcessUniqueLease;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Internal;
import io.micronaut.core.async.publisher.Publishers;
import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.HealthIndicator;
import io.micronaut.management.health.indicator.HealthResult;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import org.reactivestreams.Publisher;

/**
 * The health of the lease of {@code oid.lease.enabled=true}, named {@value #NAME}, where the application has
 * micronaut-management: {@code UP} while the generator mints (the lease is {@code HELD}, or {@code AT_RISK}: a
 * renewal failed but the lease has not lapsed, and renewals are retried), {@code DOWN} while it refuses
 * ({@code LOST}, {@code CHECKPOINTED}, {@code CLOSED}). Details: {@code slot} (a number), {@code processUnique}
 * (the slot as 10 hex digits, bytes 4-8 of every id minted), {@code table}, {@code state}, {@code ttl} (ISO-8601) and,
 * while up, {@code validUntil}: the instant (ISO-8601, UTC) until which the generator mints without another successful
 * renewal ({@link ProcessUniqueLease#validUntil()}).
 */
@Singleton
@Internal
@Requires(classes = HealthIndicator.class)
@Requires(property = ObjectIdLeaseFactory.ENABLED, value = "true")
@Requires(beans = ProcessUniqueLease.class)
final class ObjectIdLeaseHealthIndicator implements HealthIndicator {

    /** The indicator's name in the health endpoint. */
    static final String NAME = "oidLease";

    private final ProcessUniqueLease lease;

    ObjectIdLeaseHealthIndicator(ProcessUniqueLease lease) {
        this.lease = lease;
    }

    @Override
    public Publisher<HealthResult> getResult() {
        return Publishers.just(result());
    }

    /** The result now: see the class. */
    HealthResult result() {
        ProcessUniqueLease.State state = lease.state();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("slot", lease.slot());
        details.put("processUnique", HexFormat.of().formatHex(lease.processUnique()));
        details.put("table", lease.table());
        details.put("state", state.name());
        details.put("ttl", lease.ttl().toString());
        boolean mints = state == ProcessUniqueLease.State.HELD || state == ProcessUniqueLease.State.AT_RISK;
        Instant validUntil = lease.validUntil();
        if (validUntil != null && mints) {
            details.put("validUntil", validUntil.toString());
        }
        return HealthResult.builder(NAME, mints ? HealthStatus.UP : HealthStatus.DOWN).details(details).build();
    }
}
