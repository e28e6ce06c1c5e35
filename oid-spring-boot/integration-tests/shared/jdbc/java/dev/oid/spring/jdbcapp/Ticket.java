package dev.oid.spring.jdbcapp;

import dev.oid.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** An aggregate with an {@code ObjectId} id and a nullable {@code ObjectId} foreign key to a customer. */
@Table("oid_jdbc_ticket")
public class Ticket {

    @Id
    private ObjectId id;

    private ObjectId customerId;

    private String title;

    public Ticket(ObjectId id, ObjectId customerId, String title) {
        this.id = id;
        this.customerId = customerId;
        this.title = title;
    }

    public ObjectId getId() {
        return id;
    }

    public ObjectId getCustomerId() {
        return customerId;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }
}
