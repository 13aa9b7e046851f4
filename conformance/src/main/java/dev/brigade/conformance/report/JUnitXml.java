package dev.brigade.conformance.report;

import dev.brigade.conformance.CheckResult;
import dev.brigade.conformance.Contract;
import dev.brigade.conformance.KitReport;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes a run as JUnit XML ({@code TEST-brigade-conformance.xml}), one {@code testcase} per check
 * named by its id, so CI tools show the same names as the console, with its rule and level as
 * properties and the contract's version on the suite. (The Platform's legacy XML
 * listener names cases after Java methods instead.)
 */
public final class JUnitXml {

    public static final String FILE = "TEST-brigade-conformance.xml";

    private JUnitXml() {}

    public static Path write(KitReport report, Path dir) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve(FILE);
        try (OutputStream out = Files.newOutputStream(file)) {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            xml.writeStartElement("testsuite");
            xml.writeAttribute("name", "brigade-conformance");
            xml.writeAttribute("tests", Integer.toString(report.results().size()));
            xml.writeAttribute(
                    "failures",
                    Integer.toString(
                            report.withStatus(CheckResult.Status.FAILED).size()));
            xml.writeAttribute("errors", "0");
            xml.writeAttribute(
                    "skipped",
                    Integer.toString(report.withStatus(CheckResult.Status.SKIPPED)
                                    .size()
                            + report.withStatus(CheckResult.Status.DECLARED).size()));
            xml.writeAttribute(
                    "time",
                    seconds(report.results().stream()
                            .mapToLong(CheckResult::millis)
                            .sum()));
            xml.writeAttribute(
                    "timestamp", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
            xml.writeCharacters("\n  ");
            xml.writeStartElement("properties");
            property(xml, "contract-version", Contract.version());
            property(xml, "race-verdict", report.raceVerdict());
            xml.writeEndElement();
            for (CheckResult result : report.results()) {
                xml.writeCharacters("\n  ");
                testcase(xml, result);
            }
            xml.writeCharacters("\n");
            xml.writeEndElement();
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IOException("could not write " + file + ": " + e.getMessage(), e);
        }
        return file;
    }

    private static void testcase(XMLStreamWriter xml, CheckResult result) throws XMLStreamException {
        xml.writeStartElement("testcase");
        xml.writeAttribute(
                "classname",
                "conformance."
                        + result.id().substring(0, Math.max(0, result.id().indexOf('.'))));
        xml.writeAttribute("name", result.id());
        xml.writeAttribute("time", seconds(result.millis()));
        // testcase properties: the rule and its level, where CI tools that read them show them
        xml.writeStartElement("properties");
        property(xml, "rule", result.reference());
        property(xml, "level", result.level());
        property(xml, "tier", result.tier().label());
        xml.writeEndElement();
        switch (result.status()) {
            case FAILED -> {
                xml.writeStartElement("failure");
                xml.writeAttribute("message", result.heading());
                xml.writeCharacters(result.detail());
                xml.writeEndElement();
            }
            case SKIPPED -> {
                xml.writeEmptyElement("skipped");
                xml.writeAttribute("message", result.detail());
            }
            case DECLARED -> {
                // not a failure of the run: shown as skipped, with the declared reason, where CI tools look
                xml.writeEmptyElement("skipped");
                xml.writeAttribute(
                        "message", result.detail().lines().findFirst().orElse("declared"));
            }
            case PASSED -> {}
        }
        xml.writeEndElement();
    }

    private static void property(XMLStreamWriter xml, String name, String value) throws XMLStreamException {
        xml.writeEmptyElement("property");
        xml.writeAttribute("name", name);
        xml.writeAttribute("value", value);
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.3f", millis / 1000.0);
    }
}
