package dev.oid.it;

import dev.oid.ObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * A JPA entity whose {@code dev.oid.ObjectId} id lives in a PostgreSQL {@code uuid} column, in the UUIDv7 layout of
 * {@link ObjectIdUuids#toUuid(ObjectId)}; the application assigns the ids.
 */
@Entity
@Table(name = "oid_it_ticket")
public class Ticket {

    @Id
    @JdbcTypeCode(SqlTypes.UUID)
    private ObjectId id;

    private String title;

    protected Ticket() {
    }

    public Ticket(ObjectId id, String title) {
        this.id = id;
        this.title = title;
    }

    public ObjectId getId() {
        return id;
    }

    public String getTitle() {
        return title;
    }
}
