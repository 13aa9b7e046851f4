package dev.brigade.race;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

/**
 * The race's command line, with its defaults. {@link #OPTIONS} is the one description of its options:
 * {@code --help} prints it and race/README.md's Options section is it, as {@link #markdown()} renders it
 * (RaceOptionsReadmeTest keeps the two equal). {@code arguments} is the command line as given, which a resumed
 * race parses again; {@code --method} ({@link RaceMethod}) lives only there: {@link #method()}.
 */
record RaceOptions(
        List<String> impls,
        List<Workload> workloads,
        int rounds,
        int seconds,
        int warmupSeconds,
        int warmupCeilingSeconds,
        long seed,
        Pinning pinning,
        Path resultsDir,
        boolean check,
        boolean nginx,
        boolean quick,
        boolean ladder,
        Path resume,
        List<String> arguments,
        List<Path> competitors,
        Path raceRoot,
        int climbSeconds,
        String leverBaseline) {

    static final int ROUNDS = 3;
    static final int SECONDS = 15;
    static final int WARMUP_SECONDS = 5;
    static final int CEILING_SECONDS = 60;
    static final int QUICK_ROUNDS = 1;
    static final int QUICK_SECONDS = 2;
    static final int QUICK_WARMUP_SECONDS = 1;
    static final int QUICK_CEILING_SECONDS = 10;
    /** A lever race's measured seconds a run: with {@link Ratio#VERDICT_ROUNDS} rounds, a verdict's default. */
    static final int LEVER_SECONDS = 10;

    /** One option: its name, the value it takes (or ""), what it does and its default (or ""), in Markdown. */
    record Option(String name, String value, String text, String defaults) {

        String synopsis() {
            return value.isEmpty() ? name : name + " " + value;
        }

        String described() {
            return text + (defaults.isEmpty() ? "." : ". Default: " + defaults + ".");
        }
    }

    static final List<Option> OPTIONS = List.of(
            new Option("--impls", "a,b", "which of our servers and `nginx` race", "every built impl-X, and nginx"),
            new Option(
                    "--workloads",
                    "w,x",
                    "the workloads, of "
                            + String.join(
                                    ", ",
                                    Workload.ALL.stream().map(Workload::name).toList()),
                    "all"),
            new Option(
                    "--rounds",
                    "N",
                    "rounds of every workload",
                    ROUNDS + "; `--quick` " + QUICK_ROUNDS + ", a lever race " + Ratio.VERDICT_ROUNDS),
            new Option(
                    "--seconds",
                    "S",
                    "seconds measured a run",
                    SECONDS + "; `--quick` " + QUICK_SECONDS + ", a lever race " + LEVER_SECONDS),
            new Option(
                    "--warmup",
                    "S",
                    "the warm-up's floor, in seconds",
                    WARMUP_SECONDS + "; `--quick` " + QUICK_WARMUP_SECONDS),
            new Option(
                    "--warmup-ceiling",
                    "S",
                    "the warm-up's ceiling, in seconds",
                    CEILING_SECONDS + "; `--quick` " + QUICK_CEILING_SECONDS),
            new Option(
                    "--climb-seconds",
                    "S",
                    "seconds measured a step of Conduit's climb",
                    ConduitClimb.SECONDS + "; `--quick` " + ConduitClimb.QUICK_SECONDS),
            new Option("--quick", "", "one round of short runs: a look, not a measurement", ""),
            new Option("--open-loop", "", "only the open-loop climbs: Conduit's and the templates ladder", ""),
            new Option("--no-ladder", "", "no templates ladder (Conduit still climbs)", ""),
            new Option(
                    "--server-cpus",
                    "LIST",
                    "the server's CPUs (`taskset`), like 0 or 2-7 or 0,2",
                    "half the CPUs it may use"),
            new Option("--load-cpus", "LIST", "the loader's CPUs", "the rest"),
            new Option("--seed", "N", "orders each round's competitors", "drawn, and kept in the results"),
            new Option("--results-dir", "DIR", "where the results go", "`results/STAMP/`"),
            new Option("--no-check", "", "no kit check first (every entrant unchecked)", ""),
            new Option("--no-nginx", "", "leave nginx out", ""),
            new Option("--competitor", "DIR ...", "race a folder in the public race's format too (repeatable)", ""),
            new Option("--race-root", "R", "where a competitor's build steps start", "two levels above its DIR"),
            new Option(
                    "--baseline",
                    "NAME",
                    "a lever race against NAME: each other competitor is NAME without one lever",
                    ""),
            new Option(
                    "--method",
                    "race|steady|both",
                    "the rounds' measure: brigade's steady state, the public race's" + " `race.go` way, or both",
                    "steady"));

    /** Alone on its command line, so apart from {@link #OPTIONS} in the synopsis. */
    static final Option RESUME = new Option(
            "--resume",
            "DIR",
            "go on with a stopped race from `DIR/results.json`," + " with its own options; alone",
            "");

    static final String USAGE = "usage: brigade-race race "
            + String.join(
                    " ", OPTIONS.stream().map(o -> "[" + o.synopsis() + "]").toList())
            + " | race " + RESUME.synopsis();

    /** What {@code race --help} prints: the synopsis, then each option on a line of its own. */
    static String help() {
        StringBuilder out = new StringBuilder(USAGE).append("\n\n");
        for (Option o : allOptions()) {
            out.append(String.format("  %-26s %s%n", o.synopsis(), o.described().replace("`", "")));
        }
        return out.toString();
    }

    /** race/README.md's list of options, a line each. */
    static String markdown() {
        StringBuilder out = new StringBuilder();
        for (Option o : allOptions()) {
            out.append("- `")
                    .append(o.synopsis())
                    .append("`: ")
                    .append(o.described())
                    .append('\n');
        }
        return out.toString();
    }

    static List<Option> allOptions() {
        List<Option> all = new ArrayList<>(OPTIONS);
        all.add(RESUME);
        return all;
    }

    static RaceOptions parse(List<String> args) throws UsageException {
        return parse(args, ProcStat.FILE);
    }

    /** {@code procStat}: where this machine keeps Linux's CPU counters, which {@code --method race} and {@code both} need. */
    static RaceOptions parse(List<String> args, Path procStat) throws UsageException {
        if (args.contains("--resume")) {
            if (args.size() != 2 || !args.getFirst().equals("--resume")) {
                throw new UsageException("--resume DIR takes no other option: the race goes on with its own; " + USAGE);
            }
            RaceOptions defaults = parse(List.of());
            return new RaceOptions(
                    defaults.impls,
                    defaults.workloads,
                    defaults.rounds,
                    defaults.seconds,
                    defaults.warmupSeconds,
                    defaults.warmupCeilingSeconds,
                    defaults.seed,
                    defaults.pinning,
                    Path.of(args.get(1)),
                    defaults.check,
                    defaults.nginx,
                    defaults.quick,
                    defaults.ladder,
                    Path.of(args.get(1)),
                    List.copyOf(args),
                    defaults.competitors,
                    defaults.raceRoot,
                    defaults.climbSeconds,
                    defaults.leverBaseline);
        }
        List<String> impls = List.of();
        List<Workload> workloads = Workload.ALL;
        Integer rounds = null;
        Integer seconds = null;
        Integer climbSeconds = null;
        Integer warmup = null;
        Integer ceiling = null;
        Long seed = null;
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
        List<Path> competitors = new ArrayList<>();
        Path raceRoot = null;
        String leverBaseline = null;
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
                case "--warmup-ceiling" -> ceiling = positive(it, arg);
                case "--climb-seconds" -> climbSeconds = positive(it, arg);
                case "--seed" -> seed = seed(value(it, arg));
                case "--server-cpus" -> serverCpus = cpus(value(it, arg), arg);
                case "--load-cpus" -> loadCpus = cpus(value(it, arg), arg);
                case "--results-dir" -> resultsDir = Path.of(value(it, arg));
                case "--no-check" -> check = false;
                case "--no-nginx" -> nginx = false;
                case "--quick" -> quick = true;
                case "--competitor" -> competitors.add(Path.of(value(it, arg)));
                case "--race-root" -> raceRoot = Path.of(value(it, arg));
                case "--baseline" -> leverBaseline = value(it, arg);
                case "--method" -> RaceMethod.parse(value(it, arg)); // kept in arguments: RaceMethod.of
                default -> throw new UsageException("unknown option " + arg + "; " + USAGE);
            }
        }
        RaceMethod.of(args).available(procStat);
        if (raceRoot != null && competitors.isEmpty()) {
            throw new UsageException(
                    "--race-root says where a --competitor's build steps start; no --competitor was given");
        }
        List<String> names = new ArrayList<>();
        for (Path dir : competitors) {
            String name = dir.toAbsolutePath().normalize().getFileName().toString();
            if (names.contains(name)) {
                throw new UsageException(
                        "two --competitor folders are named '" + name + "': the race names a competitor by its folder");
            }
            names.add(name);
        }
        if (openLoop && !ladder) {
            throw new UsageException("--open-loop and --no-ladder contradict each other; " + USAGE);
        }
        if (openLoop) {
            // the ladder's workloads only; their closed-loop runs give each step's rate
            List<Workload> ladderWorkloads = (workloadsGiven ? workloads : Workload.ALL)
                    .stream()
                            .filter(w -> Ladder.WORKLOADS.contains(w.name()) || w.mixed())
                            .toList();
            if (ladderWorkloads.isEmpty()) {
                throw new UsageException(
                        "--open-loop climbs " + String.join(" and ", Ladder.WORKLOADS) + "; --workloads names neither");
            }
            workloads = ladderWorkloads;
        }
        int floor = warmup != null ? warmup : quick ? QUICK_WARMUP_SECONDS : WARMUP_SECONDS;
        int top = ceiling != null ? ceiling : Math.max(floor, quick ? QUICK_CEILING_SECONDS : CEILING_SECONDS);
        if (top < floor) {
            throw new UsageException("--warmup-ceiling " + top + " is below the warm-up floor of " + floor + " s");
        }
        return new RaceOptions(
                impls,
                workloads,
                rounds != null ? rounds : quick ? QUICK_ROUNDS : leverBaseline != null ? Ratio.VERDICT_ROUNDS : ROUNDS,
                seconds != null ? seconds : quick ? QUICK_SECONDS : leverBaseline != null ? LEVER_SECONDS : SECONDS,
                floor,
                top,
                seed != null ? seed : new java.util.Random().nextLong(1_000_000_000L),
                new Pinning(serverCpus, loadCpus),
                resultsDir,
                check,
                nginx,
                quick,
                ladder,
                null,
                List.copyOf(args),
                List.copyOf(competitors),
                raceRoot,
                climbSeconds != null ? climbSeconds : quick ? ConduitClimb.QUICK_SECONDS : ConduitClimb.SECONDS,
                leverBaseline);
    }

    /** How the rounds are measured: {@code --method}, {@code steady} by default. */
    RaceMethod method() {
        return RaceMethod.of(arguments);
    }

    /** The race's method's warm-up and measured seconds a workload: race.json's 5 and 20, or {@code --quick}'s 1 and 2. */
    int raceWarmupSeconds() {
        return quick ? RaceMethodRun.QUICK_WARMUP_SECONDS : RaceMethodRun.WARMUP_SECONDS;
    }

    int raceSeconds() {
        return quick ? RaceMethodRun.QUICK_SECONDS : RaceMethodRun.SECONDS;
    }

    /** A Conduit step's warm-up: the race's 3 s, or {@code --quick}'s 1 s. */
    int climbWarmupSeconds() {
        return quick ? ConduitClimb.QUICK_WARMUP_SECONDS : ConduitClimb.WARMUP_SECONDS;
    }

    /** Whether the Conduit climbs are the race's own: 3 s of warm-up and 60 s measured a step. */
    boolean racesClimb() {
        return climbSeconds == ConduitClimb.SECONDS && climbWarmupSeconds() == ConduitClimb.WARMUP_SECONDS;
    }

    private static long seed(String v) throws UsageException {
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new UsageException("--seed wants a whole number, not '" + v + "'");
        }
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
        return Arrays.stream(csv.split(","))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .toList();
    }

    private static List<Workload> workloads(String csv) throws UsageException {
        List<Workload> chosen = new ArrayList<>();
        for (String name : names(csv)) {
            Workload w = Workload.named(name)
                    .orElseThrow(() -> new UsageException("unknown workload '" + name + "'; known: "
                            + String.join(
                                    ", ",
                                    Workload.ALL.stream().map(Workload::name).toList())));
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
