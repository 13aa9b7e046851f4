package dev.brigade.micronaut.conduit;

/** Who asks: the user whose token came with the request, or {@link #ANONYMOUS} when none did. */
record Reader(long id, ConduitJson.Profile profile) {

    /** No user has this id, so {@code favorited} is false for every article. */
    static final Reader ANONYMOUS = new Reader(-1, null);
}
