package dev.brigade.helidon.conduit;

import dev.brigade.helidon.conduit.ConduitJson.Profile;

/**
 * Who asks: the user of the request's {@code Authorization: Token ...}, or {@link #ANONYMOUS}
 * when no token was sent.
 */
record Reader(long id, Profile profile) {

    /** No user has this id: the {@code favorited} test is false for every article. */
    static final Reader ANONYMOUS = new Reader(-1, null);

    boolean anonymous() {
        return this == ANONYMOUS;
    }
}
