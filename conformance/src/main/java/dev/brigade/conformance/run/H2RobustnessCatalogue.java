package dev.brigade.conformance.run;

import dev.brigade.conformance.h2robust.H2Case;
import dev.brigade.conformance.h2robust.H2Cases;
import dev.brigade.conformance.h2robust.H2RobustnessProfile;

/** The HTTP/2 robustness profile's part of {@link Catalogue}: its cases, and where its results are. */
final class H2RobustnessCatalogue {

    private H2RobustnessCatalogue() {}

    static String markdown() {
        StringBuilder out = new StringBuilder();
        out.append("\n## The HTTP/2 robustness profile's cases\n\n")
                .append("`check --profile robustness-h2` (CONTRACT.md §7.10): raw frames over h2c, each case bounded, ")
                .append("a fresh h2c and HTTP/1.1 request served after each; brigade's tier, nothing declarable. ")
                .append("The five servers' outcomes: [docs/results/20261203-h2-robustness]")
                .append("(../docs/results/20261203-h2-robustness/README.md).\n\n")
                .append("| id | level | rule | what is sent | what passes |\n|---|---|---|---|---|\n");
        for (H2Case kase : H2Cases.all()) {
            out.append("| `")
                    .append(H2RobustnessProfile.PREFIX)
                    .append(kase.id())
                    .append("` | ")
                    .append(kase.level())
                    .append(" | ")
                    .append(cell(kase.rule()))
                    .append(" | ")
                    .append(cell(kase.what()))
                    .append(" | ")
                    .append(cell(kase.expected()))
                    .append(" |\n");
        }
        return out.toString();
    }

    private static String cell(String text) {
        return text.replace("|", "\\|");
    }
}
