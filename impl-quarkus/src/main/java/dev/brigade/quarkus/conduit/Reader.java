package dev.brigade.quarkus.conduit;

import dev.brigade.quarkus.conduit.ConduitJson.Profile;

/**
 * Who asks: the user whose token came in {@code Authorization: Token ...}, its id for the SQL and
 * its profile for the JSON; {@link #ANONYMOUS} when no token was sent.
 */
record Reader(long id, Profile profile) {

    /** No user has this id, so nothing is {@code favorited} for it. */
    static final Reader ANONYMOUS = new Reader(-1, null);
}
