package dev.oid.micronaut.it.jpa;

import dev.oid.ObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A JPA entity whose ObjectId id is minted by oid-jpa's generator "objectid". */
@Entity
@Table(name = "oid_purchase")
public class Purchase {

    @Id
    @GeneratedValue(generator = "objectid")
    private ObjectId id;
    private ObjectId customer;
    private String item;

    /**
     * The id, minted on persist (BINARY(12), bytea on PostgreSQL).
     *
     * @return the id
     */
    public ObjectId getId() {
        return id;
    }

    /**
     * Sets the id.
     *
     * @param id the id
     */
    public void setId(ObjectId id) {
        this.id = id;
    }

    /**
     * The customer.
     *
     * @return the customer's id
     */
    public ObjectId getCustomer() {
        return customer;
    }

    /**
     * Sets the customer.
     *
     * @param customer the customer's id
     */
    public void setCustomer(ObjectId customer) {
        this.customer = customer;
    }

    /**
     * What was bought.
     *
     * @return the item
     */
    public String getItem() {
        return item;
    }

    /**
     * Sets what was bought.
     *
     * @param item the item
     */
    public void setItem(String item) {
        this.item = item;
    }
}
