package dev.oid.spring.testapp;

import dev.oid.ObjectId;
import java.util.List;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Range;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.data.mongodb.repository.Query;

/** A repository keyed by dev.oid.ObjectId, with derived, range, string and paged queries. */
// BEGIN README spring
public interface OrderRepository extends MongoRepository<Order, ObjectId> {

    List<Order> findByCustomerIdOrderByIdAsc(ObjectId customerId);

    List<Order> findByIdBetweenOrderByIdAsc(Range<ObjectId> range);
    // END README spring

    List<Order> findByItemsContaining(ObjectId item);

    @Query(value = "{ 'customerId': ?0 }", sort = "{ '_id': 1 }")
    List<Order> findForCustomer(ObjectId customerId);

    Page<Order> findByName(String name, Pageable pageable);
}
