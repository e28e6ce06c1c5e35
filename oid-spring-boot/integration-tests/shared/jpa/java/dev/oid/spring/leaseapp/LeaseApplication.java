package dev.oid.spring.leaseapp;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A Spring Data JPA application whose only oid dependency is the starter and which declares no generator of its
 * own: with {@code oid.generator.lease.enabled=true} the starter's generator mints with a process-unique value
 * leased from the application's {@code DataSource}.
 */
@SpringBootApplication
public class LeaseApplication {
}
