package dev.brigade.conformance.reference;

import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Switches for {@link ReferenceServer}, each breaking exactly one rule of the contract, with the ids
 * of the kit's checks that must fail when it is on (and no others).
 */
public enum Fault {
    PLAINTEXT_NO_CHARSET("Content-Type text/plain without charset=utf-8", "plaintext.content-type"),
    PLAINTEXT_TRAILING_NEWLINE("plaintext body ends in a newline (the race trims it)", "plaintext.content-length"),
    PLAINTEXT_WRONG_WORDS("Hello, World? instead of Hello, World!", "plaintext.body"),
    ECHO_TRUNCATED("echo drops the last byte", "echo.one-byte", "echo.4kib", "echo.64kib", "echo.content-length"),
    ECHO_NO_LIMIT("echo takes bodies above 1 MiB", "echo.over-limit-413"),
    ECHO_BUFFER_EDGE("a body of exactly one 4,096-byte read buffer loses its last byte", "echo.4kib"),
    MENU_DISH_UNESCAPED(
            "one dish name not HTML-escaped (the race fails it too; menu.bytes is then skipped)", "menu.page"),
    MENU_NUMERIC_ENTITIES(
            "the menu escaped as &#38; &#60; &#62; (exact mode fails it, equivalent mode passes it)", "menu.bytes"),
    MENU_CHUNKED("the menu sent chunked instead of with Content-Length", "menu.content-length"),
    SSE_EVENTS_MERGED("all ten events in one chunk", "sse.stream"),
    SSE_NO_SPACE("event:x without the space", "sse.stream", "sse.count-0", "sse.count-max"),
    SSE_ID_LINE("an id: line in every event", "sse.stream", "sse.count-0", "sse.count-max"),
    SSE_CONTENT_LENGTH("the stream sent with Content-Length", "sse.status-and-headers", "sse.stream"),
    SSE_NO_PARAMETER_COUNT_0("no datastar parameter read as count 0", "sse.bad-signals-no-parameter"),
    SSE_BAD_SIGNALS_OK(
            "200 for bad signals",
            "sse.bad-signals-no-parameter",
            "sse.bad-signals-broken-json",
            "sse.bad-signals-no-count",
            "sse.bad-signals-negative",
            "sse.bad-signals-fractional",
            "sse.bad-signals-string",
            "sse.bad-signals-too-large",
            "sse.bad-signals-array",
            "sse.bad-signals-number"),
    SSE_N_IS_COUNT("N = count instead of count + 1", "sse.stream", "sse.count-0", "sse.count-max"),
    NO_DATE_HEADER("no Date header", "http.date", "http.date-not-frozen"),
    DATE_FROZEN("Date frozen at start", "http.date-not-frozen"),
    UNKNOWN_PATH_OK("200 for an unknown path", "http.unknown-path-404", "http.other-paths-404"),
    TOP_LEVEL_CATCH_ALL(
            "a one-segment path that names no route, nor begins like one, answered 200 (a catch-all page)",
            "http.unknown-path-404"),
    PIPELINE_OUT_OF_ORDER("pipelined answers out of order", "http.pipelined-16"),
    KEEP_ALIVE_IGNORED("connection closed after every answer", "http.keep-alive-100", "http.pipelined-16"),
    CLOSE_IGNORED("Connection: close answered, the connection left open", "http.connection-close"),
    HEADERS_TOO_LARGE_400("400 instead of 431 for a head too large", "badinput.huge-headers-431"),
    IMAGE_EMPTY_STRING("author image \"\" instead of null", "conduit.list-page", "conduit.article", "conduit.favorite"),
    FAVORITES_COUNT_STRING(
            "favoritesCount as a string",
            "conduit.list-page",
            "conduit.article",
            "conduit.favorite",
            "conduit.favorite-twice",
            "conduit.favorite-stored"),
    LIST_OLDEST_FIRST(
            "the list oldest first",
            "conduit.list-page",
            "conduit.list-defaults",
            "conduit.list-limit-offset",
            "conduit.list-last-page",
            "conduit.list-favorited"),
    BODY_IN_LIST("body inside the list", "conduit.list-page"),
    TAGS_UNSORTED("tagList not sorted", "conduit.list-page", "conduit.article"),
    ARTICLES_COUNT_PAGE_SIZE(
            "articlesCount = the page size",
            "conduit.list-page",
            "conduit.list-defaults",
            "conduit.list-limit-offset",
            "conduit.list-last-page",
            "conduit.list-favorited",
            "conduit.list-past-the-end"),
    FAVORITED_IGNORES_TOKEN(
            "favorited false whatever the token (a favorite's own answer still says true)",
            "conduit.list-favorited",
            "conduit.article-favorited",
            "conduit.favorite-stored"),
    BAD_LIMIT_500(
            "500 for a bad limit or offset",
            "conduit.list-limit-negative",
            "conduit.list-limit-not-a-number",
            "conduit.list-limit-fraction",
            "conduit.list-offset-negative",
            "conduit.list-offset-not-a-number",
            "conduit.list-offset-fraction"),
    WRITE_403(
            "403 instead of 401 without a valid token",
            "conduit.write-no-authorization",
            "conduit.write-bearer-scheme",
            "conduit.write-no-scheme",
            "conduit.write-unknown-token",
            "conduit.write-empty-token",
            "conduit.write-sql-token",
            "conduit.list-bad-token-401",
            "conduit.article-bad-token-401",
            "conduit.comment-no-token-401"),
    COMMENT_NOT_STORED(
            "a comment acknowledged but not stored",
            "conduit.comment-stored",
            "conduit.sql-as-data",
            "conduit.concurrent-writes"),
    FAVORITE_COUNTED_TWICE("a second favorite counted again", "conduit.favorite-twice"),
    TIMESTAMP_NO_MILLIS("a new comment's timestamp without milliseconds", "conduit.comment"),
    COMMENT_ON_MISSING_ARTICLE_OK("200 for a comment on a missing article", "conduit.comment-missing-article"),
    SLUG_CONCATENATED_INTO_SQL("the slug pasted into the SQL text", "conduit.sql-as-data"),
    SLUG_NUMBER_WRAPS("article-NNNN past the last article read as article NNNN mod 1000", "conduit.article-missing"),
    ANONYMOUS_COMMENT_AS_USER_0("a comment without Authorization written as user 0's", "conduit.comment-no-token-401"),
    FAVORITE_ANSWER_NO_TAGS("the favorite's answer with an empty tagList", "conduit.favorite"),
    ARTICLE_WITHOUT_DESCRIPTION(
            "GET /api/articles/SLUG leaves out description (its query forgot the column)", "conduit.article"),
    ANY_METHOD_ON_PLAINTEXT(
            "POST, PUT, DELETE or OPTIONS /plaintext answered 200 (OPTIONS without Allow)",
            "http.wrong-method",
            "http.options"),
    GZIP_WHEN_ASKED("gzip when the client offers it", "http.no-content-encoding"),
    ECHO_CONTENT_TYPE_MIRRORED("echo answers with the request's Content-Type", "echo.content-type"),
    MENU_NO_CHARSET("Content-Type text/html without charset=utf-8", "menu.content-type"),
    CL_AND_TE_ACCEPTED("Content-Length with Transfer-Encoding taken, chunked wins", "badinput.cl-and-te"),
    BARE_CR_ACCEPTED("a bare CR inside a header value taken as data", "badinput.bare-cr"),
    CONTENT_LENGTH_PARSE_LONG(
            "Content-Length read by Long.parseLong, so +3 and -3 pass",
            "badinput.content-length-plus-sign",
            "badinput.content-length-negative"),
    CONTENT_LENGTH_LEADING_DIGITS(
            "Content-Length read up to its first non-digit, so 3x is 3", "badinput.content-length-trailing-letter"),
    IDLE_NEVER_CLOSED("a silent connection kept open for ever", "badinput.idle-timeout"),
    SSE_COUNT_UNBOUNDED("a count above 4294967295 accepted", "sse.bad-signals-too-large"),
    EMPTY_COMMENT_ACCEPTED("an empty comment body stored", "conduit.comment-body-empty"),
    FAVORITE_NOT_STORED(
            "a favorite acknowledged but not stored", "conduit.favorite-stored", "conduit.concurrent-writes"),
    BAD_CHUNK_SIZE_500("500 for a chunk size that is not hex", "badinput.bad-chunk-size"),
    HEADER_WITHOUT_COLON_SKIPPED("a header line without a colon skipped", "badinput.header-without-colon"),
    REQUEST_LINE_EXTRA_IGNORED("a request line's fourth part ignored", "badinput.request-line-four-parts"),
    NUL_IN_VALUE_ACCEPTED("a NUL inside a header value taken as data", "badinput.nul-in-header"),
    LAST_CONTENT_LENGTH_WINS("two different Content-Lengths: the last one read", "badinput.two-content-lengths"),
    MISSING_ARTICLE_NULL_200(
            "200 {\"article\":null} for no such article", "conduit.article-missing", "conduit.sql-as-data"),
    FAVORITE_MISSING_ARTICLE_500("500 for a favorite on no such article", "conduit.favorite-missing-article"),
    ECHO_EMPTY_411("411 for an echo without a body", "echo.empty"),
    ECHO_TEXT_PLAIN("echo answers Content-Type text/plain", "echo.content-type"),
    HEAD_405(
            "HEAD answered 405, as an unknown method",
            "http.head-plaintext",
            "http.head-menu",
            "http.head-sse",
            "conduit.head-list",
            "conduit.head-article",
            "http.head-content-length"),
    OPTIONS_WITHOUT_ALLOW("OPTIONS answered 405 without Allow", "http.options"),
    ABSOLUTE_FORM_400("an absolute-form target refused with 400", "http.target-absolute-form"),
    TARGET_NOT_CHECKED(
            "any target taken as a path: *, a fragment, raw non-ASCII bytes all 404",
            "http.target-asterisk-400",
            "http.target-fragment-400",
            "http.target-non-ascii-400"),
    READ_BAD_TOKEN_ANONYMOUS(
            "an unknown or malformed token on the reads taken as no token",
            "conduit.list-bad-token-401",
            "conduit.article-bad-token-401"),
    BLANK_COMMENT_ACCEPTED("a comment body of whitespace stored", "conduit.comment-body-blank"),
    COMMENT_ERROR_MESSAGE(
            "422 {\"errors\":{\"comment\":[\"is invalid\"]}} instead of RealWorld's can't be blank",
            "conduit.comment-body-missing",
            "conduit.comment-body-empty",
            "conduit.comment-body-blank",
            "conduit.comment-body-not-string"),
    COMMENT_BAD_JSON_400("400 for a comment request whose JSON does not parse", "conduit.comment-json-broken"),
    SLOW_HEAD_WAITS("a request head read for as long as bytes keep coming", "badinput.slow-head"),
    NOT_FOUND_CLOSE_DELIMITED("a 404 without Content-Length, ended by closing the connection", "http.framing"),
    COMMENT_LOST_ONE_IN_FIFTY(
            "one in fifty of the load check's comments (body \"Load ...\") acknowledged, never stored",
            "conduit.concurrent-writes"),
    WRITES_500(
            "every comment and favorite answered 500, nothing stored (the profiles' fault)",
            "durability.sigkill.acknowledged-enough",
            "durability.sigkill.no-5xx",
            "durability.sigterm.acknowledged-enough",
            "durability.sigterm.no-5xx",
            "soak.errors"),
    DRAIN_WRITES_500(
            "for 1 s after SIGTERM, new writes answered 500 instead of the 503 a drain may send (launch mode only)",
            "durability.sigterm.no-5xx"),
    // a fault for every durability and soak step (issue 38); the h2c steps run the same code over h2c
    SCHEMA_WITHOUT_IF_NOT_EXISTS(
            "the schema created at start by CREATE TABLE without IF NOT EXISTS: on the seeded file its"
                    + " tables exist, so it never starts (exit 1)",
            "durability.start",
            "soak.start"),
    INDEX_WITHOUT_IF_NOT_EXISTS(
            "an index of its own created at start without IF NOT EXISTS: the first start adds it, a"
                    + " restart on the same file fails (exit 1)",
            "durability.sigkill.restart"),
    COMMITTED_ONLY_AT_EXIT(
            "writes acknowledged inside one open transaction, committed only when the database is closed at"
                    + " SIGTERM: a SIGKILL loses every one",
            "durability.sigkill.acknowledged-kept"),
    WAL_DELETED_AT_EXIT(
            "checkpoints left to the close (wal_autocheckpoint 0), and at SIGTERM the -wal and -shm files"
                    + " deleted as leftovers and the process halted without closing the database: every write since the start lost",
            "durability.sigterm.acknowledged-kept"),
    DATABASE_FILE_SCRIBBLED(
            "after its first write, a log record written into the database file instead of its log (over"
                    + " the root page of articles_by_created, an index writes never use): the file fails integrity_check from then on",
            "durability.sigkill.integrity",
            "durability.sigterm.integrity"),
    DRAIN_CLOSES_AT_ONCE(
            "for 1 s after SIGTERM, each write is applied and its connection closed before the answer (a drain"
                    + " that cuts requests in flight; closing every socket at once cut none in one run of two)",
            "durability.sigterm.drain"),
    EXITS_AFTER_500_REQUESTS(
            "a leftover benchmark switch: the process exits (status 0) after its 500th request; growth"
                    + " cannot be judged without the process",
            "soak.alive",
            "soak.errors",
            "soak.rss",
            "soak.fds"),
    MEMORY_KEPT_PER_REQUEST("every request logged as a 16 KiB record into a list that is never trimmed", "soak.rss"),
    CLIENT_CLOSED_CONNECTIONS_KEPT(
            "a connection the client closed first is never closed nor dropped from the set of open"
                    + " connections: its descriptor leaks (CLOSE_WAIT)",
            "soak.fds"),
    SIGTERM_IGNORED("SIGTERM starts a drain that never ends (launch mode only)", "process.sigterm"),
    EXIT_NONZERO(
            "exits 143, the JVM's own status after SIGTERM, instead of 0 (launch mode only)",
            "process.sigterm",
            "durability.sigterm.exit-0",
            "soak.sigterm"),
    WRITES_LOST_ON_SIGTERM(
            "writes committed in batches of 1,000, the last batch dropped at exit (launch mode only)",
            "process.writes-kept"),
    READY_TOO_LATE("listens only after 12 s (launch mode only)", "process.ready"),
    BAD_DATABASE_EXIT_1(
            "a file that is not SQLite found only when opened: exit 1 (launch mode only)", "process.bad-database"),
    UNKNOWN_FLAG_USAGE(
            "an unknown flag answered with a usage text of several lines (launch mode only)", "process.unknown-flag"),
    SILENT_START("nothing on stderr about where it listens (launch mode only)", "process.says-where-it-listens"),
    HOST_MISSING_ACCEPTED("an HTTP/1.1 request without Host served", "robust.host.missing"),
    HOST_REPEATED_FIRST_WINS("two Host lines: the first one taken", "robust.host.twice"),
    HOST_USERINFO_ACCEPTED("user@ in Host dropped instead of refused", "robust.host.userinfo"),
    TE_CHUNKED_ANYWHERE(
            "any Transfer-Encoding that mentions chunked read as chunked",
            "robust.te.chunked-not-last",
            "robust.te.gzip-chunked",
            "robust.te.chunked-twice-list",
            "robust.te.chunked-twice-lines"),
    OBS_FOLD_UNFOLDED("a folded header line joined to the one before", "robust.field.obs-fold", "robust.te.obs-fold"),
    NAME_WHITESPACE_TRIMMED(
            "whitespace between a header name and its colon dropped",
            "robust.field.space-before-colon",
            "robust.field.tab-before-colon",
            "robust.te.space-before-colon"),
    CHUNK_SIZE_TRIMMED(
            "whitespace around a chunk size dropped",
            "robust.chunk.size-space-after",
            "robust.chunk.size-space-before",
            "robust.chunk.size-tab-after"),
    CHUNK_SIZE_SIGN_TAKEN(
            "a + before a chunk size taken, as Integer.parseUnsignedInt(s, 16) does", "robust.chunk.size-plus-sign"),
    CHUNK_SIZE_0X_SKIPPED("a 0x before a chunk size skipped", "robust.chunk.size-0x"),
    CHUNK_SIZE_LETTERS_DROPPED(
            "letters after a chunk size's hex digits dropped, so 5z is 5", "robust.chunk.size-hex-then-letters"),
    CHUNK_SIZE_BAD_ENDS_BODY(
            "a chunk-size line without a hex digit read as the last chunk: the body ends there, and what follows"
                    + " is read as the next request (a desync)",
            "robust.chunk.size-not-hex-then-request"),
    CONTINUE_TO_HTTP10("100 Continue sent to an HTTP/1.0 client that asked for it", "robust.expect.http10-no-continue"),
    WRONG_METHOD_405_WITHOUT_ALLOW("405 for a method a path does not serve, without Allow", "http.wrong-method"),
    CHUNK_EXTENSION_UNCHECKED(
            "anything after ; in a chunk-size line taken as an extension",
            "robust.chunk.ext-bare-semicolon",
            "robust.chunk.ext-control",
            "robust.chunk.ext-no-name",
            "robust.chunk.ext-empty-value",
            "robust.chunk.ext-unterminated-quote",
            "robust.chunk.ext-value-not-token"),
    FRAGMENT_STRIPPED("a #fragment in the target cut off and the rest served", "robust.target.fragment"),
    VERSION_ANY_CASE("the HTTP version read without regard to case", "robust.line.lower-case-version"),
    NO_HEAD_DEADLINE("a head that trickles in is waited for as long as bytes keep coming", "robust.slow.head-trickle"),
    GET_BODY_IGNORED(
            "a GET's Content-Length body not read, so it is parsed as the next request",
            "robust.pipeline.get-with-body"),
    CL_LIST_FIRST_WINS("Content-Length: 3, 4 read as its first element", "robust.cl.list-different"),
    CONTINUE_BEFORE_LIMIT("100 Continue sent before the announced length is checked", "robust.limit.expect-over"),
    BAD_PORT_STACK_TRACE(
            "a port that is not a number ends in a stack trace and exit 1 (launch mode only)", "process.bad-port"),
    BIND_FAILURE_EXIT_2(
            "an address it cannot listen on ends in exit 2, as a bad argument (launch mode only)",
            "process.port-in-use",
            "process.address-not-local"),
    NO_DATABASE_SILENT("nothing on stderr when started without --database (launch mode only)", "process.no-database"),
    OPTIONS_ASTERISK_400(
            "OPTIONS * refused with 400, as asterisk-form with any other method is", "http.options-asterisk"),
    HEAD_NO_CONTENT_LENGTH(
            "HEAD answered without Content-Length (RFC 9110 §9.3.2 allows it, so only the SHOULD fails)",
            "http.head-content-length"),
    HEAD_CONTENT_LENGTH_ZERO(
            "HEAD answered with Content-Length: 0, the length of the body it leaves out instead of GET's",
            "http.head-plaintext",
            "http.head-menu",
            "conduit.head-list",
            "conduit.head-article",
            "http.head-content-length"),
    HOST_EMPTY_ACCEPTED("an empty Host served", "robust.host.empty"),
    HOST_VALUE_UNCHECKED(
            "any one Host value served, whatever its syntax",
            "robust.host.list",
            "robust.host.bad-characters",
            "robust.host.bad-port",
            "robust.host.userinfo",
            "robust.host.empty",
            "robust.host.invalid-space",
            "robust.host.invalid-ipv6-unclosed",
            "robust.host.invalid-slash",
            "robust.host.invalid-port-range"),
    HOST_PORT_UNBOUNDED("a Host port above 65535 served", "robust.host.invalid-port-range"),
    CHUNK_EXTENSION_REFUSED(
            "every chunk extension refused with 400, well-formed ones too",
            "robust.chunk.ext-quoted",
            "robust.chunk.ext-valid"),
    CONTENT_LENGTH_SATURATED(
            "a Content-Length past 2^63-1 taken as the largest long, so 413 instead of 400",
            "robust.cl.twenty-digits",
            "robust.cl.past-long-max"),
    CHUNK_SIZE_SATURATED(
            "a chunk size past 2^63-1 taken as the largest long, so 413 instead of 400",
            "robust.chunk.size-overflow",
            "robust.chunk.size-past-long-max"),
    // Content-Length (issue 38: a fault for every robustness case)
    CONTENT_LENGTH_REFUSED_KEPT_OPEN(
            "Content-Length lines joined and matched against 0|[1-9][0-9]*; a miss answered 400 with"
                    + " the connection kept open, so the body is read as the next request",
            "robust.cl.two-different",
            "robust.cl.list-different",
            "robust.cl.two-same",
            "robust.cl.list-same",
            "robust.cl.leading-zeros",
            "robust.cl.plus-sign",
            "robust.cl.negative",
            "robust.cl.hex",
            "robust.cl.decimal",
            "robust.cl.space-inside",
            "robust.cl.empty",
            "robust.cl.letters"),
    CONTENT_LENGTH_OVER_TRANSFER_ENCODING(
            "Content-Length and Transfer-Encoding together: Content-Length taken, Transfer-Encoding"
                    + " ignored (CL.TE)",
            "robust.cl-te.both",
            "robust.cl-te.te-first",
            "robust.cl-te.smuggled-get",
            "robust.cl-te.cl-zero",
            "robust.pipeline.valid-then-cl-te"),
    // Transfer-Encoding
    TRANSFER_ENCODING_EQUALS_CHUNKED(
            "Transfer-Encoding compared case-sensitively to \"chunked\", any other value ignored and the"
                    + " body framed as if it were absent",
            "robust.te.chunked-not-last",
            "robust.te.gzip-chunked",
            "robust.te.unknown",
            "robust.te.misspelt",
            "robust.te.identity",
            "robust.te.chunked-twice-list",
            "robust.te.chunked-twice-lines",
            "robust.te.upper-case"),
    VALUE_TRIMMED(
            "a header value trimmed by String.trim, which strips every byte up to the space, \\x0B included, before"
                    + " it is checked",
            "robust.te.vertical-tab"),
    HTTP10_KEPT_ALIVE("an HTTP/1.0 connection kept open after the answer, as an HTTP/1.1 one is", "robust.te.http10"),
    // chunks
    CHUNK_SIZE_PARSE_LONG(
            "a chunk-size line read by Long.parseLong(line, 16): a sign is taken, an extension or any other"
                    + " byte it cannot read escapes as a 500",
            "robust.chunk.size-not-hex",
            "robust.chunk.size-0x",
            "robust.chunk.size-negative",
            "robust.chunk.size-empty",
            "robust.chunk.size-space-after",
            "robust.chunk.size-plus-sign",
            "robust.chunk.size-space-before",
            "robust.chunk.size-tab-after",
            "robust.chunk.size-hex-then-letters",
            "robust.chunk.size-not-hex-then-request",
            "robust.chunk.size-overflow",
            "robust.chunk.size-past-long-max",
            "robust.chunk.ext-bare-semicolon",
            "robust.chunk.ext-no-name",
            "robust.chunk.ext-empty-value",
            "robust.chunk.ext-unterminated-quote",
            "robust.chunk.ext-value-not-token",
            "robust.chunk.ext-control",
            "robust.chunk.ext-quoted",
            "robust.chunk.ext-valid"),
    CHUNK_LINE_READ_TO_LF(
            "a chunk-size line read up to LF, a CR before it dropped, cut at its first ; (the extension never"
                    + " looked at, nor its length)",
            "robust.chunk.ext-nul",
            "robust.chunk.ext-bare-cr",
            "robust.chunk.ext-long",
            "robust.chunk.bare-lf-after-size",
            "robust.chunk.ext-bare-semicolon",
            "robust.chunk.ext-no-name",
            "robust.chunk.ext-empty-value",
            "robust.chunk.ext-unterminated-quote",
            "robust.chunk.ext-value-not-token",
            "robust.chunk.ext-control"),
    CHUNK_DATA_END_UNCHECKED(
            "after a chunk's data, the rest of the line read and dropped, so helloXX passes as hello",
            "robust.chunk.data-not-crlf"),
    CHUNKED_READ_UNTIL_DRY(
            "a chunked body read as far as the bytes already arrived (an empty buffer after a chunk taken for"
                    + " its end), with no size limit of its own",
            "robust.chunk.no-last-chunk",
            "robust.limit.body-chunked"),
    // the head
    LINES_AS_BUFFERED_READER(
            "lines ended by CR, LF or CRLF, as BufferedReader.readLine ends them",
            "robust.head.bare-lf",
            "robust.head.bare-cr",
            "robust.chunk.bare-lf-after-size",
            "robust.chunk.bare-cr-after-size",
            "robust.chunk.data-bare-lf"),
    CONTROL_BYTES_IN_HEAD_KEPT(
            "the head checked against a list of separators, not the bytes its grammar allows: a lone CR or"
                    + " LF, a NUL, any control byte passes in names and values",
            "robust.field.bare-cr",
            "robust.field.bare-lf",
            "robust.field.nul-value",
            "robust.field.nul-name",
            "robust.field.control-value",
            "robust.field.del-value",
            "robust.head.bare-lf"),
    HEADER_LINE_SPLIT_AT_COLON(
            "a header line split at its first colon, the name unchecked, a line without a colon skipped",
            "robust.field.empty-name",
            "robust.field.no-colon",
            "robust.field.space-in-name",
            "robust.field.non-token-name",
            "robust.field.leading-whitespace",
            "robust.field.space-before-colon",
            "robust.field.tab-before-colon",
            "robust.field.obs-fold",
            "robust.te.space-before-colon",
            "robust.chunk.trailer-no-colon"),
    // request line, method, target, Host
    HOST_REQUIRED_FOR_HTTP10("Host required of HTTP/1.0 requests too", "robust.host.http10-none"),
    VERSION_PREFIX_ONLY(
            "the version checked only for its HTTP/ prefix, anything after it served as HTTP/1.1",
            "robust.line.version-garbage",
            "robust.line.version-no-dot",
            "robust.line.version-2"),
    VERSION_EXACT_MATCH("only HTTP/1.0 and HTTP/1.1 taken, HTTP/1.2 refused with 400", "robust.line.version-1-2"),
    HTTP09_SERVED("a request line without a version served as HTTP/1.0", "robust.line.http09"),
    REQUEST_LINE_TOKENIZED(
            "the request line read by a StringTokenizer: runs of whitespace split it, a fourth part ignored",
            "robust.line.leading-space",
            "robust.line.four-parts",
            "robust.line.double-space"),
    METHOD_DEFAULTS_TO_GET(
            "the method never checked: anything but POST, HEAD and OPTIONS served as GET",
            "robust.method.non-token",
            "robust.method.lower-case",
            "robust.method.unknown"),
    TARGET_READ_BY_URI(
            "the target read by java.net.URI, not checked: its path served whatever the form, its exceptions a 500",
            "robust.method.connect",
            "robust.target.asterisk",
            "robust.target.no-slash",
            "robust.target.non-ascii",
            "robust.target.control",
            "robust.target.fragment"),
    ORIGIN_FORM_ONLY(
            "a target that does not start with / refused with 400, absolute-form too", "robust.target.absolute-form"),
    // limits, slow bodies, pipelining
    HEAD_UNBOUNDED(
            "the head read with no size limit: request line, header lines, chunk-size lines",
            "robust.limit.target-9kib",
            "robust.limit.one-header-17kib",
            "robust.limit.header-section-20kib",
            "robust.chunk.ext-long"),
    HEADER_ARRAY_OF_100(
            "headers kept in an array of 100: the 101st an ArrayIndexOutOfBoundsException, a 500",
            "robust.limit.header-count-1000"),
    CONTENT_LENGTH_LIMIT_AFTER_READ(
            "the 1 MiB limit checked on the body read, not on the announced length: 2 MiB is waited"
                    + " for (and asked for, after Expect: 100-continue)",
            "robust.limit.body-2mib",
            "robust.limit.expect-over"),
    BODY_ONE_READ(
            "a Content-Length body taken from one read() call, so a body cut short is served as it is",
            "robust.slow.body-short"),
    PIPELINED_BYTES_DROPPED(
            "bytes that came after a request in the same read dropped (one request per read)",
            "robust.pipeline.valid-then-garbage",
            "robust.pipeline.valid-then-cl-te"),
    SQL_BY_CONCATENATION(
            "the slug, the token and a comment's body pasted into the SQL text",
            "robust.sql.slug",
            "robust.sql.token",
            "robust.sql.comment-body");

