package dev.oid;

import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;

/** A clock that tests set and step by hand, and that counts how often it is read. */
final class TestClock implements InstantSource {

    private final AtomicLong millis;
    private final AtomicLong reads = new AtomicLong();

    TestClock(Instant start) {
        this.millis = new AtomicLong(start.toEpochMilli());
    }

    void set(Instant instant) {
        millis.set(instant.toEpochMilli());
    }

    void advanceMillis(long delta) {
        millis.addAndGet(delta);
    }

    long reads() {
        return reads.get();
    }

    @Override
    public long millis() {
        reads.incrementAndGet();
        return millis.get();
    }

    @Override
    public Instant instant() {
        reads.incrementAndGet();
        return Instant.ofEpochMilli(millis.get());
    }
}
