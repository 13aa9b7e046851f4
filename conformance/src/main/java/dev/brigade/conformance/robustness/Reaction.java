package dev.brigade.conformance.robustness;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/** One acceptable way for a server to react to a case, with the words the report uses for it. */
public record Reaction(String text, Predicate<Observed> matches) {

    /** Exactly one final answer with one of these statuses, the connection closed or not. */
    public static Reaction answer(int... statuses) {
        Set<Integer> codes = codes(statuses);
        return new Reaction(
                or(statuses),
                o -> !o.garbage()
                        && o.finals().size() == 1
                        && codes.contains(o.finals().getFirst()));
    }

    /** Exactly one final answer with one of these statuses, then the connection closed. */
    public static Reaction answerThenClose(int... statuses) {
        Reaction answer = answer(statuses);
        return new Reaction(or(statuses) + " then close", o -> answer.matches().test(o) && o.closed());
    }

    /** One final answer, no interim {@code 100 Continue} before it. */
    public static Reaction answerWithoutContinue(int... statuses) {
        Reaction answer = answer(statuses);
        return new Reaction(
                or(statuses) + " without 100 Continue", o -> answer.matches().test(o) && !o.interim());
    }

    /** These final answers, in this order, and nothing more. */
    public static Reaction answers(int... statuses) {
        List<Integer> expected = Arrays.stream(statuses).boxed().toList();
        return new Reaction(
                expected.stream().map(String::valueOf).collect(Collectors.joining(" then ")),
                o -> !o.garbage() && o.finals().equals(expected));
    }

    /** These final answers in order, then the connection closed. */
    public static Reaction answersThenClose(int... statuses) {
        Reaction answers = answers(statuses);
        return new Reaction(
                answers.text() + " then close", o -> answers.matches().test(o) && o.closed());
    }

    /** One final answer with this status whose body ends with these bytes (e.g. the echo of a body). */
    public static Reaction served(int status, String bodyEnd) {
        Reaction answer = answer(status);
        byte[] end = bodyEnd.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return new Reaction(status + " with " + bodyEnd, o -> answer.matches().test(o) && endsWith(o.raw(), end));
    }

    /** One final answer with this status whose bytes contain one of these texts. */
    public static Reaction containing(int status, String... texts) {
        Reaction answer = answer(status);
        return new Reaction(status + " with " + String.join(" or ", texts), o -> {
            String raw = new String(o.raw(), java.nio.charset.StandardCharsets.UTF_8);
            return answer.matches().test(o) && Arrays.stream(texts).anyMatch(raw::contains);
        });
    }

    public static Reaction closeWithoutAnswer() {
        return new Reaction("close without answer", o -> o.raw().length == 0 && o.closed());
    }

    /** Still waiting for the rest of the request: no byte sent back yet, connection open. */
    public static Reaction stillWaiting() {
        return new Reaction("no answer yet (still reading the request)", o -> o.raw().length == 0 && !o.closed());
    }

    private static boolean endsWith(byte[] bytes, byte[] end) {
        if (bytes.length < end.length) {
            return false;
        }
        return Arrays.equals(bytes, bytes.length - end.length, bytes.length, end, 0, end.length);
    }

    private static Set<Integer> codes(int... statuses) {
        return Arrays.stream(statuses).boxed().collect(Collectors.toSet());
    }

    private static String or(int... statuses) {
        return Arrays.stream(statuses).mapToObj(String::valueOf).collect(Collectors.joining(" or "));
    }
}
