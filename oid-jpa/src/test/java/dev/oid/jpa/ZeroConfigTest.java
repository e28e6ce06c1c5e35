package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.oid.ObjectId;
import dev.oid.jpa.TestEntities.ZeroConfigObjectId;
import dev.oid.jpa.TestEntities.ZeroConfigString;
import dev.oid.jpa.internal.HibernateLine;
import dev.oid.testsupport.UsesDatabase;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Persistence;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * {@code @GeneratedValue(generator = "objectid")} with nothing else in the application. Hibernate silently
 * falls back to UUIDs for an unknown generator name on a String id, so every test checks that the id is a
 * fresh ObjectId (24 lowercase hex characters whose timestamp is now), not merely that an id exists.
 */
@UsesDatabase
class ZeroConfigTest {

    private static final String LOWERCASE_HEX_24 = "[0-9a-f]{24}";

    private static void assertMintedNow(String id) {
        assertThat(id).matches(LOWERCASE_HEX_24);
        assertThat(ObjectId.parse(id).instant()).isCloseTo(Instant.now(), within(10, ChronoUnit.SECONDS));
    }

    @Test
    void plainHibernateBootstrapGeneratesObjectIdsForStringIds() {
        try (SessionFactory factory = TestDatabase.sessionFactory(ZeroConfigString.class)) {
            ZeroConfigString saved = factory.fromTransaction(session -> {
                ZeroConfigString entity = new ZeroConfigString("a");
                session.persist(entity);
                return entity;
            });

            assertMintedNow(saved.id);
            assertThat(factory.fromSession(s -> s.find(ZeroConfigString.class, saved.id)).name).isEqualTo("a");
            assertThat(TestDatabase.columnType(factory, "zero_config_string", "id")).isEqualTo(TestDatabase.CURRENT.char24);
        }
    }

    @Test
    void plainHibernateBootstrapGeneratesObjectIdsForObjectIdIds() {
        try (SessionFactory factory = TestDatabase.sessionFactory(ZeroConfigObjectId.class)) {
            ZeroConfigObjectId saved = factory.fromTransaction(session -> {
                ZeroConfigObjectId entity = new ZeroConfigObjectId("b");
                session.persist(entity);
                return entity;
            });

            assertMintedNow(saved.id.toHexString());
            assertThat(factory.fromSession(s -> s.find(ZeroConfigObjectId.class, saved.id)).name).isEqualTo("b");
            assertThat(TestDatabase.columnType(factory, "zero_config_object_id", "id")).isEqualTo(TestDatabase.CURRENT.binary12);
        }
    }

    @Test
    void bootsAPersistenceUnitWithoutObjectIdEntitiesUntouched() {
        try (SessionFactory factory = TestDatabase.sessionFactory(TestEntities.IdentityRow.class)) {
            TestEntities.IdentityRow row = new TestEntities.IdentityRow("plain");
            factory.inTransaction(session -> session.persist(row));

            assertThat(row.id).isNotNull().isPositive();
            assertThat(factory.fromSession(s -> s.find(TestEntities.IdentityRow.class, row.id)).label)
                    .isEqualTo("plain");
        }
    }

    @Test
    void withXmlMappingOffTheGeneratorNameStillWorksOnHibernate66AndFailsClearlyOnHibernate7() {
        Map<String, Object> xmlOff = Map.of("hibernate.xml_mapping_enabled", "false");
        if (HibernateLine.current() == HibernateLine.HIBERNATE_6_6) {
            // 6.6 takes the name from a package-level declaration, not from a mapping file.
            try (SessionFactory factory = TestDatabase.sessionFactory(xmlOff, ZeroConfigString.class)) {
                ZeroConfigString saved = new ZeroConfigString("xml off");
                factory.inTransaction(session -> session.persist(saved));
                assertMintedNow(saved.id);
            }
        } else {
            // Hibernate 7 would silently give the String id a UUID; oid-jpa refuses to boot instead.
            assertThat(TestDatabase.bootFailure(xmlOff, ZeroConfigString.class))
                    .hasMessage("Attribute 'dev.oid.jpa.TestEntities$ZeroConfigString.id' uses"
                            + " @GeneratedValue(generator = \"objectid\"), but no generator of that name is"
                            + " registered: on Hibernate 7 oid-jpa registers it through a mapping file, which"
                            + " hibernate.xml_mapping_enabled=false turns off; annotate the id with"
                            + " @dev.oid.jpa.ObjectIdGenerated instead, or enable XML mapping");
        }
    }

    @Test
    void jpaBootstrapFromPersistenceXmlGeneratesObjectIds() {
        EntityManagerFactory factory = Persistence.createEntityManagerFactory("zero-config",
                TestDatabase.jpaProperties());
        try {
            EntityManager em = factory.createEntityManager();
            em.getTransaction().begin();
            ZeroConfigString text = new ZeroConfigString("c");
            ZeroConfigObjectId binary = new ZeroConfigObjectId("d");
            em.persist(text);
            em.persist(binary);
            em.getTransaction().commit();
            em.close();

            assertMintedNow(text.id);
            assertMintedNow(binary.id.toHexString());
            assertThat(ObjectId.parse(text.id)).isLessThan(binary.id);
            EntityManager reader = factory.createEntityManager();
            assertThat(reader.find(ZeroConfigString.class, text.id).name).isEqualTo("c");
            assertThat(reader.find(ZeroConfigObjectId.class, binary.id).name).isEqualTo("d");
            reader.close();
        } finally {
            factory.close();
        }
    }
}
