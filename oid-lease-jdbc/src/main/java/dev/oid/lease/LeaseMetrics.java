package dev.oid.lease;

import dev.oid.lease.ProcessUniqueLease.RenewalOutcome;
import dev.oid.lease.ProcessUniqueLease.State;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.MeterBinder;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * Micrometer meters of a {@link ProcessUniqueLease}, each tagged {@code table} with the lease's table:
 *
 * <ul>
 *   <li>{@value #STATE}: a gauge per {@linkplain State state}, tagged {@code state} ({@code held}, {@code at_risk},
 *       {@code lost}, {@code checkpointed}, {@code closed}), 1 for the lease's state and 0 for the others;</li>
 *   <li>{@value #SLOT}: a gauge of the slot held now, or held last (it changes when the lease leases another
 *       slot);</li>
 *   <li>{@value #RENEWALS}: a timer of the renewal statements, tagged {@code outcome}: {@code success} (renewed),
 *       {@code lost} (the row was found expired or taken) or {@code failure} (the database could not be reached,
 *       timed out or failed);</li>
 *   <li>{@value #REFUSALS}: a counter of the {@code generate} calls the lease's generator refused;</li>
 *   <li>{@value #REACQUISITIONS}: a counter of the slots leased again, after a loss or a restore from a CRaC
 *       checkpoint.</li>
 * </ul>
 *
 * <pre>{@code
 * new LeaseMetrics(lease).bindTo(meterRegistry);
 * }</pre>
 *
 * <p>Micrometer ({@code io.micrometer:micrometer-core}) is an optional dependency of this module: only this class
 * refers to it, so a lease works without Micrometer as long as this class is not used. The Spring Boot starter binds
 * it when the application has a {@code MeterRegistry}. Bind it once per registry; the counters and the timer count
 * from the moment it is bound.
 *
 * @since 0.1.0
 */
@SuppressWarnings("exports") // MeterBinder is Micrometer's, an optional dependency
public final class LeaseMetrics implements MeterBinder {

    /** The gauge of the lease's state: {@value}. */
    public static final String STATE = "oid.lease.state";
    /** The gauge of the slot: {@value}. */
    public static final String SLOT = "oid.lease.slot";
    /** The timer of the renewals: {@value}. */
    public static final String RENEWALS = "oid.lease.renewals";
    /** The counter of the generator's refusals: {@value}. */
    public static final String REFUSALS = "oid.lease.refusals";
    /** The counter of the slots leased again: {@value}. */
    public static final String REACQUISITIONS = "oid.lease.reacquisitions";

    private final ProcessUniqueLease lease;

    /**
     * Creates the meters' binder of {@code lease}.
     *
     * @param lease the lease
     * @throws NullPointerException if {@code lease} is {@code null}
     */
    public LeaseMetrics(ProcessUniqueLease lease) {
        this.lease = Objects.requireNonNull(lease, "lease");
    }

    /**
     * Registers the meters in {@code registry}.
     *
     * @param registry the registry
     * @throws NullPointerException if {@code registry} is {@code null}
     */
    @Override
    public void bindTo(MeterRegistry registry) {
        Objects.requireNonNull(registry, "registry");
        Tags tags = Tags.of("table", lease.table());
        for (State state : State.values()) {
            Gauge.builder(STATE, lease, current -> current.state() == state ? 1 : 0)
                    .tags(tags).tag("state", state.name().toLowerCase(Locale.ROOT))
                    .description("1 for the state the process-unique lease is in, 0 for the others")
                    .register(registry);
        }
        Gauge.builder(SLOT, lease, ProcessUniqueLease::slot).tags(tags)
                .description("The slot of the process-unique lease, held now or last")
                .register(registry);
        Map<RenewalOutcome, Timer> renewals = new EnumMap<>(RenewalOutcome.class);
        for (RenewalOutcome outcome : RenewalOutcome.values()) {
            renewals.put(outcome, Timer.builder(RENEWALS).tags(tags)
                    .tag("outcome", outcome.name().toLowerCase(Locale.ROOT))
                    .description("Renewals of the process-unique lease: success, lost (the row was found expired or"
                            + " taken) or failure (no answer)")
                    .register(registry));
        }
        Counter refusals = Counter.builder(REFUSALS).tags(tags)
                .description("generate calls the process-unique lease's generator refused")
                .register(registry);
        Counter reacquisitions = Counter.builder(REACQUISITIONS).tags(tags)
                .description("Slots the process-unique lease leased again, after a loss or a restore")
                .register(registry);
        lease.addEvents(new ProcessUniqueLease.Events() {
            @Override
            public void renewal(RenewalOutcome outcome, long nanos) {
                renewals.get(outcome).record(nanos, TimeUnit.NANOSECONDS);
            }

            @Override
            public void refused() {
                refusals.increment();
            }

            @Override
            public void reacquired() {
                reacquisitions.increment();
            }
        });
    }
}
