package dev.oid.spring.migration;

import dev.oid.ObjectId;
import java.nio.ByteBuffer;

/** The stable ids of rows that had integer ids, as the README's migration SQL gives them, in Java. */
final class MigratedIds {

    private MigratedIds() {
    }

    // BEGIN README migration
    /** The id of the row {@code oldId} (0 to 2^56 - 1) of the table numbered {@code table} (1 to 127). */
    static ObjectId migratedId(int table, long oldId) {
        if (table < 1 || table > 127 || oldId < 0 || oldId >= 1L << 56) {
            throw new IllegalArgumentException("table " + table + " (1 to 127) or id " + oldId + " (0 to 2^56 - 1)");
        }
        return ObjectId.fromBytes(ByteBuffer.allocate(12)
                .putInt(0x6955b900)                   // 2026-01-01T00:00:00Z, before any id the application mints
                .putLong((long) table << 56 | oldId)  // the table's number, then the old id in 7 bytes
                .array());
    }
    // END README migration
}
