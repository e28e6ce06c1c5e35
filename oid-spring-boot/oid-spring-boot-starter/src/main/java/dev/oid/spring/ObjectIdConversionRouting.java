package dev.oid.spring;

import dev.oid.ObjectId;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.springframework.core.convert.converter.Converter;
import org.springframework.core.convert.converter.ConverterRegistry;
import org.springframework.data.convert.CustomConversions;
import org.springframework.data.convert.PropertyValueConversions;
import org.springframework.data.mapping.PersistentProperty;
import org.springframework.data.mapping.model.SimpleTypeHolder;

/**
 * How the starter extends an application's Spring Data {@link CustomConversions} with the converters of
 * {@link ObjectId} without replacing them: the rule that {@code dev.oid.spring.mongo.ObjectIdMongoCustomConversions}
 * and {@code dev.oid.spring.jdbc.ObjectIdJdbcCustomConversions} both follow, each as a subclass of its store's own
 * conversions type. Not for applications.
 *
 * <p>Every question about another type is answered by the application's conversions (the delegate), with their
 * converters, simple types and property value conversions; a question about {@code dev.oid.ObjectId} goes to the
 * delegate first when it has a converter of its own for it, and to the ObjectId converters otherwise (the answer
 * of the extending class's superclass, built from those converters, passed in as {@code own}).
 *
 * @since 0.1.0
 */
public final class ObjectIdConversionRouting {

    private final CustomConversions delegate;
    private final List<Converter<?, ?>> converters;
    private final SimpleTypeHolder simpleTypes;

    /**
     * Routes between the application's conversions and the ObjectId converters.
     *
     * @param delegate the application's (or Spring Boot's) conversions
     * @param converters the ObjectId converters of the store
     */
    public ObjectIdConversionRouting(CustomConversions delegate, List<Converter<?, ?>> converters) {
        this.delegate = delegate;
        this.converters = List.copyOf(converters);
        this.simpleTypes = new SimpleTypeHolder(Set.of(ObjectId.class), delegate.getSimpleTypeHolder());
    }

    private static boolean isObjectId(Class<?> type) {
        return type == ObjectId.class;
    }

    /** Whether a question about these types goes to the ObjectId converters rather than the delegate. */
    private boolean ours(Class<?> source, Class<?> target) {
        return (isObjectId(source) || isObjectId(target)) && !delegate.hasCustomReadTarget(source, target)
                && !delegate.hasCustomWriteTarget(source, target);
    }

    /**
     * The delegate's simple types and {@code ObjectId}.
     *
     * @return the simple types
     */
    public SimpleTypeHolder getSimpleTypeHolder() {
        return simpleTypes;
    }

    /**
     * Whether a type is simple: {@code ObjectId}, or simple for the delegate.
     *
     * @param type the type
     * @return whether it maps to a single value
     */
    public boolean isSimpleType(Class<?> type) {
        return isObjectId(type) || delegate.isSimpleType(type);
    }

    /**
     * The delegate's answer.
     *
     * @param property the property
     * @return whether the delegate has a property value converter for it
     */
    public boolean hasValueConverter(PersistentProperty<?> property) {
        return delegate.hasValueConverter(property);
    }

    /**
     * The delegate's property value conversions.
     *
     * @return the delegate's property value conversions
     */
    public PropertyValueConversions getPropertyValueConversions() {
        return delegate.getPropertyValueConversions();
    }

    /**
     * Registers the delegate's converters, then the ObjectId converters.
     *
     * @param registry the registry
     */
    public void registerConvertersIn(ConverterRegistry registry) {
        delegate.registerConvertersIn(registry);
        converters.forEach(registry::addConverter);
    }

    /**
     * The write target of a type.
     *
     * @param sourceType the type written
     * @param own the answer of the ObjectId converters
     * @return theirs for an {@code ObjectId} the delegate has no converter for, the delegate's otherwise
     */
    public Optional<Class<?>> getCustomWriteTarget(Class<?> sourceType, Supplier<Optional<Class<?>>> own) {
        return isObjectId(sourceType) && !delegate.hasCustomWriteTarget(sourceType) ? own.get()
                : delegate.getCustomWriteTarget(sourceType);
    }

    /**
     * The write target of a type, for a requested target.
     *
     * @param sourceType the type written
     * @param requestedTargetType the type asked for
     * @param own the answer of the ObjectId converters
     * @return theirs for a question about {@code ObjectId} the delegate has no converter for, the delegate's otherwise
     */
    public Optional<Class<?>> getCustomWriteTarget(Class<?> sourceType, Class<?> requestedTargetType,
            Supplier<Optional<Class<?>>> own) {
        return ours(sourceType, requestedTargetType) ? own.get()
                : delegate.getCustomWriteTarget(sourceType, requestedTargetType);
    }

    /**
     * Whether a type has a write target.
     *
     * @param sourceType the type written
     * @param own the answer of the ObjectId converters
     * @return the delegate's answer, or theirs for {@code ObjectId}
     */
    public boolean hasCustomWriteTarget(Class<?> sourceType, BooleanSupplier own) {
        return delegate.hasCustomWriteTarget(sourceType) || isObjectId(sourceType) && own.getAsBoolean();
    }

    /**
     * Whether a type has a write target of a given type.
     *
     * @param sourceType the type written
     * @param targetType the target
     * @param own the answer of the ObjectId converters
     * @return the delegate's answer, or theirs for a question about {@code ObjectId}
     */
    public boolean hasCustomWriteTarget(Class<?> sourceType, Class<?> targetType, BooleanSupplier own) {
        return delegate.hasCustomWriteTarget(sourceType, targetType)
                || ours(sourceType, targetType) && own.getAsBoolean();
    }

    /**
     * Whether a type is read from another.
     *
     * @param sourceType the type read
     * @param targetType the target
     * @param own the answer of the ObjectId converters
     * @return the delegate's answer, or theirs for a question about {@code ObjectId}
     */
    public boolean hasCustomReadTarget(Class<?> sourceType, Class<?> targetType, BooleanSupplier own) {
        return delegate.hasCustomReadTarget(sourceType, targetType)
                || ours(sourceType, targetType) && own.getAsBoolean();
    }
}
