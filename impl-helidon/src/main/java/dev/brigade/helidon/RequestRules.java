package dev.brigade.helidon;

import io.helidon.http.Header;
import io.helidon.http.HeaderNames;
import io.helidon.http.HeaderValues;
import io.helidon.http.HttpPrologue;
import io.helidon.http.Method;
import io.helidon.http.ServerRequestHeaders;
import io.helidon.http.Status;
import io.helidon.webserver.http.Filter;
import io.helidon.webserver.http.FilterChain;
import io.helidon.webserver.http.RoutingRequest;
import io.helidon.webserver.http.RoutingResponse;
import java.util.regex.Pattern;

/**
 * The contract's rules on a request head that Helidon's parser lets through, as a routing filter
 * before every route (RFC 9112 §3.2, CONTRACT §2.11, §2.12): a request-target in none of RFC
 * 9112's four forms ({@code plaintext}), a fragment, bytes outside visible ASCII, {@code *}
 * outside OPTIONS (and the answer to {@code OPTIONS *}), a {@code Host} port past 65535, a header
 * with an empty name, and a header section over the contract's 16 KiB, which Helidon does not
 * measure by itself: its {@code max-headers-size} answers 400, so it is set above this limit
 * (application.yaml). Each refusal says {@code Connection: close}, and {@link ConnectionClose}
 * ends the connection after it.
 */
final class RequestRules implements Filter {

  private static final Status HEADERS_TOO_LARGE = Status.create(431, "Request Header Fields Too Large");
  /** The absolute-form's start (RFC 3986 §3.1): a scheme, then {@code ://}. */
  private static final Pattern ABSOLUTE_FORM = Pattern.compile("[A-Za-z][A-Za-z0-9+.-]*://");
  private static final Header EVERY_METHOD = HeaderValues.createCached(HeaderNames.ALLOW, "GET, HEAD, POST, OPTIONS");

  private final int maxHeadersSize;

  RequestRules(int maxHeadersSize) {
    this.maxHeadersSize = maxHeadersSize;
  }

  @Override
  public void filter(FilterChain chain, RoutingRequest request, RoutingResponse response) {
    HttpPrologue prologue = request.prologue();
    String target = prologue.uriPath().rawPath();
    if (target.equals("*")) {
      if (prologue.method().equals(Method.OPTIONS)) {
        response.header(EVERY_METHOD).send();
      } else {
        refuse(request, response, Status.BAD_REQUEST_400, "* is the target of OPTIONS only");
      }
    } else if (!target.startsWith("/") && !ABSOLUTE_FORM.matcher(target).lookingAt()) {
      refuse(request, response, Status.BAD_REQUEST_400, "a request-target in none of the four forms");
    } else if (prologue.fragment().hasValue()) {
      refuse(request, response, Status.BAD_REQUEST_400, "a fragment in the request-target");
    } else if (!visibleAscii(target) || (prologue.hasQuery() && !visibleAscii(prologue.query().rawValue()))) {
      refuse(request, response, Status.BAD_REQUEST_400, "bytes outside visible ASCII in the request-target");
    } else if (hostPortPastRange(request.headers())) {
      refuse(request, response, Status.BAD_REQUEST_400, "a Host port past 65535");
    } else {
      Status headers = headers(request);
      if (headers != null) {
        refuse(request, response, headers, "a header with an empty name, or a header section over " + maxHeadersSize + " bytes");
      } else {
        chain.proceed();
      }
    }
  }

  /**
   * 400 for an empty name, 431 for a section over the limit (name ": " value CRLF, per value), else null.
   * A header with one value is measured by {@code get()}: {@code allValues()} makes a list for it
   * on every request.
   */
  private Status headers(RoutingRequest request) {
    long size = 0;
    for (Header header : request.headers()) {
      int name = header.name().length();
      if (name == 0) {
        return Status.BAD_REQUEST_400;
      }
      if (header.valueCount() == 1) {
        size += name + header.get().length() + 4;
      } else {
        for (String value : header.allValues()) {
          size += name + value.length() + 4;
        }
      }
    }
    return size > maxHeadersSize ? HEADERS_TOO_LARGE : null;
  }

  private static void refuse(RoutingRequest request, RoutingResponse response, Status status, String why) {
    response.status(status);
    EndOfExchange.lastOnConnection(request.prologue(), response);
    response.send(why);
  }

  /** Whether the request's {@code Host} names a port past 65535 (no Optional made for it on every request). */
  private static boolean hostPortPastRange(ServerRequestHeaders headers) {
    return headers.contains(HeaderNames.HOST) && portPastRange(headers.get(HeaderNames.HOST).get());
  }

  /**
   * Helidon checks a Host port's digits (Integer.parseInt), not its range (RFC 3986 §3.2.3, RFC 9110
   * §4.2.1: a port is 0 to 65535). Read in place: no substring, no stream.
   */
  private static boolean portPastRange(String host) {
    int colon = host.lastIndexOf(':');
    if (colon < 0 || colon < host.lastIndexOf(']') || colon == host.length() - 1) {
      return false;
    }
    for (int i = colon + 1; i < host.length(); i++) {
      if (!Character.isDigit(host.charAt(i))) {
        return false;
      }
    }
    return host.length() - colon - 1 > 5 || Integer.parseInt(host, colon + 1, host.length(), 10) > 65_535;
  }

  /** Every char a visible ASCII byte: a plain loop, where {@code chars().allMatch} built a stream per call. */
  private static boolean visibleAscii(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c <= ' ' || c > '~') {
        return false;
      }
    }
    return true;
  }
}
