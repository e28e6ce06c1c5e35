package dev.oid.spring.jpaapp;

import dev.oid.ObjectId;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** A Spring Data JPA repository keyed by dev.oid.ObjectId. */
public interface InvoiceRepository extends JpaRepository<Invoice, ObjectId> {

    List<Invoice> findByIdGreaterThanOrderByIdAsc(ObjectId id);
}
