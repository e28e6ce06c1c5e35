package dev.oid.spring.jdbcapp;

import dev.oid.ObjectId;
import org.springframework.data.repository.ListCrudRepository;

public interface ImportedTicketRepository extends ListCrudRepository<ImportedTicket, ObjectId> {
}
