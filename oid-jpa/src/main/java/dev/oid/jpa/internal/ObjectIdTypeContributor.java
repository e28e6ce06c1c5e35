package dev.oid.jpa.internal;

import dev.oid.jpa.ObjectIdJavaType;
import org.hibernate.boot.model.TypeContributions;
import org.hibernate.boot.model.TypeContributor;
import org.hibernate.service.ServiceRegistry;

/**
 * Registers {@link ObjectIdJavaType} so that an attribute of type {@code dev.oid.ObjectId} is a basic
 * {@code BINARY(12)} value with no annotation, instead of Java-serialized bytes in {@code VARBINARY(255)}.
 * Found by Hibernate through {@code META-INF/services/org.hibernate.boot.model.TypeContributor}; on an unsupported
 * Hibernate it fails with the message of {@link HibernateLine#current()}.
 */
public final class ObjectIdTypeContributor implements TypeContributor {

    /** Creates the contributor; called by {@link java.util.ServiceLoader}. */
    public ObjectIdTypeContributor() {
    }

    @Override
    public void contribute(TypeContributions typeContributions, ServiceRegistry serviceRegistry) {
        HibernateLine.current();
        typeContributions.contributeJavaType(ObjectIdJavaType.INSTANCE);
    }
}
