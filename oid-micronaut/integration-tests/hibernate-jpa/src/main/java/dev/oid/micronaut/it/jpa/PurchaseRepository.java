package dev.oid.micronaut.it.jpa;

import dev.oid.ObjectId;
import io.micronaut.data.annotation.Repository;
import io.micronaut.data.repository.CrudRepository;
import java.util.List;

/** Purchases, on the data source and persistence unit "jpa". */
@Repository("jpa")
public interface PurchaseRepository extends CrudRepository<Purchase, ObjectId> {

    /**
     * Purchases of one customer.
     *
     * @param customer the customer's id
     * @return the purchases
     */
    List<Purchase> findByCustomer(ObjectId customer);
}
