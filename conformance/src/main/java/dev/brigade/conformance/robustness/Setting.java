package dev.brigade.conformance.robustness;

/**
 * Where the profile points: the server's host and port, and whether it was given the freshly
 * seeded database (the Conduit cases need one).
 */
public record Setting(String host, int port, boolean conduit) {

    /** The {@code Host} header value for requests to this server. */
    public String authority() {
        return host + ":" + port;
    }
}
