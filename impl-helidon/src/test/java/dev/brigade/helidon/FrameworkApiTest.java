package dev.brigade.helidon;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.helidon.common.buffers.DataReader;
import io.helidon.webserver.ConnectionContext;
import io.helidon.webserver.http.spi.SinkProvider;
import io.helidon.webserver.http1.Http1ConnectionListener;
import io.helidon.webserver.spi.ServerConnectionSelector;

/**
 * Issue 22's rule, as tests: the server meets the contract through Helidon's public API (routing,
 * filters, error and direct handlers, configuration) only. No class from an {@code impl} or
 * {@code internal} package; none of the connection-level SPIs re-implemented (the connection, its
 * selector and reader, the HTTP/1 parser's listeners, a global sink provider); no thread of ours
 * watching Helidon's; no JDK-internal class ({@code sun.misc.Signal} was one): SIGTERM goes through
 * Helidon's shutdown hook.
 */
@AnalyzeClasses(packages = "dev.brigade.helidon", importOptions = ImportOption.DoNotIncludeTests.class)
class FrameworkApiTest {

    @ArchTest
    static final ArchRule noImplOrInternalPackages = noClasses()
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("..impl..", "..internal..")
            .because("a framework's impl and internal packages are not its API");

    @ArchTest
    static final ArchRule noJdkInternals = noClasses()
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("sun..", "com.sun..")
            .because("the JDK's internal classes are not its API; Helidon's shutdown hook handles SIGTERM");

    @ArchTest
    static final ArchRule noConnectionLayerOfOurOwn = noClasses()
            .should()
            .beAssignableTo(ConnectionContext.class)
            .orShould()
            .beAssignableTo(ServerConnectionSelector.class)
            .orShould()
            .beAssignableTo(DataReader.class)
            .orShould()
            .beAssignableTo(Http1ConnectionListener.class)
            .orShould()
            .beAssignableTo(SinkProvider.class)
            .because("Helidon's HTTP/1 connection reads and parses requests as it ships");

    /** Restoring one's own interrupt status ({@code Thread.currentThread().interrupt()}) is the one call allowed. */
    @ArchTest
    static final ArchRule noThreadsOfOurOwn = noClasses()
            .should()
            .callMethod(Thread.Builder.class, "start", Runnable.class)
            .orShould()
            .callMethod(Thread.class, "start")
            .orShould()
            .callMethod(Thread.class, "ofVirtual")
            .orShould()
            .callMethod(Thread.class, "ofPlatform")
            .because("a thread of ours watching Helidon's connections is how they got interrupted before");
}
