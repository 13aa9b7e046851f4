package dev.brigade.conformance.run;

/** What a group of checks needs beyond a server that listens. */
public enum Requirement {
    NOTHING,
    /** The server's seeded SQLite file ({@code --database}, or a launch, which seeds one). */
    DATABASE,
    /** A server the kit started itself ({@code --run}), so it can signal and restart it. */
    LAUNCH
}
