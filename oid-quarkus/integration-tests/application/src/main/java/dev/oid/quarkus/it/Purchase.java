package dev.oid.quarkus.it;

import dev.oid.ObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A Hibernate ORM entity whose id is minted by the generator named {@code "objectid"}. */
// BEGIN README quarkus
@Entity
@Table(name = "oid_purchase")
public class Purchase {
    @Id
    @GeneratedValue(generator = "objectid")   // or @ObjectIdGenerated
    public ObjectId id;                       // BINARY(12), bytea on PostgreSQL
    public String item;
}
// END README quarkus
