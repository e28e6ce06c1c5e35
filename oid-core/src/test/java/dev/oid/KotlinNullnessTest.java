package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.jar.JarFile;
import org.jetbrains.kotlin.cli.common.ExitCode;
import org.jetbrains.kotlin.cli.common.arguments.K2JVMCompilerArguments;
import org.jetbrains.kotlin.cli.common.messages.CompilerMessageSeverity;
import org.jetbrains.kotlin.cli.common.messages.CompilerMessageSourceLocation;
import org.jetbrains.kotlin.cli.common.messages.MessageCollector;
import org.jetbrains.kotlin.cli.jvm.K2JVMCompiler;
import org.jetbrains.kotlin.config.Services;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a Kotlin application sees of the nullness annotations: the Kotlin compiler (embedded, the version the build
 * pins) compiles small Kotlin files against oid-core's compiled classes and the Kotlin standard library, and nothing
 * else; in particular without the jspecify jar, which is an optional dependency because Kotlin reads
 * {@code @NullMarked} and {@code @Nullable} from the class files.
 *
 * <p>Two compilations, each run once for the class: the files that must compile, and the files that must not, each
 * with exactly one error. They are kept apart because the compiler reports warnings only for a compilation without
 * errors, and warnings are what tell a non-null type from a platform type ({@code ObjectId!}, which Kotlin gives
 * an unannotated Java type and which accepts anything). Against classes without the annotations every one of these
 * files compiles, without a warning, so the tests of the warnings and of the rejected files fail; with the package
 * null-marked but {@code @Nullable} missing on {@code isValid} or {@code tryParse}, the accepted file fails.
 */
class KotlinNullnessTest {

    /** Must compile: non-null returns used as such, {@code null} where the API allows it. */
    private static final String ACCEPTED = """
            package kotlinnullness

            import dev.oid.ObjectId
            import dev.oid.ObjectIdGenerator
            import dev.oid.ObjectIdLayout
            import java.util.Optional

            fun nonNullReturns(): String {
                val id: ObjectId = ObjectId.parse("5a17b9d9ab102555b9c38874")
                val layout: ObjectIdLayout = ObjectIdLayout.of(id)
                val batch: Array<ObjectId> = ObjectIdGenerator.defaultGenerator().generate(2)
                return id.toHexString() + " " + layout.legacyMachine() + " " + batch.size
            }

            fun nullWhereAllowed(): String {
                val missing: String? = null
                val valid: Boolean = ObjectId.isValid(null)
                val validMissing: Boolean = ObjectId.isValid(missing)
                val parsed: Optional<ObjectId> = ObjectId.tryParse(null)
                return "$valid $validMissing ${parsed.isPresent}"
            }
            """;

    /**
     * Must compile, with one warning per line that treats a non-null value as nullable: the warnings Kotlin gives
     * only for a declared non-null type, never for a platform type.
     */
    private static final String NOT_PLATFORM_TYPES = """
            package kotlinnullness

            import dev.oid.ObjectId
            import dev.oid.ObjectIdGenerator

            fun safeCallOnParse(): String? = ObjectId.parse("5a17b9d9ab102555b9c38874")?.toHexString()

            fun safeCallOnArrayElement(): String? = ObjectIdGenerator.defaultGenerator().generate(1)[0]?.toHexString()

            fun nullCheckOnGenerate(): Boolean = ObjectId.generate() == null
            """;

    /** Must not compile, each file with one error: {@code null} or a nullable value where none is allowed. */
    private static final Map<String, String> REJECTED = Map.of(
            "ParseNull.kt", """
                    package kotlinnullness

                    import dev.oid.ObjectId

                    fun parseNull(): ObjectId = ObjectId.parse(null)
                    """,
            "ParseNullable.kt", """
                    package kotlinnullness

                    import dev.oid.ObjectId

                    fun parseNullable(hex: String?): ObjectId = ObjectId.parse(hex)
                    """,
            "BuilderClockNull.kt", """
                    package kotlinnullness

                    import dev.oid.ObjectIdGenerator

                    fun builderClockNull(): ObjectIdGenerator.Builder = ObjectIdGenerator.builder().clock(null)
                    """);

    private static List<Path> classpath;
    private static Compilation accepted;
    private static Compilation rejected;

    @BeforeAll
    static void compile(@TempDir Path dir) throws IOException, ClassNotFoundException {
        classpath = List.of(location(ObjectId.class), location(Class.forName("kotlin.Unit", false,
                KotlinNullnessTest.class.getClassLoader())));
        accepted = Compilation.run(dir.resolve("accepted"), classpath,
                Map.of("Accepted.kt", ACCEPTED, "NotPlatformTypes.kt", NOT_PLATFORM_TYPES));
        rejected = Compilation.run(dir.resolve("rejected"), classpath, REJECTED);
    }

    @Test
    void compilesAgainstOidCoreAndTheKotlinStandardLibraryOnlyWithoutTheJspecifyJar() throws IOException {
        assertThat(classpath).hasSize(2);
        for (Path entry : classpath) {
            assertThat(contains(entry, "org/jspecify/annotations/NullMarked.class")).as(entry.toString()).isFalse();
        }
        assertThat(contains(classpath.get(0), "dev/oid/ObjectId.class")).isTrue();
        // The jar is on this test's own class path (oid-core's optional dependency): left out on purpose above.
        assertThat(KotlinNullnessTest.class.getClassLoader().getResource("org/jspecify/annotations/NullMarked.class"))
                .isNotNull();
    }

