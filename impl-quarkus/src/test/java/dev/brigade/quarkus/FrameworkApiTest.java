package dev.brigade.quarkus;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The server stands on Quarkus's and Vert.x's public API only (issue 22): no class from a package Vert.x or Netty
 * keeps to itself, and no Netty handler or codec of its own in the connection's pipeline.
 */
@AnalyzeClasses(packages = "dev.brigade.quarkus", importOptions = ImportOption.DoNotIncludeTests.class)
class FrameworkApiTest {

  @ArchTest
  static final ArchRule noImplOrInternalPackages = noClasses()
      .should().dependOnClassesThat().resideInAnyPackage("..impl..", "..internal..")
      .because("impl and internal packages are not the framework's public API");

  @ArchTest
  static final ArchRule noNettyPipeline = noClasses()
      .should().dependOnClassesThat().resideInAnyPackage("io.netty.channel..", "io.netty.buffer..")
      .orShould().dependOnClassesThat().haveSimpleNameEndingWith("Decoder")
      .orShould().dependOnClassesThat().haveSimpleNameEndingWith("Encoder")
      .orShould().dependOnClassesThat().haveSimpleNameEndingWith("Codec")
      .because("the request is parsed by the decoder Quarkus ships, as it ships");

  @ArchTest
  static final ArchRule noGlobalServiceOverride = noClasses()
      .should().dependOnClassesThat().resideInAnyPackage("io.vertx.core.spi..")
      .because("a Vert.x service (a Transport) replaced for the whole JVM is no Quarkus configuration");
}
