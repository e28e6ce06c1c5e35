package dev.oid.spring.lease;

import dev.oid.lease.LeaseMetrics;
import dev.oid.lease.ProcessUniqueLease;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Meters and health of the application's {@link ProcessUniqueLease} (the one {@code oid.generator.lease.enabled=true}
 * takes, or the application's own bean), each only when the application has that part of the framework:
 *
 * <ul>
 *   <li>with Micrometer: a {@link LeaseMetrics} bean, which Spring Boot binds to every {@code MeterRegistry}
 *       ({@code oid.lease.state}, {@code oid.lease.slot}, {@code oid.lease.renewals}, {@code oid.lease.refusals},
 *       {@code oid.lease.reacquisitions});</li>
 *   <li>with Spring Boot's health (spring-boot-actuator on Boot 3.5, spring-boot-health on Boot 4.0): the health
 *       indicator {@code oidLease}, {@code UP} while the lease's generator mints ({@code HELD}, and
 *       {@code AT_RISK}: a renewal failed but the generator still mints), {@code DOWN} while it refuses
 *       ({@code LOST}, {@code CHECKPOINTED}, {@code CLOSED}), with the details {@code state}, {@code slot},
 *       {@code processUnique}, {@code table} and, while up, {@code validUntil}.</li>
 * </ul>
 *
 * @since 0.1.0
 */
@AutoConfiguration(after = ObjectIdLeaseAutoConfiguration.class)
@ConditionalOnBean(ProcessUniqueLease.class)
public final class ObjectIdLeaseObservabilityAutoConfiguration {

    /** Creates the configuration; called by Spring. */
    public ObjectIdLeaseObservabilityAutoConfiguration() {
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "io.micrometer.core.instrument.binder.MeterBinder")
    static class Metrics {

        @Bean
        @ConditionalOnMissingBean
        LeaseMetrics oidLeaseMetrics(ProcessUniqueLease lease) {
            return new LeaseMetrics(lease);
        }
    }

    /** Spring Boot 3.5. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.actuate.health.HealthIndicator")
    @ConditionalOnMissingClass("org.springframework.boot.health.contributor.HealthIndicator")
    static class ActuatorHealth {

        @Bean
        @ConditionalOnMissingBean(name = "oidLeaseHealthIndicator")
        LeaseHealthIndicator oidLeaseHealthIndicator(ProcessUniqueLease lease) {
            return new LeaseHealthIndicator(lease);
        }
    }

    /** Spring Boot 4.0, where health moved to spring-boot-health. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.health.contributor.HealthIndicator")
    static class BootHealth {

        @Bean
        @ConditionalOnMissingBean(name = "oidLeaseHealthIndicator")
        LeaseHealthContributor oidLeaseHealthIndicator(ProcessUniqueLease lease) {
            return new LeaseHealthContributor(lease);
        }
    }
}
