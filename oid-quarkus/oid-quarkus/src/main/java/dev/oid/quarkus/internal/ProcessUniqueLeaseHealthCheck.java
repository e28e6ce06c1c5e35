package dev.oid.quarkus.internal;

import dev.oid.lease.ProcessUniqueLease;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.HexFormat;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;
import org.jspecify.annotations.Nullable;

/**
 * The readiness check {@code oid-lease}, registered when {@code quarkus.oid.lease.enabled=true} and the application
 * has SmallRye Health: {@code UP} while the lease's generator mints ({@code HELD}, or {@code AT_RISK}: a renewal
 * failed but the slot is certainly held), {@code DOWN} while it refuses ({@code LOST}, {@code CHECKPOINTED},
 * {@code CLOSED}), with the data {@code state}, {@code slot}, {@code processUnique} (bytes 4-8 in hex),
 * {@code table} and, while up, {@code validUntil} (ISO-8601), as the Spring Boot starter's health indicator.
 * {@code UP} with only a {@code state} when no lease was taken because the application mints with an
 * {@code ObjectIdGenerator} bean of its own.
 */
@Readiness
@Singleton
public final class ProcessUniqueLeaseHealthCheck implements HealthCheck {

    /** The name of the check in {@code /q/health}. */
    static final String NAME = "oid-lease";

    private final ProcessUniqueLeaseProducer producer;

    /**
     * Creates the check; the extension registers it as a bean.
     *
     * @param producer the lease's producer, which holds the lease once it is taken
     */
    public ProcessUniqueLeaseHealthCheck(ProcessUniqueLeaseProducer producer) {
        this.producer = producer;
    }

    @Override
    public HealthCheckResponse call() {
        @Nullable ProcessUniqueLease lease = producer.lease();
        HealthCheckResponseBuilder response = HealthCheckResponse.named(NAME);
        if (lease == null) {
            return response.up().withData("state", "not taken: the application's ObjectIdGenerator bean mints")
                    .build();
        }
        ProcessUniqueLease.State state = lease.state();
        boolean up = state == ProcessUniqueLease.State.HELD || state == ProcessUniqueLease.State.AT_RISK;
        response.status(up)
                .withData("state", state.name())
                .withData("slot", lease.slot())
                .withData("processUnique", HexFormat.of().formatHex(lease.processUnique()))
                .withData("table", lease.table());
        Instant validUntil = lease.validUntil();
        if (validUntil != null && up) {
            response.withData("validUntil", validUntil.toString());
        }
        return response.build();
    }
}
