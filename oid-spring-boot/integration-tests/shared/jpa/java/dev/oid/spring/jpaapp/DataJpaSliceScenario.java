package dev.oid.spring.jpaapp;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * What a {@code @DataJpaTest} must show, on either Boot line (each line's test class, {@code DataJpaSliceTest}, names
 * its annotation and extends this): the starter's JPA part and the application's {@code ObjectIdGenerator} bean are in
 * the slice, so Hibernate's generator {@code objectid} mints with the application's generator, not the default one.
 */
public abstract class DataJpaSliceScenario {

    @Autowired
    InvoiceRepository invoices;

    @Autowired
    EntityManager entityManager;

    @Test
    void theApplicationsGeneratorMints() {
        Invoice saved = invoices.saveAndFlush(new Invoice("S-1"));
        entityManager.clear();

        // The second of the application's generator bean, whose clock stands still in 2030.
        assertThat(saved.getId().instant()).isEqualTo(JpaApplication.CLOCK);
        assertThat(invoices.findById(saved.getId())).map(Invoice::getNumber).contains("S-1");
    }
}
