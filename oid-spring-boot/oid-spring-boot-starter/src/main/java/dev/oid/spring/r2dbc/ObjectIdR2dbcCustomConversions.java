package dev.oid.spring.r2dbc;

import dev.oid.spring.ObjectIdConversionRouting;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.springframework.core.convert.converter.ConverterRegistry;
import org.springframework.data.convert.PropertyValueConversions;
import org.springframework.data.r2dbc.convert.R2dbcCustomConversions;
import org.springframework.data.mapping.PersistentProperty;
import org.springframework.data.mapping.model.SimpleTypeHolder;

/**
 * The application's {@link R2dbcCustomConversions} (Spring Boot's own bean, with the dialect's converters, or one the
 * application declares), with the conversions of {@link ObjectIdR2dbcConverters#all()} added for
 * {@link dev.oid.ObjectId}.
 *
 * <p>The routing is {@link dev.oid.spring.ObjectIdConversionRouting}'s: every question about another type is
 * answered by the application's conversions; questions about {@code dev.oid.ObjectId} go to the application's
 * conversions first when they have a converter of their own for it, and to the ObjectId converters otherwise.
 * {@code ObjectId} is a simple type, so Spring Data R2DBC maps it to one column rather than to an entity.
 * {@link ObjectIdR2dbcAutoConfiguration} wraps the {@code R2dbcCustomConversions} bean in this class, so neither
 * Boot's bean nor the application's is replaced.
 *
 * @since 0.1.0
 */
public final class ObjectIdR2dbcCustomConversions extends R2dbcCustomConversions {

    private final R2dbcCustomConversions delegate;
    /** Null while the superclass constructor runs, which calls some of the methods below: they answer as it then. */
    private final @Nullable ObjectIdConversionRouting routing;

    private ObjectIdR2dbcCustomConversions(R2dbcCustomConversions delegate) {
        super(STORE_CONVERSIONS, ObjectIdR2dbcConverters.all());
        this.delegate = delegate;
        this.routing = new ObjectIdConversionRouting(delegate, ObjectIdR2dbcConverters.all());
    }

    /**
     * Returns the given conversions extended with the ObjectId converters.
     *
     * @param conversions the application's conversions
     * @return {@code conversions} itself if it is already extended, otherwise a new instance that asks it first
     */
    public static R2dbcCustomConversions extend(R2dbcCustomConversions conversions) {
        return conversions instanceof ObjectIdR2dbcCustomConversions ? conversions
                : new ObjectIdR2dbcCustomConversions(conversions);
    }

    /**
     * Returns the conversions this instance extends.
     *
     * @return the application's (or Spring Boot's) conversions
     */
    public R2dbcCustomConversions getDelegate() {
        return delegate;
    }

    @Override
    public SimpleTypeHolder getSimpleTypeHolder() {
        return routing != null ? routing.getSimpleTypeHolder() : super.getSimpleTypeHolder();
    }

    @Override
    public boolean isSimpleType(Class<?> type) {
        return routing != null ? routing.isSimpleType(type) : super.isSimpleType(type);
    }

    @Override
    public boolean hasValueConverter(PersistentProperty<?> property) {
        return routing != null ? routing.hasValueConverter(property) : super.hasValueConverter(property);
    }

    @Override
    public PropertyValueConversions getPropertyValueConversions() {
        return routing != null ? routing.getPropertyValueConversions() : super.getPropertyValueConversions();
    }

    @Override
    public void registerConvertersIn(ConverterRegistry registry) {
        if (routing != null) {
            routing.registerConvertersIn(registry);
        } else {
            super.registerConvertersIn(registry);
        }
    }

    @Override
    public Optional<Class<?>> getCustomWriteTarget(Class<?> sourceType) {
        return routing != null ? routing.getCustomWriteTarget(sourceType, () -> super.getCustomWriteTarget(sourceType))
                : super.getCustomWriteTarget(sourceType);
    }

    @Override
    public Optional<Class<?>> getCustomWriteTarget(Class<?> sourceType, Class<?> requestedTargetType) {
        return routing != null ? routing.getCustomWriteTarget(sourceType, requestedTargetType,
                () -> super.getCustomWriteTarget(sourceType, requestedTargetType))
                : super.getCustomWriteTarget(sourceType, requestedTargetType);
    }

    @Override
    public boolean hasCustomWriteTarget(Class<?> sourceType) {
        return routing != null ? routing.hasCustomWriteTarget(sourceType, () -> super.hasCustomWriteTarget(sourceType))
                : super.hasCustomWriteTarget(sourceType);
    }

    @Override
    public boolean hasCustomWriteTarget(Class<?> sourceType, Class<?> targetType) {
        return routing != null ? routing.hasCustomWriteTarget(sourceType, targetType,
                () -> super.hasCustomWriteTarget(sourceType, targetType))
                : super.hasCustomWriteTarget(sourceType, targetType);
    }

    @Override
    public boolean hasCustomReadTarget(Class<?> sourceType, Class<?> targetType) {
        return routing != null ? routing.hasCustomReadTarget(sourceType, targetType,
                () -> super.hasCustomReadTarget(sourceType, targetType))
                : super.hasCustomReadTarget(sourceType, targetType);
    }
}
