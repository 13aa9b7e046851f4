package dev.brigade.race;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a race has measured so far, written to results.json after every run and every climb, so that
 * an interrupted race loses at most the run it was in and {@code --resume} can go on from the file.
 * A resumed race starts from the file's own record: its stamp, start, seed, entrants and runs.
 */
final class Recorder {

    private final Path file;
    private final String stamp;
    private final String started;
    private final Map<String, Object> machine;
    private final Map<String, String> versions;
    private final Map<String, Object> options;
    private final RaceOptions raceOptions;
    final List<Entrant> entrants = new ArrayList<>();
    final List<Sample> samples = new ArrayList<>();
    final List<LadderStep> ladder = new ArrayList<>();
    final List<ConduitStep> conduit = new ArrayList<>();
    /** The runs of the public race's method ({@code --method race}). */
    final List<RaceRun> raceRuns = new ArrayList<>();

    Recorder(
            Path file,
            String stamp,
            RaceOptions o,
            Map<String, Object> machine,
            Map<String, String> versions,
            Path kitJar,
            RaceResults previous) {
        this.file = file;
        this.raceOptions = o;
        this.machine = machine;
        this.versions = versions;
        this.stamp = previous == null ? stamp : previous.stamp();
        this.started = previous == null ? Instant.now().toString() : previous.started();
        options = new LinkedHashMap<>();
        options.put("rounds", o.rounds());
        options.put("seconds", o.seconds());
        options.put("warmupSeconds", o.warmupSeconds());
        options.put("warmupCeilingSeconds", o.warmupCeilingSeconds());
        options.put("seed", o.seed());
        options.put("quick", o.quick());
        options.put("ladder", o.ladder());
        options.put("climbSeconds", o.climbSeconds());
        options.put("climbWarmupSeconds", o.climbWarmupSeconds());
        options.put("checked", o.check());
        options.put("method", o.method().label());
        if (o.method().race()) {
            options.put("raceWarmupSeconds", o.raceWarmupSeconds());
            options.put("raceSeconds", o.raceSeconds());
        }
        if (o.leverBaseline() != null) {
            options.put("leverBaseline", o.leverBaseline());
        }
        options.put("kit", kitJar.toString());
        // the command line as first given: a resume's own --seed and --results-dir are not added to it
        options.put(
                "arguments",
                previous != null && previous.options().get("arguments") instanceof List<?> first
                        ? first
                        : o.arguments());
        List<Object> resumed = new ArrayList<>();
        if (previous != null) {
            if (previous.options().get("resumed") instanceof List<?> before) {
                resumed.addAll(before);
            }
            resumed.add(Instant.now().toString());
            entrants.addAll(previous.competitors());
            samples.addAll(previous.rounds());
            ladder.addAll(previous.ladder());
            conduit.addAll(previous.conduit());
            raceRuns.addAll(previous.raceRounds());
        }
        options.put("resumed", resumed);
    }

    /** The arguments a race was started with and its seed, from its results: what --resume parses again. */
    static List<String> resumeArguments(RaceResults previous, Path dir) throws UsageException {
        if (!(previous.options().get("arguments") instanceof List<?> args)
                || previous.options().get("seed") == null) {
            throw new UsageException(
                    dir + "/results.json records no arguments or seed: it was written before races could resume");
        }
        List<String> again = new ArrayList<>(args.stream().map(String::valueOf).toList());
        again.addAll(
                List.of("--seed", String.valueOf(previous.options().get("seed")), "--results-dir", dir.toString()));
        return again;
    }

    /**
     * A race mixes no builds: one raced at another commit, or from a tree with changes since, is not
     * resumed here (each server would be another build from the resume on).
     */
    static void sameBuild(RaceResults previous, String now, Path dir) throws UsageException {
        String raced = previous.versions() == null ? null : previous.versions().get("brigade");
        if (raced != null && !raced.equals(now)) {
            throw new UsageException("--resume " + dir + ": raced at brigade " + raced + ", this tree is " + now
                    + "; resume it from a clean checkout of " + raced + " (a race mixes no builds)");
        }
    }

    void save() throws IOException {
        ResultsFile.write(results(), file);
    }

    RaceResults results() {
        List<Median> medians = new ArrayList<>();
        Map<String, Double> startup = new LinkedHashMap<>();
        Map<String, Long> rss = new LinkedHashMap<>();
        for (Entrant e : entrants) {
            List<Sample> own = samples.stream()
                    .filter(s -> s.competitor().equals(e.name()))
                    .toList();
            for (Workload w : raceOptions.workloads()) {
                List<Sample> these =
                        own.stream().filter(s -> s.workload().equals(w.name())).toList();
                if (!these.isEmpty()) {
                    medians.add(Median.of(e.name(), w.name(), these));
                }
            }
            List<Sample> counted = own.stream().filter(Sample::counted).toList();
            if (!counted.isEmpty()) {
                startup.put(
                        e.name(),
                        Median.median(counted.stream()
                                .mapToDouble(Sample::startupMillis)
                                .toArray()));
                rss.put(
                        e.name(),
                        counted.stream().mapToLong(Sample::peakRssKib).max().orElse(0));
            }
        }
        List<Ratio> ratios = Ratio.all(
                raceOptions.workloads(),
                entrants.stream().map(Entrant::name).toList(),
                samples,
                raceOptions.leverBaseline());
        return new RaceResults(
                stamp,
                started,
                Instant.now().toString(),
                machine,
                raceOptions.pinning(),
                versions,
                options,
                List.copyOf(entrants),
                raceOptions.workloads(),
                List.copyOf(samples),
                medians,
                startup,
                rss,
                List.copyOf(ladder),
                ratios,
                List.copyOf(conduit),
                List.copyOf(raceRuns));
    }
}
