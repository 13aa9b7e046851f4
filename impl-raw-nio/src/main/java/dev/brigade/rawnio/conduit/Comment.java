package dev.brigade.rawnio.conduit;

/** A comment as answered. */
record Comment(long id, String createdAt, String updatedAt, String body, Author author) {}
