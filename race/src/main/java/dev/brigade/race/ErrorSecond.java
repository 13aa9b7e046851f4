package dev.brigade.race;

import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.http.statistics.HttpStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A step's failed requests in one second of its measured window ({@code second} 0 is the first), so
 * that errors say when they came: all at the start (connections opened at once), all at the end
 * (connections closed under requests), every N seconds (an idle timeout), or spread (the server). Only
 * seconds with an error are kept, in the second Hyperfoil's statistics filed each under.
 */
record ErrorSecond(int second, StepErrors errors) {

    /** Hyperfoil's per-second snapshots (its {@code sequenceId} is the second), as the seconds that had errors. */
    static List<ErrorSecond> of(Map<Integer, StatisticsSnapshot> bySecond) {
        List<ErrorSecond> seconds = new ArrayList<>();
        new TreeMap<>(bySecond).forEach((second, s) -> {
            StepErrors kinds = kinds(s);
            if (kinds.total() > 0) {
                seconds.add(new ErrorSecond(second, kinds));
            }
        });
        return seconds;
    }

    /** A snapshot's failed requests by kind. */
    static StepErrors kinds(StatisticsSnapshot s) {
        HttpStats statuses = HttpStats.get(s);
        return StepErrors.of(
                statuses.status_4xx,
                statuses.status_5xx,
                statuses.status_3xx + statuses.status_other,
                s.connectionErrors,
                s.requestTimeouts,
                s.internalErrors);
    }

    /** "s0: 30 connection errors; s14: 2 timeouts"; empty when none. */
    static String describe(List<ErrorSecond> seconds) {
        return String.join(
                "; ",
                seconds.stream()
                        .map(e -> "s" + e.second() + ": " + e.errors().describe())
                        .toList());
    }

    /** The step line's form: {@code 0:0/0/0/30/0/0,14:0/0/0/0/2/0} (second: 4xx/5xx/other/connection/timeouts/loader), or "-". */
    static String encode(List<ErrorSecond> seconds) {
        if (seconds.isEmpty()) {
            return "-";
        }
        return String.join(
                ",",
                seconds.stream()
                        .map(e -> {
                            StepErrors k = e.errors();
                            return e.second() + ":" + k.status4xx() + "/" + k.status5xx() + "/" + k.otherStatus() + "/"
                                    + k.connectionErrors() + "/" + k.timeouts() + "/" + k.internalErrors();
                        })
                        .toList());
    }

    static List<ErrorSecond> decode(String text) {
        List<ErrorSecond> seconds = new ArrayList<>();
        if (text == null || text.equals("-")) {
            return seconds;
        }
        for (String one : text.split(",")) {
            int colon = one.indexOf(':');
            String[] k = one.substring(colon + 1).split("/");
            seconds.add(new ErrorSecond(
                    Integer.parseInt(one.substring(0, colon)),
                    new StepErrors(
                            Long.parseLong(k[0]),
                            Long.parseLong(k[1]),
                            Long.parseLong(k[2]),
                            Long.parseLong(k[3]),
                            Long.parseLong(k[4]),
                            Long.parseLong(k[5]))));
        }
        return seconds;
    }
}