    @Test
    void nonNullReturnsAndNullWhereTheApiAllowsItCompileAndRun() throws ReflectiveOperationException, IOException {
        assertThat(accepted.exitCode()).as(accepted.toString()).isEqualTo(ExitCode.OK);
        assertThat(accepted.errors()).isEmpty();
        assertThat(accepted.messagesIn("Accepted.kt")).isEmpty();

        // isValid(null) is false and tryParse(null) empty, as README promises, also when called from Kotlin.
        try (URLClassLoader loader = new URLClassLoader(new URL[] {accepted.output().toUri().toURL()},
                KotlinNullnessTest.class.getClassLoader())) {
            Class<?> file = loader.loadClass("kotlinnullness.AcceptedKt");
            Method nullWhereAllowed = file.getMethod("nullWhereAllowed");
            Method nonNullReturns = file.getMethod("nonNullReturns");
            assertThat(nullWhereAllowed.invoke(null)).isEqualTo("false false false");
            assertThat(nonNullReturns.invoke(null)).isEqualTo("5a17b9d9ab102555b9c38874 ab1025 2");
        }
    }

    @Test
    void returnsAndArrayElementsAreNonNullTypesNotPlatformTypes() {
        assertThat(accepted.messagesIn("NotPlatformTypes.kt")).containsExactly(
                "WARNING 6: Unnecessary safe call on a non-null receiver of type 'ObjectId'.",
                "WARNING 8: Unnecessary safe call on a non-null receiver of type 'ObjectId'.",
                "WARNING 10: Condition is always 'false'.");
    }

    @Test
    void parseRefusesNull() {
        assertThat(rejected.exitCode()).isEqualTo(ExitCode.COMPILATION_ERROR);
        assertThat(rejected.messagesIn("ParseNull.kt")).containsExactly(
                "ERROR 5: Null cannot be a value of a non-null type 'CharSequence'.");
    }

    @Test
    void parseRefusesANullableStringSoItsParameterIsNotAPlatformType() {
        assertThat(rejected.messagesIn("ParseNullable.kt")).containsExactly(
                "ERROR 5: Argument type mismatch: actual type is 'String?', but 'CharSequence' was expected.");
    }

    @Test
    void nestedClassesAreNullMarkedToo() {
        assertThat(rejected.messagesIn("BuilderClockNull.kt")).containsExactly(
                "ERROR 5: Null cannot be a value of a non-null type 'InstantSource'.");
    }

    @Test
    void everyRejectedFileFailsForItsOwnReasonOnly() {
        assertThat(rejected.errors()).hasSize(REJECTED.size());
    }

    private static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean contains(Path entry, String name) throws IOException {
        if (Files.isDirectory(entry)) {
            return Files.exists(entry.resolve(name));
        }
        try (JarFile jar = new JarFile(entry.toFile())) {
            return jar.getEntry(name) != null;
        }
    }

    /** One run of the Kotlin compiler, with the errors and warnings it reported. */
    private record Compilation(ExitCode exitCode, List<Message> messages, Path output) {

        static Compilation run(Path dir, List<Path> classpath, Map<String, String> sources) {
            List<String> arguments = new ArrayList<>(List.of("-no-stdlib", "-no-reflect", "-jvm-target", "17",
                    "-classpath", String.join(File.pathSeparator, classpath.stream().map(Path::toString).toList()),
                    "-d", dir.resolve("classes").toString()));
            try {
                Files.createDirectories(dir);
                for (Map.Entry<String, String> source : sources.entrySet()) {
                    arguments.add(Files.writeString(dir.resolve(source.getKey()), source.getValue()).toString());
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            K2JVMCompiler compiler = new K2JVMCompiler();
            K2JVMCompilerArguments parsed = compiler.createArguments();
            compiler.parseArguments(arguments.toArray(String[]::new), parsed);
            Collector collector = new Collector();
            // The compiler sets system properties of the IntelliJ platform it runs on (idea.*, psi.*): put back as
            // they were, so that the other tests of this JVM never see them.
            Properties saved = new Properties();
            saved.putAll(System.getProperties());
            ExitCode exitCode;
            try {
                exitCode = compiler.exec(collector, Services.EMPTY, parsed);
            } finally {
                System.getProperties().keySet().retainAll(saved.keySet());
                System.getProperties().putAll(saved);
            }
            return new Compilation(exitCode, List.copyOf(collector.messages), dir.resolve("classes"));
        }

        List<Message> errors() {
            return messages.stream().filter(message -> message.severity().isError()).toList();
        }

        /** The messages located in the file, as "SEVERITY line: text". */
        List<String> messagesIn(String fileName) {
            return messages.stream()
                    .filter(message -> message.file() != null && Path.of(message.file()).endsWith(fileName))
                    .map(message -> message.severity() + " " + message.line() + ": " + message.text())
                    .toList();
        }
    }

    private record Message(CompilerMessageSeverity severity, String text, String file, int line) {
    }

    /** Keeps the errors and warnings; drops the compiler's progress and output reports. */
    private static final class Collector implements MessageCollector {
        private final List<Message> messages = new ArrayList<>();

        @Override
        public void clear() {
            messages.clear();
        }

        @Override
        public void report(CompilerMessageSeverity severity, String message, CompilerMessageSourceLocation location) {
            if (severity.isError() || severity.isWarning()) {
                messages.add(new Message(severity, message, location == null ? null : location.getPath(),
                        location == null ? 0 : location.getLine()));
            }
        }

        @Override
        public boolean hasErrors() {
            return messages.stream().anyMatch(message -> message.severity().isError());
        }
    }
}
