package dev.oid.spring.jdbcapp;

import dev.oid.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** An aggregate whose {@code ObjectId} id is minted on save when it is {@code null}. */
@Table("oid_jdbc_customer")
public class Customer {

    @Id
    private ObjectId id;

    private String name;

    public Customer(ObjectId id, String name) {
        this.id = id;
        this.name = name;
    }

    public ObjectId getId() {
        return id;
    }

    public String getName() {
        return name;
    }
}
