package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.jpa.TestEntities.Label;
import dev.oid.jpa.TestEntities.MergeAnnotated;
import dev.oid.jpa.TestEntities.Ticket;
import dev.oid.testsupport.UsesDatabase;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Persistence;
import jakarta.persistence.PersistenceException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import org.hibernate.cfg.AvailableSettings;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code @ObjectIdGenerated(assignable = true)} keeps an assigned id and mints one for a {@code null} id, with
 * {@code persist} and {@code merge}, through each way an application starts Hibernate: the native bootstrap, the JPA
 * bootstrap from {@code persistence.xml}, and both with a bean container that creates generators through their
 * no-argument constructor, as Spring's does under Spring Boot. Without {@code assignable}, an assigned id stays
 * refused.
 */
@UsesDatabase
class AssignedIdBootstrapTest {

    private static final ObjectId ASSIGNED = ObjectId.parse("5a17b9d9ab102555b9c38874");
    private static final ObjectId OTHER = ObjectId.parse("5a17b9d9ab102555b9c38875");

    /** How the persistence unit is started. */
    enum Bootstrap {
        NATIVE(false, false),
        NATIVE_WITH_BEAN_CONTAINER(false, true),
        JPA_PERSISTENCE_XML(true, false),
        JPA_PERSISTENCE_XML_WITH_BEAN_CONTAINER(true, true);

        private final boolean jpa;
        private final boolean beanContainer;

        Bootstrap(boolean jpa, boolean beanContainer) {
            this.jpa = jpa;
            this.beanContainer = beanContainer;
        }

        /** Starts the unit, runs the test with it, and checks that the bean container made our generator. */
        void run(Consumer<EntityManagerFactory> test) {
            ConstructorOnlyBeanContainer container = new ConstructorOnlyBeanContainer();
            Map<String, Object> settings = new HashMap<>();
            if (beanContainer) {
                // What Spring's HibernateJpaVendorAdapter and Spring Boot set: a bean container, used for extensions.
                settings.put(AvailableSettings.BEAN_CONTAINER, container);
                settings.put(AvailableSettings.ALLOW_EXTENSIONS_IN_CDI, "true");
            }
            EntityManagerFactory factory;
            if (jpa) {
                settings.putAll(TestDatabase.jpaProperties());
                factory = Persistence.createEntityManagerFactory("assigned-ids", settings);
            } else {
                factory = TestDatabase.sessionFactory(settings, Ticket.class, Label.class, MergeAnnotated.class);
            }
            try {
                test.accept(factory);
            } finally {
                factory.close();
            }
            if (beanContainer) {
                assertThat(container.created).as("generators created by the bean container")
                        .contains(ObjectIdHibernateGenerator.class);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Bootstrap.class)
    void persistKeepsAnAssignedIdAndMintsANullOne(Bootstrap bootstrap) {
        bootstrap.run(factory -> {
            Ticket assigned = new Ticket(ASSIGNED, "assigned");
            Ticket minted = new Ticket(null, "minted");
            Instant before = Instant.now().minusSeconds(1);
            inTransaction(factory, em -> {
                em.persist(assigned);
                em.persist(minted);
            });

            assertThat(assigned.id).isEqualTo(ASSIGNED);
            assertThat(minted.id).isNotNull().isNotEqualTo(ASSIGNED);
            assertThat(minted.id.instant()).isBetween(before.truncatedTo(ChronoUnit.SECONDS),
                    Instant.now().plus(Duration.ofSeconds(1)));
            assertThat(read(factory, em -> em.find(Ticket.class, ASSIGNED).title)).isEqualTo("assigned");
            assertThat(read(factory, em -> em.find(Ticket.class, minted.id).title)).isEqualTo("minted");
        });
    }

    @ParameterizedTest
    @EnumSource(Bootstrap.class)
    void mergeInsertsANewEntityUnderItsAssignedIdAndMintsANullOne(Bootstrap bootstrap) {
        bootstrap.run(factory -> {
            Ticket[] merged = new Ticket[2];
            inTransaction(factory, em -> {
                merged[0] = em.merge(new Ticket(OTHER, "merged"));
                merged[1] = em.merge(new Ticket(null, "merged, minted"));
            });

            assertThat(merged[0].id).isEqualTo(OTHER);
            assertThat(merged[1].id).isNotNull().isNotEqualTo(OTHER);
            assertThat(read(factory, em -> em.find(Ticket.class, OTHER).title)).isEqualTo("merged");
            assertThat(read(factory, em -> em.find(Ticket.class, merged[1].id).title)).isEqualTo("merged, minted");

            // A later merge of a detached copy with the same id updates that row.
            inTransaction(factory, em -> em.merge(new Ticket(OTHER, "renamed")));
            assertThat(read(factory, em -> em.find(Ticket.class, OTHER).title)).isEqualTo("renamed");
        });
    }

    @ParameterizedTest
    @EnumSource(Bootstrap.class)
    void stringIdKeepsTheAssignedHex(Bootstrap bootstrap) {
        bootstrap.run(factory -> {
            inTransaction(factory, em -> {
                em.persist(new Label("5a17b9d9ab102555b9c38874", "persisted"));
                em.merge(new Label("5a17b9d9ab102555b9c38875", "merged"));
            });

            assertThat(read(factory, em -> em.find(Label.class, "5a17b9d9ab102555b9c38874").text))
                    .isEqualTo("persisted");
            assertThat(read(factory, em -> em.find(Label.class, "5a17b9d9ab102555b9c38875").text))
                    .isEqualTo("merged");
        });
    }

    @ParameterizedTest
    @EnumSource(Bootstrap.class)
    void withoutAssignableAnAssignedIdIsStillRefused(Bootstrap bootstrap) {
        bootstrap.run(factory -> {
            MergeAnnotated entity = new MergeAnnotated();
            entity.id = ASSIGNED;
            entity.name = "refused";

            assertThatThrownBy(() -> inTransaction(factory, em -> em.persist(entity)))
                    .isInstanceOf(PersistenceException.class)
                    .satisfies(e -> assertThat(e.getMessage()).containsIgnoringCase("detached entity passed to persist"));
            assertThat(read(factory, em -> em.find(MergeAnnotated.class, ASSIGNED))).isNull();
        });
    }

    private static void inTransaction(EntityManagerFactory factory, Consumer<EntityManager> work) {
        EntityManager em = factory.createEntityManager();
        try {
            em.getTransaction().begin();
            work.accept(em);
            em.getTransaction().commit();
        } finally {
            if (em.getTransaction().isActive()) {
                em.getTransaction().rollback();
            }
            em.close();
        }
    }

    private static Object read(EntityManagerFactory factory, Function<EntityManager, Object> query) {
        EntityManager em = factory.createEntityManager();
        try {
            return query.apply(em);
        } finally {
            em.close();
        }
    }
}
