package dev.oid.quarkus.internal;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.bson.ObjectIdConventions;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecProvider;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.ClassModel;
import org.bson.codecs.pojo.Convention;
import org.bson.codecs.pojo.Conventions;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.codecs.pojo.PropertyCodecProvider;
import org.bson.codecs.pojo.PropertyModel;
import org.bson.codecs.pojo.TypeWithTypeParameters;
import org.jspecify.annotations.Nullable;

/**
 * Gives POJOs whose id property is a {@link ObjectId dev.oid.ObjectId} a new id when they are inserted with a
 * {@code null} one, as the driver does for its own ObjectId.
 *
 * <p>Quarkus builds every client's codec registry itself: the {@code CodecProvider}s it finds in the application's
 * index, the driver's defaults, then a POJO codec provider with the driver's default conventions, which has no
 * convention for this id type. This provider, found the same way (the extension indexes it), answers before that
 * POJO provider, and only for classes whose id property is a {@code dev.oid.ObjectId}: for those it returns the
 * driver's POJO codec built with the driver's default conventions,
 * {@link ObjectIdConventions#assignIds(ObjectIdGenerator)} with the application's {@link ObjectIdGenerator} bean,
 * and the application's {@link PropertyCodecProvider}s. Every other class is left to the rest of the registry.
 *
 * <p>Which classes those are is decided at run time, by reflection, the first time the registry asks about a class
 * (then remembered per class): a class of the application that declares a field or a getter of type
 * {@code ObjectId} is described by the driver's {@link ClassModel}, whose id property is checked.
 */
public final class ObjectIdEntityCodecProvider implements CodecProvider {

    private final ClassValue<Boolean> mints = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            return hasObjectIdIdProperty(type);
        }
    };

    private final CodecProvider pojoCodecs;

    /**
     * Creates the provider; the MongoDB extension makes it a bean.
     *
     * @param propertyCodecProviders the application's property codec providers, which Quarkus also registers
     * @param generator the application's generator, which mints the new ids
     */
    @Inject
    public ObjectIdEntityCodecProvider(@Any Instance<PropertyCodecProvider> propertyCodecProviders,
            ObjectIdGenerator generator) {
        List<Convention> conventions = new ArrayList<>(Conventions.DEFAULT_CONVENTIONS);
        conventions.add(ObjectIdConventions.assignIds(generator));
        PojoCodecProvider.Builder builder = PojoCodecProvider.builder()
                .automatic(true)
                .conventions(conventions);
        for (PropertyCodecProvider provider : propertyCodecProviders) {
            builder.register(provider);
        }
        this.pojoCodecs = builder.build();
    }

    @Override
    public <T> @Nullable Codec<T> get(Class<T> clazz, CodecRegistry registry) {
        return mints.get(clazz) ? pojoCodecs.get(clazz, registry) : null;
    }

    /** True for a concrete class of the application whose POJO id property has the type {@code ObjectId}. */
    static boolean hasObjectIdIdProperty(Class<?> type) {
        if (type.isPrimitive() || type.isArray() || type.isEnum() || type.isInterface() || type.isRecord()
                || type.isAnnotation() || Modifier.isAbstract(type.getModifiers()) || isLibraryClass(type)
                || !mentionsObjectId(type)) {
            return false;
        }
        try {
            ClassModel<?> model = ClassModel.builder(type).conventions(Conventions.DEFAULT_CONVENTIONS).build();
            PropertyModel<?> id = model.getIdPropertyModel();
            if (id == null) {
                return false;
            }
            TypeWithTypeParameters<?> idType = id.getTypeData(); // TypeData itself is not public
            return idType.getType() == ObjectId.class;
        } catch (RuntimeException e) {
            return false; // not a POJO the driver can describe: left to the rest of the registry
        }
    }

    private static boolean isLibraryClass(Class<?> type) {
        String name = type.getName();
        return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.")
                || name.startsWith("org.bson.") || name.startsWith("com.mongodb.");
    }

    /** A cheap first test: a field or a getter of the type, before the driver's model of the class is built. */
    private static boolean mentionsObjectId(Class<?> type) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (field.getType() == ObjectId.class && !Modifier.isStatic(field.getModifiers())) {
                    return true;
                }
            }
        }
        for (Method method : type.getMethods()) {
            if (method.getParameterCount() == 0 && method.getReturnType() == ObjectId.class) {
                return true;
            }
        }
        return false;
    }
}
