package dev.brigade.race;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

/**
 * The race's command line, with its defaults. {@code --quick} is one round of short runs: a look,
 * not a measurement.
 */
record RaceOptions(List<String> impls, List<Workload> workloads, int rounds, int seconds, int warmupSeconds,
                   Pinning pinning, Path resultsDir, boolean check, boolean nginx, boolean quick, boolean ladder) {

    static final String USAGE = "usage: brigade-race race [--impls a,b] [--workloads w,x] [--rounds N] [--seconds S]"
            + " [--warmup S] [--quick] [--open-loop | --no-ladder] [--server-cpus LIST] [--load-cpus LIST] [--results-dir DIR]"
            + " [--no-check] [--no-nginx]";

    static RaceOptions parse(List<String> args) throws UsageException {
        List<String> impls = List.of();
        List<Workload> workloads = Workload.ALL;
        Integer rounds = null;
        Integer seconds = null;
        Integer warmup = null;
        Pinning machine = Pinning.fromMachine();
        String serverCpus = machine.serverCpus();
        String loadCpus = machine.loadCpus();
        Path resultsDir = null;
        boolean check = true;
        boolean nginx = true;
        boolean quick = false;
        boolean openLoop = false;
        boolean ladder = true;
        boolean workloadsGiven = false;
        Iterator<String> it = args.iterator();
        while (it.hasNext()) {
            String arg = it.next();
            switch (arg) {
                case "--impls" -> impls = names(value(it, arg));
                case "--workloads" -> {
                    workloads = workloads(value(it, arg));
                    workloadsGiven = true;
                }
                case "--open-loop" -> openLoop = true;
                case "--no-ladder" -> ladder = false;
                case "--rounds" -> rounds = positive(it, arg);
                case "--seconds" -> seconds = positive(it, arg);
                case "--warmup" -> warmup = positive(it, arg);
                case "--server-cpus" -> serverCpus = cpus(value(it, arg), arg);
                case "--load-cpus" -> loadCpus = cpus(value(it, arg), arg);
                case "--results-dir" -> resultsDir = Path.of(value(it, arg));
                case "--no-check" -> check = false;
                case "--no-nginx" -> nginx = false;
                case "--quick" -> quick = true;
                default -> throw new UsageException("unknown option " + arg + "; " + USAGE);
            }
        }
        if (openLoop && !ladder) {
            throw new UsageException("--open-loop and --no-ladder contradict each other; " + USAGE);
        }
        if (openLoop) {
            // the ladder's workloads only; their closed-loop runs give each step's rate
            List<Workload> ladderWorkloads = (workloadsGiven ? workloads : Workload.ALL).stream()
                    .filter(w -> Ladder.WORKLOADS.contains(w.name())).toList();
            if (ladderWorkloads.isEmpty()) {
                throw new UsageException("--open-loop climbs " + String.join(" and ", Ladder.WORKLOADS) + "; --workloads names neither");
            }
            workloads = ladderWorkloads;
        }
        return new RaceOptions(impls, workloads,
                rounds != null ? rounds : quick ? 1 : 3,
                seconds != null ? seconds : quick ? 2 : 15,
                warmup != null ? warmup : quick ? 1 : 5,
                new Pinning(serverCpus, loadCpus), resultsDir, check, nginx, quick, ladder);
    }

    private static String value(Iterator<String> it, String option) throws UsageException {
        if (!it.hasNext()) {
            throw new UsageException(option + " needs a value; " + USAGE);
        }
        return it.next();
    }

    private static int positive(Iterator<String> it, String option) throws UsageException {
        String v = value(it, option);
        try {
            int n = Integer.parseInt(v);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new UsageException(option + " wants a positive whole number, not '" + v + "'");
    }

    private static String cpus(String list, String option) throws UsageException {
        if (!list.matches("\\d+(-\\d+)?(,\\d+(-\\d+)?)*")) {
            throw new UsageException(option + " wants a CPU list like 0 or 2-7 or 0,2, not '" + list + "'");
        }
        return list;
    }

    private static List<String> names(String csv) {
        return Arrays.stream(csv.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }

    private static List<Workload> workloads(String csv) throws UsageException {
        List<Workload> chosen = new ArrayList<>();
        for (String name : names(csv)) {
            Workload w = Workload.named(name).orElseThrow(() -> new UsageException("unknown workload '" + name
                    + "'; known: " + String.join(", ", Workload.ALL.stream().map(Workload::name).toList())));
            if (!chosen.contains(w)) {
                chosen.add(w);
            }
        }
        if (chosen.isEmpty()) {
            throw new UsageException("--workloads names no workload");
        }
        return List.copyOf(chosen);
    }
}
