package dev.brigade.conformance.tls;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Date;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.X509CertificateHolder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.bouncycastle.openssl.jcajce.JcaPKCS8Generator;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * The race's kind of certificate (its {@code tls.go}, {@code newCertificate}): ECDSA P-256,
 * self-signed, CN=fourneau-dragrace, the address as an IP SAN and the name as a DNS SAN, valid from an
 * hour before {@code now} to a day after, its key PKCS#8 ({@code BEGIN PRIVATE KEY}). Made fresh for
 * each run, as the race makes one for each race. BouncyCastle builds it: the JDK has no public API
 * for a certificate; the JDK's own EC provider makes the key and signs.
 *
 * @param certificate the certificate, PEM
 * @param key         its private key, PKCS#8 PEM
 */
public record RaceCertificate(String certificate, String key, X509Certificate parsed) {

    public static final String COMMON_NAME = "fourneau-dragrace";
    public static final String CERTIFICATE_FILE = "cert.pem";
    public static final String KEY_FILE = "key.pem";

    /** A new certificate for {@code 127.0.0.1}, valid around {@code now}. */
    public static RaceCertificate make(Instant now) {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"), new SecureRandom());
            KeyPair pair = generator.generateKeyPair();
            X500Name name = new X500Name("CN=" + COMMON_NAME);
            JcaX509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(
                    name,
                    BigInteger.valueOf(now.toEpochMilli()).multiply(BigInteger.valueOf(1_000_000)),
                    Date.from(now.minus(1, ChronoUnit.HOURS)),
                    Date.from(now.plus(24, ChronoUnit.HOURS)),
                    name,
                    pair.getPublic());
            builder.addExtension(Extension.subjectAlternativeName, false, new GeneralNames(new GeneralName[] {
                new GeneralName(GeneralName.dNSName, COMMON_NAME), new GeneralName(GeneralName.iPAddress, "127.0.0.1")
            }));
            builder.addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.digitalSignature));
            builder.addExtension(
                    Extension.extendedKeyUsage, false, new ExtendedKeyUsage(KeyPurposeId.id_kp_serverAuth));
            X509CertificateHolder holder =
                    builder.build(new JcaContentSignerBuilder("SHA256withECDSA").build(pair.getPrivate()));
            X509Certificate certificate = new JcaX509CertificateConverter().getCertificate(holder);
            return new RaceCertificate(
                    pem(certificate), pem(new JcaPKCS8Generator(pair.getPrivate(), null)), certificate);
        } catch (GeneralSecurityException | OperatorCreationException | IOException e) {
            throw new IllegalStateException("could not make the race's certificate: " + e.getMessage(), e);
        }
    }

    /** Where {@link #write} put the two files. */
    public record Files(Path certificate, Path key) {}

    /** Writes {@code cert.pem} and {@code key.pem} into {@code dir} (made if missing). */
    public Files write(Path dir) {
        try {
            java.nio.file.Files.createDirectories(dir);
            Path certificateFile = java.nio.file.Files.writeString(dir.resolve(CERTIFICATE_FILE), certificate);
            Path keyFile = java.nio.file.Files.writeString(dir.resolve(KEY_FILE), key);
            return new Files(certificateFile, keyFile);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the certificate to " + dir + ": " + e.getMessage(), e);
        }
    }

    private static String pem(Object object) throws IOException {
        StringWriter text = new StringWriter();
        try (JcaPEMWriter writer = new JcaPEMWriter(text)) {
            writer.writeObject(object);
        }
        return text.toString();
    }
}
