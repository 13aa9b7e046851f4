package dev.brigade.race;

import java.util.List;
import java.util.Locale;

/**
 * A line chart as inline SVG: the ladder's p99 latency (log scale, up) against the offered rate
 * (across), one line per server. A step the server did not hold is a cross; a step where the loader
 * was the limit is a hollow point.
 */
final class SvgLines {

    record Point(double x, double y, boolean held, boolean loaderBound, String title) {}

    record Line(String label, String color, List<Point> points) {}

    private static final int LEFT = 92;
    private static final int RIGHT = 20;
    private static final int TOP = 16;
    private static final int BOTTOM = 44;

    private SvgLines() {}

    static String chart(int width, int height, String xTitle, String yTitle, List<Line> lines) {
        List<Point> all = lines.stream()
                .flatMap(l -> l.points().stream())
                .filter(p -> p.y() > 0)
                .toList();
        StringBuilder svg = new StringBuilder(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"100%%\" role=\"img\">",
                width,
                height));
        if (all.isEmpty()) {
            return svg.append("</svg>").toString();
        }
        double xMax = niceCeiling(all.stream().mapToDouble(Point::x).max().orElse(1));
        double yLo =
                Math.floor(Math.log10(all.stream().mapToDouble(Point::y).min().orElse(1)));
        double yHi = Math.max(
                yLo + 1,
                Math.ceil(Math.log10(all.stream().mapToDouble(Point::y).max().orElse(10))));
        int plotW = width - LEFT - RIGHT;
        int plotH = height - TOP - BOTTOM;
        // the axes, the decades of latency and five ticks of rate
        for (int d = (int) yLo; d <= yHi; d++) {
            double y = TOP + plotH - (d - yLo) / (yHi - yLo) * plotH;
            svg.append(String.format(
                    Locale.ROOT,
                    "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>",
                    LEFT,
                    y,
                    LEFT + plotW,
                    y));
            svg.append(String.format(
                    Locale.ROOT,
                    "<text class=\"value\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>",
                    LEFT - 8,
                    y + 4,
                    SvgBars.escape(Format.millis(Math.pow(10, d)))));
        }
        for (int i = 0; i <= 5; i++) {
            double x = LEFT + i / 5.0 * plotW;
            svg.append(String.format(
                    Locale.ROOT,
                    "<line class=\"axis\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/>",
                    x,
                    TOP + plotH,
                    x,
                    TOP + plotH + 5));
            svg.append(String.format(
                    Locale.ROOT,
                    "<text class=\"value\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>",
                    x,
                    TOP + plotH + 19,
                    Format.rate(xMax * i / 5)));
        }
        svg.append(String.format(
                Locale.ROOT,
                "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>",
                LEFT,
                TOP,
                LEFT,
                TOP + plotH));
        svg.append(String.format(
                Locale.ROOT,
                "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>",
                LEFT,
                TOP + plotH,
                LEFT + plotW,
                TOP + plotH));
        svg.append(String.format(
                Locale.ROOT,
                "<text class=\"title\" x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>",
                LEFT + plotW / 2,
                height - 6,
                SvgBars.escape(xTitle)));
        svg.append(String.format(
                Locale.ROOT,
                "<text class=\"title\" x=\"14\" y=\"%d\" transform=\"rotate(-90 14 %d)\" text-anchor=\"middle\">%s</text>",
                TOP + plotH / 2,
                TOP + plotH / 2,
                SvgBars.escape(yTitle)));
        for (Line line : lines) {
            StringBuilder path = new StringBuilder();
            StringBuilder marks = new StringBuilder();
            for (Point p : line.points()) {
                if (p.y() <= 0) {
                    continue;
                }
                double x = LEFT + p.x() / xMax * plotW;
                double y = TOP + plotH - (Math.log10(p.y()) - yLo) / (yHi - yLo) * plotH;
                path.append(path.isEmpty() ? "M" : " L").append(String.format(Locale.ROOT, "%.1f %.1f", x, y));
                String title = "<title>" + SvgBars.escape(line.label() + ": " + p.title()) + "</title>";
                if (!p.held()) {
                    marks.append(String.format(
                            Locale.ROOT,
                            "<path d=\"M%.1f %.1f l10 10 m0 -10 l-10 10\" stroke=\"%s\" stroke-width=\"2.5\">%s</path>",
                            x - 5,
                            y - 5,
                            line.color(),
                            title));
                } else {
                    marks.append(String.format(
                            Locale.ROOT,
                            "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4.5\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\">%s</circle>",
                            x,
                            y,
                            p.loaderBound() ? "#ffffff" : line.color(),
                            line.color(),
                            title));
                }
            }
            svg.append("<path d=\"")
                    .append(path)
                    .append("\" fill=\"none\" stroke=\"")
                    .append(line.color())
                    .append("\" stroke-width=\"2.2\"/>")
                    .append(marks);
        }
        return svg.append("</svg>").toString();
    }

    /** A round number (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten) at or above {@code v}: where the rate axis ends. */
    static double niceCeiling(double v) {
        if (v <= 0) {
            return 1;
        }
        double decade = Math.pow(10, Math.floor(Math.log10(v)));
        for (double m : new double[] {1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10}) {
            if (m * decade >= v) {
                return m * decade;
            }
        }
        return 10 * decade;
    }
}
