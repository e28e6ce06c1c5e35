package dev.oid.spring.jdbcapp;

import dev.oid.ObjectId;
import java.util.Collection;
import java.util.List;
import org.springframework.data.jdbc.repository.query.Query;
import org.springframework.data.repository.ListCrudRepository;

public interface TicketRepository extends ListCrudRepository<Ticket, ObjectId> {

    List<Ticket> findByCustomerIdOrderByIdAsc(ObjectId customerId);

    List<Ticket> findByCustomerIdIsNull();

    List<Ticket> findByIdGreaterThanOrderByIdAsc(ObjectId id);

    @Query("select * from oid_jdbc_ticket where customer_id in (:customers) order by id desc")
    List<Ticket> ofCustomers(Collection<ObjectId> customers);

    @Query("select * from oid_jdbc_ticket where id = :id")
    Ticket byId(ObjectId id);
}
