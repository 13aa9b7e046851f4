package dev.brigade.rawnio;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import org.junit.jupiter.api.Test;

/**
 * The packages depend one way: {@code http}, {@code json} and {@code tls} on nothing of ours,
 * {@code http2} on {@code http}, {@code server} on {@code http}, {@code http2} and {@code tls},
 * {@code routes} and {@code conduit} on {@code http} and {@code json} (never on each other, never on
 * {@code server} nor on either protocol's machinery); only {@code Main} and {@code CommandLine}, in
 * the root package, see everything.
 */
class LayeringTest {
    private static final String ROOT = "dev.brigade.rawnio";

    /** The one rule, over whichever classes it is given. */
    static LayeredArchitecture layers() {
        return layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .layer("wiring")
                .definedBy(ROOT)
                .layer("json")
                .definedBy(ROOT + ".json..")
                .layer("http")
                .definedBy(ROOT + ".http..")
                .layer("http2")
                .definedBy(ROOT + ".http2..")
                .layer("tls")
                .definedBy(ROOT + ".tls..")
                .layer("server")
                .definedBy(ROOT + ".server..")
                .layer("routes")
                .definedBy(ROOT + ".routes..")
                .layer("conduit")
                .definedBy(ROOT + ".conduit..")
                .whereLayer("wiring")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("server")
                .mayOnlyBeAccessedByLayers("wiring")
                .whereLayer("routes")
                .mayOnlyBeAccessedByLayers("wiring")
                .whereLayer("conduit")
                .mayOnlyBeAccessedByLayers("wiring")
                .whereLayer("json")
                .mayOnlyBeAccessedByLayers("wiring", "routes", "conduit")
                .whereLayer("http2")
                .mayOnlyBeAccessedByLayers("wiring", "server")
                .whereLayer("tls")
                .mayOnlyBeAccessedByLayers("wiring", "server")
                .whereLayer("http")
                .mayOnlyBeAccessedByLayers("wiring", "server", "http2", "routes", "conduit");
    }

    @Test
    void packagesDependOnlyDownwards() {
        JavaClasses main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
        layers().check(main);
    }

    @Test
    void everyPackageIsInALayer() {
        JavaClasses main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
        java.util.Set<String> layered = java.util.Set.of(
                ROOT,
                ROOT + ".json",
                ROOT + ".http",
                ROOT + ".http2",
                ROOT + ".tls",
                ROOT + ".server",
                ROOT + ".routes",
                ROOT + ".conduit");
        java.util.Set<String> packages =
                main.stream().map(c -> c.getPackageName()).collect(java.util.stream.Collectors.toSet());
        assertTrue(layered.containsAll(packages), () -> "packages outside the rule: " + packages);
    }

    @Test
    void aForbiddenReferenceIsFound() {
        // The test classes break the rule on purpose: the server's raw-socket test starts the routes.
        JavaClasses tests = new ClassFileImporter().importPackages(ROOT);
        ArchRule rule = layers();
        EvaluationResult result = rule.evaluate(tests);
        assertTrue(result.hasViolation());
        assertFalse(
                result.getFailureReport().getDetails().stream()
                        .filter(line -> line.contains("RawSocketTest") && line.contains(ROOT + ".routes."))
                        .toList()
                        .isEmpty(),
                result.getFailureReport()::toString);
    }
}
