package dev.brigade.rawnio.http;

/**
 * The chunk extensions after a chunk size, checked one byte at a time against RFC 9112 §7.1.1 and
 * then dropped (this server gives no extension a meaning):
 *
 * <pre>
 *  chunk-ext      = *( BWS ";" BWS chunk-ext-name [ BWS "=" BWS chunk-ext-val ] )
 *  chunk-ext-name = token
 *  chunk-ext-val  = token / quoted-string
 * </pre>
 *
 * Anything else ({@code 5;}, {@code 5;=v}, {@code 5;a=}, an unclosed quote, a control byte) is
 * refused with 400: a parser that skips to the line's end reads such a line differently from one
 * that does not, and a framing two parsers disagree on is how requests are smuggled.
 */
final class ChunkExtensions {

    /** What the byte just read did. */
    enum Step {
        MORE,
        END,
        INVALID
    }

    private enum Phase {
        BEFORE_SEMICOLON,
        BEFORE_NAME,
        NAME,
        AFTER_NAME,
        BEFORE_VALUE,
        TOKEN_VALUE,
        QUOTED,
        QUOTED_PAIR,
        AFTER_VALUE
    }

    private Phase phase;

    /** Starts a line's extensions: {@code semicolon} when the size was ended by ';', else by whitespace. */
    void start(boolean semicolon) {
        phase = semicolon ? Phase.BEFORE_NAME : Phase.BEFORE_SEMICOLON;
    }

    /** Takes the next byte of the line; {@link Step#END} at the CR that ends valid extensions. */
    Step next(byte b) {
        boolean blank = b == ' ' || b == '\t';
        boolean tchar = Ascii.isTokenChar(b);
        return switch (phase) {
            case BEFORE_SEMICOLON -> blank ? Step.MORE : b == ';' ? to(Phase.BEFORE_NAME) : Step.INVALID;
            case BEFORE_NAME -> blank ? Step.MORE : tchar ? to(Phase.NAME) : Step.INVALID;
            case NAME -> tchar ? Step.MORE : blank ? to(Phase.AFTER_NAME) : afterName(b);
            case AFTER_NAME -> blank ? Step.MORE : afterName(b);
            case BEFORE_VALUE ->
                blank ? Step.MORE : b == '"' ? to(Phase.QUOTED) : tchar ? to(Phase.TOKEN_VALUE) : Step.INVALID;
            case TOKEN_VALUE -> tchar ? Step.MORE : blank ? to(Phase.AFTER_VALUE) : nextOrEnd(b);
            case QUOTED ->
                b == '"'
                        ? to(Phase.AFTER_VALUE)
                        : b == '\\' ? to(Phase.QUOTED_PAIR) : isQuotedText(b) ? Step.MORE : Step.INVALID;
            case QUOTED_PAIR -> blank || Ascii.isVisible(b) || (b & 0xFF) >= 0x80 ? to(Phase.QUOTED) : Step.INVALID;
            case AFTER_VALUE -> blank ? Step.MORE : nextOrEnd(b);
        };
    }

    private Step afterName(byte b) {
        return b == '=' ? to(Phase.BEFORE_VALUE) : nextOrEnd(b);
    }

    /** After a whole extension: another one, or the end of the line. */
    private Step nextOrEnd(byte b) {
        return b == ';' ? to(Phase.BEFORE_NAME) : b == '\r' ? Step.END : Step.INVALID;
    }

    private Step to(Phase next) {
        phase = next;
        return Step.MORE;
    }

    /** qdtext: HTAB, SP, visible ASCII but {@code "} and {@code \}, and obs-text. */
    private static boolean isQuotedText(byte b) {
        int c = b & 0xFF;
        return c == '\t' || c == ' ' || c == 0x21 || (c >= 0x23 && c <= 0x5B) || (c >= 0x5D && c <= 0x7E) || c >= 0x80;
    }
}
