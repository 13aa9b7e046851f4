package dev.brigade.conformance;

import dev.brigade.conformance.checks.Groups;
import dev.brigade.conformance.report.JUnitXml;
import dev.brigade.conformance.report.JsonSummary;
import dev.brigade.conformance.run.CheckInfo;
import dev.brigade.conformance.run.CheckNames;
import dev.brigade.conformance.run.CheckOrder;
import dev.brigade.conformance.run.IdGlob;
import dev.brigade.conformance.run.ResultCollector;
import dev.brigade.conformance.run.RunSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.engine.JupiterTestEngine;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.PostDiscoveryFilter;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs the kit: the selected checks, as Jupiter tests through the JUnit Platform Launcher, against
 * one server (attach mode) or a server it starts itself (launch mode, {@link KitOptions#run()}).
 */
public final class Kit {

    private Kit() {}

    /** Runs the selected checks; {@code live} gets each result as it finishes. Never exits the JVM. */
    public static KitReport run(KitOptions options, Consumer<CheckResult> live) {
        ResultCollector collector = new ResultCollector(options.declared()::judge, live);
        LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request()
                .selectors(Groups.of(options.mode()).stream()
                        .map(DiscoverySelectors::selectClass)
                        .toList())
                .configurationParameters(RunSettings.parameters(options))
                .configurationParameter("junit.jupiter.displayname.generator.default", CheckNames.class.getName())
                .configurationParameter("junit.jupiter.testmethod.order.default", CheckOrder.InGroup.class.getName())
                .configurationParameter("junit.jupiter.testclass.order.default", CheckOrder.ByGroup.class.getName())
                // a last guard: every socket read already times out after 5 s
                .configurationParameter("junit.jupiter.execution.timeout.default", "60 s")
                .configurationParameter("junit.jupiter.execution.timeout.thread.mode.default", "SEPARATE_THREAD");
        options.only().map(IdGlob::of).ifPresent(glob -> request.filters(only(glob)));
        if (options.raceOnly()) {
            request.filters(raceOnly());
        }
        if (options.skipH2c()) {
            request.filters(notH2c());
        }
        LauncherDiscoveryRequest discovery = request.build();

        Launcher launcher = LauncherFactory.create(LauncherConfig.builder()
                .enableTestEngineAutoRegistration(false)
                .enableTestExecutionListenerAutoRegistration(false)
                .enablePostDiscoveryFilterAutoRegistration(false)
                .enableLauncherDiscoveryListenerAutoRegistration(false)
                .enableLauncherSessionListenerAutoRegistration(false)
                .addTestEngines(new JupiterTestEngine())
                .build());
        launcher.execute(discovery, collector);
        KitReport report = new KitReport(collector.results());
        if (options.reportDir().isPresent()) {
            try {
                // the TLS mode's reports beside the plain mode's, in a folder of their own
                java.nio.file.Path dir = options.mode() == dev.brigade.conformance.run.Mode.TLS
                        ? options.reportDir().get().resolve("tls")
                        : options.reportDir().get();
                java.nio.file.Files.createDirectories(dir);
                JUnitXml.write(report, dir);
                JsonSummary.write(report, dir);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return report;
    }

    /** Every check the kit has, in the order they run. */
    public static List<CheckInfo> checks() {
        return CheckInfo.all(Groups.ALL);
    }

    private static PostDiscoveryFilter raceOnly() {
        return descriptor -> descriptor
                .getSource()
                .filter(MethodSource.class::isInstance)
                .map(source -> CheckInfo.of(((MethodSource) source).getJavaMethod())
                        .map(info -> info.tier().race())
                        .orElse(false))
                .map(selected -> FilterResult.includedIf(
                        selected, () -> "a race check", () -> "not a race check (--profile race)"))
                .orElse(FilterResult.included("a group"));
    }

    /** The glob of the checks {@code --skip-h2c} leaves out. */
    public static final String H2C_CHECKS = "h2c.*";

    private static PostDiscoveryFilter notH2c() {
        IdGlob h2c = IdGlob.of(H2C_CHECKS);
        return descriptor -> descriptor
                .getSource()
                .filter(MethodSource.class::isInstance)
                .map(source -> CheckInfo.of(((MethodSource) source).getJavaMethod())
                        .map(info -> !info.selectedBy(h2c))
                        .orElse(true))
                .map(selected -> FilterResult.includedIf(
                        selected, () -> "not an h2c check", () -> "an h2c check, not checked (--skip-h2c)"))
                .orElse(FilterResult.included("a group"));
    }

    /** Whether a run with these options selects any check of a mode (a TLS mode with none is not launched). */
    public static boolean selectsAny(KitOptions options, dev.brigade.conformance.run.Mode mode) {
        return CheckInfo.all(Groups.of(mode)).stream()
                .filter(info -> !options.raceOnly() || info.tier().race())
                .filter(info -> !options.skipH2c() || !info.selectedBy(IdGlob.of(H2C_CHECKS)))
                .anyMatch(info ->
                        options.only().map(IdGlob::of).map(info::selectedBy).orElse(true));
    }

    private static PostDiscoveryFilter only(IdGlob glob) {
        return descriptor -> descriptor
                .getSource()
                .filter(MethodSource.class::isInstance)
                .map(source -> CheckInfo.of(((MethodSource) source).getJavaMethod())
                        .map(info -> info.selectedBy(glob))
                        .orElse(false))
                .map(selected -> FilterResult.includedIf(
                        selected,
                        () -> "selected by --only " + glob.text(),
                        () -> "not selected by --only " + glob.text()))
                .orElse(FilterResult.included("a group"));
    }
}
