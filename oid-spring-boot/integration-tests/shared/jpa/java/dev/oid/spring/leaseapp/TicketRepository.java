package dev.oid.spring.leaseapp;

import dev.oid.ObjectId;
import org.springframework.data.jpa.repository.JpaRepository;

/** A Spring Data JPA repository keyed by dev.oid.ObjectId. */
public interface TicketRepository extends JpaRepository<Ticket, ObjectId> {
}
