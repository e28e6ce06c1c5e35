package dev.oid.benchmarks.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultFilesTest {

    private static Map<String, String> run(String db, String key, long rows, int run, double rate) {
        Map<String, String> cells = new LinkedHashMap<>();
        cells.put("db", db);
        cells.put("key", key);
        cells.put("column_type", "t");
        cells.put("rows", Long.toString(rows));
        cells.put("run", Integer.toString(run));
        cells.put("position", "1");
        cells.put("load1", "0.50");
        cells.put("insert_rows_per_s", Metric.format(rate));
        cells.put("insert_total_rows_per_s", Metric.format(rate));
        cells.put("method", "shuffled+settle+pause5s");
        cells.put("seed", Integer.toString(run));
        cells.put("order", key);
        return cells;
    }

    @Test
    void writesMediansMinMaxAndReplacesOnlyTheMeasuredDatabaseAndSize(@TempDir Path dir) throws Exception {
        ResultFiles.HIBERNATE.write(dir, List.of(run("mariadb", "uuidv7", 1000, 1, 90_000),
                run("mariadb", "uuidv7", 1000, 2, 110_000), run("mariadb", "uuidv7", 1000, 3, 100_500)),
                List.of(Db.MARIADB), 1000);
        ResultFiles.HIBERNATE.write(dir, List.of(run("postgresql", "objectid", 1000, 1, 5000)),
                List.of(Db.POSTGRESQL), 1000);
        assertThat(Files.readAllLines(ResultFiles.HIBERNATE.mediansFile(dir), StandardCharsets.UTF_8)).containsExactly(
                "db,key,column_type,rows,insert_rows_per_s,insert_min,insert_max,runs,method",
                "mariadb,uuidv7,t,1000,100500,90000,110000,3,shuffled+settle+pause5s",
                "postgresql,objectid,t,1000,5000,5000,5000,1,shuffled+settle+pause5s");
        // a new MariaDB 1000-row measurement replaces the three runs, PostgreSQL's stays
        ResultFiles.HIBERNATE.write(dir, List.of(run("mariadb", "bigint", 1000, 1, 7000)), List.of(Db.MARIADB), 1000);
        List<Map<String, String>> runs = ResultFiles.read(ResultFiles.HIBERNATE.runsFile(dir));
        assertThat(runs).extracting(r -> r.get("db") + "/" + r.get("key"))
                .containsExactly("mariadb/bigint", "postgresql/objectid");
        assertThat(runs.get(0)).containsEntry("order", "bigint").containsEntry("load1", "0.50");
    }

    @Test
    void readsOlderFilesByHeaderWithMissingColumnsAbsent(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("old.csv");
        Files.writeString(file, "db,key,rows,insert_rows_per_s\npostgresql,uuidv4,1000000,99392\n");
        assertThat(ResultFiles.read(file)).containsExactly(Map.of("db", "postgresql", "key", "uuidv4", "rows",
                "1000000", "insert_rows_per_s", "99392"));
    }

    @Test
    void refusesACommaInACell(@TempDir Path dir) {
        Map<String, String> bad = run("mariadb", "uuidv7", 1000, 1, 1);
        bad.put("column_type", "DECIMAL(12,2)");
        assertThatThrownBy(() -> ResultFiles.HIBERNATE.write(dir, List.of(bad), List.of(Db.MARIADB), 1000))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a CSV cell must not hold a comma or line break: \"DECIMAL(12,2)\"");
    }

    @Test
    void metricsAreFoundByTheirColumnAndFormattedAsTheFilesHoldThem() {
        assertThat(Metric.of("lookup_p99_us")).isEqualTo(Metric.LOOKUP_P99_US);
        assertThat(Metric.format(122_668.4)).isEqualTo("122668");
        assertThat(Metric.format(39.531)).isEqualTo("39.53");
        assertThatThrownBy(() -> Metric.of("rows_per_s")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown metric \"rows_per_s\"");
    }
}
