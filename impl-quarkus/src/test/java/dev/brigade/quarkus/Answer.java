package dev.brigade.quarkus;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpConnection;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpVersion;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One exchange through a Vert.x {@link HttpClient}, read whole: the status, the head, the body as
 * the client received it (one buffer per HTTP/2 DATA frame) and the connection it came on, so a
 * test can ask whether the next exchange still shares it. Each wait is bounded: a server that does
 * not answer fails the test instead of hanging it.
 */
record Answer(HttpVersion version, int status, MultiMap headers, List<Buffer> frames, HttpConnection connection) {

    private static final long WAIT_SECONDS = 20;

    /**
     * Made from the client's own event loop ({@code context}): there the response's head is handed
     * to {@link #read} before its DATA frames arrive. Made from the test's thread, the head would
     * reach it later, as a task, and the body could be over by then.
     */
    static Answer exchange(
            Context context, HttpClient client, HttpMethod method, String path, MultiMap headers, Buffer body)
            throws Exception {
        Promise<Answer> answer = Promise.promise();
        context.runOnContext(start -> client.request(method, path)
                .compose(request -> {
                    request.headers().addAll(headers);
                    return body == null ? request.send() : request.send(body);
                })
                .compose(Answer::read)
                .onComplete(answer));
        return await(answer.future());
    }

    static Answer get(Context context, HttpClient client, String path) throws Exception {
        return exchange(context, client, HttpMethod.GET, path, MultiMap.caseInsensitiveMultiMap(), null);
    }

    static <T> T await(Future<T> future) throws Exception {
        return future.toCompletionStage().toCompletableFuture().get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    private static Future<Answer> read(HttpClientResponse response) {
        Promise<Answer> done = Promise.promise();
        List<Buffer> frames = new ArrayList<>();
        response.handler(frames::add);
        response.exceptionHandler(done::tryFail);
        response.endHandler(end -> done.tryComplete(new Answer(
                response.version(),
                response.statusCode(),
                response.headers(),
                frames,
                response.request().connection())));
        return done.future();
    }

    String body() {
        Buffer whole = Buffer.buffer();
        frames.forEach(whole::appendBuffer);
        return whole.toString(StandardCharsets.UTF_8);
    }
}
