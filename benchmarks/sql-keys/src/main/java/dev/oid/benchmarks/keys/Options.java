package dev.oid.benchmarks.keys;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The command line of the key benchmarks: {@code --name value} pairs, every name one the benchmark knows. An
 * unknown name, a name without a value, a value without a name or a repeated name is an error naming it, never
 * dropped: a mistyped {@code --runs} must not silently measure with the default.
 *
 * <pre>{@code
 * Options options = Options.parse(Set.of("db", "rows"), args);
 * int rows = options.positiveInt("rows", 1_000_000);
 * }</pre>
 */
public final class Options {

    private final Map<String, String> values;

    private Options(Map<String, String> values) {
        this.values = values;
    }

    /**
     * Parses {@code --name value} pairs.
     *
     * @param known the option names the caller reads, without the leading {@code --}
     * @param args the command line
     * @return the options
     * @throws IllegalArgumentException for an unknown, unpaired or repeated option, naming it and the known ones
     */
    public static Options parse(Set<String> known, String... args) {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            String arg = args[i];
            if (!arg.startsWith("--") || arg.length() == 2) {
                throw new IllegalArgumentException("expected an option --name, got \"" + arg + "\" at position "
                        + (i + 1) + "; options: " + names(known));
            }
            String name = arg.substring(2);
            if (!known.contains(name)) {
                throw new IllegalArgumentException("unknown option \"" + arg + "\"; options: " + names(known));
            }
            if (i + 1 >= args.length || args[i + 1].startsWith("--")) {
                throw new IllegalArgumentException("option \"" + arg + "\" needs a value");
            }
            if (values.put(name, args[i + 1]) != null) {
                throw new IllegalArgumentException("option \"" + arg + "\" given twice");
            }
        }
        return new Options(Collections.unmodifiableMap(values));
    }

    private static String names(Set<String> known) {
        List<String> sorted = new ArrayList<>(new TreeSet<>(known));
        return String.join(", ", sorted.stream().map(name -> "--" + name).toList());
    }

    /**
     * Whether the option was given.
     *
     * @param name the option name without {@code --}
     * @return true if it was on the command line
     */
    public boolean has(String name) {
        return values.containsKey(name);
    }

    /**
     * A text option.
     *
     * @param name the option name without {@code --}
     * @param defaultValue the value when the option is absent (may be {@code null})
     * @return the value
     */
    public String text(String name, String defaultValue) {
        return values.getOrDefault(name, defaultValue);
    }

    /**
     * A whole number of at least {@code min}.
     *
     * @param name the option name without {@code --}
     * @param defaultValue the value when the option is absent
     * @param min the smallest value accepted
     * @return the value
     * @throws IllegalArgumentException if the value is not a whole number or is below {@code min}
     */
    public int integer(String name, int defaultValue, int min) {
        long value = longValue(name, defaultValue, min);
        if (value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("--" + name + " must be at most " + Integer.MAX_VALUE + ", got \""
                    + values.get(name) + "\"");
        }
        return (int) value;
    }

    /**
     * A whole number (64 bits) of at least {@code min}.
     *
     * @param name the option name without {@code --}
     * @param defaultValue the value when the option is absent
     * @param min the smallest value accepted
     * @return the value
     * @throws IllegalArgumentException if the value is not a whole number or is below {@code min}
     */
    public long longValue(String name, long defaultValue, long min) {
        String text = values.get(name);
        if (text == null) {
            return defaultValue;
        }
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " must be a whole number, got \"" + text + "\"", e);
        }
        if (value < min) {
            throw new IllegalArgumentException("--" + name + " must be at least " + min + ", got \"" + text + "\"");
        }
        return value;
    }

    /**
     * A path option.
     *
     * @param name the option name without {@code --}
     * @param defaultValue the path when the option is absent
     * @return the path
     */
    public Path path(String name, String defaultValue) {
        return Path.of(values.getOrDefault(name, defaultValue));
    }

    /**
     * The databases of {@code --db}: {@code all} (PostgreSQL and MariaDB), or a comma-separated list of
     * {@code postgresql}, {@code mariadb}, {@code h2}.
     *
     * @return the databases, in the order given
     * @throws IllegalArgumentException for an unknown database name
     */
    public List<Db> dbs() {
        String db = values.getOrDefault("db", "all");
        if (db.equals("all")) {
            return List.of(Db.POSTGRESQL, Db.MARIADB);
        }
        return Arrays.stream(db.split(",")).map(name -> Db.of(name.trim().toLowerCase(Locale.ROOT))).toList();
    }
}
