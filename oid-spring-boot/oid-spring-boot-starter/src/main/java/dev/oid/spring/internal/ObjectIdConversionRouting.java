package dev.oid.spring.internal;

import dev.oid.ObjectId;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.springframework.core.convert.converter.Converter;
import org.springframework.core.convert.converter.ConverterRegistry;
import org.springframework.data.convert.CustomConversions;
import org.springframework.data.convert.PropertyValueConversions;
import org.springframework.data.convert.PropertyValueConverter;
import org.springframework.data.convert.ValueConversionContext;
import org.springframework.data.mapping.PersistentProperty;
import org.springframework.data.mapping.model.SimpleTypeHolder;

/**
 * The one forwarding of the starter's Spring Data conversions wrappers ({@link ObjectIdMongoCustomConversions},
 * {@link ObjectIdJdbcCustomConversions}, {@link ObjectIdR2dbcCustomConversions}): how an application's
 * {@link CustomConversions} (the delegate) is extended with the converters of {@link ObjectId} without being replaced.
 *
 * <p>Every question about another type is answered by the delegate, with its converters, simple types and property
 * value conversions; a question about {@code ObjectId} goes to the delegate first when it has a converter of its own
 * for it, and to the ObjectId converters otherwise. The ObjectId converters' answer ({@code own}) is the one of the
 * wrapper's superclass, its store's conversions type constructed with those converters alone.
 *
 * <p>Each wrapper must extend its store's type (applications and Spring Data inject it by that type), so Java leaves
 * one override per overridable method in each; all each override does is hand the question, with the superclass's
 * answer, to this class: {@code return routing().isSimpleType(type, () -> super.isSimpleType(type));}, where
 * {@code routing()} is {@link #of(ObjectIdConversionRouting) of(routing)}. While the superclass constructor runs, the
 * wrapper's routing field is not yet set, and {@code of} returns a routing that answers every question with the
 * superclass's answer. {@code ConversionsForwardingTest} fails when Spring Data adds an overridable method that a
 * wrapper does not override.
 */
public final class ObjectIdConversionRouting {

    /** The routing of a wrapper under construction: every answer is the superclass's. */
    private static final ObjectIdConversionRouting SUPERCLASS = new ObjectIdConversionRouting(null, List.of());

    private final @Nullable CustomConversions delegate;
    private final List<Converter<?, ?>> converters;
    private final @Nullable SimpleTypeHolder simpleTypes;

    private ObjectIdConversionRouting(@Nullable CustomConversions delegate, List<Converter<?, ?>> converters) {
        this.delegate = delegate;
        this.converters = List.copyOf(converters);
        this.simpleTypes = delegate == null ? null
                : new SimpleTypeHolder(Set.of(ObjectId.class), delegate.getSimpleTypeHolder());
    }

    /**
     * Routes between the application's conversions and the ObjectId converters.
     *
     * @param delegate the application's (or Spring Boot's) conversions
     * @param converters the ObjectId converters of the store
     * @return the routing
     */
    public static ObjectIdConversionRouting between(CustomConversions delegate, List<Converter<?, ?>> converters) {
        return new ObjectIdConversionRouting(delegate, converters);
    }

    /**
     * Returns the routing a wrapper answers with.
     *
     * @param routing the wrapper's routing, {@code null} while its superclass constructor runs
     * @return {@code routing}, or while it is {@code null} a routing that answers with the superclass
     */
    public static ObjectIdConversionRouting of(@Nullable ObjectIdConversionRouting routing) {
        return routing != null ? routing : SUPERCLASS;
    }

    private static boolean isObjectId(Class<?> type) {
        return type == ObjectId.class;
    }

    /** Whether a question about these types goes to the ObjectId converters rather than the delegate. */
    private static boolean ours(CustomConversions delegate, Class<?> source, Class<?> target) {
        return (isObjectId(source) || isObjectId(target)) && !delegate.hasCustomReadTarget(source, target)
                && !delegate.hasCustomWriteTarget(source, target);
    }

    /**
     * The simple types.
     *
     * @param own the superclass's answer
     * @return the delegate's simple types and {@code ObjectId}
     */
    public SimpleTypeHolder getSimpleTypeHolder(Supplier<SimpleTypeHolder> own) {
        return simpleTypes == null ? own.get() : simpleTypes;
    }

    /**
     * Whether a type is simple.
     *
     * @param type the type
     * @param own the superclass's answer
     * @return {@code true} for {@code ObjectId}, the delegate's answer otherwise
     */
    public boolean isSimpleType(Class<?> type, BooleanSupplier own) {
        return delegate == null ? own.getAsBoolean() : isObjectId(type) || delegate.isSimpleType(type);
    }

    /**
     * Whether a property has a property value converter.
     *
     * @param property the property
     * @param own the superclass's answer
     * @return the delegate's answer
     */
    public boolean hasValueConverter(PersistentProperty<?> property, BooleanSupplier own) {
        return delegate == null ? own.getAsBoolean() : delegate.hasValueConverter(property);
    }

