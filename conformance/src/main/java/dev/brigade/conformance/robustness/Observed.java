package dev.brigade.conformance.robustness;

import java.util.List;
import java.util.stream.Collectors;

/**
 * What the server did with one case's bytes, as seen from the client.
 *
 * @param statuses every status line it sent, interim (1xx) ones included, in order
 * @param closed   whether it closed the connection (end of stream or reset) before the kit stopped listening
 * @param garbage  whether it sent bytes that are not an HTTP/1.x response
 * @param raw      every byte it sent
 */
public record Observed(List<Integer> statuses, boolean closed, boolean garbage, byte[] raw) {

    /** The final (non-1xx) statuses. */
    public List<Integer> finals() {
        return statuses.stream().filter(s -> s >= 200).toList();
    }

    public boolean interim() {
        return statuses.stream().anyMatch(s -> s < 200);
    }

    /** One line: {@code 400, then closed} or {@code no answer, connection still open}. */
    public String summary() {
        String answers = statuses.isEmpty()
                ? "no answer"
                : statuses.stream().map(String::valueOf).collect(Collectors.joining(" then "));
        if (garbage) {
            answers += " and bytes that are not an HTTP response";
        }
        return answers + (closed ? ", then closed" : ", connection still open");
    }
}
