package dev.oid.it;

import dev.oid.ObjectId;
import dev.oid.jpa.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A JPA entity with a {@code dev.oid.ObjectId} id (12 bytes in a binary column) minted by oid-jpa's generator
 * unless the application assigns one ({@code @ObjectIdGenerated(assignable = true)}).
 */
@Entity
@Table(name = "oid_it_item")
public class Item {

    @Id
    @ObjectIdGenerated(assignable = true)
    private ObjectId id;

    private String name;

    protected Item() {
    }

    public Item(String name) {
        this.name = name;
    }

    public Item(ObjectId id, String name) {
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
