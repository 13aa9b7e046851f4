package dev.brigade.rawnio.http2;

import dev.brigade.rawnio.http.Allow;
import dev.brigade.rawnio.http.ContentType;
import dev.brigade.rawnio.http.HttpDate;
import dev.brigade.rawnio.http.PreEncodedResponse;
import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;

/**
 * A {@link Response} as HTTP/2 frames: the HEADERS frame now (status, allow, content-type,
 * content-length, date; never a connection-specific field), the body queued on its stream for the
 * session to send as the flow-control windows allow. A stream's every write is its own segment and
 * so its own DATA frame; a streamed answer ends with an empty DATA frame carrying END_STREAM.
 */
final class ResponseFrames {
    private ResponseFrames() {}

    /** Returns whether the HEADERS frame ended the stream (no body: HEAD, or an empty one). */
    static boolean write(Response response, Stream stream, HpackEncoder encoder, Frames frames, HttpDate date) {
        return switch (response) {
            case PreEncodedResponse constant ->
                fixed(
                        constant.status(),
                        constant.contentType(),
                        null,
                        constant.body(),
                        constant.body().length,
                        stream,
                        encoder,
                        frames,
                        date);
            case Response.Content content ->
                fixed(
                        content.status(),
                        content.contentType(),
                        null,
                        content.body(),
                        content.length(),
                        stream,
                        encoder,
                        frames,
                        date);
            case Response.Bare bare ->
                fixed(
                        bare.status(),
                        ContentType.TEXT_PLAIN,
                        bare.allow(),
                        bare.status().text(),
                        bare.status().text().length,
                        stream,
                        encoder,
                        frames,
                        date);
            case Response.Stream streamed -> streamed(streamed, stream, encoder, frames, date);
            case Response.Later later -> throw new IllegalArgumentException("a Later answer is awaited, not written");
        };
    }

    private static boolean fixed(
            Status status,
            ContentType type,
            Allow allow,
            byte[] body,
            int length,
            Stream stream,
            HpackEncoder encoder,
            Frames frames,
            HttpDate date) {
        encoder.begin();
        encoder.status(status.code());
        if (allow != null) {
            encoder.field(StaticTable.ALLOW, allow.value());
        }
        encoder.field(StaticTable.CONTENT_TYPE, type.value());
        encoder.decimalField(StaticTable.CONTENT_LENGTH, length);
        encoder.field(StaticTable.DATE, date.bytes());
        boolean ends = stream.headOnly || length == 0;
        frames.headers(stream.id, encoder.block(), encoder.length(), ends);
        if (!ends) {
            stream.queue(body, 0, length);
            stream.queueEnd();
        }
        return ends;
    }

    private static boolean streamed(
            Response.Stream response, Stream stream, HpackEncoder encoder, Frames frames, HttpDate date) {
        encoder.begin();
        encoder.status(response.status().code());
        encoder.field(StaticTable.CONTENT_TYPE, response.contentType().value());
        encoder.field(StaticTable.DATE, date.bytes());
        frames.headers(stream.id, encoder.block(), encoder.length(), stream.headOnly);
        if (stream.headOnly) {
            return true;
        }
        response.body().writeTo(chunk -> {
            if (chunk.length > 0) {
                stream.queue(chunk, 0, chunk.length);
            }
        });
        stream.queueEnd();
        return false;
    }
}
