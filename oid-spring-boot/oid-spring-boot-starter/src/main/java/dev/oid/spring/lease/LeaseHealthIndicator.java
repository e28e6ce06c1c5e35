package dev.oid.spring.lease;

import dev.oid.lease.ProcessUniqueLease;
import dev.oid.lease.ProcessUniqueLease.State;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;

/** The lease's health on Spring Boot 3.5 (spring-boot-actuator); see {@link LeaseHealth}. */
final class LeaseHealthIndicator implements HealthIndicator {

    private final ProcessUniqueLease lease;

    LeaseHealthIndicator(ProcessUniqueLease lease) {
        this.lease = lease;
    }

    @Override
    public Health health() {
        State state = lease.state();
        return (LeaseHealth.up(state) ? Health.up() : Health.down()).withDetails(LeaseHealth.details(lease, state))
                .build();
    }
}
