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
    String valueOf(String option) throws UsageException {
        if (rest.isEmpty() || rest.peekFirst().startsWith("--")) {
            throw new UsageException(option + " needs a value");
        }
        return rest.removeFirst();
    }
}
