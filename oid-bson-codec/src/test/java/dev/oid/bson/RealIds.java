package dev.oid.bson;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/** The 3,996 real {@code _id}s from MongoDB sample datasets (24 lowercase hex each), as test input. */
final class RealIds {

    private RealIds() {
    }

    static List<String> hex() {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(RealIds.class.getResourceAsStream("/real-objectids.txt")),
                StandardCharsets.US_ASCII))) {
            return reader.lines().filter(line -> !line.isBlank()).collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
