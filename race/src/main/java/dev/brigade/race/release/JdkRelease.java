package dev.brigade.race.release;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/** Facts about a JDK from its {@code release} file, as the launcher script reads them. */
final class JdkRelease {

    private JdkRelease() {}

    /** The feature version (25 for 25.0.1), or 0 when unknown. */
    static int feature(Path java) {
        String v = value(java, "JAVA_VERSION");
        try {
            return v == null ? 0 : Integer.parseInt(v.split("[.+-]")[0]);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** The exact build (JAVA_RUNTIME_VERSION, e.g. 25.0.1+8-LTS), which an AOT cache is bound to. */
    static String runtimeVersion(Path java) {
        String v = value(java, "JAVA_RUNTIME_VERSION");
        return v == null ? "unknown" : v;
    }

    private static String value(Path java, String key) {
        try {
            Path home = java.toRealPath().getParent().getParent();
            Properties p = new Properties();
            try (var in = Files.newBufferedReader(home.resolve("release"))) {
                p.load(in);
            }
            String v = p.getProperty(key);
            return v == null ? null : v.replace("\"", "");
        } catch (IOException e) {
            return null;
        }
    }
}
