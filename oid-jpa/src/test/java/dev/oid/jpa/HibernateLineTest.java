package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.jpa.internal.HibernateLine;
import org.hibernate.HibernateException;
import org.hibernate.Version;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The supported Hibernate ORM lines, and the one this suite runs on. */
class HibernateLineTest {

    /** oid-jpa runs this suite on its own Hibernate; the Hibernate modules under compat/ name theirs. */
    private static final String EXPECTED = System.getProperty("oid.jpa.expected.hibernate", "7.4");

    private static final HibernateLine EXPECTED_LINE =
            EXPECTED.startsWith("6.") ? HibernateLine.HIBERNATE_6_6 : HibernateLine.HIBERNATE_7;

    @Test
    void runsOnTheHibernateLineOfItsTestModule() {
        assertThat(Version.getVersionString()).startsWith(EXPECTED + ".");
        assertThat(HibernateLine.current()).isEqualTo(EXPECTED_LINE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"6.6.0.Final", "6.6.53.Final", "6.6.10-SNAPSHOT"})
    void acceptsHibernate66(String version) {
        assertThat(HibernateLine.of(version)).isEqualTo(HibernateLine.HIBERNATE_6_6);
    }

    @ParameterizedTest
    @ValueSource(strings = {"7.0.0.Final", "7.2.25.Final", "7.4.6.Final", "7.5.0.CR1", "7.10.1.Final"})
    void acceptsHibernate7(String version) {
        assertThat(HibernateLine.of(version)).isEqualTo(HibernateLine.HIBERNATE_7);
    }

    @ParameterizedTest
    @ValueSource(strings = {"[WORKING]", "unknown", "", "7"})
    @NullSource
    void tellsTheLineFromTheApiWhenTheVersionCannotBeRead(String version) {
        // Hibernate reports "[WORKING]" when its jar manifest is gone (shaded jars): not a reason to refuse it.
        assertThat(HibernateLine.of(version)).isEqualTo(EXPECTED_LINE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"6.5.3.Final", "6.4.4.Final", "6.2.0.Final", "5.6.15.Final", "8.0.0.Final", "16.6.1",
        "6.60.1.Final", "6.7.0.Final"})
    void refusesEveryOtherVersionNamingItAndTheSupportedOnes(String version) {
        assertThatThrownBy(() -> HibernateLine.of(version))
                .isInstanceOf(HibernateException.class)
                .hasMessage("oid-jpa supports Hibernate ORM 6.6.x (Spring Boot 3.5) and 7.x (Spring Boot 4.0), but"
                        + " the class path has Hibernate ORM '" + version + "': use a supported Hibernate ORM (for"
                        + " example the one your Spring Boot version manages) or remove oid-jpa");
    }
}
