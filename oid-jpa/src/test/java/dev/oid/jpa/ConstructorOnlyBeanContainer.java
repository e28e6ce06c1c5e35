package dev.oid.jpa;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.hibernate.resource.beans.container.spi.BeanContainer;
import org.hibernate.resource.beans.container.spi.ContainedBean;
import org.hibernate.resource.beans.spi.BeanInstanceProducer;

/**
 * A Hibernate bean container that creates every bean through its public no-argument constructor, never through
 * Hibernate's fallback producer, as Spring's {@code SpringBeanContainer} (which Spring Boot sets) does for
 * JPA-compliant creation: the generator then never sees the annotation through a constructor.
 */
final class ConstructorOnlyBeanContainer implements BeanContainer {

    /** The classes this container instantiated, in order. */
    final List<Class<?>> created = new CopyOnWriteArrayList<>();

    @Override
    public <B> ContainedBean<B> getBean(Class<B> beanType, LifecycleOptions lifecycleOptions,
            BeanInstanceProducer fallbackProducer) {
        B instance;
        try {
            instance = beanType.getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            // Like Spring, fall back to Hibernate's own instantiation for beans without a public no-arg constructor.
            instance = fallbackProducer.produceBeanInstance(beanType);
        }
        created.add(beanType);
        return new Contained<>(beanType, instance);
    }

    @Override
    public <B> ContainedBean<B> getBean(String name, Class<B> beanType, LifecycleOptions lifecycleOptions,
            BeanInstanceProducer fallbackProducer) {
        return getBean(beanType, lifecycleOptions, fallbackProducer);
    }

    @Override
    public void stop() {
    }

    /** A created bean. */
    private static final class Contained<B> implements ContainedBean<B> {
        private final Class<B> type;
        private final B instance;

        Contained(Class<B> type, B instance) {
            this.type = type;
            this.instance = instance;
        }

        @Override
        public B getBeanInstance() {
            return instance;
        }

        /** {@code ManagedBean.getBeanClass()} on Hibernate 7; no method of {@code ContainedBean} on 6.6. */
        public Class<B> getBeanClass() {
            return type;
        }
    }
}
