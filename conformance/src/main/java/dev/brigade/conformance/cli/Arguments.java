package dev.brigade.conformance.cli;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/** Walks a command line: options with or without a value, and positionals. */
final class Arguments {

    private final Deque<String> rest;

    Arguments(List<String> args) {
        this.rest = new ArrayDeque<>(args);
    }

    boolean hasNext() {
        return !rest.isEmpty();
    }

    String next() {
        return rest.removeFirst();
    }

    /** The value after an option such as {@code --only}. */
    /** A value that may itself begin with {@code --} (the TLS arguments: {@code --tls-cert {cert} ...}), but is never absent. */
    String anyValueOf(String option) throws UsageException {
        if (rest.isEmpty()) {
            throw new UsageException(option + " needs a value");
        }
        return rest.removeFirst();
    }

    String valueOf(String option) throws UsageException {
        if (rest.isEmpty() || rest.peekFirst().startsWith("--")) {
            throw new UsageException(option + " needs a value");
        }
        return rest.removeFirst();
    }
}
