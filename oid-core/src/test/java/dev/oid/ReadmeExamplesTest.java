package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.InstantSource;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The snippets of the "Core API" section of README.md, with the results the README shows. */
class ReadmeExamplesTest {

    @Test
    void textForm() {
        ObjectId id = ObjectId.generate();
        String hex = id.toHexString();
        ObjectId parsed = ObjectId.parse("5a17b9d9ab102555b9c38874");

        assertThat(hex).hasSize(24).isEqualTo(id.toString());
        assertThat(parsed.instant()).isEqualTo(Instant.parse("2017-11-24T06:19:05Z"));
        assertThat(ObjectId.isValid(" 5a17b9d9ab102555b9c38874")).isFalse();
        assertThatIllegalArgumentException().isThrownBy(() -> ObjectId.parse("5a17b9d9ab102555b9c3887"))
                .withMessage("Invalid ObjectId \"5a17b9d9ab102555b9c3887\": expected exactly 24 hexadecimal digits"
                        + " (0-9, a-f, A-F), found 23 characters");
    }

    @Test
    void binaryForm() {
        ObjectId parsed = ObjectId.parse("5a17b9d9ab102555b9c38874");
        byte[] bytes = parsed.toByteArray();
        ObjectId same = ObjectId.fromBytes(bytes);
        ByteBuffer buffer = ByteBuffer.allocate(64);
        parsed.writeTo(buffer);

        assertThat(bytes).hasSize(12).startsWith(0x5a, 0x17, 0xb9, 0xd9);
        assertThat(same).isEqualTo(parsed);
        assertThat(ObjectId.readFrom(buffer.flip())).isEqualTo(parsed);
    }

    @Test
    void rangeBoundaries() {
        ObjectId from = ObjectId.min(Instant.parse("2026-03-01T00:00:00Z"));
        ObjectId to = ObjectId.min(Instant.parse("2026-04-01T00:00:00Z"));

        assertThat(from).hasToString("69a381800000000000000000");
        assertThat(to).hasToString("69cc60000000000000000000");
        assertThat(ObjectId.max(Instant.parse("2026-03-31T23:59:59Z"))).isLessThan(to);
        assertThatIllegalArgumentException().isThrownBy(() -> ObjectId.min(Instant.parse("1969-12-31T23:59:59Z")));
    }

    @Test
    void generatorWithTestClock() {
        ObjectIdGenerator generator = ObjectIdGenerator.builder()
                .clock(InstantSource.fixed(Instant.parse("2026-01-01T00:00:00Z")))
                .random(new SplittableRandom(42))
                .build();

        assertThat(generator.generate()).hasToString("6955b900262feb6e953444a9");
        assertThat(generator.generate(1000)).hasSize(1000).isSorted();
    }

    @Test
    void layout() {
        ObjectIdLayout layout = ObjectIdLayout.of(ObjectId.parse("4df2dcec2cdcd20936a8b817"));

        assertThat(layout.instant()).isEqualTo(Instant.parse("2011-06-11T03:11:40Z"));
        assertThat(layout.processUnique()).isEqualTo("2cdcd20936");
        assertThat(layout.legacyMachine()).isEqualTo("2cdcd2");
        assertThat(layout.legacyPid()).isEqualTo(2358);
        assertThat(layout.counter()).isEqualTo(11_057_175);
        assertThat(layout.boundary()).isEqualTo(ObjectIdLayout.Boundary.NONE);
    }
}
