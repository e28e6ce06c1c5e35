package dev.oid.benchmarks.keys.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.benchmarks.keys.Db;
import dev.oid.benchmarks.keys.KeyType;
import dev.oid.benchmarks.keys.ResultFiles;
import jakarta.persistence.Table;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HibernateKeyBenchmarkTest {

    @Test
    void iteratesTheCatalogueOfTheJdbcBenchmarkButTsid() {
        assertThat(Arrays.stream(KeyType.values()).filter(key -> KeyEntities.entity(key) == null))
                .containsExactly(KeyType.TSID_LONG);
        for (KeyType key : HibernateKeyBenchmark.keys(Db.MARIADB)) {
            assertThat(KeyEntities.entity(key).getAnnotation(Table.class).name())
                    .isEqualTo(KeyEntities.TABLE_PREFIX + key.key());
        }
        assertThat(HibernateKeyBenchmark.keys(Db.MARIADB)).doesNotContain(KeyType.OBJECTID_UUID);
        // the text key's column is the catalogue's on both databases (it was VARCHAR(24) on MariaDB before)
        assertThat(HibernateKeyBenchmark.columnType(KeyType.OBJECTID_TEXT, Db.MARIADB)).isEqualTo("CHAR(24)");
        assertThat(HibernateKeyBenchmark.columnType(KeyType.OBJECTID_TEXT_BINARY, Db.POSTGRESQL))
                .isEqualTo("char(24) collate \"C\"");
    }

    @Test
    void measuresEveryKeyInEveryRoundOnH2(@TempDir Path dir) throws Exception {
        HibernateKeyBenchmark.main(new String[] {"--db", "h2", "--rows", "1500", "--runs", "2", "--warmup-rows",
            "0", "--pause-seconds", "0", "--out", dir.resolve("keys.csv").toString()});
        List<Map<String, String>> runs = ResultFiles.read(ResultFiles.HIBERNATE.runsFile(dir));
        List<String> keys = HibernateKeyBenchmark.keys(Db.H2).stream().map(KeyType::key).toList();
        assertThat(keys).contains("bigint", "bigint_sequence", "objectid_text_bin");
        assertThat(runs).hasSize(2 * keys.size());
        assertThat(runs).filteredOn(run -> run.get("run").equals("1")).extracting(run -> run.get("key"))
                .containsExactlyInAnyOrderElementsOf(keys);
        assertThat(runs).allSatisfy(run -> assertThat(Double.parseDouble(run.get("insert_rows_per_s")))
                .isPositive());
        assertThat(ResultFiles.read(ResultFiles.HIBERNATE.mediansFile(dir))).hasSize(keys.size())
                .allSatisfy(row -> assertThat(row).containsEntry("runs", "2"));
    }
}
