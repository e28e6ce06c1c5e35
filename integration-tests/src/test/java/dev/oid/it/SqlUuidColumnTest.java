package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oid.ObjectId;
import dev.oid.ObjectIdUuids;
import dev.oid.testsupport.RealObjectIds;
import dev.oid.testsupport.UsesDatabase;
import jakarta.persistence.EntityManagerFactory;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * ObjectIds in a PostgreSQL {@code uuid} column ({@code @JdbcTypeCode(SqlTypes.UUID)}): the 3,996 real ids, inserted
 * in random order, come back in ObjectId order from {@code order by id}, the column holds the exact UUIDv7 of
 * {@link ObjectIdUuids#toUuid(ObjectId)}, and PostgreSQL computes each id's creation time from the UUID's first 48 bits in SQL
 * (PostgreSQL 18's {@code uuid_extract_timestamp} does the same). Runs only when this run's SQL target is
 * PostgreSQL ({@code OID_IT_JDBC_URL}, as {@code .ci/run} sets it).
 */
@UsesDatabase
class SqlUuidColumnTest {

    private static final List<ObjectId> REAL = RealObjectIds.ids(ObjectId::parse);

    private static EntityManagerFactory emf;

    @BeforeAll
    static void insertRealIds() {
        assumeTrue("PostgreSQL".equals(SqlTarget.get().product()),
                "uuid columns are tested on PostgreSQL; this run's SQL target is " + SqlTarget.get().product());
        emf = SqlTarget.get().newEntityManagerFactory(Ticket.class);
        List<ObjectId> shuffled = new ArrayList<>(REAL);
        Collections.shuffle(shuffled, new Random(7));
        emf.runInTransaction(em -> shuffled.forEach(id -> em.persist(new Ticket(id, "real"))));
    }

    @AfterAll
    static void close() {
        if (emf != null) {
            emf.close();
        }
    }

    @Test
    void theColumnIsUuidAndHoldsTheUuidv7OfTheId() throws SQLException {
        // The first real id; hand-checked UUIDv7 known answers are in oid-core's UuidMappingTest, here the
        // column's own text form must be that layout: version 7, variant 10, the last 10 bits zero.
        ObjectId first = REAL.get(0);
        String table = SqlTarget.table("oid_it_ticket");
        try (Connection c = SqlTarget.get().connect();
                PreparedStatement ps = c.prepareStatement("select id::text, pg_typeof(id)::text from " + table
                        + " where id = ?::uuid")) {
            ps.setString(1, ObjectIdUuids.toUuid(first).toString());
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).as("the row of %s", first).isTrue();
                assertThat(rs.getString(1)).isEqualTo(ObjectIdUuids.toUuid(first).toString())
                        .matches("[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{9}[048c]00");
                assertThat(rs.getString(2)).isEqualTo("uuid");
            }
        }
        ObjectId found = emf.callInTransaction(em -> em.find(Ticket.class, first).getId());
        assertThat(found).isEqualTo(first);
    }

    @Test
    void orderByTheUuidColumnIsObjectIdOrder() throws SQLException {
        List<ObjectId> ordered = new ArrayList<>();
        try (Connection c = SqlTarget.get().connect();
                PreparedStatement ps = c.prepareStatement("select id from " + SqlTarget.table("oid_it_ticket")
                        + " order by id");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                ordered.add(ObjectIdUuids.fromUuid(rs.getObject(1, UUID.class)));
            }
        }
        List<ObjectId> sorted = new ArrayList<>(REAL);
        Collections.sort(sorted);

        assertThat(ordered).hasSize(3_996).containsExactlyElementsOf(sorted);
    }

    @Test
    void postgresqlReadsTheCreationTimeFromTheUuidBytes() throws SQLException {
        // The first 48 bits are unix_ts_ms: 12 hex digits of the UUID's text form.
        String sql = "select id, to_timestamp(('x' || lpad(left(replace(id::text, '-', ''), 12), 16, '0'))::bit(64)"
                + "::bigint / 1000.0) from " + SqlTarget.table("oid_it_ticket");
        int checked = 0;
        try (Connection c = SqlTarget.get().connect(); PreparedStatement ps = c.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                ObjectId id = ObjectIdUuids.fromUuid(rs.getObject(1, UUID.class));
                Instant created = rs.getTimestamp(2).toInstant();
                assertThat(created).as("creation time of %s", id).isEqualTo(id.instant());
                checked++;
            }
        }
        assertThat(checked).isEqualTo(3_996);
    }
}
