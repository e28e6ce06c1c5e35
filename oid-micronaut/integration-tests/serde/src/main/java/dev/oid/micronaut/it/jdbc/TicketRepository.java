package dev.oid.micronaut.it.jdbc;

import dev.oid.ObjectId;
import io.micronaut.data.repository.CrudRepository;
import java.util.List;

/**
 * Tickets. Micronaut Data JDBC compiles a repository's SQL for one dialect, so each database has its interface
 * below, active when {@code datasources.default.dialect} names it.
 */
public interface TicketRepository extends CrudRepository<Ticket, ObjectId> {

    /**
     * Tickets of one owner.
     *
     * @param owner the owner's id
     * @return the tickets
     */
    List<Ticket> findByOwner(ObjectId owner);
}
