package dev.brigade.conformance.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** How the command-line checks find, in a --run-tls template, the arguments that name one file. */
class TlsModeTest {

    @Test
    void aFlagAndItsPlaceholder() {
        assertEquals(Optional.of("--tls-cert {cert}"), TlsMode.part("--tls-cert {cert} --tls-key {key}", TlsMode.CERT));
        assertEquals(Optional.of("--tls-key {key}"), TlsMode.part("--tls-cert {cert} --tls-key {key}", TlsMode.KEY));
        assertEquals(
                Optional.of("--tls-key {key}"), TlsMode.part("  --tls-key   {key} --tls-cert {cert}", TlsMode.KEY));
    }

    @Test
    void anArgumentThatCarriesItsPlaceholder() {
        assertEquals(Optional.of("--cert={cert}"), TlsMode.part("--cert={cert} --key={key}", TlsMode.CERT));
        assertEquals(Optional.of("-Dtls.key={key}"), TlsMode.part("-Dtls.cert={cert} -Dtls.key={key}", TlsMode.KEY));
    }

    @Test
    void placeholdersAloneAreTheirOwnArguments() {
        assertEquals(Optional.of("{cert}"), TlsMode.part("{cert} {key}", TlsMode.CERT));
        assertEquals(Optional.of("{key}"), TlsMode.part("{cert} {key}", TlsMode.KEY));
    }

    @Test
    void noPartWhenOneArgumentNamesBothOrNoneNamesIt() {
        assertEquals(Optional.empty(), TlsMode.part("--tls {cert}:{key}", TlsMode.CERT));
        assertEquals(Optional.empty(), TlsMode.part("--tls-pair {cert}:{key}", TlsMode.KEY));
        assertEquals(Optional.empty(), TlsMode.part("--tls-cert {cert}", TlsMode.KEY));
        assertEquals(Optional.empty(), TlsMode.part("--https", TlsMode.CERT));
    }

    @Test
    void aloneFillsInThisLaunchsFile() {
        TlsMode mode = new TlsMode("--cert={cert} --key={key}", Path.of("/t/cert.pem"), Path.of("/t/key.pem"));
        assertEquals(Optional.of("--cert='/t/cert.pem'"), mode.alone(TlsMode.CERT));
        assertEquals(Optional.of("--key='/t/key.pem'"), mode.alone(TlsMode.KEY));
    }
}
