package dev.brigade.conformance.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The root README's House style: palantir-java-format through Spotless, checked in every module's verify, and
 * an .editorconfig that tells editors the formatter's indent and width. A formatter swapped in the pom without
 * the editorconfig (or the other way round) fails here, not in an editor.
 */
class HouseStyleTest {

    /** palantir-java-format's own: 4-space indent, 120 columns. */
    private static final Map<String, String> PALANTIR = Map.of("indent_size", "4", "max_line_length", "120");

    @Test
    void theParentPomChecksPalantirsFormatInEveryModulesVerify() throws IOException {
        String pom = Files.readString(MarkdownLinksTest.repositoryRoot().resolve("pom.xml"));
        String managed = pom.substring(pom.indexOf("<pluginManagement>"), pom.indexOf("</pluginManagement>"));
        String spotless = managed.substring(managed.indexOf("<artifactId>spotless-maven-plugin</artifactId>"));
        spotless = spotless.substring(0, spotless.indexOf("</plugin>"));
        assertTrue(
                spotless.contains("<palantirJavaFormat>") && spotless.contains("<removeUnusedImports/>"),
                "the formatter the README names, and unused imports removed: " + spotless);
        assertTrue(
                spotless.contains("<phase>verify</phase>") && spotless.contains("<goal>check</goal>"),
                "spotless:check bound to verify: " + spotless);
        String active = pom.substring(pom.indexOf("</pluginManagement>"));
        assertTrue(
                active.contains("<artifactId>spotless-maven-plugin</artifactId>"),
                "declared in the parent's plugins, so every module inherits the check");
    }

    @Test
    void theEditorconfigSaysWhatTheFormatterDoesToJava() throws IOException {
        Path root = MarkdownLinksTest.repositoryRoot();
        assertEquals(PALANTIR, javaSettings(Files.readString(root.resolve(".editorconfig"))));
        String readme = Files.readString(root.resolve("README.md"));
        assertTrue(readme.contains("## House style") && readme.contains("palantir-java-format"), "README names it");
    }

    @Test
    void anEditorconfigOfGoogleJavaFormatsWidthDoesNotMatch() {
        String google =
                "[*]\nindent_size = 4\n\n[*.java]\nindent_size = 2\nmax_line_length = 100\n\n[*.md]\nindent_size = 4\n";
        assertEquals(Map.of("indent_size", "2", "max_line_length", "100"), javaSettings(google));
        assertNotEquals(PALANTIR, javaSettings(google));
    }

    /** indent_size and max_line_length as a .java file gets them: [*] first, then [*.java] over it. */
    static Map<String, String> javaSettings(String editorconfig) {
        Map<String, String> settings = new LinkedHashMap<>();
        String section = "";
        for (String line : editorconfig.lines().map(String::strip).toList()) {
            if (line.startsWith("[")) {
                section = line;
            } else if ((section.equals("[*]") || section.equals("[*.java]")) && line.contains("=")) {
                String key = line.substring(0, line.indexOf('=')).strip();
                if (PALANTIR.containsKey(key)) {
                    settings.put(key, line.substring(line.indexOf('=') + 1).strip());
                }
            }
        }
        return settings;
    }
}
