package dev.brigade.helidon.conduit;

import dev.brigade.helidon.conduit.ConduitJson.Profile;

/** Who asks: the user of the request's {@code Authorization: Token ...}, or {@link #ANONYMOUS} without one. */
record Reader(long id, Profile profile) {

    /** No user has this id: the {@code favorited} test is false for every article. */
    static final Reader ANONYMOUS = new Reader(-1, null);
}
