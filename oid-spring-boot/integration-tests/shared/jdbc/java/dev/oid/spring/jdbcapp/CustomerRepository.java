package dev.oid.spring.jdbcapp;

import dev.oid.ObjectId;
import org.springframework.data.repository.ListCrudRepository;
import org.springframework.data.repository.ListPagingAndSortingRepository;

public interface CustomerRepository extends ListCrudRepository<Customer, ObjectId>,
        ListPagingAndSortingRepository<Customer, ObjectId> {
}
