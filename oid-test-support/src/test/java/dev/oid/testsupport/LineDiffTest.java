package dev.oid.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class LineDiffTest {

    @Test
    void equalSidesHaveNoChanges() {
        assertThat(LineDiff.diff(List.of("a", "b"), List.of("a", "b"))).containsExactly("  a", "  b");
        assertThat(LineDiff.changes(List.of("a", "b"), List.of("a", "b"))).isEmpty();
    }

    @Test
    void showsRemovedAddedAndChangedLinesInOrder() {
        assertThat(LineDiff.diff(List.of("a", "b", "c", "d"), List.of("a", "x", "c", "d", "e")))
                .containsExactly("  a", "- b", "+ x", "  c", "  d", "+ e");
        assertThat(LineDiff.changes(List.of("a", "b"), List.of())).containsExactly("- a", "- b");
        assertThat(LineDiff.changes(List.of(), List.of("a"))).containsExactly("+ a");
    }
}
