import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Checks a staged release repository (the directory of {@code -DaltDeploymentRepository=staging::file:DIR}) against
 * what Maven Central requires and what this project promises, and prints its artifact list.
 *
 * <pre>java release/StagedRepositoryCheck.java DIR VERSION LICENSE-FILE</pre>
 *
 * <ul>
 *   <li>Exactly the artifacts oid-bom lists, and oid-bom: nothing of the unpublished modules.</li>
 *   <li>Each jar artifact: its jar, {@code -sources.jar}, {@code -javadoc.jar}, {@code -cyclonedx.json} and POM;
 *       oid-bom: its POM and {@code -cyclonedx.json} (a POM-packaged artifact has no sources or Javadoc); every file
 *       with its {@code .sha1} and {@code .md5}.</li>
 *   <li>Each POM: name, description, url, a license, a developer, scm, no parent and no unresolved
 *       {@code ${...}}, the staged version.</li>
 *   <li>Each jar, whatever its classifier: {@code META-INF/LICENSE} equal to the repository's LICENSE; each jar of
 *       classes (no classifier, or {@code all}) a module name: {@code module-info.class} or
 *       {@code Automatic-Module-Name}.</li>
 *   <li>Each SBOM: CycloneDX JSON naming its artifact and version.</li>
 * </ul>
 *
 * Exits 1 with every problem listed when one is found.
 */
public final class StagedRepositoryCheck {

    private static final String GROUP_PATH = "dev/oid";
    private static final String BOM = "oid-bom";

    private final List<String> problems = new ArrayList<>();
    private final Path repository;
    private final String version;
    private final byte[] license;

