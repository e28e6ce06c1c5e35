package dev.oid.testsupport;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.function.Predicate;

/** Asks for a value again and again until it is the one awaited or the time is up: for states that change later. */
public final class Eventually {

    private Eventually() {
    }

    /**
     * Calls {@code call} every {@code every} until its value satisfies {@code done} or {@code within} has passed.
     *
     * @param <T> the type of the value
     * @param within how long to keep asking
     * @param every the pause between two calls
     * @param call what gives the value; its exceptions are thrown at once
     * @param done whether a value is the one awaited
     * @return the first value that satisfies {@code done}, or else the last one (the caller's assertion then fails
     *         and shows it)
     * @throws Exception what {@code call} throws, or {@link InterruptedException} if interrupted while pausing
     */
    public static <T> T get(Duration within, Duration every, Callable<T> call, Predicate<? super T> done)
            throws Exception {
        long deadline = System.nanoTime() + within.toNanos();
        for (;;) {
            T value = call.call();
            if (done.test(value) || System.nanoTime() - deadline > 0) {
                return value;
            }
            Thread.sleep(every.toMillis());
        }
    }
}
