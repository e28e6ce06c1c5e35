package dev.oid.demo;

import dev.oid.ObjectId;
import dev.oid.jpa.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** The demo's JPA entity: an {@code ObjectId} id (12 bytes), assigned by the demo and kept by oid-jpa's generator. */
@Entity
@Table(name = DemoItem.TABLE)
public class DemoItem {

    /** The table the demo creates and drops again. */
    public static final String TABLE = "oid_demo_item";

    @Id
    @ObjectIdGenerated(assignable = true)
    private ObjectId id;

    private String name;

    /** For Hibernate. */
    protected DemoItem() {
    }

    DemoItem(ObjectId id, String name) {
        this.id = id;
        this.name = name;
    }

    ObjectId id() {
        return id;
    }

    String name() {
        return name;
    }
}
