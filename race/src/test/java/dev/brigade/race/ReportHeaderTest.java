package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Both reports' header says what the race ran: issue 36's climb-only race said "3 rounds of 15 s" and "wrk on CPU 1". */
class ReportHeaderTest {

    /** The options a race records by default (Recorder), with the climbs at the race's 3 s and 60 s. */
    private static Map<String, Object> options(boolean ladder) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("rounds", 3);
        o.put("seconds", 15);
        o.put("warmupSeconds", 5);
        o.put("warmupCeilingSeconds", 60);
        o.put("ladder", ladder);
        o.put("climbSeconds", 60);
        o.put("climbWarmupSeconds", 3);
        o.put("method", "steady");
        return o;
    }

    private static RaceResults race(List<String> workloads, Map<String, Object> options, Map<String, String> versions) {
        return TestRuns.results()
                .workloads(workloads.toArray(String[]::new))
                .options(options)
                .versions(versions)
                .build();
    }

    /** The versions map as Race writes it: null for a loader it did not locate. */
    private static Map<String, String> versions(String wrk, String h2load, String hyperfoil) {
        Map<String, String> v = new HashMap<>();
        v.put("java", "openjdk 25");
        v.put("wrk", wrk);
        v.put("nginx", null);
        if (h2load != null) {
            v.put("h2load", h2load);
        }
        if (hyperfoil != null) {
            v.put("hyperfoil", hyperfoil);
        }
        return v;
    }

    private static String markdownHeader(RaceResults r) {
        String md = MarkdownReport.render(r);
        return md.substring(0, md.indexOf("\n| server |"));
    }

    private static String htmlHeader(RaceResults r) {
        String html = HtmlReport.render(r);
        return html.substring(html.indexOf("<header>"), html.indexOf("</header>"));
    }

    @Test
    void aClimbOnlyRaceDescribesItsClimbsAndHyperfoilNotRoundsOrWrk() {
        RaceResults r = race(List.of("conduit"), options(false), versions(null, null, "Hyperfoil 0.25.2"));
        for (String header : List.of(markdownHeader(r), htmlHeader(r))) {
            assertTrue(header.contains("server on CPU 0, Hyperfoil on CPU 1"), header);
            assertTrue(
                    header.contains(
                            "Conduit climbs at the race's fixed rates, 250 to 32,000 requests/s, each step 3 s of warm-up"
                                    + " then 60 s measured."),
                    header);
            assertTrue(header.contains("Hyperfoil 0.25.2"), header);
            assertFalse(header.contains("rounds"), "no closed-loop rounds ran: " + header);
            assertFalse(header.contains("wrk"), "wrk did not run: " + header);
            assertFalse(header.contains("null"), header);
        }
    }

    @Test
    void aMixedRaceDescribesBothPartsAndEveryLoaderThatRan() {
        RaceResults r = race(
                List.of("plaintext", "templates", "plaintext-h2", "conduit"),
                options(true),
                versions("wrk 4.1.0", "h2load nghttp2/1.52.0", "Hyperfoil 0.25.2"));
        String md = markdownHeader(r);
        assertTrue(
                md.contains(
                        "CPUs; server on CPU 0, wrk, h2load and Hyperfoil on CPU 1. Closed loop: 3 rounds of 15 s after a warm-up"
                                + " until steady (5 s at least, 60 s at most), the median of the rounds. Conduit climbs at the race's fixed rates, 250 to"
                                + " 32,000 requests/s, each step 3 s of warm-up then 60 s measured. Templates ladder: 50%, 75%, 90%, 100% and 120% of"
                                + " each server's closed-loop median, then on at 140%, 170%, 200%, 250% and 300% (the cap) until a step"
                                + " is not held, each step 5 s of warm-up then 15 s measured."
                                + " Versions: openjdk 25; wrk 4.1.0; h2load nghttp2/1.52.0; Hyperfoil 0.25.2."),
                md);
        String html = htmlHeader(r);
        assertTrue(
                html.contains("server on CPU 0, wrk, h2load and Hyperfoil on CPU 1")
                        && html.contains("Closed loop: 3 rounds of 15 s")
                        && html.contains("Conduit climbs at the race's fixed rates")
                        && html.contains("Templates ladder: 50%"),
                html);
        assertTrue(html.contains("openjdk 25 · wrk 4.1.0 · h2load nghttp2/1.52.0 · Hyperfoil 0.25.2"), html);
    }

    @Test
    void aClosedLoopRaceNamesNoHyperfoilAndAnH2cOnlyRaceNoWrk() {
        RaceResults http1 = race(List.of("plaintext"), options(true), versions("wrk 4.1.0", null, null));
        for (String header : List.of(markdownHeader(http1), htmlHeader(http1))) {
            assertTrue(header.contains("server on CPU 0, wrk on CPU 1") && header.contains("3 rounds of 15 s"), header);
            assertFalse(
                    header.contains("Hyperfoil") || header.contains("Conduit") || header.contains("ladder"),
                    "no climb and no ladder workload: " + header);
        }
        RaceResults h2c = race(List.of("plaintext-h2"), options(false), versions(null, "h2load nghttp2/1.52.0", null));
        for (String header : List.of(markdownHeader(h2c), htmlHeader(h2c))) {
            assertTrue(
                    header.contains("server on CPU 0, h2load on CPU 1") && header.contains("h2load nghttp2/1.52.0"),
                    header);
            assertFalse(header.contains("wrk") || header.contains("null"), header);
        }
    }

    @Test
    void theRaceMethodAloneDescribesItsOwnRoundsNotTheSteadyStates() {
        Map<String, Object> o = options(false);
        o.put("method", "race");
        o.put("raceWarmupSeconds", 5);
        o.put("raceSeconds", 20);
        String md = markdownHeader(race(List.of("plaintext"), o, versions("wrk 4.1.0", null, null)));
        assertTrue(md.contains("The race's method: 3 round(s), each workload 5 s of warm-up then 20 s measured."), md);
        assertFalse(md.contains("Closed loop:") || md.contains("until steady"), md);
    }

    @Test
    void hyperfoilsVersionIsTheOneThePomPins() throws IOException {
        Matcher pinned = Pattern.compile("<hyperfoil.version>([^<]+)</hyperfoil.version>")
                .matcher(Files.readString(Path.of("pom.xml")));
        assertTrue(pinned.find(), "race/pom.xml pins Hyperfoil");
        assertEquals("Hyperfoil " + pinned.group(1), Machine.hyperfoil());
    }
}
