package dev.brigade.conformance.robustness;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits the bytes a server sent into HTTP/1.x responses, leniently: it only needs the status of
 * each and where each ends (Content-Length, chunked, or the end of the stream).
 *
 * @param statuses the status of every response seen whole (or whose head is whole, for a body
 *                 delimited by the close)
 * @param complete how many of them have ended
 * @param garbage  whether bytes that cannot start a response were found
 */
record Responses(List<Integer> statuses, int complete, boolean garbage) {

    static Responses parse(byte[] bytes, int length, boolean ended) {
        List<Integer> statuses = new ArrayList<>();
        int complete = 0;
        int at = 0;
        while (at < length) {
            int headEnd = indexOf(bytes, length, at, "\r\n\r\n");
            if (headEnd < 0) {
                boolean prefix = startsLikeResponse(bytes, at, length);
                return new Responses(statuses, complete, !prefix);
            }
            String head = new String(bytes, at, headEnd - at, StandardCharsets.ISO_8859_1);
            String[] lines = head.split("\r\n");
            String[] status = lines[0].split(" ", 3);
            if (status.length < 2 || !status[0].startsWith("HTTP/1.") || !status[1].matches("[0-9]{3}")) {
                return new Responses(statuses, complete, true);
            }
            int code = Integer.parseInt(status[1]);
            statuses.add(code);
            int bodyStart = headEnd + 4;
            long contentLength = -1;
            boolean chunked = false;
            for (int i = 1; i < lines.length; i++) {
                String line = lines[i].toLowerCase(Locale.ROOT);
                if (line.startsWith("content-length:")) {
                    try {
                        contentLength = Long.parseLong(line.substring(15).strip());
                    } catch (NumberFormatException e) {
                        return new Responses(statuses, complete, true);
                    }
                } else if (line.startsWith("transfer-encoding:") && line.contains("chunked")) {
                    chunked = true;
                }
            }
            if (code < 200 || code == 204 || code == 304) {
                at = bodyStart;
            } else if (chunked) {
                int end = chunkedEnd(bytes, length, bodyStart);
                if (end < 0) {
                    return new Responses(statuses, complete, false);
                }
                at = end;
            } else if (contentLength >= 0) {
                if (bodyStart + contentLength > length) {
                    return new Responses(statuses, complete, false);
                }
                at = (int) (bodyStart + contentLength);
            } else {
                return new Responses(statuses, ended ? complete + 1 : complete, false);
            }
            complete++;
        }
        return new Responses(statuses, complete, false);
    }

    /** Where a chunked body starting at {@code from} ends, or -1 when it has not ended yet. */
    private static int chunkedEnd(byte[] bytes, int length, int from) {
        int at = from;
        while (true) {
            int lineEnd = indexOf(bytes, length, at, "\r\n");
            if (lineEnd < 0) {
                return -1;
            }
            String sizeText = new String(bytes, at, lineEnd - at, StandardCharsets.ISO_8859_1);
            int semicolon = sizeText.indexOf(';');
            long size;
            try {
                size = Long.parseLong((semicolon < 0 ? sizeText : sizeText.substring(0, semicolon)).strip(), 16);
            } catch (NumberFormatException e) {
                return -1;
            }
            if (size == 0) {
                int end = indexOf(bytes, length, lineEnd, "\r\n\r\n");
                return end < 0 ? -1 : end + 4;
            }
            at = (int) (lineEnd + 2 + size + 2);
            if (at > length) {
                return -1;
            }
        }
    }

    private static boolean startsLikeResponse(byte[] bytes, int from, int length) {
        byte[] http = "HTTP/1.".getBytes(StandardCharsets.ISO_8859_1);
        for (int i = 0; i < Math.min(http.length, length - from); i++) {
            if (bytes[from + i] != http[i]) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(byte[] bytes, int length, int from, String what) {
        byte[] needle = what.getBytes(StandardCharsets.ISO_8859_1);
        outer:
        for (int i = from; i <= length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (bytes[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
