package dev.brigade.helidon.conduit;

/** RealWorld's author profile; {@code following} is always false (the slice has no follows). */
public record Profile(String username, String bio, String image, boolean following) {
}
