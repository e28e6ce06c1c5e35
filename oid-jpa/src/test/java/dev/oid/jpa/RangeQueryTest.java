package dev.oid.jpa;

import dev.oid.testsupport.RealObjectIds;
import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.jpa.TestEntities.Event;
import dev.oid.jpa.TestEntities.Note;
import dev.oid.testsupport.UsesDatabase;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/** Creation-time range queries and ordering on ObjectId primary keys. */
@UsesDatabase
class RangeQueryTest {

    private static final Instant T0 = Instant.parse("2026-03-01T00:00:00Z");

    /** A clock the test moves by hand. */
    private static final class TestClock implements InstantSource {
        Instant now = T0;

        @Override
        public Instant instant() {
            return now;
        }
    }

    @Test
    void jpqlRangeReturnsExactlyTheRowsMintedInsideTheWindow() {
        TestClock clock = new TestClock();
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock).random(new SplittableRandom(1)).build();
        try (SessionFactory factory = TestDatabase.sessionFactory(
                Map.of(ObjectIdHibernateGenerator.GENERATOR_SETTING, generator), Event.class)) {
            // three rows per hour from 00:00 to 03:00, plus one in the last second inside the window
            String[] groups = {"h0", "h1", "h1-last", "h2", "h3"};
            Instant[] times = {T0, T0.plusSeconds(3600), T0.plusSeconds(2 * 3600 - 1), T0.plusSeconds(2 * 3600),
                T0.plusSeconds(3 * 3600)};
            for (int t = 0; t < times.length; t++) {
                clock.now = times[t];
                String label = groups[t];
                int count = label.endsWith("last") ? 1 : 3;
                factory.inTransaction(session -> {
                    for (int i = 0; i < count; i++) {
                        session.persist(new Event(count == 1 ? label : label + "-" + i));
                    }
                });
            }

            List<String> labels = factory.fromSession(session -> session.createQuery(
                    "select e.label from Event e where e.id >= :from and e.id < :to order by e.id", String.class)
                    .setParameter("from", ObjectId.min(T0.plus(Duration.ofHours(1))))
                    .setParameter("to", ObjectId.min(T0.plus(Duration.ofHours(3))))
                    .getResultList());

            assertThat(labels).containsExactly("h1-0", "h1-1", "h1-2", "h1-last", "h2-0", "h2-1", "h2-2");
        }
    }

    @Test
    void criteriaRangeUsesTheSameBoundaries() {
        TestClock clock = new TestClock();
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock).build();
        try (SessionFactory factory = TestDatabase.sessionFactory(
                Map.of(ObjectIdHibernateGenerator.GENERATOR_SETTING, generator), Event.class)) {
            for (int day = 0; day < 5; day++) {
                clock.now = T0.plus(Duration.ofDays(day));
                int d = day;
                factory.inTransaction(session -> session.persist(new Event("day" + d)));
            }

            List<String> labels = factory.fromSession(session -> {
                CriteriaBuilder cb = session.getCriteriaBuilder();
                CriteriaQuery<String> query = cb.createQuery(String.class);
                Root<Event> event = query.from(Event.class);
                query.select(event.get("label"))
                        .where(cb.greaterThanOrEqualTo(event.get("id"), ObjectId.min(T0.plus(Duration.ofDays(1)))),
                                cb.lessThanOrEqualTo(event.get("id"), ObjectId.max(T0.plus(Duration.ofDays(3)))))
                        .orderBy(cb.asc(event.get("id")));
                return session.createQuery(query).getResultList();
            });

            assertThat(labels).containsExactly("day1", "day2", "day3");
        }
    }

    @Test
    void orderByObjectIdPrimaryKeyIsCreationOrder() {
        List<ObjectId> real = realIds();
        List<ObjectId> shuffled = new ArrayList<>(real);
        Collections.shuffle(shuffled, new Random(42));
        try (SessionFactory factory = TestDatabase.sessionFactory(Event.class)) {
            factory.inTransaction(session -> {
                for (ObjectId id : shuffled) {
                    Event event = new Event(id.toHexString());
                    event.id = id;
                    session.persist(event);
                }
            });

            List<ObjectId> ordered = factory.fromSession(session -> session.createQuery(
                    "select e.id from Event e order by e.id", ObjectId.class).getResultList());

            assertThat(ordered).hasSize(real.size()).isSorted().containsExactlyElementsOf(sorted(real));
            assertThat(ordered.get(0).instant()).isBeforeOrEqualTo(ordered.get(ordered.size() - 1).instant());
        }
    }

    @Test
    void orderByChar24PrimaryKeyIsCreationOrderUnderBinaryCollation() {
        List<ObjectId> real = realIds();
        List<ObjectId> shuffled = new ArrayList<>(real);
        Collections.shuffle(shuffled, new Random(7));
        try (SessionFactory factory = TestDatabase.sessionFactory(Note.class)) {
            factory.inTransaction(session -> {
                for (ObjectId id : shuffled) {
                    Note note = new Note("real");
                    note.id = id.toHexString();
                    session.persist(note);
                }
            });

            List<String> ordered = factory.fromSession(session -> session.createQuery(
                    "select n.id from Note n order by n.id", String.class).getResultList());

            assertThat(ordered).containsExactlyElementsOf(sorted(real).stream().map(ObjectId::toHexString).toList());
        }
    }

    private static List<ObjectId> sorted(List<ObjectId> ids) {
        List<ObjectId> copy = new ArrayList<>(ids);
        Collections.sort(copy);
        return copy;
    }

    /** The 3,996 real _ids from MongoDB sample datasets, distinct. */
    private static List<ObjectId> realIds() {
        return RealObjectIds.ids(ObjectId::parse).stream().distinct().toList();
    }
}
