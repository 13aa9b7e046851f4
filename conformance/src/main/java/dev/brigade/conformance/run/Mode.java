package dev.brigade.conformance.run;

/**
 * How the server is started, as the race starts a competitor: {@link #PLAIN} (its command as given:
 * HTTP/1.1 and h2c on one port) or {@link #TLS} (the same command with its TLS arguments, HTTPS only
 * on that port). Each mode is a launch of its own and runs its own groups of checks.
 */
public enum Mode {
    PLAIN("plain"),
    TLS("TLS");

    private final String label;

    Mode(String label) {
        this.label = label;
    }

    /** {@code plain} or {@code TLS}, as the verdicts spell it. */
    public String label() {
        return label;
    }
}