    /**
     * The property value conversions.
     *
     * @param own the superclass's answer
     * @return the delegate's
     */
    public @Nullable PropertyValueConversions getPropertyValueConversions(
            Supplier<@Nullable PropertyValueConversions> own) {
        return delegate == null ? own.get() : delegate.getPropertyValueConversions();
    }

    /**
     * The property value converter of a property, which must have one: Spring Data Commons 4.0's
     * {@code CustomConversions.getRequiredValueConverter}, answered as Commons answers it, from the property value
     * conversions (the delegate's). The starter is compiled against Commons 3.5, which has no such method to call on
     * the delegate.
     *
     * @param property the property
     * @param own the superclass's property value conversions
     * @param <DV> the domain type
     * @param <SV> the store type
     * @param <P> the property type
     * @param <VCC> the conversion context type
     * @return the converter
     * @throws IllegalStateException if the property has none
     */
    public <DV, SV, P extends PersistentProperty<P>, VCC extends ValueConversionContext<P>>
            PropertyValueConverter<DV, SV, VCC> getRequiredValueConverter(P property,
            Supplier<@Nullable PropertyValueConversions> own) {
        PropertyValueConversions conversions = getPropertyValueConversions(own);
        PropertyValueConverter<DV, SV, VCC> converter = conversions != null ? conversions.getValueConverter(property)
                : null;
        if (converter == null) {
            throw new IllegalStateException("No value converter registered for property %s"
                    .formatted(property.getName()));
        }
        return converter;
    }

    /**
     * Registers the converters: the delegate's, then the ObjectId converters.
     *
     * @param registry the registry
     * @param own the superclass's registration
     */
    public void registerConvertersIn(ConverterRegistry registry, Runnable own) {
        if (delegate == null) {
            own.run();
            return;
        }
        delegate.registerConvertersIn(registry);
        converters.forEach(registry::addConverter);
    }

    /**
     * The write target of a type.
     *
     * @param sourceType the type written
     * @param own the superclass's answer
     * @return the ObjectId converters' for an {@code ObjectId} the delegate has no converter for, the delegate's
     *         otherwise
     */
    public Optional<Class<?>> getCustomWriteTarget(Class<?> sourceType, Supplier<Optional<Class<?>>> own) {
        if (delegate == null) {
            return own.get();
        }
        return isObjectId(sourceType) && !delegate.hasCustomWriteTarget(sourceType) ? own.get()
                : delegate.getCustomWriteTarget(sourceType);
    }

    /**
     * The write target of a type, for a requested target.
     *
     * @param sourceType the type written
     * @param requestedTargetType the type asked for
     * @param own the superclass's answer
     * @return the ObjectId converters' for a question about {@code ObjectId} the delegate has no converter for, the
     *         delegate's otherwise
     */
    public Optional<Class<?>> getCustomWriteTarget(Class<?> sourceType, Class<?> requestedTargetType,
            Supplier<Optional<Class<?>>> own) {
        if (delegate == null) {
            return own.get();
        }
        return ours(delegate, sourceType, requestedTargetType) ? own.get()
                : delegate.getCustomWriteTarget(sourceType, requestedTargetType);
    }

    /**
     * Whether a type has a write target.
     *
     * @param sourceType the type written
     * @param own the superclass's answer
     * @return the delegate's answer, or the ObjectId converters' for {@code ObjectId}
     */
    public boolean hasCustomWriteTarget(Class<?> sourceType, BooleanSupplier own) {
        if (delegate == null) {
            return own.getAsBoolean();
        }
        return delegate.hasCustomWriteTarget(sourceType) || isObjectId(sourceType) && own.getAsBoolean();
    }

    /**
     * Whether a type has a write target of a given type.
     *
     * @param sourceType the type written
     * @param targetType the target
     * @param own the superclass's answer
     * @return the delegate's answer, or the ObjectId converters' for a question about {@code ObjectId}
     */
    public boolean hasCustomWriteTarget(Class<?> sourceType, Class<?> targetType, BooleanSupplier own) {
        if (delegate == null) {
            return own.getAsBoolean();
        }
        return delegate.hasCustomWriteTarget(sourceType, targetType)
                || ours(delegate, sourceType, targetType) && own.getAsBoolean();
    }

    /**
     * Whether a type is read from another.
     *
     * @param sourceType the type read
     * @param targetType the target
     * @param own the superclass's answer
     * @return the delegate's answer, or the ObjectId converters' for a question about {@code ObjectId}
     */
    public boolean hasCustomReadTarget(Class<?> sourceType, Class<?> targetType, BooleanSupplier own) {
        if (delegate == null) {
            return own.getAsBoolean();
        }
        return delegate.hasCustomReadTarget(sourceType, targetType)
                || ours(delegate, sourceType, targetType) && own.getAsBoolean();
    }
}
