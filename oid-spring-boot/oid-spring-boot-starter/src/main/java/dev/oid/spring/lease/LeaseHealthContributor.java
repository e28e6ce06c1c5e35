package dev.oid.spring.lease;

import dev.oid.lease.ProcessUniqueLease;
import dev.oid.lease.ProcessUniqueLease.State;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;

/** The lease's health on Spring Boot 4.0 (spring-boot-health); see {@link LeaseHealth}. */
final class LeaseHealthContributor implements HealthIndicator {

    private final ProcessUniqueLease lease;

    LeaseHealthContributor(ProcessUniqueLease lease) {
        this.lease = lease;
    }

    @Override
    public Health health() {
        State state = lease.state();
        return (LeaseHealth.up(state) ? Health.up() : Health.down()).withDetails(LeaseHealth.details(lease, state))
                .build();
    }
}
