package dev.oid.spring.formapp;

import dev.oid.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** A Spring Data JDBC aggregate whose {@code ObjectId} id is minted on save when it is {@code null}. */
@Table("oid_form_contact")
public class Contact {

    @Id
    private ObjectId id;

    private String name;

    Contact() {
    }

    public Contact(ObjectId id, String name) {
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
