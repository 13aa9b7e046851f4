package dev.brigade.rawnio.routes;

/** One line of the menu: the name as written (the template escapes it) and the price. */
public record Dish(String name, int price) {}
