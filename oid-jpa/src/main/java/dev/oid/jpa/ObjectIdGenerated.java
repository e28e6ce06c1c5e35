package dev.oid.jpa;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;

/**
 * Marks an {@code @Id} attribute whose value is a new ObjectId minted in the application before the
 * {@code INSERT}, by {@link ObjectIdHibernateGenerator}.
 *
 * <p>This is the explicit form of {@code @GeneratedValue(generator = "objectid")}: a misspelt annotation
 * does not compile (javac rejects the unknown type), whereas Hibernate silently falls back to UUIDs for a
 * misspelt generator name on a {@code String} id. The attribute type must be {@link dev.oid.ObjectId} (column {@code BINARY(12)}), {@code String}
 * ({@code CHAR(24)}, 24 lowercase hex characters) or {@code byte[]} ({@code BINARY(12)}); any other type
 * fails when the mapping is built, with a {@link org.hibernate.MappingException} naming the entity, the
 * attribute and the allowed types.
 *
 * <p>By default the id is always generated, as with Hibernate's {@code UuidGenerator}: an entity whose id is set
 * counts as detached, so {@code merge} of a copy whose row was deleted fails with an
 * {@code OptimisticLockException} rather than inserting the row again. {@link #assignable()} lets the
 * application assign ids itself.
 *
 * <pre>{@code
 * @Entity
 * class Invoice {
 *     @Id @ObjectIdGenerated
 *     ObjectId id;
 * }
 * }</pre>
 *
 * @since 0.1.0
 */
@Documented
@IdGeneratorType(ObjectIdHibernateGenerator.class)
@Target({FIELD, METHOD})
@Retention(RUNTIME)
public @interface ObjectIdGenerated {

    /**
     * Whether an id the application assigned before {@code persist} is kept (after checking that it is an
     * ObjectId in canonical form and not a boundary id of {@code ObjectId.min/max}); a {@code null} id is still
     * generated.
     *
     * <p>Caveat: with assigned ids Hibernate cannot tell a detached entity from a new one, so {@code merge}
     * (and Spring Data's {@code save}, which calls it for any entity whose id is set) of a detached copy whose
     * row was deleted inserts the row again instead of failing. Use a {@code @Version} attribute to have such a
     * merge refused.
     *
     * @return {@code true} to keep assigned ids; {@code false} (the default) to treat an entity with an id as
     *         detached
     */
    boolean assignable() default false;
}
