package dev.brigade.vertx;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.vertx.core.VerticleBase;

/**
 * The server stands on Vert.x's public API only (issue 22): no class from a package Vert.x or Netty
 * keeps to itself, no Netty handler or codec of its own in the connection's pipeline, no framework
 * interface or service provider of its own, no thread interrupted, no JDK-internal class.
 */
@AnalyzeClasses(packages = "dev.brigade.vertx", importOptions = ImportOption.DoNotIncludeTests.class)
class FrameworkApiTest {

    @ArchTest
    static final ArchRule noImplOrInternalPackages = noClasses()
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("..impl..", "..internal..")
            .because("impl and internal packages are not the framework's public API");

    @ArchTest
    static final ArchRule noNettyPipeline = noClasses()
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("io.netty.channel..", "io.netty.buffer..")
            .orShould()
            .dependOnClassesThat()
            .haveSimpleNameEndingWith("Decoder")
            .orShould()
            .dependOnClassesThat()
            .haveSimpleNameEndingWith("Encoder")
            .orShould()
            .dependOnClassesThat()
            .haveSimpleNameEndingWith("Codec")
            .because("the request is parsed by Vert.x's own decoder, as it ships");

    /** The verticle extends VerticleBase, as Vert.x's guide shows; nothing else takes a framework type's place. */
    @ArchTest
    static final ArchRule noFrameworkInterfaceOrServiceOfItsOwn = noClasses()
            .that()
            .areNotAssignableTo(VerticleBase.class)
            .should()
            .implement(JavaClass.Predicates.resideInAnyPackage("io.vertx..", "io.netty.."))
            .orShould()
            .dependOnClassesThat()
            .resideInAnyPackage("io.vertx..spi..")
            .because("a re-implemented framework interface or a replaced service is not the framework as it ships");

    @ArchTest
    static final ArchRule noThreadInterrupted = noClasses()
            .should()
            .callMethod(Thread.class, "interrupt")
            .because("the framework's threads are the framework's to stop");

    /** Shutdown goes through a JVM shutdown hook and Vert.x's own undeploy and close, not sun.misc.Signal. */
    @ArchTest
    static final ArchRule noJdkInternals = noClasses()
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("sun..", "com.sun..")
            .because("JDK-internal classes are no public API and may go in any release");
}
