package dev.oid.lease;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;

/**
 * A JVM of its own for {@link LeaseFaultCampaignTest}: mints with a lease without pause but a paced millisecond, and
 * records everything in a file, one line each, flushed at once (so that a process stopped or killed leaves a
 * complete record up to that moment):
 * <ul>
 *   <li>{@code <wall clock ms> <24 hex>}: an id it minted</li>
 *   <li>{@code r <wall clock ms>}: a {@code generate} call the lease refused</li>
 *   <li>{@code held <wall clock ms> <slot>}: the lease holds this slot (at acquire, and at each change to HELD)</li>
 *   <li>{@code state <wall clock ms> <previous> <current>}: what the lease's listener heard</li>
 * </ul>
 * It prints {@code ready} once connected, waits for a line {@code go} on standard input before it acquires (so
 * that a test can have it take over a slot at a given moment), prints {@code minting}, and exits when its standard
 * input ends. Arguments: JDBC URL, user, password, table, ttl in milliseconds, the record's file.
 */
public final class LeaseCampaignWorker {

    private LeaseCampaignWorker() {
    }

    public static void main(String[] args) throws Exception {
        TestDatabase.Pool dataSource = new TestDatabase.Pool(args[0], args[1], args[2]);
        String table = args[3];
        Duration ttl = Duration.ofMillis(Long.parseLong(args[4]));
        Path record = Path.of(args[5]);
        dataSource.getConnection().close();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        answer("ready");
        if (!"go".equals(in.readLine())) {
            return;
        }
        try (Writer out = Files.newBufferedWriter(record, StandardCharsets.US_ASCII)) {
            ProcessUniqueLease lease = acquire(dataSource, ttl, table);
            write(out, "held " + System.currentTimeMillis() + " " + lease.slot());
            lease.addListener((source, previous, current) -> {
                long now = System.currentTimeMillis();
                write(out, "state " + now + " " + previous + " " + current);
                if (current == ProcessUniqueLease.State.HELD) {
                    write(out, "held " + now + " " + source.slot());
                }
            });
            Thread minting = new Thread(() -> {
                for (;;) {
                    try {
                        String id = lease.generator().generate().toHexString();
                        write(out, System.currentTimeMillis() + " " + id);
                    } catch (IllegalStateException e) {
                        write(out, "r " + System.currentTimeMillis());
                    }
                    LockSupport.parkNanos(1_000_000);
                }
            }, "campaign minting");
            minting.setDaemon(true);
            minting.start();
            answer("minting");
            while (in.readLine() != null) {
                // until the test ends
            }
        }
        System.exit(0);
    }

    /** The first acquisition, tried again for a while: a fault may be under way when a worker starts. */
    private static ProcessUniqueLease acquire(TestDatabase.Pool dataSource, Duration ttl, String table)
            throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        for (;;) {
            try {
                return ProcessUniqueLease.acquire(dataSource, ttl, table);
            } catch (SQLException e) {
                if (System.nanoTime() - deadline > 0) {
                    throw e;
                }
                Thread.sleep(100);
            }
        }
    }

    private static void write(Writer out, String line) {
        synchronized (out) {
            try {
                out.write(line);
                out.write('\n');
                out.flush();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }

    private static void answer(String line) {
        System.out.println(line);
        System.out.flush();
    }
}
