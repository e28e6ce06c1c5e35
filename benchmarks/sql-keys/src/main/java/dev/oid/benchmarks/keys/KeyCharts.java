package dev.oid.benchmarks.keys;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Draws the key benchmark's runs ({@code keys-runs.csv}) with XChart: per key, the median of the runs as a dot and
 * the min..max of the runs as a bar through it, one panel per database and kind of index, so PostgreSQL's primary
 * key and MariaDB's secondary index never share an axis. Writes {@code keys-insert-rate.png} (insert rate, one
 * panel per database) and {@code keys-index-size.png} (PostgreSQL's primary-key index, MariaDB's {@code created_at}
 * index) beside the CSV, for one row count.
 *
 * <pre>{@code
 * java -cp target/sql-keys.jar dev.oid.benchmarks.keys.KeyCharts \
 *     [results/keys-runs.csv] [rows, default: the largest measured with a shuffled order]
 * }</pre>
 */
public final class KeyCharts {

    /** The chart files, beside the runs file. */
    public static final List<String> FILES = List.of("keys-insert-rate.png", "keys-index-size.png");

    private KeyCharts() {
    }

    /**
     * Writes the charts.
     *
     * @param args optional path of {@code keys-runs.csv} and row count
     * @throws IOException if the CSV cannot be read or a chart written
     */
    public static void main(String[] args) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Path csv = Path.of(args.length > 0 ? args[0] : "results/keys-runs.csv");
        List<Map<String, String>> runs = ResultFiles.read(csv);
        long count = args.length > 1 ? Long.parseLong(args[1]) : largestRows(runs);
        Path dir = csv.toAbsolutePath().getParent();
        write(runs, count, dir);
    }

    /**
     * The row count the charts show: the largest measured with shuffled orders, a checkpoint and a pause only, or
     * the largest of all if no size was, so that an older, larger run with the rotated order does not stand for the
     * project's figures.
     *
     * @param runs the runs
     * @return the row count
     * @throws IllegalArgumentException if there is no run
     */
    public static long largestRows(List<Map<String, String>> runs) {
        return runs.stream().mapToLong(row -> Long.parseLong(row.get("rows"))).filter(rows -> runs.stream()
                .noneMatch(run -> Long.parseLong(run.get("rows")) == rows && ResultFiles.rotated(run))).max()
                .orElseGet(() -> runs.stream().mapToLong(row -> Long.parseLong(row.get("rows"))).max()
                        .orElseThrow(() -> new IllegalArgumentException("the runs file holds no run")));
    }

    /**
     * Writes both chart files of one row count.
     *
     * @param runs the runs of {@code keys-runs.csv}
     * @param rows the row count to draw
     * @param dir where to write the files
     * @throws IOException if a file cannot be written
     */
    public static void write(List<Map<String, String>> runs, long rows, Path dir) throws IOException {
        List<Map<String, String>> selected = runs.stream().filter(run -> Long.parseLong(run.get("rows")) == rows)
                .toList();
        String rowsText = rows % 1_000_000 == 0 ? rows / 1_000_000 + "M" : String.format(Locale.ROOT, "%,d", rows);
        List<XYChart> rates = new ArrayList<>();
        List<XYChart> sizes = new ArrayList<>();
        for (Db db : List.of(Db.POSTGRESQL, Db.MARIADB, Db.H2)) {
            List<List<Map<String, String>>> groups = ResultFiles.groups(selected.stream()
                    .filter(run -> run.get("db").equals(db.dbName())).toList());
            if (groups.isEmpty()) {
                continue;
            }
            String name = switch (db) {
                case POSTGRESQL -> "PostgreSQL";
                case MARIADB -> "MariaDB";
                case H2 -> "H2";
            };
            addPanel(rates, panel(groups, Metric.INSERT_ROWS_PER_S, 1e3, name + ": insert rate, " + rowsText
                    + " rows", "thousand rows/s"));
            addPanel(sizes, panel(groups, Metric.INDEX_BYTES, 1e6, name + (db == Db.MARIADB
                    ? ": created_at index" : ": primary-key index") + ", " + rowsText + " rows", "MB allocated"));
        }
        save(rates, dir.resolve(FILES.get(0)));
        save(sizes, dir.resolve(FILES.get(1)));
    }

    private static void addPanel(List<XYChart> panels, XYChart panel) {
        if (panel != null) {
            panels.add(panel);
        }
    }

    /** One panel, null if no key has the metric: per key a dot at the median and a bar from min to max. */
    static XYChart panel(List<List<Map<String, String>>> groups, Metric metric, double scale, String title,
            String unit) {
        int runs = groups.stream().mapToInt(List::size).max().orElse(0);
        XYChart chart = new XYChartBuilder().width(640).height(420).title(title + " (dot: median; bar: min..max of "
                + runs + " runs)").yAxisTitle(unit).build();
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setLegendPosition(LegendPosition.InsideNE);
        chart.getStyler().setChartTitleFont(chart.getStyler().getChartTitleFont().deriveFont(12f));
        // (an explicit x-axis range hides XChart 4.0.3's custom tick labels: the keys sit at 0 .. n-1 instead)
        chart.getStyler().setXAxisTickMarkSpacingHint(30);
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setXAxisLabelRotation(90);
        chart.getStyler().setAxisTickLabelsFont(chart.getStyler().getAxisTickLabelsFont().deriveFont(11f));
        chart.getStyler().setPlotGridVerticalLinesVisible(false);
        List<String> keys = groups.stream().map(group -> group.get(0).get("key")).toList();
        chart.setCustomXAxisTickLabelsFormatter(x -> {
            long index = Math.round(x);
            return Math.abs(x - index) < 1e-9 && index >= 0 && index < keys.size() ? keys.get((int) index) : "";
        });
        List<Double> xs = new ArrayList<>();
        List<Double> medians = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            double[] values = ResultFiles.values(groups.get(i), metric);
            if (values.length == 0) {
                continue;  // not measured there (H2 has no sizes)
            }
            xs.add((double) i);
            medians.add(Stats.median(values) / scale);
            XYSeries range = chart.addSeries(keys.get(i) + " min..max", new double[] {i, i},
                    new double[] {Stats.min(values) / scale, Stats.max(values) / scale});
            range.setXYSeriesRenderStyle(XYSeriesRenderStyle.Line);
            range.setMarker(SeriesMarkers.NONE);
            range.setLineColor(Color.DARK_GRAY);
            range.setLineStyle(new BasicStroke(2f));
        }
        if (xs.isEmpty()) {
            return null;
        }
        XYSeries median = chart.addSeries("median", xs, medians);
        median.setXYSeriesRenderStyle(XYSeriesRenderStyle.Scatter);
        median.setMarker(SeriesMarkers.CIRCLE);
        median.setMarkerColor(new Color(0x1f77b4));
        return chart;
    }

    private static void save(List<XYChart> panels, Path file) throws IOException {
        if (panels.isEmpty()) {
            return;
        }
        BitmapEncoder.saveBitmap(panels, 1, panels.size(), file.toString(), BitmapEncoder.BitmapFormat.PNG);
        System.out.println("wrote " + file);
    }
}
