package dev.oid.quarkus.it;

import dev.oid.ObjectId;
import dev.oid.jpa.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A Hibernate ORM entity whose id is minted through {@code @ObjectIdGenerated}. */
@Entity
@Table(name = "oid_invoice")
public class Invoice {

    /** The id; null until persisted. */
    @Id
    @ObjectIdGenerated
    public ObjectId id;

    /** The id of the purchase invoiced, stored as 12 bytes too. */
    public ObjectId purchase;
}
