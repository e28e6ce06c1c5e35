package dev.oid.spring.migration;

import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** An owner, as the migrated application had it with an {@code Integer} id. */
@Entity
@Table(name = "owners")
public class Owner extends BaseEntity {

    private String name;

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}
