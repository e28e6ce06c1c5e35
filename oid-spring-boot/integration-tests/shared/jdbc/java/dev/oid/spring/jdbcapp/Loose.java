package dev.oid.spring.jdbcapp;

import dev.oid.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** An aggregate whose id column is variable-length binary, so that a test can store a value of the wrong length. */
@Table("oid_jdbc_loose")
public class Loose {

    @Id
    private ObjectId id;

    private String note;

    public Loose(ObjectId id, String note) {
        this.id = id;
        this.note = note;
    }

    public ObjectId getId() {
        return id;
    }

    public String getNote() {
        return note;
    }
}
