package dev.brigade.rawnio.conduit;

/** The user a token belongs to. */
record User(long id, Author profile) {}
