package dev.brigade.micronaut;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.micronaut.http.HttpRequest;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.ByteToMessageDecoder;
import io.netty.handler.codec.MessageToByteEncoder;
import io.netty.handler.codec.MessageToMessageCodec;
import io.netty.handler.codec.MessageToMessageDecoder;
import io.netty.handler.codec.MessageToMessageEncoder;

/**
 * Issue 22's rule, as tests: the server meets the contract through Micronaut's public API only. No
 * class from an {@code impl} or {@code internal} package, no Netty codec of our own or in place of
 * Micronaut's, no handler removed or swapped out of the pipeline Micronaut builds, and no request
 * of our own making (a wrapper or a rewritten request before the router).
 */
@AnalyzeClasses(packages = "dev.brigade.micronaut", importOptions = ImportOption.DoNotIncludeTests.class)
class FrameworkApiTest {

    /** Micronaut's annotation processors write classes named from "$"; they are Micronaut's code, not ours. */
    private static final com.tngtech.archunit.lang.syntax.elements.GivenClassesConjunction OURS =
            noClasses().that().haveSimpleNameNotStartingWith("$");

    @ArchTest
    static final ArchRule noImplOrInternalPackages = OURS.should()
            .dependOnClassesThat()
            .resideInAnyPackage("..impl..", "..internal..")
            .because("a framework's impl and internal packages are not its API");

    @ArchTest
    static final ArchRule noJdkInternals = OURS.should()
            .dependOnClassesThat()
            .resideInAnyPackage("sun..", "com.sun..")
            .because("shutdown and everything else go through Micronaut's lifecycle, not the JDK's internals");

    @ArchTest
    static final ArchRule noCodecOfOurOwn = OURS.should()
            .beAssignableTo(ByteToMessageDecoder.class)
            .orShould()
            .beAssignableTo(MessageToMessageDecoder.class)
            .orShould()
            .beAssignableTo(MessageToMessageCodec.class)
            .orShould()
            .beAssignableTo(MessageToByteEncoder.class)
            .orShould()
            .beAssignableTo(MessageToMessageEncoder.class)
            .because("Micronaut's HTTP/1.1 codec is Netty's, as it ships");

    @ArchTest
    static final ArchRule noHandlerReplaced = OURS.should()
            .callMethodWhere(
                    target(owner(assignableTo(ChannelPipeline.class))).and(target(nameMatching("replace.*|remove.*"))))
            .because("handlers may be added beside Micronaut's, never in their place");

    @ArchTest
    static final ArchRule noRequestOfOurOwn = OURS.should()
            .implement(HttpRequest.class)
            .orShould()
            .implement(io.netty.handler.codec.http.HttpRequest.class)
            .orShould()
            .callMethod(io.netty.handler.codec.http.HttpRequest.class, "setUri", String.class)
            .orShould()
            .callMethod(
                    io.netty.handler.codec.http.HttpRequest.class,
                    "setMethod",
                    io.netty.handler.codec.http.HttpMethod.class)
            .because("the router sees the request Micronaut decoded, unchanged");
}
