package dev.oid.jackson3.internal;

import tools.jackson.core.Version;
import tools.jackson.core.util.VersionUtil;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The version of this artifact, as written into {@code version.properties} by the build. */
public final class ModuleVersion {

    /** The version of the oid-jackson3 artifact. */
    public static final Version VERSION = load();

    private ModuleVersion() {
    }

    private static Version load() {
        Properties properties = new Properties();
        try (InputStream in = ModuleVersion.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return Version.unknownVersion();
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the oid-jackson3 version.properties", e);
        }
        return VersionUtil.parseVersion(properties.getProperty("version"),
                properties.getProperty("groupId"), properties.getProperty("artifactId"));
    }
}
