package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The {@code brigade} script installs nginx (need_nginx) only for a race that will race it: its
 * race_wants_nginx, run by bash on its own, against what Race.java decides.
 */
class BrigadeNginxTest {

    private static final Path SCRIPT = Path.of("../brigade");

    @Test
    void aRaceWantsNginxOnlyWhereRaceJavaWouldRaceIt() throws Exception {
        assertTrue(wants(), "the default race has plaintext");
        assertTrue(wants("--quick", "--workloads", "templates,churn-tls"));
        assertTrue(wants("--impls", "raw-nio,nginx", "--workloads", "plaintext-h2"));
        assertTrue(wants("--workloads", "templates,pipelined"), "an alias of pipeline");
        assertEquals(false, wants("--no-nginx"), "--no-nginx");
        assertEquals(false, wants("--open-loop"), "the open loop climbs no reference workload");
        assertEquals(false, wants("--resume", "results/x"), "a resumed race keeps its options");
        assertEquals(
                false,
                wants("--impls", "raw-nio", "--competitor", "dist/competitors/brigade-vertx"),
                "CI's race: --impls leaves nginx out");
        assertEquals(false, wants("--workloads", "templates,conduit"), "no workload nginx races");
        assertEquals(false, wants("--workloads", "plaintext-h2x"), "a name that only starts like one");
    }

    /** The script cannot ask the jar (need_nginx runs before the race is built), so it keeps its own list: this one. */
    @Test
    void itsWorkloadListIsNginxsWorkloadsAndTheirAliases() throws Exception {
        String function = function(Files.readString(SCRIPT), "race_wants_nginx");
        List<String> lines = function.lines()
                .filter(l -> l.trim().startsWith("case \",$workloads,\" in "))
                .toList();
        assertEquals(1, lines.size(), "one case on the workloads in race_wants_nginx: " + function);
        Matcher m = Pattern.compile("\\*,([a-z0-9-]+),\\*").matcher(lines.getFirst());
        Set<String> inScript = new TreeSet<>();
        while (m.find()) {
            inScript.add(m.group(1));
        }
        Set<String> nginxRaces = new TreeSet<>();
        Workload.ALL.stream().filter(Workload::reference).forEach(w -> {
            nginxRaces.add(w.name());
            nginxRaces.addAll(w.aliases());
        });
        assertEquals(nginxRaces, inScript, "race_wants_nginx's workloads against Workload.ALL's reference ones");
    }

    @Test
    void theRaceCommandAsksForNginxThroughIt() throws Exception {
        String script = Files.readString(SCRIPT);
        assertTrue(
                script.contains("  if race_wants_nginx \"$@\"; then need_nginx; fi\n"),
                "cmd_race calls need_nginx behind race_wants_nginx");
        String test = function(script, "cmd_test");
        assertTrue(!test.contains("nginx"), "brigade test installs no nginx: " + test);
    }

    private static boolean wants(String... args) throws Exception {
        List<String> argv = new ArrayList<>(List.of(
                "bash",
                "-c",
                function(Files.readString(SCRIPT), "race_wants_nginx") + "\nrace_wants_nginx \"$@\"",
                "bash"));
        argv.addAll(List.of(args));
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS), "bash did not end");
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(out.isEmpty(), "race_wants_nginx prints nothing: " + out);
        return p.exitValue() == 0;
    }

    /** The text of one shell function of the script, from its opening line to the first line that is a lone "}". */
    private static String function(String script, String name) {
        int start = script.indexOf("\n" + name + "() {\n");
        assertTrue(start >= 0, "brigade has no " + name);
        int end = script.indexOf("\n}\n", start);
        return script.substring(start + 1, end + 2);
    }
}
