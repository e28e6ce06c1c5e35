package dev.oid.spring.r2dbcapp;

import dev.oid.ObjectId;
import dev.oid.spring.jdbcapp.Customer;
import org.springframework.data.r2dbc.repository.R2dbcRepository;

public interface CustomerRepository extends R2dbcRepository<Customer, ObjectId> {
}
