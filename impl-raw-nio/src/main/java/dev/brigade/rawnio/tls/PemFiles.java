package dev.brigade.rawnio.tls;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.Collection;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The certificate chain and private key as PEM files, read with the JDK alone: the chain by
 * {@link CertificateFactory} (which reads PEM itself), the key as PKCS#8 ({@code BEGIN PRIVATE KEY})
 * decoded here and handed to {@link KeyFactory} as EC, then as RSA.
 */
final class PemFiles {
    private static final Pattern PRIVATE_KEY =
            Pattern.compile("-----BEGIN PRIVATE KEY-----([A-Za-z0-9+/=\\s]+)-----END PRIVATE KEY-----");
    private static final String[] KEY_ALGORITHMS = {"EC", "RSA"};

    private PemFiles() {}

    static Certificate[] chain(Path file) throws TlsFileException {
        byte[] bytes = read(file, "--tls-cert");
        try {
            Collection<? extends Certificate> certificates =
                    CertificateFactory.getInstance("X.509").generateCertificates(new ByteArrayInputStream(bytes));
            if (certificates.isEmpty()) {
                throw new TlsFileException("--tls-cert " + file + " holds no certificate");
            }
            return certificates.toArray(new Certificate[0]);
        } catch (GeneralSecurityException e) {
            throw new TlsFileException("--tls-cert " + file + " is not a PEM certificate: " + oneLine(e));
        }
    }

    static PrivateKey key(Path file) throws TlsFileException {
        String text = new String(read(file, "--tls-key"), StandardCharsets.US_ASCII);
        Matcher pem = PRIVATE_KEY.matcher(text);
        if (!pem.find()) {
            throw new TlsFileException("--tls-key " + file + " holds no PKCS#8 key (BEGIN PRIVATE KEY)");
        }
        byte[] der;
        try {
            der = Base64.getMimeDecoder().decode(pem.group(1));
        } catch (IllegalArgumentException e) {
            throw new TlsFileException("--tls-key " + file + " is not valid base64");
        }
        for (String algorithm : KEY_ALGORITHMS) {
            try {
                return KeyFactory.getInstance(algorithm).generatePrivate(new PKCS8EncodedKeySpec(der));
            } catch (GeneralSecurityException e) {
                // not this algorithm's key; try the next
            }
        }
        throw new TlsFileException("--tls-key " + file + " is neither an EC nor an RSA PKCS#8 key");
    }

    private static byte[] read(Path file, String flag) throws TlsFileException {
        try {
            return Files.readAllBytes(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new TlsFileException(flag + " " + file + " does not exist");
        } catch (IOException e) {
            throw new TlsFileException(flag + " " + file + " cannot be read: " + oneLine(e));
        }
    }

    private static String oneLine(Exception e) {
        String message = String.valueOf(e.getMessage());
        return message.lines().findFirst().orElse(e.getClass().getSimpleName());
    }
}
