package dev.oid.benchmarks.keys;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeyBenchmarkTest {

    @Test
    void writesOneMedianRowPerKeyAndEveryRunOnH2(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("keys.csv");
        KeyBenchmark.main(new String[] {"--db", "h2", "--rows", "2000", "--runs", "2", "--batch", "250",
            "--lookups", "300", "--warmup-rows", "0", "--rate", "20", "--out", out.toString()});

        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertThat(lines.get(0)).isEqualTo("db,key,column_type,rows,insert_rows_per_s,table_bytes,index_bytes,"
                + "lookup_p50_us,lookup_p99_us,range_scan_ms");
        assertThat(lines).hasSize(1 + KeyType.values().length);
        assertThat(lines.get(1)).startsWith("h2,bigint,bigint generated always as identity,2000,");
        // a key range exists for time-ordered keys only; the harness checks it returns the created_at rows
        assertThat(lines.stream().filter(line -> line.startsWith("h2,objectid,")).findFirst().orElseThrow())
                .startsWith("h2,objectid,binary(12),2000,").doesNotEndWith(",");
        assertThat(lines.stream().filter(line -> line.startsWith("h2,uuidv4,")).findFirst().orElseThrow())
                .endsWith(",");
        assertThat(Files.readAllLines(dir.resolve("keys-runs.csv"), StandardCharsets.UTF_8))
                .hasSize(1 + 2 * KeyType.values().length);

        KeyCharts.main(new String[] {out.toString()});
        // XChart draws the text as outlines: check that both charts are SVG documents with the bars
        for (String chart : List.of("keys-insert-rate.svg", "keys-index-size.svg")) {
            assertThat(Files.readString(dir.resolve(chart), StandardCharsets.UTF_8)).contains("<svg")
                    .contains("</svg>").contains("<rect");
        }
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
        assertThat(ObjectId.fromUuid(lastPacked).instant()).isEqualTo(to.minusSeconds(1));
        assertThat(KeyType.UUID_V4.range(from, to)).isNull();
    }

    /** Compares UUIDs as PostgreSQL does: unsigned bytes. */
    private static int unsigned(UUID a, UUID b) {
        int high = Long.compareUnsigned(a.getMostSignificantBits(), b.getMostSignificantBits());
        return high != 0 ? high : Long.compareUnsigned(a.getLeastSignificantBits(), b.getLeastSignificantBits());
    }
}
