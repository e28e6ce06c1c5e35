package dev.oid.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Writes {@code results/jmh.md} from the committed JMH JSON files {@code results/jmh-*.json}: one section per file,
 * one row per pair of methods that {@code run.sh}'s convention pairs ({@code <impl>_<operation>} in one class, with
 * the same {@code @Param} values and threads): the subject ({@code oid}; {@code leased} in {@code LeaseBenchmark})
 * against every other implementation of the operation, with both scores and JMH's 99.9% confidence intervals, the
 * time ratio, a verdict ("faster" or "slower" only where the intervals are apart, else "on par") and the bytes each
 * allocates per operation ({@code -prof gc}). Methods outside the convention are listed as reference points. Run in
 * {@code benchmarks/jmh} after a measurement (a test fails while the file differs):
 *
 * <pre>{@code
 * java -cp target/benchmarks.jar dev.oid.benchmarks.JmhTables [results]
 * }</pre>
 */
public final class JmhTables {

    /** The generated file, in the results directory. */
    public static final String FILE = "jmh.md";
    /** The end of the name of a file that repeats a run on another JDK: {@code jmh-core-jdk25.json}. */
    private static final Pattern JDK_SUFFIX = Pattern.compile("-jdk(\\d+)(\\.[a-z]+)$");
    /** The implementation each class's rows are about, where it is not {@code oid}. */
    private static final Map<String, String> SUBJECTS = Map.of("LeaseBenchmark", "leased");

    /**
     * One benchmark method's result.
     *
     * @param type the benchmark class's simple name
     * @param method the method's name
     * @param params its {@code @Param} values, e.g. {@code size=1000}, empty for none
     * @param threads the threads it ran on
     * @param score the score (average time per operation)
     * @param low the lower end of JMH's 99.9% confidence interval
     * @param high the upper end
     * @param unit the score's unit without {@code /op}, e.g. {@code ns}
     * @param bytesPerOp {@code gc.alloc.rate.norm}, or {@code null} without {@code -prof gc}
     */
    record Result(String type, String method, String params, int threads, double score, double low, double high,
            String unit, Double bytesPerOp) {

        /** The implementation, the part of the method name before the first {@code _}; empty if it has none. */
        String impl() {
            int underscore = method.indexOf('_');
            return underscore < 0 ? "" : method.substring(0, underscore);
        }

        String operation() {
            return method.substring(method.indexOf('_') + 1);
        }

        /** Results that the convention compares: the same class, operation, parameters and threads. */
        boolean pairsWith(Result other) {
            return !impl().isEmpty() && !other.impl().isEmpty() && !impl().equals(other.impl())
                    && type.equals(other.type) && operation().equals(other.operation()) && params.equals(other.params)
                    && threads == other.threads;
        }

        String time() {
            return String.format(Locale.ROOT, "%.1f %s (%.1f-%.1f)", score, unit, low, high);
        }

        String bytes() {
            return bytesPerOp == null ? "-" : String.format(Locale.ROOT, "%.0f", bytesPerOp);
        }

        String name() {
            return type + "." + method + (params.isEmpty() ? "" : " [" + params + "]");
        }
    }

    private final Map<String, List<Result>> files = new LinkedHashMap<>();
    private final List<Interleaved> interleaved = new ArrayList<>();
    private final Map<String, String> runs = new LinkedHashMap<>();

    /**
     * The tables of a results directory.
     *
     * @param results the directory holding {@code jmh-*.json}
     * @throws IOException if a file cannot be read
     */
    public JmhTables(Path results) throws IOException {
        this(committed(results, "jmh-.*\\.json"));
        for (Path file : committed(results, "ab-.*\\.csv")) {
            interleaved.add(Interleaved.read(file));
        }
    }

