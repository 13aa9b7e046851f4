package dev.brigade.helidon;

/** One row of the menu, as plain data: the template escapes the name, nothing here is pre-escaped. */
public record Dish(String name, int price) {}
