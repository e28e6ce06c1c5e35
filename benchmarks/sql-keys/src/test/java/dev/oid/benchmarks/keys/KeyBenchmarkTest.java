package dev.oid.benchmarks.keys;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectIdUuids;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeyBenchmarkTest {

    @Test
    void writesOneMedianRowPerKeyAndEveryRunOnH2(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("keys.csv");
        KeyBenchmark.main(new String[] {"--db", "h2", "--rows", "2000", "--runs", "2", "--batch", "250",
            "--lookups", "300", "--warmup-rows", "0", "--rate", "20", "--pause-seconds", "0", "--seed", "7",
            "--out", out.toString()});

        int jdbcKeys = KeyType.values().length - 1;  // all but the Hibernate-only pooled sequence
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertThat(lines.get(0)).isEqualTo("db,key,column_type,rows,insert_rows_per_s,table_bytes,index_bytes,"
                + "lookup_p50_us,lookup_p99_us,range_scan_ms,runs,method");
        assertThat(lines).hasSize(1 + jdbcKeys);
        assertThat(lines.get(1)).startsWith("h2,bigint,bigint generated always as identity,2000,");
        // a key range exists for time-ordered keys only; the harness checks it returns the created_at rows
        Map<String, Map<String, String>> medians = new HashMap<>();
        ResultFiles.read(out).forEach(row -> medians.put(row.get("key"), row));
        assertThat(medians.get("objectid")).containsEntry("column_type", "binary(12)").containsEntry("rows", "2000")
                .containsEntry("runs", "2");
        assertThat(medians.get("objectid").get("range_scan_ms")).isNotEmpty();
        assertThat(medians.get("uuidv4").get("range_scan_ms")).isEmpty();
        List<Map<String, String>> runs = ResultFiles.read(dir.resolve("keys-runs.csv"));
        assertThat(runs).hasSize(2 * jdbcKeys);
        // each run records the campaign's seed and its round's shuffled order; every key once per round
        assertThat(runs).extracting(run -> run.get("seed")).containsOnly("7");
        assertThat(runs).extracting(run -> run.get("method")).containsOnly("split-shuffled+settle+pause0s");
        List<List<String>> orders = new Rounds(7, 0).orders(Arrays.stream(KeyType.values()).filter(KeyType::jdbc)
                .map(KeyType::key).toList(), 2);
        assertThat(runs).allSatisfy(run -> {
            List<String> order = orders.get(Integer.parseInt(run.get("run")) - 1);
            assertThat(run.get("order")).isEqualTo(String.join(" ", order));
            assertThat(order.get(Integer.parseInt(run.get("position")) - 1)).isEqualTo(run.get("key"));
        });
        assertThat(runs).allSatisfy(run -> assertThat(run.get("load1")).isNotNull());

        KeyCharts.main(new String[] {dir.resolve("keys-runs.csv").toString()});
        // one panel per database, H2 alone here, 640 x 420 pixels; H2 reports no sizes, so no size chart
        BufferedImage image = ImageIO.read(dir.resolve(KeyCharts.FILES.get(0)).toFile());
        assertThat(image.getWidth()).isEqualTo(640);
        assertThat(image.getHeight()).isEqualTo(420);
        assertThat(dir.resolve(KeyCharts.FILES.get(1))).doesNotExist();
    }

    @Test
    void keyRangesHoldExactlyTheIdsOfTheirTimeRange() {
        Instant from = Instant.parse("2026-01-01T01:00:00Z");
        Instant to = from.plusSeconds(60);
        KeyBenchmark.SimulatedClock clock = new KeyBenchmark.SimulatedClock(to.toEpochMilli() - 1);
        Supplier<Object> uuidv7 = KeyType.UUID_V7.minter(clock);
        Supplier<Object> tsid = KeyType.TSID_LONG.minter(clock);
        Supplier<Object> packed = KeyType.OBJECTID_UUID.minter(clock);
        UUID lastV7 = (UUID) uuidv7.get();
        long lastTsid = (Long) tsid.get();
        UUID lastPacked = (UUID) packed.get();
        clock.millis = from.toEpochMilli();
        UUID firstV7 = (UUID) uuidv7.get();
        long firstTsid = (Long) tsid.get();

        Object[] v7 = KeyType.UUID_V7.range(from, to);
        assertThat(unsigned((UUID) v7[0], firstV7)).isNegative();
        assertThat(unsigned(lastV7, (UUID) v7[1])).isNegative();
        Object[] tsids = KeyType.TSID_LONG.range(from, to);
        assertThat((Long) tsids[0]).isLessThanOrEqualTo(firstTsid);
        assertThat(lastTsid).isLessThan((Long) tsids[1]);
        Object[] uuids = KeyType.OBJECTID_UUID.range(from, to);
        assertThat(unsigned(lastPacked, (UUID) uuids[1])).isNegative();
        assertThat(ObjectIdUuids.fromUuid(lastPacked).instant()).isEqualTo(to.minusSeconds(1));
        assertThat(KeyType.UUID_V4.range(from, to)).isNull();
    }

    /** Compares UUIDs as PostgreSQL does: unsigned bytes. */
    private static int unsigned(UUID a, UUID b) {
        int high = Long.compareUnsigned(a.getMostSignificantBits(), b.getMostSignificantBits());
        return high != 0 ? high : Long.compareUnsigned(a.getLeastSignificantBits(), b.getLeastSignificantBits());
    }
}
