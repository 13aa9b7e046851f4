package dev.brigade.conformance.reference;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.Collection;

/** A PEM certificate chain and its PKCS#8 key, as CONTRACT.md §1.9 gives them, in a key store for Jetty. */
final class PemFiles {

    static final char[] PASSWORD = "reference".toCharArray();

    private PemFiles() {}

    /** Throws with a one-line message when a file is missing, unreadable or not what it should be. */
    static KeyStore keyStore(Path certificateFile, Path keyFile) throws IOException {
        try {
            Collection<? extends Certificate> chain = CertificateFactory.getInstance("X.509")
                    .generateCertificates(new ByteArrayInputStream(Files.readAllBytes(certificateFile)));
            if (chain.isEmpty()) {
                throw new IOException(certificateFile + ": no certificate in it");
            }
            String pem = Files.readString(keyFile);
            int begin = pem.indexOf("-----BEGIN PRIVATE KEY-----");
            int end = pem.indexOf("-----END PRIVATE KEY-----");
            if (begin < 0 || end < begin) {
                throw new IOException(keyFile + ": no PKCS#8 private key (BEGIN PRIVATE KEY) in it");
            }
            byte[] der = Base64.getMimeDecoder().decode(pem.substring(begin + 27, end));
            String algorithm = chain.iterator().next().getPublicKey().getAlgorithm();
            PrivateKey key = KeyFactory.getInstance(algorithm).generatePrivate(new PKCS8EncodedKeySpec(der));
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry("server", key, PASSWORD, chain.toArray(Certificate[]::new));
            return store;
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new IOException("cannot use " + certificateFile + " and " + keyFile + ": " + e.getMessage(), e);
        }
    }
}