    private final String description;
    private final Set<String> trips;

    Fault(String description, String... trips) {
        this.description = description;
        this.trips = Set.of(trips);
    }

    public String description() {
        return description;
    }

    /** The ids of the kit's checks this fault must fail, and the only ones. */
    public Set<String> trips() {
        return trips;
    }

    /** Faults the durability and soak profiles catch (ids {@code durability.*}, {@code soak.*}): {@code teeth/ProfileTeethTest}. */
    public boolean profile() {
        return trips.stream().allMatch(Fault::isProfileStep);
    }

    /**
     * The ids this fault fails in one profile ({@code "durability."}, {@code "soak."}, {@code "process."}):
     * a process fault can also fail a profile's steps (EXIT_NONZERO fails every SIGTERM step).
     */
    public Set<String> trips(String prefix) {
        return trips.stream().filter(id -> id.startsWith(prefix)).collect(Collectors.toCollection(TreeSet::new));
    }

    private static boolean isProfileStep(String id) {
        return id.startsWith("durability.") || id.startsWith("soak.");
    }

    /** Faults the robustness profile catches (their ids start with {@code robust.}); the kit's own teeth leave them out. */
    public boolean robustness() {
        return trips.stream().allMatch(id -> id.startsWith("robust."));
    }

    /** Faults of the process itself, visible only when the kit launches the server. */
    public boolean processOnly() {
        return PROCESS.contains(this);
    }

    private static final Set<Fault> PROCESS = Set.of(
            SIGTERM_IGNORED,
            EXIT_NONZERO,
            WRITES_LOST_ON_SIGTERM,
            READY_TOO_LATE,
            BAD_DATABASE_EXIT_1,
            UNKNOWN_FLAG_USAGE,
            SILENT_START,
            BAD_PORT_STACK_TRACE,
            BIND_FAILURE_EXIT_2,
            NO_DATABASE_SILENT);
}
