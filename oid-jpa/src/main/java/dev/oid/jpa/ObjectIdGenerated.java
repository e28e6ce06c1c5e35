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
 * attribute and the allowed types. An id the application assigned before {@code persist} is kept.
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
}
