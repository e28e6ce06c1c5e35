package dev.oid.it;

import java.time.Instant;
import java.time.InstantSource;

/** A clock the test moves by hand, so ids carry known creation seconds. */
final class TestClock implements InstantSource {

    private volatile Instant now;

    TestClock(Instant start) {
        this.now = start;
    }

    void set(Instant instant) {
        this.now = instant;
    }

    @Override
    public Instant instant() {
        return now;
    }
}
