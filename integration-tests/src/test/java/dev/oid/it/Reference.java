package dev.oid.it;

import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

import dev.oid.ObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A JPA entity with an {@code ObjectId} column in each mapping of oid-jpa's README column-type table, for the DDL
 * known-answer test.
 */
@Entity
@Table(name = "oid_it_reference")
public class Reference {

    @Id
    @GeneratedValue(generator = "objectid")
    private ObjectId id;

    /** No annotation: the default binary column. */
    private ObjectId plain;

    @Column(length = 24)
    private ObjectId text24;

    @JdbcTypeCode(SqlTypes.CHAR)
    private ObjectId charCode;

    /** {@code @Column} without a length: the JPA default length 255 must not leak into the type. */
    @Column(name = "named_ref")
    private ObjectId namedRef;

    protected Reference() {
    }
}
