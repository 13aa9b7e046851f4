package dev.brigade.rawnio.http;

/**
 * A constant answer encoded once: every byte but the {@code Date} value, which goes between the
 * two halves. Writing it is three copies into the output buffer and no allocation.
 */
public record PreEncodedResponse(Status status, ContentType contentType, byte[] body,
                                 byte[] beforeDate, byte[] afterDate) {
}
