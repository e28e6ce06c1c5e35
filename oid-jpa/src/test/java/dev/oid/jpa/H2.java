package dev.oid.jpa;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;

/** Plain Hibernate bootstrap (no JPA) on a fresh in-memory H2 database. */
final class H2 {

    private static final AtomicInteger DATABASES = new AtomicInteger();

    private H2() {
    }

    static String newUrl() {
        return "jdbc:h2:mem:oid" + DATABASES.incrementAndGet() + ";DB_CLOSE_DELAY=-1";
    }

    static SessionFactory sessionFactory(Map<String, Object> extraSettings, Class<?>... entities) {
        Map<String, Object> settings = new HashMap<>();
        if (!extraSettings.containsKey(AvailableSettings.CONNECTION_PROVIDER)) {
            settings.put(AvailableSettings.JAKARTA_JDBC_URL, newUrl());
            settings.put(AvailableSettings.JAKARTA_JDBC_USER, "sa");
        }
        settings.put(AvailableSettings.HBM2DDL_AUTO, "create");
        settings.put("hibernate.connection.pool_size", "2");
        settings.putAll(extraSettings);
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        try {
            MetadataSources sources = new MetadataSources(registry);
            for (Class<?> entity : entities) {
                sources.addAnnotatedClass(entity);
            }
            return sources.buildMetadata().buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
    }

    static SessionFactory sessionFactory(Class<?>... entities) {
        return sessionFactory(Map.of(), entities);
    }

    /** Returns "TYPE(length)" of a column as H2's INFORMATION_SCHEMA reports it. */
    static String columnType(SessionFactory factory, String table, String column) {
        return factory.fromSession(session -> {
            Object[] row = session.createNativeQuery(
                    "select data_type, character_maximum_length from information_schema.columns"
                            + " where table_name = :table and column_name = :column", Object[].class)
                    .setParameter("table", table.toUpperCase(java.util.Locale.ROOT))
                    .setParameter("column", column.toUpperCase(java.util.Locale.ROOT))
                    .getSingleResult();
            return row[0] + "(" + row[1] + ")";
        });
    }

    /** Every throwable of the causal chain, outermost first. */
    static List<Throwable> causes(Throwable thrown) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable t = thrown; t != null && !chain.contains(t); t = t.getCause()) {
            chain.add(t);
        }
        return chain;
    }
}
