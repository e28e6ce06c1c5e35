package dev.oid.jackson3;

import com.fasterxml.jackson.annotation.JsonFormat;
import tools.jackson.databind.module.SimpleModule;
import dev.oid.ObjectId;
import dev.oid.jackson3.internal.BsonSupport;
import dev.oid.jackson3.internal.HexKeyDeserializer;
import dev.oid.jackson3.internal.HexKeySerializer;
import dev.oid.jackson3.internal.ModuleVersion;
import dev.oid.jackson3.internal.ObjectIdDeserializer;
import dev.oid.jackson3.internal.ObjectIdSerializer;
import java.util.Objects;

/**
 * A Jackson 3.x module that writes {@link ObjectId} as its 24-character lowercase hex string and reads it
 * back from a hex string (either case) or from MongoDB Extended JSON {@code {"$oid": "<24 hex>"}}.
 *
 * <pre>{@code
 * ObjectMapper mapper = JsonMapper.builder()
 *         .addModule(new ObjectIdModule())       // or findAndAddModules(): the module is a service
 *         .build();
 * record Item(ObjectId id, String name) {}
 * mapper.writeValueAsString(new Item(ObjectId.parse("5a17b9d9ab102555b9c38874"), "pen"));
 * // {"id":"5a17b9d9ab102555b9c38874","name":"pen"}
 *
 * new ObjectIdModule(JsonFormat.Shape.OBJECT);  // writes {"id":{"$oid":"5a17b9d9ab102555b9c38874"}, ...}
 * }</pre>
 *
 * <h2>What it reads and writes</h2>
 * <ul>
 *   <li>Values: a string of exactly 24 hex digits, written in lowercase; or, with {@link JsonFormat.Shape#OBJECT}
 *       as the module default or as {@code @JsonFormat(shape = JsonFormat.Shape.OBJECT)} on a property (or
 *       a config override for the type), the canonical Extended JSON {@code {"$oid": "<24 hex>"}} of the
 *       MongoDB Extended JSON specification. {@code @JsonFormat(shape = STRING)} on a property selects the
 *       string form when the module default is {@code OBJECT}; other shapes are ignored. Both forms are
 *       always accepted on input, whatever the output form. JSON {@code null} reads as {@code null}.</li>
 *   <li>Map keys: always the 24 hex characters, so {@code Map<ObjectId, V>} round-trips.</li>
 *   <li>The MongoDB driver's {@code org.bson.types.ObjectId}, when the optional {@code org.mongodb:bson}
 *       jar is present: written and read exactly like {@link ObjectId}, instead of Jackson's default bean
 *       form {@code {"date": ..., "timestamp": ...}}, which Jackson 3 (ignoring unknown properties by
 *       default) reads back through the driver's no-argument constructor as a new, different id.</li>
 * </ul>
 *
 * <h2>Errors</h2>
 * Bad input never yields {@code null} or a new id. A string that is not exactly 24 ASCII hex digits
 * (wrong length, whitespace, other characters) fails with
 * {@link tools.jackson.databind.exc.InvalidFormatException}; a number, boolean, array, or an object
 * other than exactly {@code {"$oid": "<string>"}} fails with
 * {@link tools.jackson.databind.exc.MismatchedInputException}. Messages quote the bad value and say
 * what was expected; {@link tools.jackson.databind.DatabindException#getPath()} leads to the
 * property, e.g. {@code items[2].id}.
 *
 * <p>Modules are identified by their {@linkplain #getRegistrationId() registration id}, which includes the
 * output shape: registering {@code new ObjectIdModule(OBJECT)} after the discovered default module takes effect (later
 * registrations win) instead of being ignored as a duplicate.
 *
 * @since 0.1.0
 */
public final class ObjectIdModule extends SimpleModule {

    private static final long serialVersionUID = 1L;

    /** The output shape: {@link JsonFormat.Shape#STRING} or {@link JsonFormat.Shape#OBJECT}. */
    private final JsonFormat.Shape shape;

    /**
     * Creates the module with the default output: 24-character lowercase hex strings.
     *
     * <p>This is the constructor {@code JsonMapper.builder().findAndAddModules()} uses.
     */
    public ObjectIdModule() {
        this(JsonFormat.Shape.STRING);
    }

    /**
     * Creates the module with the given output shape for ids.
     *
     * @param shape {@link JsonFormat.Shape#STRING} for 24-character hex strings, or
     *        {@link JsonFormat.Shape#OBJECT} for canonical Extended JSON {@code {"$oid": "<24 hex>"}}
     * @throws NullPointerException if {@code shape} is {@code null}
     * @throws IllegalArgumentException if {@code shape} is neither {@code STRING} nor {@code OBJECT}
     */
    public ObjectIdModule(JsonFormat.Shape shape) {
        super(ObjectIdModule.class.getSimpleName(), ModuleVersion.VERSION);
        Objects.requireNonNull(shape, "shape");
        if (shape != JsonFormat.Shape.STRING && shape != JsonFormat.Shape.OBJECT) {
            throw new IllegalArgumentException("Unsupported ObjectId shape " + shape
                    + ": expected STRING (24 hex characters) or OBJECT (Extended JSON {\"$oid\": \"<24 hex>\"})");
        }
        this.shape = shape;
        boolean extendedJson = shape == JsonFormat.Shape.OBJECT;
        ObjectIdSerializer values = ObjectIdSerializer.of(extendedJson);
        addSerializer(ObjectId.class, values);
        addKeySerializer(ObjectId.class, new HexKeySerializer<>(values));
        addDeserializer(ObjectId.class, ObjectIdDeserializer.INSTANCE);
        addKeyDeserializer(ObjectId.class, new HexKeyDeserializer(ObjectIdDeserializer.INSTANCE));
        if (BsonSupport.isPresent()) {
            BsonSupport.register(this, extendedJson);
        }
    }

    /**
     * Returns the output shape of ids.
     *
     * @return {@link JsonFormat.Shape#STRING} or {@link JsonFormat.Shape#OBJECT}
     */
    public JsonFormat.Shape shape() {
        return shape;
    }

    /**
     * Returns the id Jackson uses to detect duplicate registrations: the class name and the output shape.
     *
     * @return {@code "dev.oid.jackson3.ObjectIdModule:STRING"} or
     *         {@code "dev.oid.jackson3.ObjectIdModule:OBJECT"}
     */
    @Override
    public Object getRegistrationId() {
        return ObjectIdModule.class.getName() + ":" + shape;
    }
}
