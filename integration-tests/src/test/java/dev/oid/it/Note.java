package dev.oid.it;

import dev.oid.jpa.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A JPA entity with a {@code String} id minted by oid-jpa's generator, or assigned by the test. */
@Entity
@Table(name = "oid_it_note")
public class Note {

    @Id
    @ObjectIdGenerated(assignable = true)
    private String id;

    private String text;

    protected Note() {
    }

    public Note(String text) {
        this.text = text;
    }

    public String getId() {
        return id;
    }

    public void setId(String id) {
        this.id = id;
    }

    public String getText() {
        return text;
    }
}
