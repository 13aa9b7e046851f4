package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RaceMethodTest {

    @Test
    void steadyUnlessTheCommandLineSaysOtherwise() throws UsageException {
        assertEquals(RaceMethod.STEADY, RaceOptions.parse(List.of("--quick")).method());
        assertEquals(
                RaceMethod.RACE, RaceOptions.parse(List.of("--method", "race")).method());
        RaceMethod both =
                RaceOptions.parse(List.of("--rounds", "3", "--method", "both")).method();
        assertTrue(both.steady() && both.race());
        assertFalse(RaceMethod.RACE.steady());
        assertFalse(RaceMethod.STEADY.race());
    }

    @Test
    void anUnknownMethodIsAUsageError() {
        UsageException e = assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--method", "oha")));
        assertTrue(e.getMessage().contains("race|steady|both"), e.getMessage());
        assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--method")));
    }

    @Test
    void theRacesDurationsOrQuicks() throws UsageException {
        RaceOptions race = RaceOptions.parse(List.of("--method", "race"));
        assertEquals(5, race.raceWarmupSeconds());
        assertEquals(20, race.raceSeconds());
        RaceOptions quick = RaceOptions.parse(List.of("--method", "race", "--quick"));
        assertEquals(1, quick.raceWarmupSeconds());
        assertEquals(2, quick.raceSeconds());
    }

    @Test
    void theRacesMethodIsRefusedWhereThereIsNoProcStat(@TempDir Path dir) throws Exception {
        Path absent = dir.resolve("stat");
        for (String method : List.of("race", "both")) {
            UsageException e = assertThrows(
                    UsageException.class, () -> RaceOptions.parse(List.of("--quick", "--method", method), absent));
            assertEquals(
                    "--method " + method + " needs Linux: the race's CPU accounting reads " + absent
                            + ", which this machine lacks (--method steady runs without it)",
                    e.getMessage());
        }
        assertEquals(
                RaceMethod.STEADY,
                RaceOptions.parse(List.of("--method", "steady"), absent).method());
        assertEquals(
                RaceMethod.STEADY,
                RaceOptions.parse(List.of("--quick"), absent).method(),
                "the default needs no /proc/stat");
        Files.writeString(absent, "cpu0 1 2 3 4 5 6 7 8 0 0\n");
        assertEquals(
                RaceMethod.BOTH,
                RaceOptions.parse(List.of("--method", "both"), absent).method());
    }

    @Test
    void theUsageNamesIt() {
        assertTrue(RaceOptions.USAGE.contains("[--method race|steady|both]"));
    }
}
