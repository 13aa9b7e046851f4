package dev.brigade.conformance.reference;

import java.util.List;

/**
 * The menu: a tiny template (the page around one loop over the dishes) rendered per request, every
 * value HTML-escaped on the way in, as a template engine would.
 */
final class MenuPage {

    record Dish(String name, int price) {}

    private static final List<Dish> DISHES = List.of(
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

    private static final String TEMPLATE = """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><title>Menu</title></head>
            <body>
            <h1>Menu</h1>
            <table>
            <tr><th>Dish</th><th>Price</th></tr>
            {{#dishes}}<tr><td>{{name}}</td><td>{{price}}</td></tr>
            {{/dishes}}</table>
            </body>
            </html>
            """;

    private final boolean skipOneEscape;
    private final boolean numericEntities;

    /**
     * {@code skipOneEscape} leaves the fourth dish raw (fault {@link Fault#MENU_DISH_UNESCAPED});
     * {@code numericEntities} escapes as some engines do, {@code &#38;} for {@code &amp;} (fault
     * {@link Fault#MENU_NUMERIC_ENTITIES}).
     */
    MenuPage(boolean skipOneEscape, boolean numericEntities) {
        this.skipOneEscape = skipOneEscape;
        this.numericEntities = numericEntities;
    }

    String render() {
        int open = TEMPLATE.indexOf("{{#dishes}}");
        int close = TEMPLATE.indexOf("{{/dishes}}");
        String row = TEMPLATE.substring(open + "{{#dishes}}".length(), close);
        var page = new StringBuilder(TEMPLATE.substring(0, open));
        for (int i = 0; i < DISHES.size(); i++) {
            Dish dish = DISHES.get(i);
            String name = skipOneEscape && i == 3
                    ? dish.name()
                    : numericEntities ? escapeNumeric(dish.name()) : escape(dish.name());
            page.append(row.replace("{{name}}", name).replace("{{price}}", escape(String.valueOf(dish.price()))));
        }
        return page.append(TEMPLATE.substring(close + "{{/dishes}}".length())).toString();
    }

    static String escapeNumeric(String value) {
        return value.replace("&", "&#38;")
                .replace("<", "&#60;")
                .replace(">", "&#62;")
                .replace("\"", "&#34;")
                .replace("'", "&#39;");
    }

    static String escape(String value) {
        var out = new StringBuilder(value.length() + 16);
        for (char c : value.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
