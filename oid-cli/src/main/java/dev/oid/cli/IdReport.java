package dev.oid.cli;

import dev.oid.ObjectId;
import dev.oid.ObjectIdLayout;
import java.io.PrintWriter;

/**
 * How {@code oid inspect} and {@code oid new --json} show one id: a readable table or one JSON line. All
 * decoding comes from {@link ObjectIdLayout}; this class only formats.
 */
final class IdReport {

    private IdReport() {
    }

    /**
     * Prints the table of {@code id}, for example:
     *
     * <pre>
     * 5a17b9d9ab102555b9c38874
     *   timestamp         1511504345 (0x5a17b9d9)
     *   instant           2017-11-24T06:19:05Z
     *   current layout
     *     process-unique  ab102555b9
     *     counter         12814452 (0xc38874)
     *   legacy layout
     *     machine         ab1025
     *     pid             21945 (0x55b9)
     *     counter         12814452 (0xc38874)
     *   boundary          no
     * </pre>
     */
    static void printTable(ObjectId id, PrintWriter out) {
        ObjectIdLayout layout = ObjectIdLayout.of(id);
        String counter = layout.counter() + " (0x" + hex(layout.counter(), 6) + ")";
        out.println(id.toHexString());
        row(out, "  timestamp", layout.timestamp() + " (0x" + hex(layout.timestamp(), 8) + ")");
        row(out, "  instant", layout.instant().toString());
        out.println("  current layout");
        row(out, "    process-unique", layout.processUnique());
        row(out, "    counter", counter);
        out.println("  legacy layout");
        row(out, "    machine", layout.legacyMachine());
        row(out, "    pid", layout.legacyPid() + " (0x" + hex(layout.legacyPid(), 4) + ")");
        row(out, "    counter", counter);
        row(out, "  boundary", switch (layout.boundary()) {
            case NONE -> "no";
            case MIN -> "yes: min, the smallest id of its second (for range queries, never minted)";
            case MAX -> "yes: max, the largest id of its second (for range queries, never minted)";
        });
    }

    /**
     * Returns the JSON line of {@code id}, for example {@code {"id":"5a17b9d9ab102555b9c38874",
     * "timestamp":1511504345,"instant":"2017-11-24T06:19:05Z","processUnique":"ab102555b9",
     * "counter":12814452,"legacy":{"machine":"ab1025","pid":21945,"counter":12814452},"boundary":null}}.
     * {@code boundary} is {@code "min"}, {@code "max"} or {@code null}.
     */
    static String json(ObjectId id) {
        ObjectIdLayout layout = ObjectIdLayout.of(id);
        // Every value is hex, a number or an ISO-8601 instant: nothing to escape.
        String boundary = switch (layout.boundary()) {
            case MIN -> "\"min\"";
            case MAX -> "\"max\"";
            case NONE -> "null";
        };
        return "{\"id\":\"" + id.toHexString()
                + "\",\"timestamp\":" + layout.timestamp()
                + ",\"instant\":\"" + layout.instant()
                + "\",\"processUnique\":\"" + layout.processUnique()
                + "\",\"counter\":" + layout.counter()
                + ",\"legacy\":{\"machine\":\"" + layout.legacyMachine()
                + "\",\"pid\":" + layout.legacyPid()
                + ",\"counter\":" + layout.counter()
                + "},\"boundary\":" + boundary + "}";
    }

    private static void row(PrintWriter out, String label, String value) {
        out.println(String.format("%-20s%s", label, value));
    }

    private static String hex(long value, int digits) {
        return String.format("%0" + digits + "x", value);
    }
}
