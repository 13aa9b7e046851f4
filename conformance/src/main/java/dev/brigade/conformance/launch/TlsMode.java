package dev.brigade.conformance.launch;

import java.nio.file.Path;
import java.time.Instant;

import dev.brigade.conformance.tls.RaceCertificate;

/**
 * A launch's TLS mode: the arguments a server gets added for HTTPS ({@code --run-tls}, the race's
 * {@code run.tls}), with {@code {cert}} and {@code {key}} naming a certificate of the race's kind
 * made fresh for this launch.
 *
 * @param template    the arguments as given, e.g. {@code --tls-cert {cert} --tls-key {key}}
 * @param certificate the certificate file, PEM
 * @param key         its key file, PKCS#8 PEM
 */
public record TlsMode(String template, Path certificate, Path key) {

    public static final String CERT = "{cert}";
    public static final String KEY = "{key}";

    static TlsMode make(String template, Path dir) {
        RaceCertificate.Files files = RaceCertificate.make(Instant.now()).write(dir);
        return new TlsMode(template, files.certificate(), files.key());
    }

    /** The arguments with this launch's files, shell-quoted. */
    public String arguments() {
        return arguments(certificate.toString(), key.toString());
    }

    /** The arguments naming other files (a missing or unreadable one, for the process checks). */
    public String arguments(String certificateFile, String keyFile) {
        return template.replace(CERT, ServerCommand.quote(certificateFile)).replace(KEY, ServerCommand.quote(keyFile));
    }
}
