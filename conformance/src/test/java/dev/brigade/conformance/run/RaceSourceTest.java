package dev.brigade.conformance.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.conformance.Kit;
import dev.brigade.conformance.RaceSource;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Every race-tier check comes from one check of the race's code at the pinned commit, and back. */
class RaceSourceTest {

    @Test
    void everyRaceCheckHasItsPlaceInTheRacesSource() {
        Set<String> raceChecks = Kit.checks().stream()
                .filter(c -> c.tier() == Tier.RACE)
                .map(CheckInfo::id)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> mapped = RaceSource.ENTRIES.stream()
                .map(RaceSource.Entry::checkId)
                .collect(Collectors.toCollection(TreeSet::new));

        assertEquals(raceChecks, mapped, "race-tier checks and the race's source must map one to one");
        assertEquals(RaceSource.ENTRIES.size(), mapped.size(), "a race-tier check named twice in RaceSource");
    }

    @Test
    void everyEntryNamesAFileAndFunctionOfTheRacesTool() {
        for (RaceSource.Entry entry : RaceSource.ENTRIES) {
            assertTrue(
                    entry.file().startsWith("tools/cmd/dragrace/")
                            && entry.file().endsWith(".go"),
                    entry.toString());
            assertTrue(entry.function().matches("[a-z][A-Za-z]+"), entry.toString());
        }
        assertTrue(RaceSource.COMMIT.matches("[0-9a-f]{40}"), RaceSource.COMMIT);
    }
}
