package dev.brigade.race;

import java.util.Collection;
import java.util.List;

/**
 * The groups a server's threads are counted in, by the name Linux gives each thread
 * ({@code /proc/PID/task/TID/comm}: the first 15 bytes of the name the JVM or the server set).
 * <ul>
 * <li>{@code COMPILER}: HotSpot's C1 and C2 compiler threads and JVMCI's (Graal). Shown, never part
 *     of the headline CPU per request: it is the price of warming up, not of serving.</li>
 * <li>{@code GC}: the collectors' own threads (Parallel's and G1's workers, G1's concurrent threads,
 *     ZGC's and Shenandoah's). SerialGC has none: it collects in the {@code VM Thread}, so in a process
 *     with no collector thread of its own the VM Thread is counted here (its other safepoint work is
 *     small beside the collections under load); beside a collector with threads it is {@code OTHER}.</li>
 * <li>{@code OTHER}: the JVM's service threads, and whatever threads ended between two readings.</li>
 * <li>{@code REQUEST}: every other thread: the server's event loops, workers and carriers, whatever the
 *     framework names them, and nginx's processes.</li>
 * </ul>
 */
enum CpuGroup {
    COMPILER,
    GC,
    REQUEST,
    OTHER;

    // comm is cut at 15 bytes: "C2 CompilerThread0" reads "C2 CompilerThre"
    private static final List<String> COMPILER_PREFIXES = List.of("C1 CompilerThre", "C2 CompilerThre", "JVMCI");
    private static final List<String> GC_PREFIXES = List.of(
            "GC Thread#",
            "G1 ",
            "ZWorker",
            "ZDriver",
            "ZDirector",
            "ZStat",
            "ZUncommit",
            "ZUnmapper",
            "Shenandoah",
            "Shen");
    private static final String VM_THREAD = "VM Thread";
    private static final List<String> JVM_SERVICE_PREFIXES = List.of(
            VM_THREAD,
            "VM Periodic Tas",
            "Reference Handl",
            "Finalizer",
            "Signal Dispatch",
            "Service Thread",
            "Monitor Deflati",
            "Common-Cleaner",
            "Notification Th",
            "Attach Listener",
            "Sweeper thread",
            "Native Heap Tri",
            "JFR ");

    static boolean compiler(String name) {
        return COMPILER_PREFIXES.stream().anyMatch(name::startsWith);
    }

    /** Whether any of these threads is a collector's own: if none, the VM Thread does the collecting. */
    static boolean hasCollectorThreads(Collection<String> names) {
        return names.stream().anyMatch(n -> GC_PREFIXES.stream().anyMatch(n::startsWith));
    }

    static CpuGroup of(String name, boolean collectorThreads) {
        if (compiler(name)) {
            return COMPILER;
        }
        if (GC_PREFIXES.stream().anyMatch(name::startsWith) || (!collectorThreads && name.equals(VM_THREAD))) {
            return GC;
        }
        if (JVM_SERVICE_PREFIXES.stream().anyMatch(name::startsWith)) {
            return OTHER;
        }
        return REQUEST;
    }
}
