package dev.oid.benchmarks.keys;

import java.util.Locale;

/**
 * A figure the key benchmarks record per run, by its column name in the CSV files. Rates are rows per second,
 * sizes bytes or pages, latencies microseconds, scans milliseconds.
 */
public enum Metric {

    /** Steady-state insert rate: the rows after the first 10 % over their time, rows/s (higher is better). */
    INSERT_ROWS_PER_S("insert_rows_per_s", true),
    /** Insert rate over the whole load, rows/s. */
    INSERT_TOTAL_ROWS_PER_S("insert_total_rows_per_s", true),
    /** Insert rate over the last million rows, rows/s (the whole load below 1M rows). */
    INSERT_LAST_MILLION_ROWS_PER_S("insert_last_million_rows_per_s", true),
    /** The table: PostgreSQL's heap ({@code pg_relation_size}), InnoDB's clustered index ({@code data_length}), allocated bytes. */
    TABLE_BYTES("table_bytes", false),
    /** The index compared across keys: PostgreSQL's primary key, InnoDB's {@code created_at} index, allocated bytes. */
    INDEX_BYTES("index_bytes", false),
    /** PostgreSQL's primary-key index, bytes. */
    PK_INDEX_BYTES("pk_index_bytes", false),
    /** PostgreSQL's primary-key index, 8 KiB pages. */
    PK_INDEX_PAGES("pk_index_pages", false),
    /** Leaf pages of the primary key ({@code pgstatindex}; InnoDB {@code n_leaf_pages} of {@code PRIMARY}). */
    PK_LEAF_PAGES("pk_leaf_pages", false),
    /** PostgreSQL's average leaf density of the primary key, percent ({@code pgstatindex}). */
    PK_LEAF_DENSITY("pk_leaf_density", false),
    /** InnoDB's {@code size} of {@code PRIMARY}: allocated 16 KiB pages of the clustered index. */
    PK_PAGES("pk_pages", false),
    /** The index on {@code created_at}, allocated bytes. */
    CREATED_AT_INDEX_BYTES("created_at_index_bytes", false),
    /** InnoDB's {@code size} of the {@code created_at} index, pages. */
    CREATED_AT_INDEX_PAGES("created_at_index_pages", false),
    /** InnoDB's {@code n_leaf_pages} of the {@code created_at} index, pages. */
    CREATED_AT_INDEX_LEAF_PAGES("created_at_index_leaf_pages", false),
    /** Median point-lookup latency, microseconds. */
    LOOKUP_P50_US("lookup_p50_us", false),
    /** 99th-percentile point-lookup latency, microseconds. */
    LOOKUP_P99_US("lookup_p99_us", false),
    /** One minute of rows by key range, median of 5 scans, milliseconds. */
    RANGE_SCAN_MS("range_scan_ms", false),
    /** One minute of rows by the {@code created_at} index, median of 5 scans, milliseconds. */
    RANGE_SCAN_CREATED_AT_MS("range_scan_created_at_ms", false),
    /** Rows in the scanned minute. */
    RANGE_ROWS("range_rows", false),
    /** The whole load, seconds. */
    LOAD_SECONDS("load_seconds", false),
    /** Used bytes of the table: InnoDB's leaf pages of the clustered index times the page size. */
    TABLE_USED_BYTES("table_used_bytes", false),
    /** Used bytes of the compared index: leaf pages times the page size (PostgreSQL: of the primary key). */
    INDEX_USED_BYTES("index_used_bytes", false);

    private final String column;
    private final boolean higherIsBetter;

    Metric(String column, boolean higherIsBetter) {
        this.column = column;
        this.higherIsBetter = higherIsBetter;
    }

    /**
     * The column name in the CSV files.
     *
     * @return e.g. {@code insert_rows_per_s}
     */
    public String column() {
        return column;
    }

    /**
     * Whether a larger value is the better one (rates), not the smaller (sizes, times).
     *
     * @return true for rates
     */
    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    /**
     * The metric of a CSV column.
     *
     * @param column e.g. {@code lookup_p99_us}
     * @return the metric
     * @throws IllegalArgumentException if no metric has that column
     */
    public static Metric of(String column) {
        for (Metric metric : values()) {
            if (metric.column.equals(column)) {
                return metric;
            }
        }
        throw new IllegalArgumentException("unknown metric \"" + column + "\"");
    }

    /**
     * A value as the CSV files hold it: whole numbers from 1,000 on, else two decimals.
     *
     * @param value the value
     * @return e.g. {@code 122668} or {@code 39.53}
     */
    public static String format(double value) {
        return Math.abs(value) >= 1000 ? String.format(Locale.ROOT, "%.0f", value)
                : String.format(Locale.ROOT, "%.2f", value);
    }
}
