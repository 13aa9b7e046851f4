package dev.brigade.race;

import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;

/**
 * A line chart over time as inline SVG, both axes linear from zero: the warm-up curves, one line per
 * server, a dot per one-second slice.
 */
final class SvgCurves {

    record Point(double x, double y) {}

    record Series(String label, String color, List<Point> points) {}

    private static final int LEFT = 72;
    private static final int RIGHT = 14;
    private static final int TOP = 26;
    private static final int BOTTOM = 40;
    // a niceCeiling of 10, 20, 30, 40, 50 or 60 s falls in whole seconds over five
    private static final int X_TICKS = 5;
    private static final int Y_TICKS = 4;

    private SvgCurves() {}

    static String chart(
            int width, int height, String title, String xTitle, DoubleFunction<String> yText, List<Series> series) {
        List<Point> all = series.stream().flatMap(s -> s.points().stream()).toList();
        StringBuilder svg = SvgBars.open(width, height);
        svg.append(String.format(
                Locale.ROOT, "<text class=\"title\" x=\"%d\" y=\"16\">%s</text>", LEFT, SvgBars.escape(title)));
        if (all.isEmpty()) {
            return svg.append("</svg>").toString();
        }
        double xMax =
                SvgLines.niceCeiling(all.stream().mapToDouble(Point::x).max().orElse(1));
        double yMax =
                SvgLines.niceCeiling(all.stream().mapToDouble(Point::y).max().orElse(1));
        int plotW = width - LEFT - RIGHT;
        int plotH = height - TOP - BOTTOM;
        for (int i = 0; i <= Y_TICKS; i++) {
            double y = TOP + plotH - i / (double) Y_TICKS * plotH;
            svg.append(String.format(
                            Locale.ROOT,
                            "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>",
                            LEFT,
                            y,
                            LEFT + plotW,
                            y))
                    .append(String.format(
                            Locale.ROOT,
                            "<text class=\"value\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>",
                            LEFT - 6,
                            y + 4,
                            SvgBars.escape(yText.apply(yMax * i / Y_TICKS))));
        }
        for (int i = 0; i <= X_TICKS; i++) {
            svg.append(String.format(
                    Locale.ROOT,
                    "<text class=\"value\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>",
                    LEFT + i / (double) X_TICKS * plotW,
                    TOP + plotH + 17,
                    SvgBars.escape(Format.seconds(xMax * i / X_TICKS))));
        }
        svg.append(String.format(
                        Locale.ROOT,
                        "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>",
                        LEFT,
                        TOP + plotH,
                        LEFT + plotW,
                        TOP + plotH))
                .append(String.format(
                        Locale.ROOT,
                        "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>",
                        LEFT,
                        TOP,
                        LEFT,
                        TOP + plotH))
                .append(String.format(
                        Locale.ROOT,
                        "<text class=\"title\" x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>",
                        LEFT + plotW / 2,
                        height - 4,
                        SvgBars.escape(xTitle)));
        for (Series s : series) {
            StringBuilder path = new StringBuilder();
            StringBuilder dots = new StringBuilder();
            for (Point p : s.points()) {
                double x = LEFT + p.x() / xMax * plotW;
                double y = TOP + plotH - p.y() / yMax * plotH;
                path.append(path.isEmpty() ? "M" : " L").append(String.format(Locale.ROOT, "%.1f %.1f", x, y));
                dots.append(String.format(
                        Locale.ROOT,
                        "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"%s\"><title>%s</title></circle>",
                        x,
                        y,
                        s.color(),
                        SvgBars.escape(
                                s.label() + String.format(Locale.ROOT, " at %.0f s: ", p.x()) + yText.apply(p.y()))));
            }
            svg.append("<path d=\"")
                    .append(path)
                    .append("\" fill=\"none\" stroke=\"")
                    .append(s.color())
                    .append("\" stroke-width=\"2\"/>")
                    .append(dots);
        }
        return svg.append("</svg>").toString();
    }
}
