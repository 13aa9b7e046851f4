package dev.brigade.conformance.profiles;

import dev.brigade.conformance.declared.Declared;
import dev.brigade.conformance.durability.DurabilityRun;
import dev.brigade.conformance.h2robust.H2RobustnessProfile;
import dev.brigade.conformance.h2robust.H2RobustnessRun;
import dev.brigade.conformance.launch.ServerUnderTest;
import dev.brigade.conformance.robustness.RobustnessProfile;
import dev.brigade.conformance.robustness.RobustnessRun;
import dev.brigade.conformance.robustness.Setting;
import dev.brigade.conformance.run.IdGlob;
import dev.brigade.conformance.soak.SoakRun;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * {@code check --profile NAME}: the profiles beside the kit's default checks. Each takes the same
 * target as the kit (a URL, or {@code --run COMMAND} which seeds, launches and stops the server).
 */
public final class Profiles {

    /** {@code race} is the kit's own checks of the race tier (CheckCommand runs it); the others are here. */
    public static final List<String> NAMES = List.of("race", "robustness", "durability", "soak", "robustness-h2");
    /** The profiles that take a URL as well as {@code --run}: they only send requests. */
    public static final List<String> URL_PROFILES = List.of("robustness", "robustness-h2");

    private Profiles() {}

    /** Whether {@code only} selects anything in this profile. */
    public static boolean selectsSomething(String profile, IdGlob only) {
        if (profile.equals("robustness-h2")) {
            return !H2RobustnessProfile.selected(Optional.of(only)).isEmpty();
        }
        return !profile.equals("robustness")
                || !RobustnessProfile.selected(Optional.of(only)).isEmpty();
    }

    public static int run(
            String profile,
            Optional<URI> url,
            Optional<String> command,
            Optional<Path> database,
            Optional<IdGlob> only,
            Optional<Path> reportDir,
            double minutes,
            Declared declared,
            Optional<String> protocol,
            PrintStream out)
            throws IOException {
        if (!URL_PROFILES.contains(profile) && command.isEmpty()) {
            out.println("the " + profile
                    + " profile needs --run COMMAND: it starts, signals and samples the server itself");
            return 2;
        }
        if (profile.equals("soak")) {
            try {
                return SoakRun.run(command.get(), minutes, protocol, out);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 1;
            }
        }
        if (profile.equals("durability")) {
            try {
                return DurabilityRun.run(command.get(), protocol, out);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 1;
            } catch (SQLException e) {
                out.println("FAIL  durability: the database file could not be read: " + e.getMessage());
                return 1;
            }
        }
        if (url.isPresent()) {
            Setting setting = new Setting(url.get().getHost(), url.get().getPort(), database.isPresent());
            return profile.equals("robustness-h2")
                    ? H2RobustnessRun.run(setting, only, reportDir, declared.knownFailures(), out)
                    : RobustnessRun.run(setting, only, reportDir, declared, out);
        }
        try (ServerUnderTest server =
                ServerUnderTest.launch(command.orElseThrow(), Files.createTempDirectory("brigade-profile-"))) {
            if (!server.isReady()) {
                out.println("FAIL  process.ready: " + server.failure().orElse(""));
                return 1;
            }
            Setting setting = new Setting(ServerUnderTest.ADDRESS, server.port(), true);
            int status = profile.equals("robustness-h2")
                    ? H2RobustnessRun.run(setting, only, reportDir, declared.knownFailures(), out)
                    : RobustnessRun.run(setting, only, reportDir, declared, out);
            ServerUnderTest.Stopped stopped = server.stop();
            if (stopped.exitStatus().isEmpty() || stopped.exitStatus().getAsInt() != 0) {
                out.println("FAIL  process.sigterm after the profile: exit status "
                        + (stopped.exitStatus().isEmpty()
                                ? "none within 10 s"
                                : stopped.exitStatus().getAsInt()));
                return 3;
            }
            return status;
        }
    }
}
