package dev.oid.hibernate65;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hibernate.HibernateException;
import org.hibernate.Version;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import org.junit.jupiter.api.Test;

/**
 * Run by the {@code unsupported-hibernate} surefire execution only, with Hibernate ORM 6.5 on the class path in place
 * of 6.6: oid-jpa must refuse it with a message naming the versions it supports, before Hibernate reads any mapping
 * (a Hibernate it does not support would otherwise fail on oid-jpa's mapping file or its generator's signatures).
 */
class UnsupportedHibernateTest {

    /** An entity with the zero-configuration generator name. */
    @Entity(name = "Unsupported")
    public static class Unsupported {
        @Id
        @GeneratedValue(generator = "objectid")
        public ObjectId id;
    }

    @Test
    void hibernate65IsRefusedWithTheSupportedVersionsNamed() {
        assertThat(Version.getVersionString()).startsWith("6.5.");
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(Map.of(
                AvailableSettings.JAKARTA_JDBC_URL, "jdbc:h2:mem:unsupported;DB_CLOSE_DELAY=-1",
                AvailableSettings.HBM2DDL_AUTO, "create")).build();
        try {
            assertThatThrownBy(() -> new MetadataSources(registry).addAnnotatedClass(Unsupported.class)
                    .buildMetadata().buildSessionFactory().close())
                    .satisfies(thrown -> assertThat(causes(thrown)).anySatisfy(cause -> assertThat(cause)
                            .isExactlyInstanceOf(HibernateException.class)
                            .hasMessage("oid-jpa supports Hibernate ORM 6.6.x (Spring Boot 3.5) and 7.x (Spring Boot"
                                    + " 4.0), but the class path has Hibernate ORM '" + Version.getVersionString()
                                    + "': use a supported Hibernate ORM (for example the one your Spring Boot version"
                                    + " manages) or remove oid-jpa")));
        } finally {
            StandardServiceRegistryBuilder.destroy(registry);
        }
    }

    private static List<Throwable> causes(Throwable thrown) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable t = thrown; t != null && !chain.contains(t); t = t.getCause()) {
            chain.add(t);
        }
        return chain;
    }
}
