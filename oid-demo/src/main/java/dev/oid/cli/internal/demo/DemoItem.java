package dev.oid.cli.internal.demo;

import dev.oid.ObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** The demo's JPA entity: an {@code ObjectId} id (12 bytes) from oid-jpa's generator name "objectid". */
@Entity
@Table(name = DemoItem.TABLE)
public class DemoItem {

    /** The table the demo creates and drops again. */
    public static final String TABLE = "oid_demo_item";

    @Id
    @GeneratedValue(generator = "objectid")
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
