package dev.brigade.conformance.run;

import java.util.Arrays;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** {@code --only}: one or more globs over check ids, separated by commas ({@code sse.*,http.date-*}). */
public record IdGlob(String text, Pattern pattern) {

    public static IdGlob of(String text) {
        String regex = Arrays.stream(text.split(","))
                .map(String::strip)
                .filter(glob -> !glob.isEmpty())
                .map(IdGlob::toRegex)
                .collect(Collectors.joining("|"));
        return new IdGlob(text, Pattern.compile(regex.isEmpty() ? "(?!)" : regex));
    }

    public boolean matches(String id) {
        return pattern.matcher(id).matches();
    }

    private static String toRegex(String glob) {
        StringBuilder regex = new StringBuilder("(?:");
        for (char c : glob.toCharArray()) {
            switch (c) {
                case '*' -> regex.append(".*");
                case '?' -> regex.append('.');
                default -> regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return regex.append(')').toString();
    }
}
