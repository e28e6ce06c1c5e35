package dev.oid.cli;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.MathContext;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code oid risk}: the expected number of duplicate ids across a fleet of processes and the probability of at
 * least one (an upper bound for any loads, and one for equal, steady loads), from {@link CollisionModel}.
 */
@Command(
        name = "risk",
        header = "Estimate the chance of a duplicate id across a fleet of processes.",
        mixinStandardHelpOptions = true,
        versionProvider = OidCommand.Version.class,
        description = {
            "Estimates how many duplicate ids a fleet mints, and the probability of at least one: N processes "
                    + "alive at once, each minting R ids in every second and restarting every L (each start "
                    + "draws a new random 5-byte process-unique value and counter start), over a period T. "
                    + "Processes restart at independent times; without --lifetime they do not restart during the "
                    + "period.",
            "Two processes repeat an id only if their values are equal or neighbours and their counters meet, "
                    + "which depends on load balance: the probability is given as an upper bound for any loads "
                    + "of at most R ids per process in any second (unequal or varying loads make the counters "
                    + "drift and meet), and as the bound for equal loads, exactly R in every second (the "
                    + "counters keep their distance and rarely meet).",
            "Durations are ISO-8601 in whole seconds: PT1H, P1D, P3650D (days, hours, minutes, seconds; no "
                    + "months or years).",
            "The model, its derivation and assumptions: docs/fleet-uniqueness.md in the oid repository."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "2:usage error: a missing option, or a bad or out-of-range value",
            OidCommand.IO_ERROR_LINE, OidCommand.CLOSED_PIPE_LINE})
