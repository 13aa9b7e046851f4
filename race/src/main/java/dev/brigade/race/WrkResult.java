package dev.brigade.race;

import java.util.HashMap;
import java.util.Map;

/** What one wrk run counted, parsed from the line report.lua prints. */
record WrkResult(
        long responses,
        double seconds,
        long non2xx,
        long socketErrors,
        double p50Millis,
        double p99Millis,
        double loaderBusy) {

    static final String MARKER = "BRIGADE-WRK ";

    long ok() {
        return Math.max(0, responses - non2xx);
    }

    double okPerSecond() {
        return seconds > 0 ? ok() / seconds : 0;
    }

    WrkResult withLoaderBusy(double share) {
        return new WrkResult(responses, seconds, non2xx, socketErrors, p50Millis, p99Millis, share);
    }

    /** Finds and parses the marker line in wrk's output; null when wrk printed none. */
    static WrkResult parse(String output) {
        for (String line : output.split("\n")) {
            if (line.startsWith(MARKER)) {
                Map<String, Long> v = new HashMap<>();
                for (String pair : line.substring(MARKER.length()).trim().split("\\s+")) {
                    int eq = pair.indexOf('=');
                    v.put(pair.substring(0, eq), Long.parseLong(pair.substring(eq + 1)));
                }
                return new WrkResult(
                        v.get("requests"),
                        v.get("duration_us") / 1e6,
                        v.get("status"),
                        v.get("connect") + v.get("read") + v.get("write") + v.get("timeout"),
                        v.get("p50_us") / 1e3,
                        v.get("p99_us") / 1e3,
                        0);
            }
        }
        return null;
    }
}
