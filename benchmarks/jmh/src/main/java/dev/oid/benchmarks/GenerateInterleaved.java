package dev.oid.benchmarks;

import dev.oid.ObjectId;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.openjdk.jmh.infra.Blackhole;

/**
 * An interleaved A/B run of single-thread minting, as a second opinion beside JMH: {@code ObjectId.generate()}
 * against org.bson's {@code new ObjectId()} in one JVM, in rounds that each time both (the same number of calls,
 * every id consumed by JMH's {@link Blackhole}), the side that goes first alternating from round to round, so that a
 * slow drift of the machine (another process, frequency changes) falls on both sides alike. The first rounds warm
 * both up and are not recorded.
 *
 * <p>Writes one line per recorded round to a CSV file ({@code round,first,oid_ns,bson_ns,ratio}, the time per call
 * in nanoseconds and oid's time over org.bson's), after a {@code #} line with the JDK and the settings; {@link JmhTables} puts the median ratio and its min..max over the
 * rounds into {@code results/jmh.md} for every committed {@code results/ab-*.csv}. From {@code benchmarks/jmh}:
 *
 * <pre>{@code
 * java -cp target/benchmarks.jar dev.oid.benchmarks.GenerateInterleaved results/ab-generate.csv [rounds] [calls]
 * }</pre>
 */
public final class GenerateInterleaved {

    /** Rounds recorded unless given: {@value}. */
    static final int DEFAULT_ROUNDS = 21;
    /** Calls per side and round unless given: {@value}. */
    static final int DEFAULT_CALLS = 10_000_000;
    /** Rounds run first and not recorded: {@value}. */
    static final int WARM_UP_ROUNDS = 5;
    /** The CSV header. */
    static final String HEADER = "round,first,oid_ns,bson_ns,ratio";

    private GenerateInterleaved() {
    }

    /**
     * Runs the rounds and writes the CSV.
     *
     * @param args the CSV file to write, then optionally the rounds to record and the calls per side and round
     * @throws IOException if the file cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 3) {
            System.err.println("usage: GenerateInterleaved FILE.csv [rounds (default " + DEFAULT_ROUNDS
                    + ")] [calls per side and round (default " + DEFAULT_CALLS + ")]");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : DEFAULT_ROUNDS;
        int calls = args.length > 2 ? Integer.parseInt(args[2]) : DEFAULT_CALLS;
        Blackhole blackhole = new Blackhole(
                "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
        for (int i = 0; i < WARM_UP_ROUNDS; i++) {
            oid(calls, blackhole);
            bson(calls, blackhole);
        }
        StringBuilder csv = new StringBuilder(String.format(Locale.ROOT, "# JDK %s, %d cores, %d rounds x %d calls per"
                + " side after %d warm-up rounds%n", System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors(), rounds, calls, WARM_UP_ROUNDS)).append(HEADER).append('\n');
        for (int round = 1; round <= rounds; round++) {
            boolean oidFirst = round % 2 == 1;
            double oid;
            double bson;
            if (oidFirst) {
                oid = oid(calls, blackhole);
                bson = bson(calls, blackhole);
            } else {
                bson = bson(calls, blackhole);
                oid = oid(calls, blackhole);
            }
            String line = String.format(Locale.ROOT, "%d,%s,%.3f,%.3f,%.4f", round, oidFirst ? "oid" : "bson", oid,
                    bson, oid / bson);
            System.out.println(line);
            csv.append(line).append('\n');
        }
        Files.writeString(file, csv, StandardCharsets.UTF_8);
        System.out.println("wrote " + file);
    }

    private static double oid(int calls, Blackhole blackhole) {
        long start = System.nanoTime();
        for (int i = 0; i < calls; i++) {
            blackhole.consume(ObjectId.generate());
        }
        return (System.nanoTime() - start) / (double) calls;
    }

    private static double bson(int calls, Blackhole blackhole) {
        long start = System.nanoTime();
        for (int i = 0; i < calls; i++) {
            blackhole.consume(new org.bson.types.ObjectId());
        }
        return (System.nanoTime() - start) / (double) calls;
    }
}
