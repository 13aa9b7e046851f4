package dev.brigade.race;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one h2load run printed: its duration, its request counts ({@code failed} takes in the errored and
 * timed-out), its status classes, and what TLS and ALPN agreed. {@code responses} are the requests that got
 * an answer of any status; 2xx among them are the work done.
 */
record H2loadOutput(
        double seconds,
        long succeeded,
        long failed,
        long status2xx,
        long non2xx,
        String tlsProtocol,
        String cipher,
        String alpn) {

    private static final Pattern FINISHED = Pattern.compile("^finished in ([0-9.]+)(us|ms|s|m|h),", Pattern.MULTILINE);
    private static final Pattern REQUESTS = Pattern.compile(
            "^requests: (\\d+) total, (\\d+) started, (\\d+) done, (\\d+) succeeded, (\\d+) failed, (\\d+) errored, (\\d+) timeout",
            Pattern.MULTILINE);
    private static final Pattern STATUS =
            Pattern.compile("^status codes: (\\d+) 2xx, (\\d+) 3xx, (\\d+) 4xx, (\\d+) 5xx", Pattern.MULTILINE);

    long responses() {
        return status2xx + non2xx;
    }

    /** Parses h2load's summary; null when it printed none (it could not connect at all, or was not h2load). */
    static H2loadOutput parse(String output) {
        Matcher f = FINISHED.matcher(output);
        Matcher r = REQUESTS.matcher(output);
        Matcher s = STATUS.matcher(output);
        if (!f.find() || !r.find() || !s.find()) {
            return null;
        }
        double seconds = Double.parseDouble(f.group(1))
                * switch (f.group(2)) {
                    case "us" -> 1e-6;
                    case "ms" -> 1e-3;
                    case "m" -> 60;
                    case "h" -> 3600;
                    default -> 1;
                };
        long non2xx = Long.parseLong(s.group(2)) + Long.parseLong(s.group(3)) + Long.parseLong(s.group(4));
        return new H2loadOutput(
                seconds,
                Long.parseLong(r.group(4)),
                Long.parseLong(r.group(5)),
                Long.parseLong(s.group(1)),
                non2xx,
                line(output, "TLS Protocol: "),
                line(output, "Cipher: "),
                line(output, "Application protocol: "));
    }

    /**
     * Why the run does not count as the workload's, or null: a TLS workload must have been TLS 1.3, and an
     * HTTP/2 one over TLS must have agreed h2 by ALPN (h2load falls back to HTTP/1.1 quietly otherwise).
     */
    String refusal(Workload workload) {
        if (!workload.tls()) {
            return null;
        }
        if (!"TLSv1.3".equals(tlsProtocol)) {
            return "TLS: not TLS 1.3 (h2load agreed " + (tlsProtocol == null ? "no TLS" : tlsProtocol) + ")";
        }
        String wanted = workload.http2() ? "h2" : "http/1.1";
        if (!wanted.equals(alpn)) {
            return "TLS: ALPN agreed " + (alpn == null ? "nothing" : alpn) + ", not " + wanted;
        }
        return null;
    }

    private static String line(String output, String prefix) {
        return output.lines()
                .filter(l -> l.startsWith(prefix))
                .map(l -> l.substring(prefix.length()).strip())
                .findFirst()
                .orElse(null);
    }

    /**
     * p50 and p99 in milliseconds of the answered requests in h2load's {@code --log-file} (a line per
     * request: start in microseconds since the epoch, status, microseconds until the response ended;
     * status -1 for one that failed); {0, 0} when none answered.
     */
    static double[] percentiles(List<String> lines) {
        long[] micros = new long[lines.size()];
        int n = 0;
        for (String line : lines) {
            String[] f = line.split("\t");
            if (f.length >= 3 && !f[1].equals("-1")) {
                micros[n++] = Long.parseLong(f[2].strip());
            }
        }
        if (n == 0) {
            return new double[] {0, 0};
        }
        long[] sorted = Arrays.copyOf(micros, n);
        Arrays.sort(sorted);
        return new double[] {at(sorted, 0.50) / 1e3, at(sorted, 0.99) / 1e3};
    }

    /** The nearest-rank percentile: the smallest value with at least {@code q} of them at or below it. */
    private static long at(long[] sorted, double q) {
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }
}
