package dev.oid.testsupport;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A line diff of two texts (longest common subsequence), for failure messages people can read.
 *
 * <p>Each line of the result starts with two characters: {@code "  "} for a line both sides have, {@code "- "}
 * for a line only the first side has and {@code "+ "} for a line only the second side has.
 */
public final class LineDiff {

    private LineDiff() {
    }

    /**
     * Returns the diff of two lists of lines, every line of both sides in order.
     *
     * @param first the lines of the first side (shown with {@code "- "})
     * @param second the lines of the second side (shown with {@code "+ "})
     * @return the diff lines; all start with {@code "  "} when the sides are equal
     * @throws NullPointerException if a list is null
     */
    public static List<String> diff(List<String> first, List<String> second) {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        int n = first.size();
        int m = second.size();
        // common[i][j]: length of the longest common subsequence of first[i..] and second[j..].
        int[][] common = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                common[i][j] = first.get(i).equals(second.get(j))
                        ? common[i + 1][j + 1] + 1
                        : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        List<String> lines = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && first.get(i).equals(second.get(j))) {
                lines.add("  " + first.get(i++));
                j++;
            } else if (i < n && (j == m || common[i + 1][j] >= common[i][j + 1])) {
                lines.add("- " + first.get(i++));
            } else {
                lines.add("+ " + second.get(j++));
            }
        }
        return lines;
    }

    /**
     * Returns only the differing lines of {@link #diff}, each with its prefix.
     *
     * @param first the lines of the first side (shown with {@code "- "})
     * @param second the lines of the second side (shown with {@code "+ "})
     * @return the lines only one side has, in diff order; empty when the sides are equal
     * @throws NullPointerException if a list is null
     */
    public static List<String> changes(List<String> first, List<String> second) {
        return diff(first, second).stream().filter(line -> !line.startsWith("  ")).toList();
    }
}
