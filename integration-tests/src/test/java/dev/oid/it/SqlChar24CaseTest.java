package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.testsupport.UsesDatabase;
import jakarta.persistence.EntityManagerFactory;
import org.hibernate.id.IdentifierGenerationException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A {@code CHAR(24)} id assigned in upper case never reaches this run's SQL target: under a binary collation it
 * would sort apart and be a second key for the same ObjectId, under a case-insensitive one it would clash with its
 * lowercase twin. The generator rejects it before the {@code INSERT}, whatever the database and collation.
 */
@UsesDatabase
class SqlChar24CaseTest {

    private static EntityManagerFactory emf;

    @BeforeAll
    static void createTable() {
        emf = SqlTarget.get().newEntityManagerFactory(Note.class);
    }

    @AfterAll
    static void dropTable() {
        if (emf != null) {
            emf.close();
        }
    }

    @Test
    void upperCaseAssignedIdIsRejectedBeforeTheInsert() {
        Note note = new Note("upper");
        note.setId("5A17B9D9AB102555B9C38874");

        assertThatThrownBy(() -> emf.runInTransaction(em -> em.persist(note)))
                .isInstanceOf(IdentifierGenerationException.class)
                .hasMessageContaining("\"5A17B9D9AB102555B9C38874\" has the upper-case hex digit 'A' at index 1")
                .hasMessageContaining("(\"5a17b9d9ab102555b9c38874\")");
        Long rows = emf.callInTransaction(em -> em.createQuery("select count(n) from Note n", Long.class)
                .getSingleResult());
        assertThat(rows).isZero();
    }
}
