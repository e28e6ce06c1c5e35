package dev.oid.spring.migration;

import dev.oid.ObjectId;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/** The id every entity of the migrated application inherits: where it had {@code Integer} ids. */
// BEGIN README migration
@MappedSuperclass
public abstract class BaseEntity {

    @Id
    @GeneratedValue(generator = "objectid")
    private ObjectId id;

    public ObjectId getId() {
        return id;
    }

    public void setId(ObjectId id) {
        this.id = id;
    }
}
// END README migration
