package dev.brigade.helidon;

import io.helidon.http.Header;
import io.helidon.http.HeaderNames;
import io.helidon.http.HeaderValues;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import io.pebbletemplates.pebble.PebbleEngine;
import io.pebbletemplates.pebble.template.PebbleTemplate;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** {@code GET /menu} from a Pebble template (Helidon SE has no engine of its own), compiled once, autoescaped. */
final class MenuService implements HttpService {

    private static final Header TEXT_HTML =
            HeaderValues.createCached(HeaderNames.CONTENT_TYPE, "text/html; charset=utf-8");
    private static final Map<String, Object> MODEL = Map.of("dishes", Menu.DISHES);

    private final PebbleTemplate template;

    MenuService() {
        this.template = new PebbleEngine.Builder().build().getTemplate("templates/menu.peb");
    }

    @Override
    public void routing(HttpRules rules) {
        Routes.get(rules, "/", this::menu);
    }

    private void menu(ServerRequest request, ServerResponse response) throws IOException {
        StringWriter page = new StringWriter();
        template.evaluate(page, MODEL);
        Routes.send(request, response.header(TEXT_HTML), page.toString().getBytes(StandardCharsets.UTF_8));
    }
}
