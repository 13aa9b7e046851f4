package dev.brigade.vertx.conduit;

import io.vertx.core.json.JsonObject;

/** Who asks: the token's user, its id for the SQL and profile for the JSON; {@link #ANONYMOUS} without a token. */
record Reader(long id, JsonObject profile) {

    /** No user has this id, so nothing is {@code favorited} for it. */
    static final Reader ANONYMOUS = new Reader(-1, null);
}
