package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.net.URLClassLoader;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Checkpoint/restore (CRaC): with the {@code org.crac} API present, the default generator is registered as a
 * CRaC resource and, after a restore, continues with a new process-unique value and counter start, so copies
 * restored from one checkpoint do not mint the same ids. No CRaC JVM is needed: the test calls the resource as
 * the CRaC runtime does after a restore.
 */
class CheckpointRestoreTest {

    private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");

    @Test
    void theDefaultGeneratorIsRegisteredForRestore() {
        ObjectIdGenerator generator = ObjectIdGenerator.defaultGenerator();

        List<CheckpointRestore.Reseed> registered = CheckpointRestore.Reseed.registered();

        assertThat(registered).extracting(CheckpointRestore.Reseed::generator).contains(generator);
    }

    @Test
    void afterRestoreTheGeneratorContinuesWithANewProcessUniqueValueAndCounterStart() throws Exception {
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(InstantSource.fixed(T))
                .random(new SplittableRandom(42)).build();
        assertThat(generator.generate()).hasToString("6955b900262feb6e953444a9");
        CheckpointRestore.Reseed resource = new CheckpointRestore.Reseed(generator);

        resource.beforeCheckpoint(null);
        resource.afterRestore(null);

        // The next two draws of SplittableRandom(42): a new base and a new counter start, as in a new process.
        SplittableRandom replay = new SplittableRandom(42);
        replay.nextLong();
        replay.nextInt(1 << 24);
        String base = String.format("%010x", replay.nextLong() & 0xFF_FFFF_FFFFL);
        String counter = String.format("%06x", replay.nextInt(1 << 24));
        ObjectId restored = generator.generate();
        assertThat(restored).hasToString("6955b900" + base + counter);
        assertThat(ObjectIdLayout.of(restored).processUnique()).isNotEqualTo("262feb6e95");
    }

    @Test
    void aReseedNeverDrawsABaseWithin255OfTheCurrentOne() {
        // A random source that first offers the same base again, then one 255 above, then a far one.
        long[] longs = {0x0102030405L, 0x0102030405L, 0x0102030504L, 0x0a0b0c0d0eL};
        int[] next = {0};
        java.util.random.RandomGenerator scripted = new java.util.random.RandomGenerator() {
            @Override
            public long nextLong() {
                return longs[next[0]++];
            }

            @Override
            public int nextInt(int bound) {
                return 0;
            }
        };
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(InstantSource.fixed(T)).random(scripted)
                .build();
        assertThat(generator.generate()).hasToString("6955b9000102030405000000");

        generator.reseed();

        assertThat(generator.generate()).hasToString("6955b9000a0b0c0d0e000000");
    }

    @Test
    void withoutTheCracApiTheDefaultGeneratorWorksUnregistered() throws Exception {
        // oid-core's classes alone, as in an application without org.crac.
        URL classes = ObjectIdGenerator.class.getProtectionDomain().getCodeSource().getLocation();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes}, null)) {
            Class<?> generatorClass = Class.forName(ObjectIdGenerator.class.getName(), true, loader);
            Object generator = generatorClass.getMethod("defaultGenerator").invoke(null);
            Object id = generatorClass.getMethod("generate").invoke(generator);
            assertThat(id.toString()).hasSize(24);
            Class<?> support = Class.forName(CheckpointRestore.class.getName(), true, loader);
            java.lang.reflect.Method reseedOnRestore =
                    support.getDeclaredMethod("reseedOnRestore", generatorClass);
            reseedOnRestore.setAccessible(true);
            assertThat(reseedOnRestore.invoke(null, generator)).isEqualTo(false);
        }
    }
}
