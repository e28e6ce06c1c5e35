package dev.oid.jpa;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import java.io.Serial;
import java.lang.reflect.Member;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Properties;
import org.hibernate.MappingException;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.EventTypeSets;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.id.Configurable;
import org.hibernate.id.IdentifierGenerationException;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.hibernate.service.ServiceRegistry;
import org.hibernate.type.Type;
import org.jspecify.annotations.Nullable;

/**
 * The Hibernate id generator behind {@link ObjectIdGenerated @ObjectIdGenerated} and the generator name
 * {@value #NAME}: mints a new {@link ObjectId} in the application, before the {@code INSERT}, so no database
 * round trip is needed and JDBC batching stays on.
 *
 * <p>It generates on insert only. Like Hibernate's own {@code UuidGenerator}, it does not accept ids assigned by
 * the application by default ({@link #allowAssignedIdentifiers()} is {@code false}): an entity with a
 * non-{@code null} id is a detached one, so {@code merge} of a detached entity whose row was deleted fails with
 * an {@code OptimisticLockException} instead of inserting the row again. With
 * {@link ObjectIdGenerated#assignable() @ObjectIdGenerated(assignable = true)} an assigned id is inserted as it
 * is (after checking that it is an ObjectId, not a {@linkplain ObjectId#min(java.time.Instant) boundary id},
 * and for a {@code String} that it is in the canonical lowercase form), and a {@code null} id gets a new one.
 * Ids come
 * from {@link ObjectIdGenerator#defaultGenerator()}, or from the {@link ObjectIdGenerator} instance given in
 * the setting {@value #GENERATOR_SETTING} (for example one with a test clock).
 *
 * <table class="striped">
 *   <caption>Attribute types</caption>
 *   <thead>
 *     <tr><th scope="col">attribute type</th><th scope="col">generated value</th>
 *         <th scope="col">default column</th></tr>
 *   </thead>
 *   <tbody>
 *     <tr><td>{@code dev.oid.ObjectId}</td><td>the id</td><td>{@code BINARY(12)}
 *         (see {@link ObjectIdJavaType})</td></tr>
 *     <tr><td>{@code String}</td><td>24 lowercase hex characters</td><td>{@code CHAR(24)}</td></tr>
 *     <tr><td>{@code byte[]}</td><td>the 12 big-endian bytes</td><td>{@code BINARY(12)}</td></tr>
 *   </tbody>
 * </table>
 * The generator only mints and checks ids; it never touches the mapping. The default columns of {@code String}
 * and {@code byte[]} ids (also given to single-column foreign keys that reference the entity) are set by a mapping
 * step of oid-jpa when the mapping leaves the column type open (no {@code columnDefinition}, no JDBC type of its
 * own, no length or the JPA default length 255); a text or binary JDBC type of the mapping's own
 * ({@code @JdbcTypeCode(SqlTypes.CHAR)}, {@code @Nationalized}) gets the length of an id. A column that cannot
 * hold an id (too short, or a fixed length that would pad it) fails when the mapping is built, with a
 * {@link MappingException} naming the attribute. That step reads which ids are generated from the annotations of
 * the entity class; an id mapped to the generator only in {@code orm.xml} is generated but its column is not
 * typed. Any other attribute type fails when the generator is created, with a {@link MappingException} naming the
 * entity, the attribute and the allowed types. The DDL type name is the dialect's: Hibernate 7's MariaDB and MySQL
 * dialects
 * write {@code CHAR(24)} as {@code VARCHAR(24)}.
 *
 * <p>Supported: Hibernate ORM 6.6.x and 7.x. Hibernate 6.6 configures generators through
 * {@link #create(GeneratorCreationContext)} and {@link #configure(Type, Properties, ServiceRegistry)}, Hibernate 7
 * through {@link #configure(GeneratorCreationContext, Properties)}; both end in the same checks. The settings of
 * {@link ObjectIdGenerated @ObjectIdGenerated} are taken in
 * {@link #initialize(ObjectIdGenerated, Member, GeneratorCreationContext)}, which Hibernate calls on every
 * generator however it was instantiated: with a bean container (Spring Boot sets Spring's), Hibernate has the
 * container create the generator, and the container uses the no-argument constructor.
 *
 * <pre>{@code
 * @Entity
 * class Invoice {
 *     @Id @GeneratedValue(generator = "objectid")   // zero configuration: the name is registered by oid-jpa
 *     String id;                                    // CHAR(24), e.g. "5a17b9d9ab102555b9c38874"
 * }
 *
 * // a chosen ObjectIdGenerator, for example with a test clock:
 * Map<String, Object> settings = Map.of(ObjectIdHibernateGenerator.GENERATOR_SETTING,
 *         ObjectIdGenerator.builder().clock(testClock).build());
 * }</pre>
 *
 * @since 0.1.0
 */
