package dev.brigade.rawnio;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The packages depend one way: {@code http} and {@code json} on nothing of ours, {@code server} on
 * {@code http}, {@code routes} and {@code conduit} on {@code http} and {@code json} (never on each
 * other, never on {@code server}); only {@code Main} and {@code CommandLine}, in the root package,
 * see everything.
 */
class LayeringTest {
    private static final String ROOT = "dev.brigade.rawnio";

    /** The one rule, over whichever classes it is given. */
    static LayeredArchitecture layers() {
        return layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("wiring").definedBy(ROOT)
                .layer("json").definedBy(ROOT + ".json..")
                .layer("http").definedBy(ROOT + ".http..")
                .layer("server").definedBy(ROOT + ".server..")
                .layer("routes").definedBy(ROOT + ".routes..")
                .layer("conduit").definedBy(ROOT + ".conduit..")
                .whereLayer("wiring").mayNotBeAccessedByAnyLayer()
                .whereLayer("server").mayOnlyBeAccessedByLayers("wiring")
                .whereLayer("routes").mayOnlyBeAccessedByLayers("wiring")
                .whereLayer("conduit").mayOnlyBeAccessedByLayers("wiring")
                .whereLayer("json").mayOnlyBeAccessedByLayers("wiring", "routes", "conduit")
                .whereLayer("http").mayOnlyBeAccessedByLayers("wiring", "server", "routes", "conduit");
    }

    @Test
    void packagesDependOnlyDownwards() {
        JavaClasses main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
        layers().check(main);
    }

    @Test
    void aForbiddenReferenceIsFound() {
        // The test classes break the rule on purpose: the server's raw-socket test starts the routes.
        JavaClasses tests = new ClassFileImporter().importPackages(ROOT);
        ArchRule rule = layers();
        EvaluationResult result = rule.evaluate(tests);
        assertTrue(result.hasViolation());
        assertFalse(result.getFailureReport().getDetails().stream()
                .filter(line -> line.contains("RawSocketTest") && line.contains(ROOT + ".routes."))
                .toList().isEmpty(), result.getFailureReport()::toString);
    }
}
