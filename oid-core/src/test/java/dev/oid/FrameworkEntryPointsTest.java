package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code valueOf(String)}, found by name by Spring and JAX-RS, and {@code tryParse}, which never throws. */
class FrameworkEntryPointsTest {

    @Test
    void valueOfParsesLikeParse() {
        ObjectId id = ObjectId.valueOf("5a17b9d9ab102555b9c38874");
        assertThat(id.toHexString()).isEqualTo("5a17b9d9ab102555b9c38874");
        assertThat(id.instant()).isEqualTo(Instant.parse("2017-11-24T06:19:05Z"));
        assertThat(ObjectId.valueOf("5A17B9D9AB102555B9C38874")).isEqualTo(id);
    }

    @Test
    void valueOfIsThePublicStaticFactoryFrameworksLookUpByName() throws NoSuchMethodException {
        Method valueOf = ObjectId.class.getMethod("valueOf", String.class);
        assertThat(Modifier.isStatic(valueOf.getModifiers())).isTrue();
        assertThat(valueOf.getReturnType()).isEqualTo(ObjectId.class);
    }

    @Test
    void valueOfRejectsWithParsesMessage() {
        assertThatIllegalArgumentException().isThrownBy(() -> ObjectId.valueOf("5a17b9d9ab102555b9c3887"))
                .withMessage("Invalid ObjectId \"5a17b9d9ab102555b9c3887\": expected exactly 24 hexadecimal digits"
                        + " (0-9, a-f, A-F), found 23 characters");
        assertThatNullPointerException().isThrownBy(() -> ObjectId.valueOf(null)).withMessage("hex");
    }

    @Test
    void tryParseGivesTheId() {
        assertThat(ObjectId.tryParse("4df2dcec2cdcd20936a8b817")).contains(ObjectId.parse("4df2dcec2cdcd20936a8b817"));
        assertThat(ObjectId.tryParse(new StringBuilder("4DF2DCEC2CDCD20936A8B817")))
                .contains(ObjectId.parse("4df2dcec2cdcd20936a8b817"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "5a17b9d9ab102555b9c3887", "5a17b9d9ab102555b9c388745", " 5a17b9d9ab102555b9c3887",
            "5a17b9d9ab102555b9c3887g", "5a17b9d9ab102555b9c3887\u0000", "5a17b9d9ab102555b9c3887\u0664"})
    void tryParseIsEmptyForAnythingParseRejects(String bad) {
        assertThat(ObjectId.tryParse(bad)).isEmpty();
        assertThat(ObjectId.tryParse(new StringBuilder(bad))).isEmpty();
        assertThatIllegalArgumentException().isThrownBy(() -> ObjectId.parse(bad));
    }

    @Test
    void tryParseIsEmptyForNull() {
        assertThat(ObjectId.tryParse(null)).isEmpty();
    }
}