    /**
     * The tables of some JMH JSON files.
     *
     * @param json the files, each a section in the order given
     * @throws IOException if a file cannot be read
     */
    public JmhTables(List<Path> json) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        for (Path file : json) {
            List<Result> list = new ArrayList<>();
            Set<String> settings = new LinkedHashSet<>();
            for (JsonNode run : mapper.readTree(file.toFile())) {
                list.add(result(run));
                settings.add(String.format(Locale.ROOT, "JDK %s (%s), JMH %s, %d forks x %d x %s after %d x %s"
                        + " warm-up", run.path("jdkVersion").asText(), run.path("vmName").asText(),
                        run.path("jmhVersion").asText(), run.path("forks").asInt(),
                        run.path("measurementIterations").asInt(), run.path("measurementTime").asText(),
                        run.path("warmupIterations").asInt(), run.path("warmupTime").asText()));
            }
            String name = file.getFileName().toString();
            files.put(name, list);
            runs.put(name, String.join("; ", settings));
        }
    }

    private static List<Path> committed(Path results, String pattern) throws IOException {
        try (Stream<Path> list = Files.list(results)) {
            // A run again on another JDK (jmh-<name>-jdk25.json, ab-<name>-jdk25.csv) follows the run it repeats.
            return list.filter(p -> p.getFileName().toString().matches(pattern))
                    .sorted(Comparator.comparing(JmhTables::sortKey)).toList();
        }
    }

    /** {@code jmh-core.json} for itself, {@code jmh-core.json 25} for {@code jmh-core-jdk25.json}. */
    private static String sortKey(Path file) {
        String name = file.getFileName().toString();
        Matcher jdk = JDK_SUFFIX.matcher(name);
        return jdk.find() ? name.substring(0, jdk.start()) + jdk.group(2) + " " + jdk.group(1) : name;
    }

    private static Result result(JsonNode run) {
        String benchmark = run.get("benchmark").asText();
        String[] parts = benchmark.split("\\.");
        JsonNode metric = run.get("primaryMetric");
        JsonNode interval = metric.get("scoreConfidence");
        JsonNode alloc = run.path("secondaryMetrics").path("gc.alloc.rate.norm");
        Map<String, String> values = new TreeMap<>();
        run.path("params").properties().forEach(e -> values.put(e.getKey(), e.getValue().asText()));
        String params = values.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(","));
        return new Result(parts[parts.length - 2], parts[parts.length - 1], params, run.path("threads").asInt(1),
                metric.get("score").asDouble(), interval.get(0).asDouble(), interval.get(1).asDouble(),
                metric.get("scoreUnit").asText().replace("/op", ""), alloc.isMissingNode() ? null
                        : alloc.get("score").asDouble());
    }

    /**
     * Writes {@value #FILE} into the results directory, or with {@code --print FILE.json} prints the tables of one
     * run's JSON (as {@code run.sh} does after a run).
     *
     * @param args optional results directory (default: {@code results}), or {@code --print} and a JSON file
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length == 2 && args[0].equals("--print")) {
            System.out.print(new JmhTables(List.of(Path.of(args[1]))).sections());
            return;
        }
        Path results = Path.of(args.length > 0 ? args[0] : "results");
        Path file = results.resolve(FILE);
        Files.writeString(file, new JmhTables(results).markdown(), StandardCharsets.UTF_8);
        System.out.println("wrote " + file);
    }

    /**
     * "faster" or "slower" where the 99.9% intervals are apart, else "on par".
     *
     * @param result the row's result
     * @param peer the result it is compared with
     * @return the verdict for {@code result}
     */
    static String verdict(Result result, Result peer) {
        if (result.high() < peer.low()) {
            return "faster";
        }
        return result.low() > peer.high() ? "slower" : "on par";
    }

    /**
     * The content of {@value #FILE}.
     *
     * @return the Markdown
     */
    public String markdown() {
        StringBuilder out = new StringBuilder("# JMH results\n\n");
        out.append("Generated by `JmhTables` from the JMH JSON files beside this file; `JmhTablesTest` fails while it"
                + " differs from\nwhat they give. Each row pairs a method `<impl>_<operation>` with every other"
                + " implementation of the same\noperation in the same class (`run.sh`'s convention). Times are JMH's"
                + " score and 99.9% confidence interval; the\ntime ratio is the row's time over the peer's (< 1:"
                + " faster); the verdict says \"faster\" or \"slower\" only where\nthe two intervals are apart, else"
                + " \"on par\". B/op is `gc.alloc.rate.norm` of `-prof gc`. How to run and what each\nbenchmark"
                + " measures: [README](../README.md).\n");
        out.append(sections());
        if (!interleaved.isEmpty()) {
            out.append("\n## Interleaved A/B runs (GenerateInterleaved)\n\nOne JVM, rounds that time both sides in"
                    + " turn, the side that goes first alternating; the time per call\nis each side's median over the"
                    + " rounds, the ratio oid's time over org.bson's per round: its median and its\nmin..max. The"
                    + " verdict says \"faster\" or \"slower\" only where every round agrees (max < 1 or min > 1).\n\n"
                    + "| file | settings | oid | org.bson | ratio (median) | ratio (min..max) | verdict |\n"
                    + "|---|---|---:|---:|---:|---:|---|\n");
            for (Interleaved run : interleaved) {
                out.append(String.format(Locale.ROOT, "| [`%s`](%s) | %s | %.1f ns | %.1f ns | %.3f | %.3f..%.3f | %s"
                        + " |\n", run.file(), run.file(), run.settings(), median(run.oid()), median(run.bson()),
                        median(run.ratio()), min(run.ratio()), max(run.ratio()), run.verdict()));
            }
        }
        return out.toString();
    }

    /**
     * The rounds of one interleaved A/B file written by {@link GenerateInterleaved}.
     *
     * @param file the file's name
     * @param settings its {@code #} line: JDK, cores, rounds and calls
     * @param oid oid's time per call in each round, in nanoseconds
     * @param bson org.bson's
     * @param ratio {@code oid / bson} in each round
     */
    record Interleaved(String file, String settings, double[] oid, double[] bson, double[] ratio) {

        static Interleaved read(Path path) throws IOException {
            List<String> lines = Files.readAllLines(path, StandardCharsets.UTF_8);
            String settings = lines.get(0).startsWith("#") ? lines.get(0).substring(1).trim() : "";
            List<String[]> rows = lines.stream().filter(l -> !l.startsWith("#") && !l.isBlank())
                    .skip(1).map(l -> l.split(",")).toList();
            if (!lines.contains(GenerateInterleaved.HEADER)) {
                throw new IOException(path + " has no header " + GenerateInterleaved.HEADER);
            }
            return new Interleaved(path.getFileName().toString(), settings,
                    rows.stream().mapToDouble(r -> Double.parseDouble(r[2])).toArray(),
                    rows.stream().mapToDouble(r -> Double.parseDouble(r[3])).toArray(),
                    rows.stream().mapToDouble(r -> Double.parseDouble(r[4])).toArray());
        }

        /** "faster" or "slower" where every round's ratio is below or above 1, else "on par". */
        String verdict() {
            if (max(ratio) < 1) {
                return "faster";
            }
            return min(ratio) > 1 ? "slower" : "on par";
        }
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static double min(double[] values) {
        return Arrays.stream(values).min().orElseThrow();
    }

    private static double max(double[] values) {
        return Arrays.stream(values).max().orElseThrow();
    }

    /**
     * One section per JSON file: its run settings, the pairs of the convention, the reference points.
     *
     * @return the Markdown of the sections
     */
    public String sections() {
        StringBuilder out = new StringBuilder();
        files.forEach((name, results) -> {
            Set<String> types = new LinkedHashSet<>(results.stream().map(Result::type).toList());
            out.append("\n## ").append(String.join(", ", types));
            Matcher jdk = JDK_SUFFIX.matcher(name);
            if (jdk.find()) {
                out.append(" on JDK ").append(jdk.group(1));
            }
            out.append("\n\n");
            out.append("[`").append(name).append("`](").append(name).append("): ").append(runs.get(name))
                    .append(".\n\n");
            out.append("| benchmark | threads | time | peer | peer time | time ratio | verdict | B/op | peer B/op |\n"
                    + "|---|---:|---:|---|---:|---:|---|---:|---:|\n");
            List<Result> unpaired = new ArrayList<>();
            for (Result result : results) {
                List<Result> peers = results.stream().filter(result::pairsWith).toList();
                if (peers.isEmpty()) {
                    unpaired.add(result);
                }
                if (!result.impl().equals(SUBJECTS.getOrDefault(result.type(), "oid"))) {
                    continue;
                }
                for (Result peer : peers) {
                    out.append(String.format(Locale.ROOT, "| `%s` | %d | %s | %s | %s | %.2f | %s | %s | %s |\n",
                            result.name(), result.threads(), result.time(), peer.impl(), peer.time(),
                            result.score() / peer.score(), verdict(result, peer), result.bytes(), peer.bytes()));
                }
            }
            if (!unpaired.isEmpty()) {
                out.append("\nReference points (no peer):\n\n| benchmark | threads | time | B/op |\n"
                        + "|---|---:|---:|---:|\n");
                unpaired.forEach(result -> out.append(String.format(Locale.ROOT, "| `%s` | %d | %s | %s |\n",
                        result.name(), result.threads(), result.time(), result.bytes())));
            }
        });
        return out.toString();
    }
}
