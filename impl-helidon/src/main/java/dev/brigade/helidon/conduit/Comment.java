package dev.brigade.helidon.conduit;

/** RealWorld's comment, as answered to its author right after the insert. */
public record Comment(long id, String createdAt, String updatedAt, String body, Profile author) {
}
