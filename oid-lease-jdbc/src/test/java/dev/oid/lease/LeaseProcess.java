package dev.oid.lease;

import dev.oid.ObjectId;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HexFormat;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * A JVM of its own that leases a slot, for the tests with several processes. It reads one command per line on
 * standard input and answers with one line on standard output:
 * <ul>
 *   <li>{@code acquire}: {@code slot <n> <10 hex digits of the value>}</li>
 *   <li>{@code mint}: {@code id <24 hex>} or {@code refused <message>}</li>
 *   <li>{@code loop}: {@code looping}, and a thread mints without pause from then on</li>
 *   <li>{@code stats}: {@code stats <ids minted by the loop> <refusals> <the loop's greatest id, or none>}</li>
 *   <li>{@code close}: {@code closed}; {@code exit}: ends the process</li>
 * </ul>
 * Arguments: JDBC URL, user, password, table, ttl in milliseconds.
 */
public final class LeaseProcess {

    private LeaseProcess() {
    }

    public static void main(String[] args) throws Exception {
        TestDatabase.Pool dataSource = new TestDatabase.Pool(args[0], args[1], args[2]);
        String table = args[3];
        Duration ttl = Duration.ofMillis(Long.parseLong(args[4]));
        dataSource.getConnection().close(); // connect before "ready": the acquisitions then start together
        AtomicReference<ProcessUniqueLease> lease = new AtomicReference<>();
        AtomicLong minted = new AtomicLong();
        AtomicLong refused = new AtomicLong();
        // The greatest id minted with the value 0000000000, and with any other value (after leasing again).
        AtomicReference<ObjectId> greatestOfZero = new AtomicReference<>();
        AtomicReference<ObjectId> greatestOfOther = new AtomicReference<>();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        answer("ready");
        for (String command = in.readLine(); command != null; command = in.readLine()) {
            switch (command) {
                case "acquire" -> {
                    ProcessUniqueLease acquired = ProcessUniqueLease.acquire(dataSource, ttl, table);
                    lease.set(acquired);
                    answer("slot " + acquired.slot() + " " + HexFormat.of().formatHex(acquired.processUnique()));
                }
                case "mint" -> {
                    try {
                        answer("id " + lease.get().generator().generate());
                    } catch (IllegalStateException e) {
                        answer("refused " + e.getMessage());
                    }
                }
                case "loop" -> {
                    Thread loop = new Thread(() -> {
                        for (;;) {
                            try {
                                ObjectId id = lease.get().generator().generate();
                                AtomicReference<ObjectId> greatest =
                                        id.toHexString().startsWith("0000000000", 8) ? greatestOfZero : greatestOfOther;
                                greatest.accumulateAndGet(id, (a, b) -> a == null || b.compareTo(a) > 0 ? b : a);
                                minted.incrementAndGet();
                            } catch (IllegalStateException e) {
                                refused.incrementAndGet();
                                LockSupport.parkNanos(1_000_000);
                            }
                        }
                    }, "minting loop");
                    loop.setDaemon(true);
                    loop.start();
                    answer("looping");
                }
                case "stats" -> {
                    ObjectId zero = greatestOfZero.get();
                    ObjectId other = greatestOfOther.get();
                    answer("stats " + minted.get() + " " + refused.get() + " " + (zero == null ? "none" : zero) + " "
                            + (other == null ? "none" : other));
                }
                case "state" -> answer("state " + lease.get().state() + " " + lease.get().slot());
                case "close" -> {
                    lease.get().close();
                    answer("closed");
                }
                case "exit" -> {
                    return;
                }
                default -> answer("unknown " + command);
            }
        }
    }

    private static void answer(String line) {
        System.out.println(line);
        System.out.flush();
    }
}
