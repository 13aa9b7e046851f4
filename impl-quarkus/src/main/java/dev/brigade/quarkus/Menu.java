package dev.brigade.quarkus;

import java.util.List;

/** The menu's dishes as plain data: the template escapes the names, nothing here is pre-escaped. */
final class Menu {

    static final List<Dish> DISHES = List.of(
            new Dish("Roux", 120),
            new Dish("Fish & chips", 290),
            new Dish("Crème brûlée", 180),
            new Dish("<b>Bold</b> stew", 240),
            new Dish("Skyr & berries", 150),
            new Dish("Hákarl", 990),
            new Dish("Plokkfiskur", 310),
            new Dish("Kjötsúpa", 270),
            new Dish("Rúgbrauð <warm>", 90),
            new Dish("Pylsa með öllu", 120),
            new Dish("Flatkaka & hangikjöt", 210),
            new Dish("1 < 2 > 0 pie", 160));

    private Menu() {}
}
