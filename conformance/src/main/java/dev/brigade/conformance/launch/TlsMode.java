package dev.brigade.conformance.launch;

import dev.brigade.conformance.tls.RaceCertificate;
import java.nio.file.Path;
import java.time.Instant;

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

    /**
     * The part of the template that names one file, found by its placeholder: the argument that
     * carries it ({@code --cert={cert}}), with the flag before it when the argument is the
     * placeholder alone ({@code --tls-cert {cert}}). Empty when no argument carries it, or when the
     * part names the other file too ({@code --tls {cert}:{key}}): then one file cannot be given alone.
     * Arguments are the template's words, split at whitespace.
     */
    public static java.util.Optional<String> part(String template, String placeholder) {
        String other = CERT.equals(placeholder) ? KEY : CERT;
        java.util.List<String> words =
                java.util.Arrays.stream(template.trim().split("\\s+")).toList();
        for (int i = 0; i < words.size(); i++) {
            if (words.get(i).contains(placeholder)) {
                boolean bare = words.get(i).equals(placeholder)
                        && i > 0
                        && !words.get(i - 1).contains(other);
                String part = bare ? words.get(i - 1) + " " + words.get(i) : words.get(i);
                return part.contains(other) ? java.util.Optional.empty() : java.util.Optional.of(part);
            }
        }
        return java.util.Optional.empty();
    }

    /** The arguments for one file alone (its placeholder's {@link #part}), with this launch's file. */
    public java.util.Optional<String> alone(String placeholder) {
        String file = CERT.equals(placeholder) ? certificate.toString() : key.toString();
        return part(template, placeholder).map(part -> part.replace(placeholder, ServerCommand.quote(file)));
    }

    /** Whether the template names both files, so that a bad one can be put in its place. */
    public boolean namesBothFiles() {
        return template.contains(CERT) && template.contains(KEY);
    }

    /** The arguments naming other files (a missing or unreadable one, for the process checks). */
    public String arguments(String certificateFile, String keyFile) {
        return template.replace(CERT, ServerCommand.quote(certificateFile)).replace(KEY, ServerCommand.quote(keyFile));
    }
}
