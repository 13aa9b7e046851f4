package dev.brigade.rawnio.conduit;

/** A user as Conduit shows one: a profile ({@code following} is always false: there are no follows). */
record Author(String username, String bio, String image) {}
