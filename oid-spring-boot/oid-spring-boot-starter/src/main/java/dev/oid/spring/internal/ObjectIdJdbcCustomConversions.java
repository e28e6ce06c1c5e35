package dev.oid.spring.internal;

import dev.oid.spring.jdbc.ObjectIdJdbcConverters;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.springframework.core.convert.converter.ConverterRegistry;
import org.springframework.data.convert.PropertyValueConversions;
import org.springframework.data.convert.PropertyValueConverter;
import org.springframework.data.convert.ValueConversionContext;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.mapping.PersistentProperty;
import org.springframework.data.mapping.model.SimpleTypeHolder;

/**
 * The application's {@link JdbcCustomConversions} (Spring Boot's own bean, with the dialect's converters, or one the
 * application declares), with the conversions of {@link ObjectIdJdbcConverters#all()} added for
 * {@link dev.oid.ObjectId}, which is a simple type, so Spring Data JDBC maps it to one column rather than to an
 * embedded entity. The auto-configuration wraps the {@code JdbcCustomConversions} bean in this class, so neither
 * Boot's bean nor the application's is replaced. Every override hands its question to
 * {@link ObjectIdConversionRouting}, the one forwarding of the three stores.
 */
public final class ObjectIdJdbcCustomConversions extends JdbcCustomConversions {

    private final JdbcCustomConversions delegate;
    /** Null while the superclass constructor runs. */
    private final @Nullable ObjectIdConversionRouting routing;

    private ObjectIdJdbcCustomConversions(JdbcCustomConversions delegate) {
        super(ObjectIdJdbcConverters.all());
        this.delegate = delegate;
        this.routing = ObjectIdConversionRouting.between(delegate, ObjectIdJdbcConverters.all());
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

    /** The routing, or while the superclass constructor runs, one that answers as the superclass. */
    private ObjectIdConversionRouting routing() {
        return ObjectIdConversionRouting.of(routing);
    }

    // One line per overridable method of CustomConversions, the same in the three wrappers.

    @Override
    public SimpleTypeHolder getSimpleTypeHolder() {
        return routing().getSimpleTypeHolder(super::getSimpleTypeHolder);
    }

    @Override
    public boolean isSimpleType(Class<?> type) {
        return routing().isSimpleType(type, () -> super.isSimpleType(type));
    }

    @Override
    public boolean hasValueConverter(PersistentProperty<?> property) {
        return routing().hasValueConverter(property, () -> super.hasValueConverter(property));
    }

    @Override
    public @Nullable PropertyValueConversions getPropertyValueConversions() {
        return routing().getPropertyValueConversions(super::getPropertyValueConversions);
    }

    /** Overrides Spring Data Commons 4.0's method of this name (absent from 3.5, so no {@code @Override}). */
    public <DV, SV, P extends PersistentProperty<P>, VCC extends ValueConversionContext<P>>
            PropertyValueConverter<DV, SV, VCC> getRequiredValueConverter(P property) {
        return routing().getRequiredValueConverter(property, super::getPropertyValueConversions);
    }

    @Override
    public void registerConvertersIn(ConverterRegistry registry) {
        routing().registerConvertersIn(registry, () -> super.registerConvertersIn(registry));
    }

    @Override
    public Optional<Class<?>> getCustomWriteTarget(Class<?> sourceType) {
        return routing().getCustomWriteTarget(sourceType, () -> super.getCustomWriteTarget(sourceType));
    }

    @Override
    public Optional<Class<?>> getCustomWriteTarget(Class<?> sourceType, Class<?> requestedTargetType) {
        return routing().getCustomWriteTarget(sourceType, requestedTargetType,
                () -> super.getCustomWriteTarget(sourceType, requestedTargetType));
    }

    @Override
    public boolean hasCustomWriteTarget(Class<?> sourceType) {
        return routing().hasCustomWriteTarget(sourceType, () -> super.hasCustomWriteTarget(sourceType));
    }

    @Override
    public boolean hasCustomWriteTarget(Class<?> sourceType, Class<?> targetType) {
        return routing().hasCustomWriteTarget(sourceType, targetType,
                () -> super.hasCustomWriteTarget(sourceType, targetType));
    }

    @Override
    public boolean hasCustomReadTarget(Class<?> sourceType, Class<?> targetType) {
        return routing().hasCustomReadTarget(sourceType, targetType,
                () -> super.hasCustomReadTarget(sourceType, targetType));
    }
}
