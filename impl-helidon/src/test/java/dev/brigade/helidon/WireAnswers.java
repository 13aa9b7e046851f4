package dev.brigade.helidon;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Answers read off a raw socket, for the tests that check what goes on the wire. */
final class WireAnswers {

    private static final Pattern CONTENT_LENGTH = Pattern.compile("(?i)\r\ncontent-length: *(\\d+)\r\n");

    private WireAnswers() {}

    /** The bytes up to and including the blank line that ends a response head. */
    static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("closed after " + head.toString(StandardCharsets.US_ASCII));
            }
            head.write(b);
        }
        return head.toString(StandardCharsets.US_ASCII);
    }

    /**
     * One answer framed by Content-Length (none: no body): its head and body, read to the body's end
     * and no further, so the connection can be read on or checked for its close.
     */
    static String readAnswer(InputStream in) throws IOException {
        String head = readHead(in);
        Matcher length = CONTENT_LENGTH.matcher(head);
        int bodyLength = length.find() ? Integer.parseInt(length.group(1)) : 0;
        byte[] body = in.readNBytes(bodyLength);
        if (body.length < bodyLength) {
            throw new IOException("closed after " + body.length + " of " + bodyLength + " body bytes: " + head);
        }
        return head + new String(body, StandardCharsets.US_ASCII);
    }
}
