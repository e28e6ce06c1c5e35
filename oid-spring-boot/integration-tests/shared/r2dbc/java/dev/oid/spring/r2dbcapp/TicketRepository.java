package dev.oid.spring.r2dbcapp;

import dev.oid.ObjectId;
import dev.oid.spring.jdbcapp.Ticket;
import java.util.Collection;
import org.springframework.data.r2dbc.repository.Query;
import org.springframework.data.r2dbc.repository.R2dbcRepository;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

public interface TicketRepository extends R2dbcRepository<Ticket, ObjectId> {

    Flux<Ticket> findByCustomerIdOrderByIdAsc(ObjectId customerId);

    Flux<Ticket> findByCustomerIdIsNull();

    Flux<Ticket> findByIdGreaterThanOrderByIdAsc(ObjectId id);

    @Query("select * from oid_jdbc_ticket where customer_id in (:customers) order by id desc")
    Flux<Ticket> ofCustomers(Collection<ObjectId> customers);

    @Query("select * from oid_jdbc_ticket where id = :id")
    Mono<Ticket> byId(ObjectId id);
}
