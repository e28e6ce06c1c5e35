package dev.oid.spring.r2dbcapp;

import dev.oid.ObjectId;
import dev.oid.spring.jdbcapp.ImportedTicket;
import org.springframework.data.r2dbc.repository.R2dbcRepository;

public interface ImportedTicketRepository extends R2dbcRepository<ImportedTicket, ObjectId> {
}
