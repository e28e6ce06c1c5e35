package dev.oid.avro;

import org.apache.avro.LogicalType;
import org.apache.avro.LogicalTypes;
import org.apache.avro.Schema;

/**
 * Makes the logical type {@code object-id} known to Avro: a {@code java.util.ServiceLoader} service of this module
 * (so {@code new Schema.Parser().parse(...)} gives {@link ObjectIdLogicalType} for {@code "logicalType":
 * "object-id"}), and the class to name in the avro-maven-plugin's {@code customLogicalTypeFactories}.
 *
 * <pre>{@code
 * LogicalTypes.register(new ObjectIdLogicalTypeFactory());   // only where service loading is not used
 * }</pre>
 *
 * @since 0.1.0
 */
public final class ObjectIdLogicalTypeFactory implements LogicalTypes.LogicalTypeFactory {

    /** Creates the factory; Avro's service loading and the avro-maven-plugin call this. */
    public ObjectIdLogicalTypeFactory() {
        // Stateless.
    }

    /**
     * Returns {@link ObjectIdLogicalType#INSTANCE}; {@code LogicalTypes.fromSchema} then validates it on
     * {@code schema}.
     *
     * @param schema the schema whose {@code logicalType} is {@code object-id}
     * @return the logical type
     */
    @Override
    public LogicalType fromSchema(Schema schema) {
        return ObjectIdLogicalType.INSTANCE;
    }

    /**
     * Returns {@code object-id}, the name this factory serves.
     *
     * @return {@value ObjectIdLogicalType#NAME}
     */
    @Override
    public String getTypeName() {
        return ObjectIdLogicalType.NAME;
    }
}
