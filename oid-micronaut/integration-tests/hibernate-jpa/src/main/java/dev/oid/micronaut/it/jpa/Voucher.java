package dev.oid.micronaut.it.jpa;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A JPA entity whose text id is minted by oid-jpa's generator "objectid". */
@Entity
@Table(name = "oid_voucher")
public class Voucher {

    @Id
    @GeneratedValue(generator = "objectid")
    private String id;
    private int amount;

    /**
     * The id, 24 lowercase hex characters, minted on persist (CHAR(24)).
     *
     * @return the id
     */
    public String getId() {
        return id;
    }

    /**
     * Sets the id.
     *
     * @param id the id
     */
    public void setId(String id) {
        this.id = id;
    }

    /**
     * The amount.
     *
     * @return the amount
     */
    public int getAmount() {
        return amount;
    }

    /**
     * Sets the amount.
     *
     * @param amount the amount
     */
    public void setAmount(int amount) {
        this.amount = amount;
    }
}