final class RiskCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--processes", paramLabel = "N", required = true,
            description = "Processes (generators) alive at once, 1 or more.")
    long processes;

    @Option(names = "--rate", paramLabel = "R", required = true,
            description = "Ids each process mints in every second, 1 to " + CollisionModel.MAX_RATE + ".")
    long rate;

    @Option(names = "--lifetime", paramLabel = "L", converter = Span.Converter.class,
            description = "How long a process runs before it restarts, e.g. P1D (default: no restart during "
                    + "the period).")
    @Nullable Span lifetime;

    @Option(names = "--period", paramLabel = "T", required = true, converter = Span.Converter.class,
            description = "The period the fleet runs, e.g. P3650D, at most " + CollisionModel.MAX_PERIOD_SECONDS
                    + " seconds (the ObjectId timestamp range).")
    Span period;

    @Option(names = "--json", description = "Print one JSON object with keys processes, rate, lifetime_seconds "
            + "(null without restarts), period_seconds, process_unique_bits, expected_duplicates, "
            + "expected_colliding_pairs and probability (upper bounds for any loads), "
            + "expected_colliding_pairs_equal_loads and probability_equal_loads.")
    boolean json;

    @Override
    public Integer call() {
        if (processes < 1) {
            throw new ParameterException(spec.commandLine(), "Invalid value for option '--processes': expected 1 "
                    + "or more processes alive at once, found " + processes);
        }
        if (rate < 1 || rate > CollisionModel.MAX_RATE) {
            throw new ParameterException(spec.commandLine(), "Invalid value for option '--rate': expected 1 to "
                    + CollisionModel.MAX_RATE + " ids per second (the most one generator mints in a second), found "
                    + rate);
        }
        if (period.seconds() > CollisionModel.MAX_PERIOD_SECONDS) {
            throw new ParameterException(spec.commandLine(), "Invalid value for option '--period': expected at most "
                    + CollisionModel.MAX_PERIOD_SECONDS + " seconds (the ObjectId timestamp range), found "
                    + period.text() + " (" + period.seconds() + " s)");
        }
        long lifetimeSeconds = lifetime == null ? CollisionModel.NO_RESTART : lifetime.seconds();
        CollisionModel.Estimate estimate = CollisionModel.estimate(processes, rate, lifetimeSeconds,
                period.seconds());
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println("{\"processes\":" + processes + ",\"rate\":" + rate + ",\"lifetime_seconds\":"
                    + (lifetime == null ? "null" : Long.toString(lifetime.seconds())) + ",\"period_seconds\":"
                    + period.seconds() + ",\"process_unique_bits\":" + CollisionModel.PROCESS_UNIQUE_BITS
                    + ",\"expected_duplicates\":" + estimate.expectedDuplicates() + ",\"expected_colliding_pairs\":"
                    + estimate.collidingPairs() + ",\"probability\":" + estimate.probability()
                    + ",\"expected_colliding_pairs_equal_loads\":" + estimate.collidingPairsEqualLoads()
                    + ",\"probability_equal_loads\":" + estimate.probabilityEqualLoads() + "}");
        } else {
            out.println("expected duplicate ids                  " + significant(estimate.expectedDuplicates()));
            out.println("P(at least one duplicate), any loads    at most " + significant(estimate.probability())
                    + oneIn(estimate.probability()));
            out.println("P(at least one duplicate), equal loads  at most "
                    + significant(estimate.probabilityEqualLoads()) + oneIn(estimate.probabilityEqualLoads()));
            String ids = rate == 1 ? " id" : " ids";
            out.println("assumptions: " + processes + (processes == 1 ? " process" : " processes")
                    + " alive at once, each minting " + rate + ids + " in every second (any loads: at most "
                    + rate + " in any second; equal loads: exactly " + rate + " in every second), "
                    + (lifetime == null ? "not restarted" : "restarted every " + lifetime)
                    + ", over " + period + "; random " + CollisionModel.PROCESS_UNIQUE_BITS
                    + "-bit process-unique values and 24-bit counter starts, new ones at each start; restarts at "
                    + "independent times; Poisson approximation");
        }
        out.flush();
        return 0;
    }

    /** Three significant digits, e.g. {@code 4.55e-05}, {@code 0.282}, {@code 142}; exactly {@code 0} for 0. */
    static String significant(double value) {
        return value == 0 ? "0" : String.format(Locale.ROOT, "%.3g", value);
    }

    /** {@code " (about 1 in 22,000)"} for a probability below one half, else nothing. */
    private static String oneIn(double probability) {
        if (probability <= 0 || probability >= 0.5) {
            return "";
        }
        double odds = 1 / probability;
        BigDecimal rounded = new BigDecimal(odds).round(new MathContext(2));
        String text;
        if (odds < 10) {
            text = rounded.toPlainString();
        } else if (odds < 1e9) {
            text = String.format(Locale.ROOT, "%,d", rounded.longValue());
        } else {
            text = String.format(Locale.ROOT, "%.1e", odds);
        }
        return " (about 1 in " + text + ")";
    }

    /**
     * A positive duration in whole seconds, as given on the command line.
     *
     * @param text the ISO-8601 text, e.g. {@code P1D}
     * @param seconds its length in seconds, 1 or more
     */
    record Span(String text, long seconds) {

        @Override
        public String toString() {
            return text + " (" + seconds + " s)";
        }

        /** Reads an ISO-8601 duration of at least 1 second, in whole seconds ({@link Duration#parse}). */
        static final class Converter implements ITypeConverter<Span> {

            @Override
            public Span convert(String text) {
                Duration duration;
                try {
                    duration = Duration.parse(text);
                } catch (DateTimeParseException e) {
                    throw new TypeConversionException("'" + text + "' is not an ISO-8601 duration such as PT1H, "
                            + "P1D or P3650D (days, hours, minutes, seconds; no months or years)");
                }
                if (duration.getNano() != 0) {
                    throw new TypeConversionException("'" + text + "' has a fraction of a second: expected whole "
                            + "seconds, at least PT1S");
                }
                if (duration.getSeconds() < 1) {
                    throw new TypeConversionException("'" + text + "' is not positive: expected at least 1 second "
                            + "(PT1S)");
                }
                return new Span(text, duration.getSeconds());
            }
        }
    }
}
