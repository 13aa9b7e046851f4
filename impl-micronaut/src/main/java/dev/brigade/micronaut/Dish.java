package dev.brigade.micronaut;

/** One row of the menu; Pebble reads its accessors. */
record Dish(String name, int price) {}
