package dev.brigade.conformance.run;

import dev.brigade.conformance.launch.ServerUnderTest;
import dev.brigade.conformance.target.IdleProbe;
import dev.brigade.conformance.target.SlowHeadProbe;
import dev.brigade.conformance.target.Target;
import io.restassured.RestAssured;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The target of one run, made once per run and kept in the root extension store, which closes it
 * (stopping a launched server) when the run ends.
 */
record Session(Target target, IdleProbe idle, SlowHeadProbe slowHead) implements AutoCloseable {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(Session.class);

    static Session of(ExtensionContext context) {
        return context.getRoot()
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent(
                        Session.class,
                        key -> open(RunSettings.from(context::getConfigurationParameter)),
                        Session.class);
    }

    private static Session open(RunSettings settings) {
        Target target = target(settings);
        warmUpRestAssured();
        if (settings.mode() == Mode.TLS) {
            // the idle and slow-head rules are checked in plain mode; a TLS port gets no plain probes
            return new Session(target, IdleProbe.none(), SlowHeadProbe.none());
        }
        return new Session(target, IdleProbe.open(target.baseUri()), SlowHeadProbe.open(target.baseUri()));
    }

    /**
     * RestAssured's first request loads Groovy and much else, seconds that no check should be
     * charged with: one request to a port where nothing listens (never to the server) does it.
     */
    private static void warmUpRestAssured() {
        Target nowhere = new Target(URI.create("http://127.0.0.1:1"), Optional.empty(), false, Optional.empty());
        try {
            RestAssured.given(nowhere.spec()).get("/");
        } catch (Exception expected) { // RestAssured throws ConnectException undeclared
            // connection refused, as intended
        }
    }

    private static Target target(RunSettings settings) {
        if (settings.run().isPresent()) {
            try {
                Optional<String> tls = settings.mode() == Mode.TLS ? settings.tlsArgs() : Optional.empty();
                ServerUnderTest server = ServerUnderTest.launch(
                        settings.run().get(), Files.createTempDirectory("brigade-kit-"), settings.port(), tls);
                return new Target(
                        server.baseUri(), Optional.of(server.database()), settings.equivalent(), Optional.of(server));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new Target(
                settings.baseUri()
                        .orElseThrow(() ->
                                new IllegalStateException("the run has neither a base URI nor a command to launch")),
                settings.database(),
                settings.seeded(),
                settings.equivalent(),
                Optional.empty());
    }

    @Override
    public void close() {
        idle.close();
        slowHead.close();
        target.server().ifPresent(ServerUnderTest::close);
    }
}
