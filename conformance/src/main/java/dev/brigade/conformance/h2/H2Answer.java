package dev.brigade.conformance.h2;

import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;

/**
 * What came back on one HTTP/2 stream, frame by frame.
 *
 * @param status  the response's {@code :status}, or 0 when no response HEADERS came
 * @param headers the response's header fields (pseudo-headers aside)
 * @param data    each DATA frame's payload, in order, empty ones included
 * @param ended   whether the server closed its side (END_STREAM)
 * @param reset   the RST_STREAM error code, if the server reset the stream
 * @param failure what went wrong otherwise (a timeout, the connection lost), if anything
 */
public record H2Answer(
        int status, HttpFields headers, List<byte[]> data, boolean ended, OptionalInt reset, Optional<String> failure) {

    public byte[] body() {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        data.forEach(frame -> body.write(frame, 0, frame.length));
        return body.toByteArray();
    }

    public Optional<String> header(String name) {
        return Optional.ofNullable(headers.get(name));
    }

    public List<String> headerNames() {
        return headers.stream().map(HttpField::getName).toList();
    }

    /** One line for a failure message: {@code :status 200, 3 DATA frames, END_STREAM}. */
    public String describe() {
        return (status == 0 ? "no response HEADERS" : ":status " + status)
                + ", " + data.size() + " DATA frame" + (data.size() == 1 ? "" : "s")
                + (ended ? ", END_STREAM" : "")
                + reset.stream()
                        .mapToObj(code -> ", RST_STREAM(" + H2Codes.name(code) + ")")
                        .findFirst()
                        .orElse("")
                + failure.map(why -> ", " + why).orElse("");
    }
}
