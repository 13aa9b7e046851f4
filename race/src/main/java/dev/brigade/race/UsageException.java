package dev.brigade.race;

/** A bad command line or a missing tool: the message is the one line printed before exit status 2. */
public final class UsageException extends Exception {
    public UsageException(String message) {
        super(message);
    }
}
