package dev.brigade.conformance.teeth;

import dev.brigade.conformance.KitReport;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Kit runs started together on a few threads, each test then waiting for its own report. A run mostly
 * waits (the Date rule's 1.1 s sleep, socket round trips, a server's timeouts), so a few overlap well
 * even on two cores; each run has its own server, port and database.
 */
final class KitRuns<K> {

    private static final long PATIENCE_MINUTES = 5;

    private final ExecutorService pool;
    private final Map<K, Future<KitReport>> reports = new ConcurrentHashMap<>();

    KitRuns(int parallel) {
        this.pool = Executors.newFixedThreadPool(
                parallel, Thread.ofPlatform().name("kit-run-", 0).daemon().factory());
    }

    void start(K key, Callable<KitReport> run) {
        reports.put(key, pool.submit(run));
    }

    KitReport report(K key) throws Exception {
        return reports.get(key).get(PATIENCE_MINUTES, TimeUnit.MINUTES);
    }

    /** Waits for the runs still going, so that their temp folders are removed only after their servers closed. */
    void stop() throws InterruptedException {
        pool.shutdownNow();
        pool.awaitTermination(30, TimeUnit.SECONDS);
    }
}