public final class ObjectIdHibernateGenerator
        implements BeforeExecutionGenerator, AnnotationBasedGenerator<ObjectIdGenerated>, Configurable {

    @Serial
    private static final long serialVersionUID = 1L;

    /** The generator name registered for every persistence unit: {@value}. */
    public static final String NAME = "objectid";

    /**
     * The mapping file in oid-jpa's jar that declares the generator name {@value #NAME} on Hibernate 7: {@value}.
     * oid-jpa adds it to every persistence unit that Hibernate bootstraps itself (native, JPA, Spring); a framework
     * that builds the metamodel in its own way lists it among the persistence unit's mapping files (the oid Quarkus
     * extension does).
     *
     * @since 0.1.0
     */
    public static final String NAME_MAPPING_FILE = "META-INF/dev.oid.jpa/objectid-generator.orm.xml";

    /**
     * The Hibernate setting naming the {@link ObjectIdGenerator} to mint ids with: {@value}. Its value must be
     * an {@code ObjectIdGenerator} instance; when it is absent, {@link ObjectIdGenerator#defaultGenerator()}
     * is used.
     */
    public static final String GENERATOR_SETTING = "dev.oid.jpa.generator";

    /** The id source; transient because ObjectIdGenerator is not serializable (default one after reading). */
    private transient @Nullable ObjectIdGenerator source;
    /** The attribute type's form of a generated id: ObjectId, 24 hex characters or 12 bytes. */
    private Form form = Form.OBJECT_ID;
    /** The attribute as "entity.attribute", for error messages. */
    private String attribute = "?";
    /**
     * Whether an id the application assigned is kept (and checked) instead of being refused: set from
     * {@link ObjectIdGenerated#assignable()} by {@link #initialize}, before Hibernate first asks
     * {@link #allowAssignedIdentifiers()}.
     */
    private boolean assignable;

    /**
     * Creates an unconfigured generator that does not accept assigned ids. Hibernate (or the bean container it
     * is given) calls this constructor, then {@link #initialize} for {@link ObjectIdGenerated @ObjectIdGenerated},
     * then one of the configure methods (see the class description).
     */
    public ObjectIdHibernateGenerator() {
    }

    /**
     * Takes the settings of {@link ObjectIdGenerated @ObjectIdGenerated} on the id attribute. Hibernate 6.6 and 7
     * call this method on a generator named by an {@link org.hibernate.annotations.IdGeneratorType} annotation
     * right after creating it, also when a bean container created it; it is not called for
     * {@code @GeneratedValue(generator = "objectid")}, which never accepts assigned ids.
     *
     * @param annotation the annotation on the id attribute
     * @param member the id field or getter
     * @param context the mapping of the attribute
     */
    @Override
    @SuppressWarnings("removal") // Hibernate 7.3 added initialize(annotation, context), which calls this one
    public void initialize(ObjectIdGenerated annotation, Member member, GeneratorCreationContext context) {
        this.assignable = annotation.assignable();
    }

    /**
     * Checks the attribute type and picks the id source, on Hibernate 7.
     *
     * @param creationContext the mapping of the attribute
     * @param parameters generator parameters (none are used)
     * @throws MappingException if the attribute is not {@code ObjectId}, {@code String} or {@code byte[]}, or
     *         if the setting {@value #GENERATOR_SETTING} holds something other than an
     *         {@code ObjectIdGenerator}
     */
    @Override
    public void configure(GeneratorCreationContext creationContext, Properties parameters) {
        setUp(creationContext.getType().getReturnedClass(),
                attributePath(creationContext.getPersistentClass(), creationContext.getProperty()),
                creationContext.getServiceRegistry());
    }

    /**
     * Takes the mapping of the attribute, on Hibernate 6.6, which calls this method before
     * {@link #configure(Type, Properties, ServiceRegistry)} (Hibernate 7 does not call it).
     *
     * @param creationContext the mapping of the attribute
     */
    public void create(GeneratorCreationContext creationContext) {
        attribute = attributePath(creationContext.getPersistentClass(), creationContext.getProperty());
    }

    /**
     * Checks the attribute type and picks the id source, on Hibernate 6.6 (Hibernate 7 calls
     * {@link #configure(GeneratorCreationContext, Properties)} instead).
     *
     * @param type the type of the attribute
     * @param parameters generator parameters (none are used)
     * @param serviceRegistry the services of the persistence unit
     * @throws MappingException if the attribute is not {@code ObjectId}, {@code String} or {@code byte[]}, or
     *         if the setting {@value #GENERATOR_SETTING} holds something other than an
     *         {@code ObjectIdGenerator}
     */
    @Override
    @SuppressWarnings("removal")
    public void configure(Type type, Properties parameters, ServiceRegistry serviceRegistry) {
        setUp(type.getReturnedClass(), attribute, serviceRegistry);
    }

    private void setUp(Class<?> type, String attributePath, ServiceRegistry serviceRegistry) {
        attribute = attributePath;
        Form found = Form.of(type);
        if (found == null) {
            throw new MappingException("Attribute '" + attribute + "' has type '" + type.getTypeName()
                    + "', which the ObjectId generator cannot fill: use dev.oid.ObjectId (BINARY(12)),"
                    + " String (CHAR(24)) or byte[] (BINARY(12)), for example"
                    + " '@Id @GeneratedValue(generator = \"objectid\") ObjectId id;'");
        }
        form = found;
        source = chosenGenerator(serviceRegistry);
    }

    /**
     * Returns the id to insert: the one already assigned, or a new one in the form of the attribute.
     *
     * @param session the session inserting the entity
     * @param owner the entity
     * @param currentValue the id the application assigned, or {@code null}
     * @param eventType always {@link EventType#INSERT}
     * @return {@code currentValue} if it is not {@code null} (Hibernate passes an assigned id only when
     *         {@link #allowAssignedIdentifiers()} is {@code true}), otherwise a new id as {@code ObjectId},
     *         24 lowercase hex characters or 12 bytes
     * @throws IdentifierGenerationException if {@code currentValue} is a boundary id (bytes 4-11 all 0x00 or all
     *         0xff, as {@link ObjectId#min(java.time.Instant)} and {@link ObjectId#max(java.time.Instant)} make
     *         them: for queries only), or a {@code String} that is not 24 ASCII
     *         hexadecimal characters or a {@code byte[]} that is not 12 bytes long (the message names the
     *         attribute and carries the message of {@link ObjectId#parse(CharSequence)} or
     *         {@link ObjectId#fromBytes(byte[])}, the cause), or a {@code String} with upper-case hex digits (a
     *         text key must be canonical lowercase, or one ObjectId could be stored under two keys)
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public Object generate(SharedSessionContractImplementor session, Object owner, @Nullable Object currentValue,
            EventType eventType) {
        if (currentValue != null && assignable) {
            checkNotBoundary(form.checkAssigned(currentValue, attribute), attribute);
            return currentValue;
        }
        ObjectIdGenerator generator = source;
        return form.convert(generator != null ? generator.generate() : ObjectIdGenerator.defaultGenerator()
                .generate());
    }

    /**
     * Returns the events this generator runs on.
     *
     * @return {@link EventType#INSERT} only
     */
    @Override
    public EnumSet<EventType> getEventTypes() {
        return EventTypeSets.INSERT_ONLY;
    }

    /**
     * Tells Hibernate whether an id assigned by the application is kept. When it is not (the default), an
     * entity with a non-{@code null} id is taken for a detached one: {@code persist} refuses it and
     * {@code merge} looks its row up, failing if the row is gone, as with Hibernate's {@code UuidGenerator}.
     *
     * @return {@code true} only for {@link ObjectIdGenerated#assignable() @ObjectIdGenerated(assignable = true)}
     */
    @Override
    public boolean allowAssignedIdentifiers() {
        return assignable;
    }

    /** Refuses the boundary ids of {@link ObjectId#min} and {@link ObjectId#max}: query bounds, never keys. */
    private static void checkNotBoundary(ObjectId id, String attribute) {
        boolean min = id.equals(ObjectId.min(id.instant()));
        if (min || id.equals(ObjectId.max(id.instant()))) {
            throw new IdentifierGenerationException("Assigned id of '" + attribute + "' is a boundary id: "
                    + id.toHexString() + " has bytes 4-11 all "
                    + (min ? "0x00, as ObjectId.min" : "0xff, as ObjectId.max")
                    + "(Instant) makes for range queries; such an id must never be stored as a key; assign an"
                    + " id from ObjectId.generate() or leave the id null to have one generated");
        }
    }

    private static @Nullable ObjectIdGenerator chosenGenerator(ServiceRegistry serviceRegistry) {
        Object setting = serviceRegistry.requireService(ConfigurationService.class).getSettings()
                .get(GENERATOR_SETTING);
        if (setting == null || setting instanceof ObjectIdGenerator) {
            return (ObjectIdGenerator) setting;
        }
        throw new MappingException("Setting '" + GENERATOR_SETTING + "' must be a dev.oid.ObjectIdGenerator"
                + " instance, found " + setting.getClass().getName() + " '" + setting + "'");
    }

    private static String attributePath(@Nullable PersistentClass entity, @Nullable Property property) {
        String name = property != null ? property.getName() : "id";
        return entity != null ? entity.getEntityName() + "." + name : name;
    }

    /** How a generated id is handed to the attribute. */
    private enum Form {
        OBJECT_ID {
            @Override
            Object convert(ObjectId id) {
                return id;
            }

            @Override
            ObjectId checkAssigned(Object value, String attribute) {
                return (ObjectId) value;
            }
        },
        STRING {
            @Override
            Object convert(ObjectId id) {
                return id.toHexString();
            }

            @Override
            ObjectId checkAssigned(Object value, String attribute) {
                String hex = (String) value;
                ObjectId id;
                try {
                    id = ObjectId.parse(hex);
                } catch (IllegalArgumentException e) {
                    throw rejected(attribute, e);
                }
                for (int i = 0; i < hex.length(); i++) {
                    char c = hex.charAt(i);
                    if (c >= 'A' && c <= 'F') {
                        // Under a binary collation "5A17..." and "5a17..." would be two keys for one ObjectId
                        // and break the order; under a case-insensitive one they would clash.
                        throw new IdentifierGenerationException("Assigned id of '" + attribute + "' is not in"
                                + " canonical form: \"" + hex + "\" has the upper-case hex digit '" + c
                                + "' at index " + i + "; expected 24 lowercase hex characters as"
                                + " ObjectId.toHexString() writes them (\"" + hex.toLowerCase(Locale.ROOT)
                                + "\"), so that one ObjectId is one key in any collation; leave the id null to"
                                + " have one generated");
                    }
                }
                return id;
            }
        },
        BYTES {
            @Override
            Object convert(ObjectId id) {
                return id.toByteArray();
            }

            @Override
            ObjectId checkAssigned(Object value, String attribute) {
                try {
                    return ObjectId.fromBytes((byte[]) value);
                } catch (IllegalArgumentException e) {
                    throw rejected(attribute, e);
                }
            }
        };

        abstract Object convert(ObjectId id);

        /** Checks an assigned id and returns it as an ObjectId; throws IdentifierGenerationException if malformed. */
        abstract ObjectId checkAssigned(Object value, String attribute);

        /**
         * Wraps the core's own message for a malformed id (it quotes the value, cut if long, and says what was
         * expected) in the exception Hibernate reports for id generation, naming the attribute.
         */
        static IdentifierGenerationException rejected(String attribute, IllegalArgumentException cause) {
            return new IdentifierGenerationException("Assigned id of '" + attribute + "' is not an ObjectId: "
                    + cause.getMessage() + "; leave the id null to have one generated", cause);
        }

        static @Nullable Form of(Class<?> type) {
            return type == ObjectId.class ? OBJECT_ID
                    : type == String.class ? STRING
                    : type == byte[].class ? BYTES
                    : null;
        }
    }
}
