package dev.oid.jpa.internal;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hibernate.HibernateException;
import org.hibernate.Version;
import org.hibernate.generator.GeneratorCreationContext;
import org.jspecify.annotations.Nullable;

/**
 * The Hibernate ORM release lines oid-jpa supports, and the check that the one on the class path is among them.
 *
 * <p>The lines differ in how a generator name is registered for every persistence unit: Hibernate 7 reads a
 * {@code <generic-generator>} from a mapping file of schema version 7.0, which Hibernate 6.6 refuses with a bare
 * {@code BadVersionException}; Hibernate 6.6 takes a class-level generator declaration instead. Every hook of
 * oid-jpa that Hibernate calls first checks the line, so an unsupported Hibernate fails with a message naming the
 * supported versions rather than with a parser or linkage error.
 */
public enum HibernateLine {

    /** Hibernate ORM 6.6.x, the line Spring Boot 3.5 manages. */
    HIBERNATE_6_6,
    /** Hibernate ORM 7.x (7.2 is the line Spring Boot 4.0 manages). */
    HIBERNATE_7;

    /** The versions oid-jpa supports, as said in every refusal. */
    static final String SUPPORTED = "Hibernate ORM 6.6.x (Spring Boot 3.5) and 7.x (Spring Boot 4.0)";

    private static final Pattern MAJOR_MINOR = Pattern.compile("(\\d+)\\.(\\d+)(?:\\D.*)?");

    /**
     * Returns the line of the Hibernate ORM on the class path.
     *
     * @return the line
     * @throws HibernateException if that Hibernate ORM is not 6.6.x or 7.x; the message names the version found
     *         and the supported ones
     */
    public static HibernateLine current() {
        return of(Version.getVersionString());
    }

    /**
     * Returns the line of a Hibernate ORM version string such as {@code "6.6.53.Final"} or {@code "7.4.6.Final"}.
     * A version that cannot be read ({@code "[WORKING]"}, which Hibernate reports when its jar manifest was lost,
     * as in some shaded jars) is not refused: the line is then told from Hibernate's API (7 added
     * {@code GeneratorCreationContext.getType()}).
     *
     * @param version the version, as {@link Version#getVersionString()} gives it; may be {@code null}
     * @return the line
     * @throws HibernateException if the version reads as neither 6.6.x nor 7.x; the message names it and the
     *         supported versions
     */
    public static HibernateLine of(@Nullable String version) {
        Matcher matcher = version == null ? null : MAJOR_MINOR.matcher(version);
        if (matcher == null || !matcher.matches()) {
            return fromApi();
        }
        int major = Integer.parseInt(matcher.group(1));
        int minor = Integer.parseInt(matcher.group(2));
        if (major == 7) {
            return HIBERNATE_7;
        }
        if (major == 6 && minor == 6) {
            return HIBERNATE_6_6;
        }
        throw new HibernateException("oid-jpa supports " + SUPPORTED + ", but the class path has Hibernate ORM '"
                + version + "': use a supported Hibernate ORM (for example the one your Spring Boot version manages)"
                + " or remove oid-jpa");
    }

    private static HibernateLine fromApi() {
        try {
            GeneratorCreationContext.class.getMethod("getType");
            return HIBERNATE_7;
        } catch (NoSuchMethodException e) {
            return HIBERNATE_6_6;
        }
    }
}
