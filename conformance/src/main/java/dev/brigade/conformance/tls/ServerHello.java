package dev.brigade.conformance.tls;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a server said in its ServerHello, read from the bytes it sent (RFC 8446 §4.1.3): every
 * TLS version sends it in plain text, and in TLS 1.3 it names the version agreed
 * ({@code supported_versions}), the cipher suite and the key-exchange group ({@code key_share}).
 * After a HelloRetryRequest (a ServerHello with a fixed random) the second ServerHello is the one
 * that counts; both are kept.
 *
 * @param version      the version agreed: {@code supported_versions}' value, else the legacy field
 * @param suite        the cipher suite's code
 * @param group        the key share's group code (TLS 1.3), if any
 * @param resumed      whether it accepted a pre-shared key (a resumption: RFC 8446 §4.2.11)
 * @param retried      whether a HelloRetryRequest came first
 * @param failure      why no ServerHello could be read, if none could
 */
public record ServerHello(
        int version, int suite, OptionalInt group, boolean resumed, boolean retried, Optional<String> failure) {

    private static final int HANDSHAKE = 22;
    private static final int SERVER_HELLO = 2;
    private static final int SUPPORTED_VERSIONS = 43;
    private static final int KEY_SHARE = 51;
    private static final int PRE_SHARED_KEY = 41;
    private static final byte[] RETRY_RANDOM =
            HexFormat.of().parseHex("CF21AD74E59A6111BE1D8C021E65B891C2A211167ABB8C5E079E09E2C8A8339C");

    private static final Map<Integer, String> SUITES = Map.of(
            0x1301, "TLS_AES_128_GCM_SHA256", 0x1302, "TLS_AES_256_GCM_SHA384", 0x1303, "TLS_CHACHA20_POLY1305_SHA256");
    private static final Map<Integer, String> GROUPS = Map.of(
            0x001d,
            "x25519",
            0x0017,
            "secp256r1",
            0x0018,
            "secp384r1",
            0x0019,
            "secp521r1",
            0x001e,
            "x448",
            0x11ec,
            "X25519MLKEM768");
    private static final Map<Integer, String> VERSIONS =
            Map.of(0x0304, "TLSv1.3", 0x0303, "TLSv1.2", 0x0302, "TLSv1.1", 0x0301, "TLSv1");

    /** Reads the server's plain-text handshake records up to its first encrypted one. */
    public static ServerHello parse(byte[] inbound) {
        ByteBuffer records = ByteBuffer.wrap(inbound);
        ByteBuffer handshake = ByteBuffer.allocate(inbound.length);
        try {
            while (records.remaining() >= 5) {
                int type = records.get() & 0xff;
                records.getShort();
                int length = records.getShort() & 0xffff;
                if (type != HANDSHAKE) {
                    if (type == 21) { // an alert in plain text: the handshake failed
                        break;
                    }
                    if (type == 23) { // application data: encrypted from here on
                        break;
                    }
                    records.position(Math.min(records.limit(), records.position() + length));
                    continue;
                }
                byte[] fragment = new byte[Math.min(length, records.remaining())];
                records.get(fragment);
                handshake.put(fragment);
            }
        } catch (BufferUnderflowException cut) {
            // what was read so far is all there is
        }
        handshake.flip();
        List<ServerHello> hellos = new ArrayList<>();
        try {
            while (handshake.remaining() >= 4) {
                int type = handshake.get() & 0xff;
                int length =
                        ((handshake.get() & 0xff) << 16) | ((handshake.get() & 0xff) << 8) | (handshake.get() & 0xff);
                if (length > handshake.remaining()) {
                    break;
                }
                ByteBuffer body = handshake.slice(handshake.position(), length);
                handshake.position(handshake.position() + length);
                if (type == SERVER_HELLO) {
                    hellos.add(one(body, !hellos.isEmpty()));
                } else {
                    break; // anything after the ServerHello in plain text is TLS 1.2's, not needed here
                }
            }
        } catch (BufferUnderflowException cut) {
            // a ServerHello cut short
        }
        if (hellos.isEmpty()) {
            return new ServerHello(
                    0,
                    0,
                    OptionalInt.empty(),
                    false,
                    false,
                    Optional.of("no ServerHello in the " + inbound.length + " bytes the server sent"));
        }
        return hellos.getLast();
    }

    private static ServerHello one(ByteBuffer body, boolean afterRetry) {
        int legacyVersion = body.getShort() & 0xffff;
        byte[] random = new byte[32];
        body.get(random);
        int sessionIdLength = body.get() & 0xff;
        body.position(body.position() + sessionIdLength); // the legacy session id
        int suite = body.getShort() & 0xffff;
        body.get(); // compression
        int version = legacyVersion;
        OptionalInt group = OptionalInt.empty();
        boolean resumed = false;
        if (body.remaining() >= 2) {
            int extensionsLength = body.getShort() & 0xffff;
            ByteBuffer extensions = body.slice(body.position(), Math.min(extensionsLength, body.remaining()));
            while (extensions.remaining() >= 4) {
                int type = extensions.getShort() & 0xffff;
                int length = extensions.getShort() & 0xffff;
                ByteBuffer data = extensions.slice(extensions.position(), length);
                extensions.position(extensions.position() + length);
                switch (type) {
                    case SUPPORTED_VERSIONS -> version = data.getShort() & 0xffff;
                    case KEY_SHARE -> group = OptionalInt.of(data.getShort() & 0xffff);
                    case PRE_SHARED_KEY -> resumed = true;
                    default -> {}
                }
            }
        }
        boolean retry = java.util.Arrays.equals(random, RETRY_RANDOM);
        return new ServerHello(version, suite, group, resumed, afterRetry || retry, Optional.empty());
    }

    public String versionName() {
        return VERSIONS.getOrDefault(version, String.format("0x%04x", version));
    }

    public String suiteName() {
        return SUITES.getOrDefault(suite, String.format("0x%04x", suite));
    }

    public String groupName() {
        return group.isEmpty()
                ? "no key_share"
                : GROUPS.getOrDefault(group.getAsInt(), String.format("0x%04x", group.getAsInt()));
    }

    /** One line for a failure message: {@code TLSv1.3, TLS_AES_256_GCM_SHA384, x25519}. */
    public String describe() {
        return failure.orElseGet(() -> versionName() + ", " + suiteName() + ", " + groupName()
                + (retried ? " (after a HelloRetryRequest)" : "") + (resumed ? ", resumed (pre_shared_key)" : ""));
    }
}
