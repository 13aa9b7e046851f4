package dev.brigade.race;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Plaintext three ways side by side, as the public race shows it: HTTP/1.1 ({@code plaintext}, 256 connections),
 * h2c ({@code plaintext-h2}, 32 x 8 streams: the same 256 requests in flight) and HTTP/2 over TLS
 * ({@code plaintext-tls}, h2c's shape). CPU per request apart: h2c's over HTTP/1.1's is what HTTP/2's frames,
 * HPACK and multiplexing cost a request; TLS's over h2c's is what TLS costs one, the protocol otherwise the same.
 */
final class PlaintextThreeWays {

    static final List<String> WORKLOADS = List.of("plaintext", "plaintext-h2", "plaintext-tls");
    static final String SENTENCE =
            "The same 13 bytes over HTTP/1.1 (256 connections), h2c (32 connections x 8 streams: the same 256"
                    + " requests in flight) and HTTP/2 over TLS 1.3 (h2c's shape). CPU per request apart: h2c less HTTP/1.1 is HTTP/2's cost"
                    + " a request, TLS less h2c is TLS's.";

    /** One server's row: each way's median (absent where it did not race it or did not count). */
    record Row(String competitor, Optional<Median> http1, Optional<Median> h2c, Optional<Median> tls) {

        /** h2c's CPU per request less HTTP/1.1's, in microseconds; empty without both. */
        Optional<Double> http2Cost() {
            return difference(h2c, http1);
        }

        /** HTTP/2 over TLS's CPU per request less h2c's; empty without both. */
        Optional<Double> tlsCost() {
            return difference(tls, h2c);
        }

        private static Optional<Double> difference(Optional<Median> a, Optional<Median> b) {
            return a.isPresent() && b.isPresent()
                    ? Optional.of(a.get().cpuMicrosPerRequest() - b.get().cpuMicrosPerRequest())
                    : Optional.empty();
        }
    }

    private PlaintextThreeWays() {}

    /** A row per server that raced at least two of the three ways (one alone compares nothing); empty when none did. */
    static List<Row> rows(RaceResults r) {
        List<Row> rows = new ArrayList<>();
        for (Entrant e : r.competitors()) {
            Optional<Median> http1 = counted(r, e.name(), "plaintext");
            Optional<Median> h2c = counted(r, e.name(), "plaintext-h2");
            Optional<Median> tls = counted(r, e.name(), "plaintext-tls");
            if (http1.stream().count() + h2c.stream().count() + tls.stream().count() >= 2) {
                rows.add(new Row(e.name(), http1, h2c, tls));
            }
        }
        return rows;
    }

    private static Optional<Median> counted(RaceResults r, String name, String workload) {
        return r.median(name, workload).filter(Median::counted);
    }

    static String rate(Optional<Median> m) {
        return m.map(x -> Format.rate(x.requestsPerSecond())).orElse("·");
    }

    static String cpu(Optional<Median> m) {
        return m.map(x -> Format.micros(x.cpuMicrosPerRequest())).orElse("·");
    }

    static String cost(Optional<Double> micros) {
        return micros.map(d -> (d >= 0 ? "+" : "") + Format.micros(d)).orElse("·");
    }
}
