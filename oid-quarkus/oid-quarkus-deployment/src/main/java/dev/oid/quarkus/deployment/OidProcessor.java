package dev.oid.quarkus.deployment;

import dev.oid.quarkus.OidConfig;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.AdditionalIndexedClassesBuildItem;
import io.quarkus.deployment.builditem.BytecodeTransformerBuildItem;
import io.quarkus.deployment.builditem.FeatureBuildItem;
import io.quarkus.gizmo.Gizmo;
import io.quarkus.resteasy.reactive.spi.ParamConverterBuildItem;
import jakarta.ws.rs.Priorities;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The build steps of the oid extension. Each part runs only when the application has the Quarkus extension it
 * serves (its capability) and the part is on in {@link OidConfig}; nothing is found by scanning at run time.
 *
 * <ul>
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

    private static final String RUNTIME = "dev.oid.quarkus.internal.";

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
    FeatureBuildItem feature() {
        return new FeatureBuildItem(FEATURE);
    }

    /**
     * Registers the {@code ObjectMapper} customizer when the application has Jackson.
     *
     * @param capabilities the application's capabilities
     * @param config the extension's configuration
     * @param beans where the bean is registered
     */
    @BuildStep
    void jackson(Capabilities capabilities, OidConfig config, BuildProducer<AdditionalBeanBuildItem> beans) {
        if (capabilities.isPresent(Capability.JACKSON) && config.jackson().enabled()) {
            beans.produce(AdditionalBeanBuildItem.unremovableOf(RUNTIME + "ObjectIdObjectMapperCustomizer"));
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
    void rest(Capabilities capabilities, OidConfig config, BuildProducer<ParamConverterBuildItem> converters) {
        if (capabilities.isPresent(Capability.REST) && config.rest().enabled()) {
            converters.produce(new ParamConverterBuildItem(RUNTIME + "ObjectIdParamConverterProvider",
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
    void mongodb(Capabilities capabilities, OidConfig config,
            BuildProducer<AdditionalIndexedClassesBuildItem> indexed) {
        if (capabilities.isPresent(Capability.MONGODB_CLIENT) && config.mongodb().enabled()) {
            indexed.produce(new AdditionalIndexedClassesBuildItem("dev.oid.bson.ObjectIdCodecProvider"));
            if (config.mongodb().generateIds()) {
                indexed.produce(new AdditionalIndexedClassesBuildItem(RUNTIME + "ObjectIdEntityCodecProvider"));
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
    void panache(Capabilities capabilities, OidConfig config,
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
    void validation(Capabilities capabilities, OidConfig config,
            BuildProducer<AdditionalIndexedClassesBuildItem> indexed) {
        if (capabilities.isPresent(Capability.HIBERNATE_VALIDATOR) && config.validation().enabled()) {
            indexed.produce(new AdditionalIndexedClassesBuildItem("dev.oid.validation.ValidObjectId",
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
                    visitMethodInsn(Opcodes.INVOKESTATIC, "dev/oid/quarkus/internal/PanacheQueryParameters",
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
