package dev.brigade.quarkus;

/** One row of the menu; a public record, so Qute's build-time resolvers read it without reflection. */
public record Dish(String name, int price) {}
