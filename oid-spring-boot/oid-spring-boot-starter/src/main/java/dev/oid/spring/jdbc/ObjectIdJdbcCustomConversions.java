package dev.oid.spring.jdbc;

import dev.oid.ObjectId;
import java.util.Optional;
import java.util.Set;
import org.springframework.core.convert.converter.Converter;
import org.springframework.core.convert.converter.ConverterRegistry;
import org.springframework.data.convert.PropertyValueConversions;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.mapping.PersistentProperty;
import org.springframework.data.mapping.model.SimpleTypeHolder;

/**
 * The application's {@link JdbcCustomConversions} (Spring Boot's own bean, with the dialect's converters, or one the
 * application declares), with the conversions of {@link ObjectIdJdbcConverters#all()} added for {@link ObjectId}.
 *
 * <p>Every question about another type is answered by the application's conversions; questions about
 * {@code dev.oid.ObjectId} go to the application's conversions first when they have a converter of their own for it,
 * and to the ObjectId converters otherwise. {@code ObjectId} is a simple type, so Spring Data JDBC maps it to one
 * column rather than to an embedded entity. {@link ObjectIdJdbcAutoConfiguration} wraps the
 * {@code JdbcCustomConversions} bean in this class, so neither Boot's bean nor the application's is replaced.
 *
 * @since 0.1.0
 */
public final class ObjectIdJdbcCustomConversions extends JdbcCustomConversions {

    private final JdbcCustomConversions delegate;
    private final SimpleTypeHolder simpleTypes;

    private ObjectIdJdbcCustomConversions(JdbcCustomConversions delegate) {
        super(ObjectIdJdbcConverters.all());
        this.delegate = delegate;
        this.simpleTypes = new SimpleTypeHolder(Set.of(ObjectId.class), delegate.getSimpleTypeHolder());
    }

    /**
     * Returns the given conversions extended with the ObjectId converters.
     *
     * @param conversions the application's conversions
     * @return {@code conversions} itself if it is already extended, otherwise a new instance that asks it first
     */
    public static JdbcCustomConversions extend(JdbcCustomConversions conversions) {
        return conversions instanceof ObjectIdJdbcCustomConversions ? conversions
                : new ObjectIdJdbcCustomConversions(conversions);
    }

    /**
     * Returns the conversions this instance extends.
     *
     * @return the application's (or Spring Boot's) conversions
     */
    public JdbcCustomConversions getDelegate() {
        return delegate;
    }

    private static boolean isObjectId(Class<?> type) {
        return type == ObjectId.class;
    }

    /** Whether a question about these types goes to the ObjectId converters rather than the delegate. */
    private boolean ours(Class<?> source, Class<?> target) {
        return (isObjectId(source) || isObjectId(target)) && !delegate.hasCustomReadTarget(source, target)
                && !delegate.hasCustomWriteTarget(source, target);
    }

    @Override
    public SimpleTypeHolder getSimpleTypeHolder() {
        // Called by the superclass constructor, before this instance has its fields.
        return simpleTypes != null ? simpleTypes : super.getSimpleTypeHolder();
    }

    @Override
    public boolean isSimpleType(Class<?> type) {
        if (delegate == null) {
            return super.isSimpleType(type);
        }
        return isObjectId(type) || delegate.isSimpleType(type);
    }

    @Override
    public boolean hasValueConverter(PersistentProperty<?> property) {
        return delegate != null ? delegate.hasValueConverter(property) : super.hasValueConverter(property);
    }

    @Override
    public PropertyValueConversions getPropertyValueConversions() {
        return delegate != null ? delegate.getPropertyValueConversions() : super.getPropertyValueConversions();
    }

    @Override
    public void registerConvertersIn(ConverterRegistry registry) {
        if (delegate == null) {
            super.registerConvertersIn(registry);
            return;
        }
        delegate.registerConvertersIn(registry);
        for (Converter<?, ?> converter : ObjectIdJdbcConverters.all()) {
            registry.addConverter(converter);
        }
    }

    @Override
    public Optional<Class<?>> getCustomWriteTarget(Class<?> sourceType) {
        if (delegate == null || isObjectId(sourceType) && !delegate.hasCustomWriteTarget(sourceType)) {
            return super.getCustomWriteTarget(sourceType);
        }
        return delegate.getCustomWriteTarget(sourceType);
    }

    @Override
    public Optional<Class<?>> getCustomWriteTarget(Class<?> sourceType, Class<?> requestedTargetType) {
        if (delegate == null || ours(sourceType, requestedTargetType)) {
            return super.getCustomWriteTarget(sourceType, requestedTargetType);
        }
        return delegate.getCustomWriteTarget(sourceType, requestedTargetType);
    }

    @Override
    public boolean hasCustomWriteTarget(Class<?> sourceType) {
        if (delegate == null) {
            return super.hasCustomWriteTarget(sourceType);
        }
        return delegate.hasCustomWriteTarget(sourceType) || isObjectId(sourceType)
                && super.hasCustomWriteTarget(sourceType);
    }

    @Override
    public boolean hasCustomWriteTarget(Class<?> sourceType, Class<?> targetType) {
        if (delegate == null) {
            return super.hasCustomWriteTarget(sourceType, targetType);
        }
        return delegate.hasCustomWriteTarget(sourceType, targetType)
                || ours(sourceType, targetType) && super.hasCustomWriteTarget(sourceType, targetType);
    }

    @Override
    public boolean hasCustomReadTarget(Class<?> sourceType, Class<?> targetType) {
        if (delegate == null) {
            return super.hasCustomReadTarget(sourceType, targetType);
        }
        return delegate.hasCustomReadTarget(sourceType, targetType)
                || ours(sourceType, targetType) && super.hasCustomReadTarget(sourceType, targetType);
    }
}
