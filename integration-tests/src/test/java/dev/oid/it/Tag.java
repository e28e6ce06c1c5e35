package dev.oid.it;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A JPA entity with a {@code byte[]} id (12 bytes) minted by oid-jpa's zero-config generator {@code "objectid"}. */
@Entity
@Table(name = "oid_it_tag")
public class Tag {

    @Id
    @GeneratedValue(generator = "objectid")
    private byte[] id;

    private String label;

    protected Tag() {
    }
}
