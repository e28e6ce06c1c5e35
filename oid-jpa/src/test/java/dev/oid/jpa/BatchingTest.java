package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.jpa.TestEntities.Event;
import dev.oid.jpa.TestEntities.IdentityRow;
import dev.oid.testsupport.UsesDatabase;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.AvailableSettings;
import org.junit.jupiter.api.Test;

/**
 * Ids minted before the INSERT keep JDBC batching on. Batches are counted at the JDBC driver boundary:
 * every executeBatch call on a statement Hibernate got from the connection provider.
 */
@UsesDatabase
class BatchingTest {

    private static final int ROWS = 100;

    private static SessionFactory batchingFactory(CountingConnectionProvider connections, Class<?> entity) {
        return TestDatabase.sessionFactory(Map.of(
                AvailableSettings.CONNECTION_PROVIDER, connections,
                AvailableSettings.STATEMENT_BATCH_SIZE, 50), entity);
    }

    @Test
    void insertsHundredObjectIdRowsInTwoBatchesOfFifty() {
        CountingConnectionProvider connections = new CountingConnectionProvider(TestDatabase.newUrl());
        try (SessionFactory factory = batchingFactory(connections, Event.class)) {
            connections.reset();
            factory.inTransaction(session -> {
                for (int i = 0; i < ROWS; i++) {
                    session.persist(new Event("e" + i));
                }
            });

            assertThat(connections.executeBatchCalls).hasValue(2);
            assertThat(connections.addBatchCalls).hasValue(ROWS);
            assertThat(connections.singleExecuteCalls).hasValue(0);
            long rows = factory.fromSession(s -> s.createQuery("select count(e) from Event e", Long.class)
                    .getSingleResult());
            assertThat(rows).isEqualTo(ROWS);
        }
    }

    @Test
    void identityIdsInsertRowByRowWithoutBatches() {
        CountingConnectionProvider connections = new CountingConnectionProvider(TestDatabase.newUrl());
        try (SessionFactory factory = batchingFactory(connections, IdentityRow.class)) {
            connections.reset();
            factory.inTransaction(session -> {
                for (int i = 0; i < ROWS; i++) {
                    session.persist(new IdentityRow("r" + i));
                }
            });

            assertThat(connections.executeBatchCalls).hasValue(0);
            assertThat(connections.singleExecuteCalls).hasValue(ROWS);
        }
    }
}
