package dev.brigade.rawnio;

import org.junit.jupiter.api.Test;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The packages depend one way: {@code http} and {@code json} on nothing of ours, {@code server} on
 * {@code http}, {@code routes} and {@code conduit} on {@code http} and {@code json} (never on each
 * other, never on {@code server}); only {@code Main} and {@code CommandLine} see everything. Read
 * from the compiled classes' constant pools, where every type a class names is written.
 */
class LayeringTest {
    private static final String ROOT = "dev/brigade/rawnio/";
    private static final Pattern REFERENCE = Pattern.compile(Pattern.quote(ROOT) + "(\\w+)/");
    private static final Map<String, Set<String>> ALLOWED = Map.of(
            "json", Set.of(),
            "http", Set.of(),
            "server", Set.of("http"),
            "routes", Set.of("http", "json"),
            "conduit", Set.of("http", "json"));

    @Test
    void packagesDependOnlyDownwards() throws IOException {
        assertEquals(List.of(), violations(Path.of("target/classes")));
    }

    @Test
    void aForbiddenReferenceIsFound() throws IOException {
        // The test classes break the rule on purpose: the server's raw-socket test starts the routes.
        assertTrue(violations(Path.of("target/test-classes")).contains("server/RawSocketTest.class -> routes"));
    }

    /** Every reference from a layer to a package it may not use, as "FILE -> PACKAGE". */
    static List<String> violations(Path classesRoot) throws IOException {
        Path classes = classesRoot.resolve(ROOT);
        List<String> violations = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                Path relative = classes.relativize(file);
                if (relative.getNameCount() < 2) {
                    continue; // Main and CommandLine: the wiring sees every package
                }
                String from = relative.getName(0).toString();
                Set<String> allowed = ALLOWED.get(from);
                if (allowed == null) {
                    violations.add(relative + ": package " + from + " has no place in the layering");
                    continue;
                }
                for (String to : referencedPackages(file)) {
                    if (!to.equals(from) && !allowed.contains(to)) {
                        violations.add(relative + " -> " + to);
                    }
                }
            }
        }
        return violations;
    }

    /** The packages of ours that a class's constant pool names (class, field and method types). */
    static Set<String> referencedPackages(Path classFile) throws IOException {
        Set<String> packages = new TreeSet<>();
        for (String text : utf8Constants(classFile)) {
            Matcher matcher = REFERENCE.matcher(text);
            while (matcher.find()) {
                packages.add(matcher.group(1));
            }
        }
        return packages;
    }

    /** JVMS §4.4: walks the constant pool and keeps its CONSTANT_Utf8 strings. */
    private static List<String> utf8Constants(Path classFile) throws IOException {
        List<String> strings = new ArrayList<>();
        try (InputStream bytes = Files.newInputStream(classFile); DataInputStream in = new DataInputStream(bytes)) {
            if (in.readInt() != 0xCAFEBABE) {
                throw new IOException(classFile + " is not a class file");
            }
            in.readUnsignedShort(); // minor version
            in.readUnsignedShort(); // major version
            int count = in.readUnsignedShort();
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> strings.add(in.readUTF());                        // Utf8
                    case 3, 4 -> in.skipNBytes(4);                             // Integer, Float
                    case 5, 6 -> {                                              // Long, Double: two slots
                        in.skipNBytes(8);
                        i++;
                    }
                    case 7, 8, 16, 19, 20 -> in.skipNBytes(2);                 // Class, String, MethodType, Module, Package
                    case 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);            // refs, NameAndType, Dynamic, InvokeDynamic
                    case 15 -> in.skipNBytes(3);                               // MethodHandle
                    default -> throw new IOException(classFile + ": unknown constant tag " + tag);
                }
            }
        }
        return strings;
    }
}
