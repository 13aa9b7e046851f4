package dev.brigade.conformance.target;

import dev.brigade.conformance.launch.ServerUnderTest;
import io.restassured.builder.RequestSpecBuilder;
import io.restassured.config.DecoderConfig;
import io.restassured.config.EncoderConfig;
import io.restassured.config.HttpClientConfig;
import io.restassured.config.RedirectConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.specification.RequestSpecification;
import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The server one run of the kit checks, handed to every check class through its constructor.
 *
 * @param baseUri    where it listens
 * @param database   its SQLite file, seeded fresh before the run; empty when the run has none
 * @param seeded     the server was started on a freshly seeded database whose file the kit does not
 *                   have ({@code --seeded}): the Conduit checks run, proving writes through the API
 * @param equivalent compare the menu after mapping other spellings of the five entities
 * @param server     the process, when the kit started it itself ({@code --run})
 */
public record Target(
        URI baseUri, Optional<Path> database, boolean seeded, boolean equivalent, Optional<ServerUnderTest> server) {

    public Target(URI baseUri, Optional<Path> database, boolean equivalent, Optional<ServerUnderTest> server) {
        this(baseUri, database, false, equivalent, server);
    }

    /** Whether the server has its seeded Conduit database: the file was given, or {@code --seeded} said so. */
    public boolean hasConduit() {
        return database.isPresent() || seeded;
    }

    private static final int TIMEOUT_MILLIS = (int) RawHttp.TIMEOUT.toMillis();

    /**
     * A fresh RestAssured request for this server: its own base URI and config, never RestAssured's
     * static defaults. No content decoders (so no {@code Accept-Encoding} is sent and nothing is
     * silently decompressed), no redirects, no charset added to the content types the checks set.
     */
    public RequestSpecification spec() {
        RestAssuredConfig config = RestAssuredConfig.config()
                .httpClient(HttpClientConfig.httpClientConfig()
                        .setParam("http.connection.timeout", TIMEOUT_MILLIS)
                        .setParam("http.socket.timeout", TIMEOUT_MILLIS))
                .decoderConfig(DecoderConfig.decoderConfig().noContentDecoders())
                .encoderConfig(EncoderConfig.encoderConfig().appendDefaultContentCharsetToContentTypeIfUndefined(false))
                .redirect(RedirectConfig.redirectConfig().followRedirects(false));
        return new RequestSpecBuilder().setBaseUri(baseUri).setConfig(config).build();
    }

    public RawHttp raw() {
        return new RawHttp(baseUri);
    }
}
