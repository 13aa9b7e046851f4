package dev.brigade.race;

import java.util.List;
import java.util.Locale;

/**
 * Horizontal bar charts as inline SVG: side-by-side panels over the same rows (requests/s beside
 * p99), or groups stacked one under the other, each group on its own scale.
 */
final class SvgBars {

    record Bar(String label, String color, double value, String text) {}

    record Panel(String title, List<Bar> bars) {}

    // shared with SvgStacked, so the stacked CPU bars line up with the other charts
    static final int LABEL_WIDTH = 104;
    static final int ROW = 28;
    static final int BAR = 18;
    static final int HEAD = 26;
    private static final int GAP = 28;
    private static final int TEXT_ROOM = 86;

    private SvgBars() {}

    /** Panels side by side; every panel holds the same rows, in the same order. */
    static String panels(int width, List<Panel> panels) {
        int rows = panels.getFirst().bars().size();
        int height = HEAD + rows * ROW + 6;
        int panelWidth = (width - LABEL_WIDTH - GAP * (panels.size() - 1)) / panels.size();
        StringBuilder svg = open(width, height);
        for (int r = 0; r < rows; r++) {
            label(svg, panels.getFirst().bars().get(r).label(), HEAD + r * ROW);
        }
        for (int p = 0; p < panels.size(); p++) {
            Panel panel = panels.get(p);
            int x0 = LABEL_WIDTH + p * (panelWidth + GAP);
            svg.append(text(x0, 16, "title", panel.title()));
            double max = panel.bars().stream().mapToDouble(Bar::value).max().orElse(0);
            svg.append(line(x0, HEAD - 4, x0, HEAD + rows * ROW));
            for (int r = 0; r < rows; r++) {
                bar(svg, panel.bars().get(r), x0, HEAD + r * ROW, panelWidth - TEXT_ROOM, max);
            }
        }
        return svg.append("</svg>").toString();
    }

    /** One group per heading, stacked; each group scaled to its own largest bar. */
    static String groups(int width, List<Panel> groups) {
        int height = 4;
        for (Panel g : groups) {
            height += HEAD + g.bars().size() * ROW + 8;
        }
        StringBuilder svg = open(width, height);
        int y = 4;
        for (Panel g : groups) {
            svg.append(text(LABEL_WIDTH, y + 16, "title", g.title()));
            y += HEAD;
            double max = g.bars().stream().mapToDouble(Bar::value).max().orElse(0);
            svg.append(line(LABEL_WIDTH, y - 4, LABEL_WIDTH, y + g.bars().size() * ROW));
            for (Bar b : g.bars()) {
                label(svg, b.label(), y);
                bar(svg, b, LABEL_WIDTH, y, width - LABEL_WIDTH - TEXT_ROOM, max);
                y += ROW;
            }
            y += 8;
        }
        return svg.append("</svg>").toString();
    }

    /** The opening tag of an inline chart that scales to the page's width. */
    static StringBuilder open(int width, int height) {
        return new StringBuilder()
                .append(String.format(
                        Locale.ROOT,
                        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"100%%\" role=\"img\">",
                        width,
                        height));
    }

    private static void label(StringBuilder svg, String label, int rowTop) {
        svg.append(String.format(
                Locale.ROOT,
                "<text class=\"label\" x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>",
                LABEL_WIDTH - 10,
                rowTop + BAR - 4,
                escape(label)));
    }

    private static void bar(StringBuilder svg, Bar b, int x0, int rowTop, int room, double max) {
        double length = max > 0 ? Math.max(b.value() > 0 ? 2 : 0, b.value() / max * room) : 0;
        svg.append(String.format(
                Locale.ROOT,
                "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" rx=\"3\" fill=\"%s\"><title>%s: %s</title></rect>",
                x0 + 1,
                rowTop,
                length,
                BAR,
                b.color(),
                escape(b.label()),
                escape(b.text())));
        svg.append(String.format(
                Locale.ROOT,
                "<text class=\"value\" x=\"%.1f\" y=\"%d\">%s</text>",
                x0 + length + 7,
                rowTop + BAR - 4,
                escape(b.text())));
    }

    private static String text(int x, int y, String cls, String s) {
        return String.format(Locale.ROOT, "<text class=\"%s\" x=\"%d\" y=\"%d\">%s</text>", cls, x, y, escape(s));
    }

    private static String line(int x1, int y1, int x2, int y2) {
        return String.format(
                Locale.ROOT, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>", x1, y1, x2, y2);
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
