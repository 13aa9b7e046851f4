package dev.brigade.micronaut;

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
import java.util.Collection;

/**
 * The PEM certificate chain and PKCS#8 private key given by {@code --tls-cert} and {@code --tls-key}
 * (CONTRACT 2.1: EC P-256 or RSA). {@link #check()} reads both with the JDK before Micronaut starts,
 * so that a missing, unreadable or unparsable file, or a key that is not the certificate's, ends the
 * process with one line (exit 1) rather than a failed start's stack trace.
 */
record TlsFiles(Path certificate, Path key) {

    private static final String KEY_BEGIN = "-----BEGIN PRIVATE KEY-----";
    private static final String KEY_END = "-----END PRIVATE KEY-----";
    private static final byte[] PROBE = "brigade".getBytes(StandardCharsets.US_ASCII);

    /** A TLS file the server cannot use: Application prints the message and exits 1. */
    static final class UnusableException extends Exception {
        UnusableException(String message) {
            super(message, null, false, false);
        }
    }

    void check() throws UnusableException {
        Certificate leaf = leafCertificate();
        PublicKey publicKey = leaf.getPublicKey();
        PrivateKey privateKey = privateKey(publicKey.getAlgorithm());
        if (!pair(privateKey, publicKey)) {
            throw new UnusableException("--tls-key " + key + " is not the private key of --tls-cert " + certificate);
        }
    }

    /** The first certificate of the chain (the server's own). */
    private Certificate leafCertificate() throws UnusableException {
        byte[] pem = read("--tls-cert", certificate);
        try {
            Collection<? extends Certificate> chain =
                    CertificateFactory.getInstance("X.509").generateCertificates(new ByteArrayInputStream(pem));
            if (chain.isEmpty()) {
                throw new UnusableException("--tls-cert " + certificate + " holds no PEM certificate");
            }
            return chain.iterator().next();
        } catch (GeneralSecurityException e) {
            throw new UnusableException("--tls-cert " + certificate + " is not a PEM certificate: " + firstLine(e));
        }
    }

    /** The PKCS#8 key ({@code BEGIN PRIVATE KEY}) of the certificate's algorithm (EC or RSA). */
    private PrivateKey privateKey(String algorithm) throws UnusableException {
        String pem = new String(read("--tls-key", key), StandardCharsets.US_ASCII);
        int begin = pem.indexOf(KEY_BEGIN);
        int end = pem.indexOf(KEY_END);
        if (begin < 0 || end < begin) {
            throw new UnusableException("--tls-key " + key + " holds no PKCS#8 PEM key (" + KEY_BEGIN + ")");
        }
        try {
            byte[] der = Base64.getMimeDecoder().decode(pem.substring(begin + KEY_BEGIN.length(), end));
            return KeyFactory.getInstance(algorithm).generatePrivate(new PKCS8EncodedKeySpec(der));
        } catch (IllegalArgumentException | GeneralSecurityException e) {
            throw new UnusableException("--tls-key " + key + " is not a PKCS#8 " + algorithm + " key: " + firstLine(e));
        }
    }

    /** Whether a signature by the private key verifies with the certificate's public key. */
    private static boolean pair(PrivateKey privateKey, PublicKey publicKey) {
        String algorithm =
                publicKey.getAlgorithm().equals("EC") ? "SHA256withECDSA" : "SHA256with" + publicKey.getAlgorithm();
        try {
            Signature signer = Signature.getInstance(algorithm);
            signer.initSign(privateKey);
            signer.update(PROBE);
            byte[] signature = signer.sign();
            Signature verifier = Signature.getInstance(algorithm);
            verifier.initVerify(publicKey);
            verifier.update(PROBE);
            return verifier.verify(signature);
        } catch (GeneralSecurityException e) {
            return false;
        }
    }

    private static byte[] read(String flag, Path file) throws UnusableException {
        if (!Files.isRegularFile(file)) {
            throw new UnusableException(flag + " " + file + " is not an existing file");
        }
        try {
            return Files.readAllBytes(file);
        } catch (IOException | SecurityException e) {
            throw new UnusableException(flag + " " + file + " cannot be read: " + firstLine(e));
        }
    }

    private static String firstLine(Exception e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return message.lines().findFirst().orElse(message);
    }
}
