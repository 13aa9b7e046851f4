package dev.brigade.conformance.cli;

/** A bad command line: the message is the one line shown on stderr; the status is 2. */
final class UsageException extends Exception {

    UsageException(String message) {
        super(message);
    }
}
