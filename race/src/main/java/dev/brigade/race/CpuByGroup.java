package dev.brigade.race;

/**
 * CPU time split by {@link CpuGroup}: in microseconds over a window, or per 2xx answer in results.json.
 * The headline figure is every thread but the compiler's; the other groups are shown, never subtracted.
 */
record CpuByGroup(double compiler, double gc, double request, double other) {

    static final CpuByGroup NONE = new CpuByGroup(0, 0, 0, 0);

    double total() {
        return compiler + gc + request + other;
    }

    /** What the reports call CPU per request: every thread but the JIT compiler's. */
    double withoutCompiler() {
        return gc + request + other;
    }

    CpuByGroup per(long answers) {
        return answers <= 0
                ? NONE
                : new CpuByGroup(compiler / answers, gc / answers, request / answers, other / answers);
    }
}
