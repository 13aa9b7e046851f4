package dev.brigade.conformance.reference;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Set;

/** The three fixed workloads: plaintext, echo and the menu. */
final class SimpleRoutes {

    private static final byte[] HELLO = "Hello, World!".getBytes(StandardCharsets.UTF_8);
    private static final byte[] HELLO_LF = "Hello, World!\n".getBytes(StandardCharsets.UTF_8);
    private static final byte[] HELLO_WRONG = "Hello, World?".getBytes(StandardCharsets.UTF_8);
    /** The read buffer of fault ECHO_BUFFER_EDGE. */
    private static final int BUFFER = 4096;

    private final Set<Fault> faults;
    private final MenuPage menu;

    SimpleRoutes(Set<Fault> faults) {
        this.faults = faults;
        this.menu =
                new MenuPage(faults.contains(Fault.MENU_DISH_UNESCAPED), faults.contains(Fault.MENU_NUMERIC_ENTITIES));
    }

    HttpResponse plaintext() {
        String type = faults.contains(Fault.PLAINTEXT_NO_CHARSET) ? "text/plain" : "text/plain; charset=utf-8";
        byte[] body = faults.contains(Fault.PLAINTEXT_TRAILING_NEWLINE)
                ? HELLO_LF
                : faults.contains(Fault.PLAINTEXT_WRONG_WORDS) ? HELLO_WRONG : HELLO;
        return HttpResponse.fixed(200, type, body);
    }

    HttpResponse echo(HttpRequest request) {
        byte[] body = request.body();
        if (body.length == 0 && faults.contains(Fault.ECHO_EMPTY_411)) {
            return HttpResponse.text(411, "Length Required");
        }
        if ((faults.contains(Fault.ECHO_TRUNCATED) && body.length > 0)
                || (faults.contains(Fault.ECHO_BUFFER_EDGE) && body.length == BUFFER)) {
            body = Arrays.copyOf(body, body.length - 1);
        }
        String type = faults.contains(Fault.ECHO_CONTENT_TYPE_MIRRORED)
                ? request.header("Content-Type").orElse("application/octet-stream")
                : faults.contains(Fault.ECHO_TEXT_PLAIN) ? "text/plain" : "application/octet-stream";
        return HttpResponse.fixed(200, type, body);
    }

    HttpResponse menu() {
        byte[] page = menu.render().getBytes(StandardCharsets.UTF_8);
        String type = faults.contains(Fault.MENU_NO_CHARSET) ? "text/html" : "text/html; charset=utf-8";
        if (faults.contains(Fault.MENU_CHUNKED)) {
            return HttpResponse.streamed(200, type, java.util.List.of(page));
        }
        return HttpResponse.fixed(200, type, page);
    }
}
