package dev.oid.quarkus.deployment;

import dev.oid.ObjectIdGenerator;
import dev.oid.bson.ObjectIdCodecProvider;
import dev.oid.quarkus.ObjectIdGeneratorProducer;
import dev.oid.quarkus.internal.ExtendedJsonObjectMapperCustomizer;
import dev.oid.quarkus.internal.ObjectIdEntityCodecProvider;
import dev.oid.quarkus.internal.ObjectIdObjectMapperCustomizer;
import dev.oid.quarkus.internal.ObjectIdParamConverterProvider;
import dev.oid.quarkus.internal.PanacheQueryParameters;
import dev.oid.quarkus.internal.ProcessUniqueLeaseHealthCheck;
import dev.oid.quarkus.internal.ProcessUniqueLeaseProducer;
import dev.oid.validation.ValidObjectId;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.arc.deployment.UnremovableBeanBuildItem;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.AdditionalIndexedClassesBuildItem;
import io.quarkus.deployment.builditem.BytecodeTransformerBuildItem;
import io.quarkus.deployment.builditem.FeatureBuildItem;
import io.quarkus.gizmo.Gizmo;
import io.quarkus.resteasy.reactive.spi.ParamConverterBuildItem;
import io.quarkus.runtime.configuration.ConfigurationException;
import io.quarkus.smallrye.health.deployment.spi.HealthBuildItem;
import jakarta.ws.rs.Priorities;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The build steps of the oid extension. Each part runs only when the application has the Quarkus extension it
 * serves (its capability) and the part is on in {@link OidBuildTimeConfig}; what they register is decided when the
 * application is built. One part looks at classes at run time: the provider that mints null ids asks the MongoDB
 * driver, the first time a class reaches the codec registry, whether the class's POJO id property is an
 * {@code ObjectId} (the driver's own POJO codecs describe classes by reflection the same way).
 *
 * <ul>
 *   <li>Always: the {@code ObjectIdGenerator} bean every part mints with ({@link ObjectIdGeneratorProducer}), a
 *       default bean that one of the application's own replaces.</li>
 *   <li>Jackson: a bean that registers oid's {@code ObjectIdModule} with the application's {@code ObjectMapper}.</li>
 *   <li>Quarkus REST: a {@code ParamConverterProvider} for {@code ObjectId} parameters (a bad value is a 400).</li>
 *   <li>MongoDB client: oid-bson-codec's {@code ObjectIdCodecProvider}, and the provider that mints null ids,
 *       added to the index in which the MongoDB extension looks for codec providers.</li>
 *   <li>MongoDB with Panache: a call to the extension's binder at the start of Panache's parameter binding.</li>
 *   <li>Hibernate Validator: {@code @ValidObjectId} and its validators, added to the index in which the
 *       Hibernate Validator extension looks for constraints.</li>
 * </ul>
 *
 * <p>Hibernate ORM is served by the extension {@code oid-quarkus-hibernate-orm}, which Quarkus adds when the
 * application has Hibernate ORM.
 *
 * @since 0.1.0
 */
public final class OidProcessor {

    /** The feature name Quarkus lists at start-up. */
    static final String FEATURE = "oid";

    /** Panache's query parameter binder, whose {@code escape(Object)} the extension completes. */
    static final String PANACHE_BINDER = "io.quarkus.mongodb.panache.common.binder.CommonQueryBinder";

    /** Creates the build steps; called by Quarkus. */
    public OidProcessor() {
    }

    /**
     * Names the feature.
     *
     * @return the feature {@code oid}
     */
    @BuildStep
    FeatureBuildItem nameFeature() {
        return new FeatureBuildItem(FEATURE);
    }

    /**
     * Registers the {@code ObjectIdGenerator} bean that the MongoDB part and the Hibernate ORM part mint with, kept
     * even where nothing injects it (the Hibernate ORM part looks it up when a persistence unit starts), with the
     * application's own bean of that type if it has one.
     *
     * @param beans where the producer of the default bean is registered
     * @param unremovable where the beans of type {@code ObjectIdGenerator} are kept
     */
    @BuildStep
    void registerObjectIdGenerator(BuildProducer<AdditionalBeanBuildItem> beans,
            BuildProducer<UnremovableBeanBuildItem> unremovable) {
        beans.produce(AdditionalBeanBuildItem.unremovableOf(ObjectIdGeneratorProducer.class));
        unremovable.produce(UnremovableBeanBuildItem.beanTypes(ObjectIdGenerator.class));
    }

    /**
     * Registers the lease, and with it the leased generator, when {@code quarkus.oid.lease.enabled=true}.
     *
     * @param capabilities the application's capabilities
     * @param config the extension's configuration
     * @param beans where the lease's producer is registered
     * @throws ConfigurationException if the lease is enabled and the application has no JDBC datasource (Agroal)
     */
    @BuildStep
    void registerLease(Capabilities capabilities, OidBuildTimeConfig config,
            BuildProducer<AdditionalBeanBuildItem> beans) {
        if (!config.lease().enabled()) {
            return;
        }
        if (!capabilities.isPresent(Capability.AGROAL)) {
            throw new ConfigurationException("quarkus.oid.lease.enabled=true leases the ObjectId generator's"
                    + " process-unique value from a table of a JDBC datasource, but the application has no JDBC"
                    + " datasource (quarkus-agroal). Add the JDBC driver extension of your database (for example"
                    + " quarkus-jdbc-postgresql) and quarkus.datasource.jdbc.url, or set quarkus.oid.lease.enabled=false"
                    + " to mint with a random process-unique value");
        }
        beans.produce(AdditionalBeanBuildItem.unremovableOf(ProcessUniqueLeaseProducer.class));
    }

    /**
     * Registers the readiness check {@code oid-lease} when the lease is enabled and the application has SmallRye
     * Health.
     *
     * @param capabilities the application's capabilities
     * @param config the extension's configuration
     * @param checks where the check is registered
     */
    @BuildStep
    void registerLeaseHealthCheck(Capabilities capabilities, OidBuildTimeConfig config,
            BuildProducer<HealthBuildItem> checks) {
        if (config.lease().enabled() && capabilities.isPresent(Capability.SMALLRYE_HEALTH)) {
            checks.produce(new HealthBuildItem(ProcessUniqueLeaseHealthCheck.class.getName(), true));
        }
    }

    /**
     * Registers the {@code ObjectMapper} customizer of the configured shape when the application has Jackson.
     *
     * @param capabilities the application's capabilities
     * @param config the extension's configuration
     * @param beans where the bean is registered
     */
    @BuildStep
    void registerObjectMapperCustomizer(Capabilities capabilities, OidBuildTimeConfig config,
            BuildProducer<AdditionalBeanBuildItem> beans) {
        if (capabilities.isPresent(Capability.JACKSON) && config.jackson().enabled()) {
            boolean extendedJson = config.jackson().shape() == OidBuildTimeConfig.Shape.OBJECT;
            beans.produce(AdditionalBeanBuildItem.unremovableOf(extendedJson
                    ? ExtendedJsonObjectMapperCustomizer.class
                    : ObjectIdObjectMapperCustomizer.class));
        }
    }

    /**
     * Registers the parameter converter when the application has Quarkus REST.
     *
     * @param capabilities the application's capabilities
     * @param config the extension's configuration
     * @param converters where the converter is registered
     */
    @BuildStep
    void registerParamConverter(Capabilities capabilities, OidBuildTimeConfig config,
            BuildProducer<ParamConverterBuildItem> converters) {
        if (capabilities.isPresent(Capability.REST) && config.rest().enabled()) {
            converters.produce(new ParamConverterBuildItem(ObjectIdParamConverterProvider.class.getName(),
                    Priorities.USER, true));
        }
    }

    /**
     * Indexes the codec providers when the application has the MongoDB client.
     *
     * @param capabilities the application's capabilities
     * @param config the extension's configuration
     * @param indexed where the classes are added to the index
     */
    @BuildStep
    void indexCodecProviders(Capabilities capabilities, OidBuildTimeConfig config,
            BuildProducer<AdditionalIndexedClassesBuildItem> indexed) {
        if (capabilities.isPresent(Capability.MONGODB_CLIENT) && config.mongodb().enabled()) {
            indexed.produce(new AdditionalIndexedClassesBuildItem(ObjectIdCodecProvider.class.getName()));
            if (config.mongodb().generateIds()) {
                indexed.produce(new AdditionalIndexedClassesBuildItem(ObjectIdEntityCodecProvider.class.getName()));
            }
        }
    }

    /**
     * Makes Panache bind {@code ObjectId} query parameters as BSON ObjectIds when the application has MongoDB with
     * Panache (for Java or for Kotlin).
     *
     * @param capabilities the application's capabilities
     * @param config the extension's configuration
     * @param transformers where the transformation of Panache's binder is registered
     */
    @BuildStep
    void transformPanacheBinder(Capabilities capabilities, OidBuildTimeConfig config,
            BuildProducer<BytecodeTransformerBuildItem> transformers) {
        boolean panache = capabilities.isPresent(Capability.MONGODB_PANACHE)
                || capabilities.isPresent(Capability.MONGODB_PANACHE_KOTLIN); // both bind through the same class
        if (panache && config.panache().enabled()) {
            transformers.produce(new BytecodeTransformerBuildItem(PANACHE_BINDER,
                    (name, visitor) -> new EscapeObjectIds(visitor)));
        }
    }

    /**
     * Indexes {@code @ValidObjectId} and its validators when the application has Hibernate Validator.
     *
     * @param capabilities the application's capabilities
     * @param config the extension's configuration
     * @param indexed where the classes are added to the index
     */
    @BuildStep
    void indexValidationConstraint(Capabilities capabilities, OidBuildTimeConfig config,
            BuildProducer<AdditionalIndexedClassesBuildItem> indexed) {
        if (capabilities.isPresent(Capability.HIBERNATE_VALIDATOR) && config.validation().enabled()) {
            // The validators by name: oid-validation's module does not export their package.
            indexed.produce(new AdditionalIndexedClassesBuildItem(ValidObjectId.class.getName(),
                    "dev.oid.validation.internal.ValidObjectIdValidator",
                    "dev.oid.validation.internal.ObjectIdValueValidator"));
        }
    }

    /**
     * Inserts at the start of {@code CommonQueryBinder.escape(Object)}:
     * {@code String s = PanacheQueryParameters.escape(value); if (s != null) return s;}.
     */
    private static final class EscapeObjectIds extends ClassVisitor {

        private static final String DESCRIPTOR = "(Ljava/lang/Object;)Ljava/lang/String;";

        EscapeObjectIds(ClassVisitor next) {
            super(Gizmo.ASM_API_VERSION, next);
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                String[] exceptions) {
            MethodVisitor method = super.visitMethod(access, name, descriptor, signature, exceptions);
            if (!name.equals("escape") || !descriptor.equals(DESCRIPTOR) || (access & Opcodes.ACC_STATIC) == 0) {
                return method;
            }
            return new MethodVisitor(Gizmo.ASM_API_VERSION, method) {
                @Override
                public void visitCode() {
                    super.visitCode();
                    Label bindByPanache = new Label();
                    visitVarInsn(Opcodes.ALOAD, 0);
                    visitMethodInsn(Opcodes.INVOKESTATIC, Type.getInternalName(PanacheQueryParameters.class),
                            "escape", DESCRIPTOR, false);
                    visitInsn(Opcodes.DUP);
                    visitJumpInsn(Opcodes.IFNULL, bindByPanache);
                    visitInsn(Opcodes.ARETURN);
                    visitLabel(bindByPanache);
                    visitInsn(Opcodes.POP);
                }
            };
        }
    }
}
