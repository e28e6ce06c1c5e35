package dev.oid.cli;

import dev.oid.ObjectId;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.TemporalAccessor;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** {@code oid range}: the boundary ids and mongosh filter of a creation-time range. */
@Command(
        name = "range",
        header = "Print the boundary ids and mongosh filter of a creation-time range.",
        mixinStandardHelpOptions = true,
        versionProvider = OidCommand.Version.class,
        description = {
            "Prints the boundary ids of the creation-time range [FROM, TO) and the mongosh filter that selects "
                    + "the documents whose _id was minted in it: min(FROM) <= _id < min(TO), where min(t) is "
                    + "the id with timestamp t and all other bytes zero.",
            "FROM and TO are ISO-8601 instants with a zone (2026-03-01T00:00:00Z, 2026-03-01T01:00:00+01:00) "
                    + "or dates (2026-03-01, meaning UTC midnight), in whole seconds from "
                    + "1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z; FROM must be before TO.",
            "Boundary ids are for queries only: never insert them."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "2:usage error, e.g. a bad or out-of-range time, or FROM not before TO",
            OidCommand.IO_ERROR_LINE, OidCommand.CLOSED_PIPE_LINE})
final class RangeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FROM", converter = Boundary.class,
            description = "Start of the range, inclusive.")
    ObjectId from;

    @Parameters(index = "1", paramLabel = "TO", converter = Boundary.class,
            description = "End of the range, exclusive.")
    ObjectId to;

    @Option(names = "--json", description = "Print one JSON object with keys from, to (instants), gte, lt "
            + "(24 hex characters) and filter (the same filter in MongoDB Extended JSON, e.g. for "
            + "mongoexport --query).")
    boolean json;

    @Override
    public Integer call() {
        if (from.compareTo(to) >= 0) {
            throw new ParameterException(spec.commandLine(), "FROM (" + from.instant()
                    + ") must be before TO (" + to.instant() + "): the range [FROM, TO) would be empty");
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            // Hex and ISO-8601 instants only: nothing to escape.
            String gte = from.toHexString();
            String lt = to.toHexString();
            out.println("{\"from\":\"" + from.instant() + "\",\"to\":\"" + to.instant() + "\",\"gte\":\"" + gte
                    + "\",\"lt\":\"" + lt + "\",\"filter\":{\"_id\":{\"$gte\":{\"$oid\":\"" + gte
                    + "\"},\"$lt\":{\"$oid\":\"" + lt + "\"}}}}");
        } else {
            out.println(String.format("from  %-20s  %s  ($gte, inclusive)", from.instant(), from.toHexString()));
            out.println(String.format("to    %-20s  %s  ($lt, exclusive)", to.instant(), to.toHexString()));
            out.println();
            out.println("{_id: {$gte: ObjectId(\"" + from.toHexString() + "\"), $lt: ObjectId(\""
                    + to.toHexString() + "\")}}");
        }
        out.flush();
        return 0;
    }

    /**
     * Converts FROM or TO to the smallest id of its second, {@link ObjectId#min(Instant)}, rejecting text that
     * is no instant or date, fractions of a second, and instants outside the unsigned 32-bit timestamp.
     */
    static final class Boundary implements ITypeConverter<ObjectId> {

        @Override
        public ObjectId convert(String text) {
            Instant instant = parse(text);
            if (instant.getNano() != 0) {
                throw new TypeConversionException("'" + text + "' has a fraction of a second, but ObjectIds "
                        + "count whole seconds: give e.g. " + instant.truncatedTo(java.time.temporal.ChronoUnit.SECONDS));
            }
            try {
                return ObjectId.min(instant);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }

        private static Instant parse(String text) {
            if (text.startsWith("-") || text.startsWith("+")) {
                throw new TypeConversionException("'" + text + "' has a signed (negative or more than 4-digit) "
                        + "year, but ObjectId timestamps run from 1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z");
            }
            try {
                if (text.indexOf('T') < 0) {
                    return LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant();
                }
                TemporalAccessor parsed = DateTimeFormatter.ISO_INSTANT.parse(text);
                if (parsed.query(DateTimeFormatter.parsedLeapSecond())) {
                    throw new TypeConversionException("'" + text + "' is a leap second (second 60), but ObjectId "
                            + "timestamps count seconds without leap seconds, as Unix time does: give the second "
                            + "before or after it");
                }
                return Instant.from(parsed);
            } catch (DateTimeParseException e) {
                if (isLocalDateTime(text)) {
                    throw new TypeConversionException("'" + text + "' has no zone: add Z for UTC ("
                            + text + "Z) or an offset such as +01:00");
                }
                throw new TypeConversionException("'" + text + "' is neither an ISO-8601 instant such as "
                        + "2026-03-01T00:00:00Z nor a date such as 2026-03-01 (UTC midnight)");
            }
        }

        private static boolean isLocalDateTime(String text) {
            try {
                LocalDateTime.parse(text);
                return true;
            } catch (DateTimeParseException e) {
                return false;
            }
        }
    }
}
