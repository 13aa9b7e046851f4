package dev.brigade.quarkus;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.List;

/**
 * The {@code --tls-cert} and {@code --tls-key} PEM files (a chain; a PKCS#8 EC or RSA key), checked
 * with the JDK before Quarkus starts: Quarkus would fail its boot with a stack trace, or, for a key
 * not the certificate's, every handshake.
 */
final class TlsFiles {

    /** A certificate or key the server cannot serve with: Main prints the message and exits 1. */
    static final class UnusableException extends Exception {
        UnusableException(String message) {
            super(message, null, false, false);
        }
    }

    private static final String KEY_BEGIN = "-----BEGIN PRIVATE KEY-----";
    private static final String KEY_END = "-----END PRIVATE KEY-----";
    private static final byte[] PROBE = "brigade".getBytes(StandardCharsets.US_ASCII);

    private TlsFiles() {}

    /** Returns normally when the key is a PKCS#8 key and the certificate the first of its chain. */
    static void check(String certFile, String keyFile) throws UnusableException {
        Certificate certificate = firstCertificate(certFile, read("--tls-cert", certFile));
        PrivateKey key = privateKey(keyFile, read("--tls-key", keyFile));
        if (!signs(key, certificate.getPublicKey())) {
            throw new UnusableException("--tls-key " + keyFile + " is not the key of the certificate in " + certFile);
        }
    }

    private static byte[] read(String flag, String file) throws UnusableException {
        Path path = Path.of(file);
        if (!Files.isRegularFile(path)) {
            throw new UnusableException(flag + " " + file + " is not an existing file");
        }
        try {
            return Files.readAllBytes(path);
        } catch (IOException e) {
            throw new UnusableException(flag + " " + file + " cannot be read: " + e.getMessage());
        }
    }

    private static Certificate firstCertificate(String file, byte[] pem) throws UnusableException {
        try {
            // The first of the chain; the message leaves out the parser's own words (they may span lines).
            return CertificateFactory.getInstance("X.509").generateCertificate(new ByteArrayInputStream(pem));
        } catch (GeneralSecurityException unparsable) {
            throw new UnusableException("--tls-cert " + file + " holds no PEM certificate");
        }
    }

    private static PrivateKey privateKey(String file, byte[] pem) throws UnusableException {
        String text = new String(pem, StandardCharsets.US_ASCII);
        int begin = text.indexOf(KEY_BEGIN);
        int end = text.indexOf(KEY_END);
        if (begin >= 0 && end > begin) {
            try {
                byte[] der = Base64.getMimeDecoder().decode(text.substring(begin + KEY_BEGIN.length(), end));
                for (String algorithm : List.of("EC", "RSA")) {
                    try {
                        return KeyFactory.getInstance(algorithm).generatePrivate(new PKCS8EncodedKeySpec(der));
                    } catch (GeneralSecurityException notThisAlgorithm) {
                        // the next one
                    }
                }
            } catch (IllegalArgumentException notBase64) {
                // reported below
            }
        }
        throw new UnusableException("--tls-key " + file + " holds no PKCS#8 EC or RSA private key (BEGIN PRIVATE KEY)");
    }

    /** Whether a signature made with the key verifies with the certificate's public key. */
    private static boolean signs(PrivateKey key, PublicKey publicKey) {
        String algorithm = key.getAlgorithm().equals("EC") ? "SHA256withECDSA" : "SHA256withRSA";
        try {
            Signature signer = Signature.getInstance(algorithm);
            signer.initSign(key);
            signer.update(PROBE);
            byte[] signature = signer.sign();
            Signature verifier = Signature.getInstance(algorithm);
            verifier.initVerify(publicKey);
            verifier.update(PROBE);
            return verifier.verify(signature);
        } catch (GeneralSecurityException mismatch) {
            // an RSA key beside an EC certificate, or the reverse
            return false;
        }
    }
}
