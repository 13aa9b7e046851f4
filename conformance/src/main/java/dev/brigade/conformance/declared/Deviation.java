package dev.brigade.conformance.declared;

import java.net.URI;

/**
 * One line of a declared-deviations file: a check or robustness case the server fails because its
 * framework decides it before any public hook sees the request.
 *
 * @param id     the check id ({@code http.target-fragment-400}) or robustness case id ({@code robust.field.obs-fold})
 * @param reason why, in a sentence
 * @param source where the framework's own source or issue shows it
 * @param line   the line of the file, for messages
 */
public record Deviation(String id, String reason, URI source, int line) {}
