package dev.brigade.quarkus;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameEndingWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The server stands on Quarkus's and Vert.x's public API only (issue 22): no class from a package Vert.x or Netty
 * keeps to itself, no Netty handler or codec of its own in the connection's pipeline, and nothing of the JDK's
 * internals ({@code sun.*}, {@code com.sun.*}).
 */
@AnalyzeClasses(packages = "dev.brigade.quarkus", importOptions = ImportOption.DoNotIncludeTests.class)
class FrameworkApiTest {

    @ArchTest
    static final ArchRule noImplOrInternalPackages = noClasses()
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("..impl..", "..internal..")
            .because("impl and internal packages are not the framework's public API");

    /** The JDK's own coders (java.util.Base64's, which reads a PEM key in TlsFiles) parse no HTTP. */
    private static final DescribedPredicate<JavaClass> CODER_OUTSIDE_THE_JDK = simpleNameEndingWith("Decoder")
            .or(simpleNameEndingWith("Encoder"))
            .or(simpleNameEndingWith("Codec"))
            .and(resideOutsideOfPackage("java.."))
            .as("a decoder, encoder or codec outside the JDK");

    @ArchTest
    static final ArchRule noNettyPipeline = noClasses()
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("io.netty.channel..", "io.netty.buffer..")
            .orShould()
            .dependOnClassesThat(CODER_OUTSIDE_THE_JDK)
            .because("the request is parsed by the decoder Quarkus ships, as it ships");

    @ArchTest
    static final ArchRule noGlobalServiceOverride = noClasses()
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("io.vertx.core.spi..")
            .because("a Vert.x service (a Transport) replaced for the whole JVM is no Quarkus configuration");

    @ArchTest
    static final ArchRule noJdkInternals = noClasses()
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("sun..", "com.sun..")
            .because("SIGTERM goes through Quarkus's shutdown (Main), not a sun.misc.Signal handler");
}
