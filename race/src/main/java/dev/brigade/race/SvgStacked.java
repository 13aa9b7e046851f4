package dev.brigade.race;

import java.util.List;
import java.util.Locale;

/**
 * Stacked horizontal bars as inline SVG: one group per workload, each on its own scale, a bar per
 * server made of segments (CPU per request by thread group), the headline figure written after it.
 */
final class SvgStacked {

    record Segment(String name, String color, double value, boolean faded) {}

    record Bar(String label, List<Segment> segments, String text) {}

    record Group(String title, List<Bar> bars) {}

    private static final int LABEL_WIDTH = SvgBars.LABEL_WIDTH;
    private static final int ROW = SvgBars.ROW;
    private static final int BAR = SvgBars.BAR;
    private static final int HEAD = SvgBars.HEAD;
    // room after the bar for "18.0 µs (+4.0 µs compiler)"
    private static final int TEXT_ROOM = 190;

    private SvgStacked() {}

    static String groups(int width, List<Group> groups) {
        int height = 4
                + groups.stream()
                        .mapToInt(g -> HEAD + g.bars().size() * ROW + 8)
                        .sum();
        StringBuilder svg = SvgBars.open(width, height);
        int room = width - LABEL_WIDTH - TEXT_ROOM;
        int y = 4;
        for (Group g : groups) {
            svg.append(String.format(
                    Locale.ROOT,
                    "<text class=\"title\" x=\"%d\" y=\"%d\">%s</text>",
                    LABEL_WIDTH,
                    y + 16,
                    SvgBars.escape(g.title())));
            y += HEAD;
            double max = g.bars().stream()
                    .mapToDouble(b ->
                            b.segments().stream().mapToDouble(Segment::value).sum())
                    .max()
                    .orElse(0);
            svg.append(String.format(
                    Locale.ROOT,
                    "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>",
                    LABEL_WIDTH,
                    y - 4,
                    LABEL_WIDTH,
                    y + g.bars().size() * ROW));
            for (Bar b : g.bars()) {
                svg.append(String.format(
                        Locale.ROOT,
                        "<text class=\"label\" x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>",
                        LABEL_WIDTH - 10,
                        y + BAR - 4,
                        SvgBars.escape(b.label())));
                double x = LABEL_WIDTH + 1;
                for (Segment s : b.segments()) {
                    double length = max > 0 ? s.value() / max * room : 0;
                    svg.append(String.format(
                            Locale.ROOT,
                            "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"%s><title>%s</title></rect>",
                            x,
                            y,
                            length,
                            BAR,
                            s.color(),
                            s.faded() ? " fill-opacity=\"0.45\"" : "",
                            SvgBars.escape(b.label() + ", " + s.name() + ": " + Format.micros(s.value()))));
                    x += length;
                }
                svg.append(String.format(
                        Locale.ROOT,
                        "<text class=\"value\" x=\"%.1f\" y=\"%d\">%s</text>",
                        x + 7,
                        y + BAR - 4,
                        SvgBars.escape(b.text())));
                y += ROW;
            }
            y += 8;
        }
        return svg.append("</svg>").toString();
    }
}
