package dev.oid.spring.leaseapp;

import dev.oid.ObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An entity whose id oid-jpa mints with the starter's (leased) generator. */
@Entity
@Table(name = "oid_lease_ticket")
public class Ticket {

    @Id
    @GeneratedValue(generator = "objectid")
    private ObjectId id;

    private String title;

    /** For JPA. */
    protected Ticket() {
    }

    /**
     * Creates a ticket without an id.
     *
     * @param title the title
     */
    public Ticket(String title) {
        this.title = title;
    }

    /**
     * Returns the id, {@code null} until saved.
     *
     * @return the id
     */
    public ObjectId getId() {
        return id;
    }

    /**
     * Returns the title.
     *
     * @return the title
     */
    public String getTitle() {
        return title;
    }
}
