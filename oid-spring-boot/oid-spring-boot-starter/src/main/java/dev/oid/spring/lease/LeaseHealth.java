package dev.oid.spring.lease;

import dev.oid.lease.ProcessUniqueLease;
import dev.oid.lease.ProcessUniqueLease.State;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the health indicator of each Spring Boot line reports of a lease: up while its generator mints
 * ({@code HELD}, {@code AT_RISK}), down otherwise ({@code LOST}, {@code CHECKPOINTED}, {@code CLOSED}), with the
 * state, slot, table, process-unique value and, while a slot is held, the instant until which the generator mints
 * without another successful renewal.
 */
final class LeaseHealth {

    private LeaseHealth() {
    }

    /** Whether the lease's generator mints now. */
    static boolean up(State state) {
        return state == State.HELD || state == State.AT_RISK;
    }

    /** The details, in this order: state, slot, processUnique, table, validUntil (ISO-8601, while held). */
    static Map<String, Object> details(ProcessUniqueLease lease, State state) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("state", state.name());
        details.put("slot", lease.slot());
        details.put("processUnique", HexFormat.of().formatHex(lease.processUnique()));
        details.put("table", lease.table());
        Instant validUntil = lease.validUntil();
        if (validUntil != null && up(state)) {
            details.put("validUntil", validUntil.toString());
        }
        return details;
    }
}
