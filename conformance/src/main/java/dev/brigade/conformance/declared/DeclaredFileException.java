package dev.brigade.conformance.declared;

/** A declared-deviations file the kit refuses: one line saying where and why. */
public final class DeclaredFileException extends Exception {

    public DeclaredFileException(String message) {
        super(message);
    }
}
