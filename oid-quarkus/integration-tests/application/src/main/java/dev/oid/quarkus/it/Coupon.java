package dev.oid.quarkus.it;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A Hibernate ORM entity whose text id is minted by the generator named {@code "objectid"}: 24 hex characters. */
@Entity
@Table(name = "oid_coupon")
public class Coupon {

    /** The id, {@code CHAR(24)}; null until persisted. */
    @Id
    @GeneratedValue(generator = "objectid")
    public String id;

    /** The code printed on the coupon. */
    public String code;
}
