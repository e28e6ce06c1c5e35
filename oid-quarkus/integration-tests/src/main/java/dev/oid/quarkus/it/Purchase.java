package dev.oid.quarkus.it;

import dev.oid.ObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A Hibernate ORM entity whose id is minted by the generator named {@code "objectid"}. */
@Entity
@Table(name = "oid_purchase")
public class Purchase {

    /** The id; null until persisted. */
    @Id
    @GeneratedValue(generator = "objectid")
    public ObjectId id;

    /** What was bought. */
    public String item;
}
