package dev.oid.spring.jdbcapp;

import dev.oid.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.PersistenceCreator;
import org.springframework.data.annotation.Transient;
import org.springframework.data.domain.Persistable;
import org.springframework.data.relational.core.mapping.Table;

/**
 * A ticket whose id the application assigns (copied from another system, say): {@link Persistable} tells Spring Data
 * that one made by {@link #imported} is new, so {@code save} inserts it; one read from the table is not.
 */
@Table("oid_jdbc_ticket")
public class ImportedTicket implements Persistable<ObjectId> {

    @Id
    private final ObjectId id;

    private final ObjectId customerId;

    private final String title;

    @Transient
    private final boolean isNew;

    @PersistenceCreator
    ImportedTicket(ObjectId id, ObjectId customerId, String title) {
        this(id, customerId, title, false);
    }

    private ImportedTicket(ObjectId id, ObjectId customerId, String title, boolean isNew) {
        this.id = id;
        this.customerId = customerId;
        this.title = title;
        this.isNew = isNew;
    }

    /** A ticket with an id of the application's, to be inserted by {@code save}. */
    public static ImportedTicket imported(ObjectId id, ObjectId customerId, String title) {
        return new ImportedTicket(id, customerId, title, true);
    }

    @Override
    public ObjectId getId() {
        return id;
    }

    @Override
    public boolean isNew() {
        return isNew;
    }

    public String getTitle() {
        return title;
    }
}
