package dev.brigade.quarkus.conduit;

/**
 * Who sends a request: the token of {@code Authorization: Token T}, or {@link #ANONYMOUS} without
 * that header. Any other Authorization (another scheme, no token) is refused, never read as nobody.
 */
record Reader(String token) {

  static final Reader ANONYMOUS = new Reader(null);
  private static final String SCHEME = "Token ";

  static Reader from(String authorization) {
    if (authorization == null) {
      return ANONYMOUS;
    }
    if (!authorization.startsWith(SCHEME)) {
      throw ApiError.unauthorized();
    }
    String token = authorization.substring(SCHEME.length()).trim();
    if (token.isEmpty()) {
      throw ApiError.unauthorized();
    }
    return new Reader(token);
  }

  boolean anonymous() {
    return token == null;
  }
}
