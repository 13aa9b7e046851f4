package dev.brigade.rawnio.conduit;

/** Who asks: the user whose token the request carries, or {@link #ANONYMOUS} when it carries none. */
record Reader(long id) {
    /** No user has this id, so nothing reads as favorited by it. */
    static final Reader ANONYMOUS = new Reader(-1);
}