    private StagedRepositoryCheck(Path repository, String version, byte[] license) {
        this.repository = repository;
        this.version = version;
        this.license = license;
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: java StagedRepositoryCheck.java STAGING-DIR VERSION LICENSE-FILE");
            System.exit(2);
        }
        StagedRepositoryCheck check = new StagedRepositoryCheck(Path.of(args[0]), args[1],
                Files.readAllBytes(Path.of(args[2])));
        check.run();
        if (!check.problems.isEmpty()) {
            System.err.println("staged repository " + args[0] + ": " + check.problems.size() + " problem(s)");
            check.problems.forEach(problem -> System.err.println("  - " + problem));
            System.exit(1);
        }
    }

    private void run() throws Exception {
        Path group = repository.resolve(GROUP_PATH);
        Path bomPom = artifactDir(BOM).resolve(BOM + "-" + version + ".pom");
        if (!Files.isRegularFile(bomPom)) {
            problems.add("no " + repository.relativize(bomPom));
            return;
        }
        Set<String> expected = new TreeSet<>(listedArtifacts(bomPom));
        expected.add(BOM);
        Set<String> staged = new TreeSet<>();
        try (Stream<Path> dirs = Files.list(group)) {
            dirs.filter(Files::isDirectory).forEach(dir -> staged.add(dir.getFileName().toString()));
        }
        for (String artifact : staged) {
            if (!expected.contains(artifact)) {
                problems.add(artifact + " is staged but oid-bom does not list it (an unpublished module?)");
            }
        }
        for (String artifact : expected) {
            if (!staged.contains(artifact)) {
                problems.add(artifact + " is listed by oid-bom but not staged");
            }
        }
        System.out.println("staged " + version + " (" + staged.size() + " artifacts):");
        for (String artifact : staged) {
            if (expected.contains(artifact)) {
                checkArtifact(artifact);
            }
        }
        try (Stream<Path> files = Files.walk(repository)) {
            List<Path> all = files.filter(Files::isRegularFile).toList();
            for (Path file : all) {
                String name = file.getFileName().toString();
                if (name.endsWith(".sha1") || name.endsWith(".md5") || name.startsWith("maven-metadata")) {
                    continue;
                }
                for (String checksum : List.of(".sha1", ".md5")) {
                    if (!Files.isRegularFile(file.resolveSibling(name + checksum))) {
                        problems.add(repository.relativize(file) + " has no " + checksum);
                    }
                }
            }
        }
    }

    private Path artifactDir(String artifact) {
        return repository.resolve(GROUP_PATH).resolve(artifact).resolve(version);
    }

    private List<String> listedArtifacts(Path bomPom) throws Exception {
        Document pom = parse(bomPom);
        List<String> artifacts = new ArrayList<>();
        NodeList dependencies = pom.getElementsByTagName("dependency");
        for (int i = 0; i < dependencies.getLength(); i++) {
            Element dependency = (Element) dependencies.item(i);
            if ("dev.oid".equals(text(dependency, "groupId"))) {
                artifacts.add(text(dependency, "artifactId"));
            }
        }
        return artifacts;
    }

    private void checkArtifact(String artifact) throws Exception {
        Path dir = artifactDir(artifact);
        String base = artifact + "-" + version;
        Set<String> files = new TreeSet<>();
        try (Stream<Path> list = Files.list(dir)) {
            list.map(path -> path.getFileName().toString())
                    .filter(name -> !name.endsWith(".sha1") && !name.endsWith(".md5"))
                    .forEach(files::add);
        }
        System.out.println("  dev.oid:" + artifact + ":" + version + "  " + String.join(" ", files));
        Path pomFile = dir.resolve(base + ".pom");
        boolean jarPackaging = !artifact.equals(BOM);
        List<String> required = new ArrayList<>(List.of(base + ".pom", base + "-cyclonedx.json"));
        if (jarPackaging) {
            required.addAll(List.of(base + ".jar", base + "-sources.jar", base + "-javadoc.jar"));
        }
        for (String name : required) {
            if (!files.contains(name)) {
                problems.add(artifact + ": no " + name);
            }
        }
        if (files.contains(base + ".pom")) {
            checkPom(artifact, pomFile);
        }
        if (files.contains(base + "-cyclonedx.json")) {
            String sbom = Files.readString(dir.resolve(base + "-cyclonedx.json"));
            if (!sbom.contains("\"bomFormat\" : \"CycloneDX\"")
                    || !sbom.contains("\"name\" : \"" + artifact + "\"")
                    || !sbom.contains("\"version\" : \"" + version + "\"")) {
                problems.add(artifact + ": the SBOM is not CycloneDX JSON naming " + artifact + " " + version);
            }
        }
        for (String name : files) {
            if (name.endsWith(".jar")) {
                String classifier = name.substring(base.length(), name.length() - ".jar".length());
                checkJar(artifact, dir.resolve(name), classifier.isEmpty() || classifier.equals("-all"));
            }
        }
    }

    private void checkPom(String artifact, Path pomFile) throws Exception {
        String text = Files.readString(pomFile);
        if (text.contains("${")) {
            problems.add(artifact + ": the POM has an unresolved ${...}");
        }
        Element project = parse(pomFile).getDocumentElement();
        if (!version.equals(text(project, "version"))) {
            problems.add(artifact + ": the POM's version is " + text(project, "version") + ", not " + version);
        }
        if (child(project, "parent") != null) {
            problems.add(artifact + ": the POM names a parent");
        }
        for (String element : List.of("name", "description", "url")) {
            if (text(project, element) == null || text(project, element).isBlank()) {
                problems.add(artifact + ": the POM has no " + element);
            }
        }
        Element licenses = child(project, "licenses");
        if (licenses == null || child(licenses, "license") == null
                || text(child(licenses, "license"), "name") == null) {
            problems.add(artifact + ": the POM has no license");
        }
        Element developers = child(project, "developers");
        if (developers == null || child(developers, "developer") == null) {
            problems.add(artifact + ": the POM has no developer");
        }
        Element scm = child(project, "scm");
        if (scm == null || text(scm, "url") == null || text(scm, "connection") == null) {
            problems.add(artifact + ": the POM has no scm url and connection");
        }
    }

    private void checkJar(String artifact, Path jar, boolean classes) throws IOException {
        String name = jar.getFileName().toString();
        try (JarFile file = new JarFile(jar.toFile())) {
            var entry = file.getJarEntry("META-INF/LICENSE");
            if (entry == null) {
                problems.add(name + ": no META-INF/LICENSE");
            } else {
                try (InputStream in = file.getInputStream(entry)) {
                    if (!java.util.Arrays.equals(in.readAllBytes(), license)) {
                        problems.add(name + ": META-INF/LICENSE differs from the repository's LICENSE");
                    }
                }
            }
            if (classes) {
                Manifest manifest = file.getManifest();
                String automatic = manifest == null ? null
                        : manifest.getMainAttributes().getValue("Automatic-Module-Name");
                if (file.getJarEntry("module-info.class") == null && automatic == null) {
                    problems.add(name + ": neither module-info.class nor Automatic-Module-Name");
                }
            }
        }
    }

    private static Document parse(Path xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(false);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(xml.toFile());
    }

    private static Element child(Element parent, String name) {
        for (var node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                return element;
            }
        }
        return null;
    }

    private static String text(Element parent, String name) {
        Element element = child(parent, name);
        return element == null ? null : element.getTextContent().strip();
    }
}
