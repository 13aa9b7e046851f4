package dev.brigade.vertx;

/** One row of the menu, as plain data: the template escapes the name, nothing here is pre-escaped. */
record Dish(String name, int price) {}
