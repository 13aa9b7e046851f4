package dev.brigade.conformance.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.conformance.Contract;
import dev.brigade.conformance.Kit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every check has a unique, well-formed id and a rule the contract states, old ids still lead
 * somewhere, and the README's table lists exactly the kit's checks.
 */
class CatalogueTest {

    private static final Set<String> GROUPS =
            Set.of("plaintext", "echo", "menu", "sse", "http", "h2c", "tls", "badinput", "conduit", "process");

    @Test
    void idsAreUniqueAndNamedByTheirGroup() {
        List<CheckInfo> checks = Kit.checks();
        assertEquals(
                checks.size(), checks.stream().map(CheckInfo::id).distinct().count(), "duplicate ids");
        for (CheckInfo check : checks) {
            assertTrue(check.id().matches("[a-z][a-z0-9]*\\.[a-z0-9]+(-[a-z0-9]+)*"), check.id());
            assertTrue(GROUPS.contains(check.id().substring(0, check.id().indexOf('.'))), check.id());
            assertTrue(!check.description().isBlank() && !check.description().contains("\n"), check.id());
        }
    }

    /** Each check names a rule that CONTRACT.md states, at the level the contract gives it. */
    @Test
    void everyRuleIsInTheContractAtItsLevel() {
        String contract = Contract.text();
        for (CheckInfo check : Kit.checks()) {
            String rule = check.rule();
            assertTrue(rule.matches("§\\d+(\\.\\d+)+"), check.id() + ": " + rule);
            assertTrue(
                    Pattern.compile("(?m)^\\s*- " + Pattern.quote(rule) + " ")
                            .matcher(contract)
                            .find(),
                    check.id() + ": CONTRACT.md has no rule " + rule);
            String stated = rule;
            Matcher level = levelOf(contract, stated);
            while (!level.find() && stated.lastIndexOf('.') > stated.indexOf('.')) {
                stated = stated.substring(0, stated.lastIndexOf('.')); // §2.11.1 takes §2.11's level
                level = levelOf(contract, stated);
            }
            Matcher found = levelOf(contract, stated);
            assertTrue(found.find(), check.id() + ": CONTRACT.md gives " + rule + " no MUST or SHOULD");
            assertEquals(found.group(1), check.level().name(), check.id() + ": the level of " + stated);
        }
    }

    private static Matcher levelOf(String contract, String rule) {
        return Pattern.compile("(?m)^\\s*- " + Pattern.quote(rule) + " (MUST|SHOULD)(?: \\(([^)]*)\\))?\\.")
                .matcher(contract);
    }

    /** CONTRACT.md says each rule's tier; a check of the race's tiers names a rule the contract gives that tier. */
    @Test
    void everyRuleSaysItsTier() {
        String contract = Contract.text();
        for (CheckInfo check : Kit.checks()) {
            String stated = check.rule();
            Matcher level = levelOf(contract, stated);
            while (!level.find() && stated.lastIndexOf('.') > stated.indexOf('.')) {
                stated = stated.substring(0, stated.lastIndexOf('.'));
                level = levelOf(contract, stated);
            }
            String tiers = level.group(2) == null ? "" : level.group(2);
            String label = check.tier().label();
            assertTrue(
                    tiers.equals(label) || tiers.startsWith(label + ":") || tiers.contains("; " + label + ":"),
                    check.id() + " is " + label + ", but CONTRACT.md " + stated + " says (" + tiers + ")");
        }
    }

    /** An old id keeps selecting what replaced it: every successor exists, and no old id is a current one. */
    @Test
    void aliasesLeadToChecksTheKitHas() {
        Set<String> ids = Kit.checks().stream().map(CheckInfo::id).collect(Collectors.toSet());
        Aliases.all().forEach((old, successors) -> {
            assertTrue(!ids.contains(old), old + " is an alias and a check id at once");
            successors.forEach(
                    id -> assertTrue(ids.contains(id), old + " leads to " + id + ", which the kit does not have"));
        });
        IdGlob glob = IdGlob.of("sse.bad-signals");
        assertEquals(
                9, Kit.checks().stream().filter(check -> check.selectedBy(glob)).count());
    }

    @Test
    void theContractHasAVersion() {
        assertTrue(Contract.version().matches("\\d+\\.\\d+"), Contract.version());
    }

    @Test
    void checksMdIsTheGeneratedCatalogue() throws IOException {
        assertEquals(
                Catalogue.markdown(),
                Files.readString(Path.of("CHECKS.md")),
                "conformance/CHECKS.md is stale: ./brigade check --list --markdown > conformance/CHECKS.md");
    }
}
