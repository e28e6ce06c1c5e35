package dev.oid.lease;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oid.ObjectId;
import dev.oid.testsupport.UsesDatabase;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Leases held by separate JVMs ({@link LeaseProcess}) on the test database ({@link TestDatabase}: PostgreSQL and
 * MariaDB in CI; otherwise H2, which this JVM serves over TCP): simultaneous acquisitions, and a process stopped
 * with SIGSTOP past its ttl while another takes its slot.
 */
@UsesDatabase
class ProcessUniqueLeaseProcessTest {

    private final TestDatabase.Pool dataSource = new TestDatabase.Pool();
    private final String table = TestDatabase.newTable();
    private final List<Child> children = new ArrayList<>();

    @AfterEach
    void stopTheProcessesAndDropTheTable() {
        children.forEach(child -> child.process.destroyForcibly());
        TestDatabase.dropIfExists(dataSource, table);
        dataSource.closeAll();
    }

    /** A running {@link LeaseProcess}: commands to its standard input, answers from its standard output. */
    private static final class Child extends ChildProcess {

        Child(Process process) {
            super(process, "lease process output");
        }

        void send(String command) {
            commands.println(command);
        }

        /** The next answer, which must start with {@code prefix}; the rest of it. */
        String answer(String prefix) throws InterruptedException {
            String line = answers.poll(60, TimeUnit.SECONDS);
            assertThat(line).as("answer of process %d", process.pid()).isNotNull().startsWith(prefix);
            return line.substring(prefix.length());
        }

        String ask(String command, String prefix) throws InterruptedException {
            send(command);
            return answer(prefix);
        }
    }

    private Child start(Duration ttl) throws IOException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), "-Xmx64m", "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                LeaseProcess.class.getName(), TestDatabase.URL, TestDatabase.USER, TestDatabase.PASSWORD, table,
                Long.toString(ttl.toMillis()))
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        Child child = new Child(process);
        children.add(child);
        return child;
    }

    @Test
    void eightProcessesAcquiringAtOnceGetEightDistinctSlots() throws Exception {
        ProcessUniqueLease.acquire(dataSource, Duration.ofSeconds(30), table).close(); // the table, slot 0 free
        List<Child> eight = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            eight.add(start(Duration.ofSeconds(30)));
        }
        for (Child child : eight) {
            child.answer("ready");
        }

        eight.forEach(child -> child.send("acquire"));
        Set<Long> slots = new HashSet<>();
        for (Child child : eight) {
            String[] slot = child.answer("slot ").split(" ");
            slots.add(Long.parseLong(slot[0]));
            assertThat(slot[1]).isEqualTo(String.format("%010x", Long.parseLong(slot[0])));
            String id = child.ask("mint", "id ");
            assertThat(id.substring(8, 18)).isEqualTo(slot[1]);
        }

        assertThat(slots).containsExactlyInAnyOrder(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L);
        assertThat(TestDatabase.heldSlots(dataSource, table)).containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L);
        for (Child child : eight) {
            child.ask("close", "closed");
            child.send("exit");
        }
        for (Child child : eight) {
            assertThat(child.process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        assertThat(TestDatabase.heldSlots(dataSource, table)).isEmpty();
        assertThat(TestDatabase.queryLong(dataSource, "SELECT COUNT(*) FROM " + table)).isEqualTo(8);
    }

    @Test
    void aProcessStoppedPastItsTtlWhoseSlotWasTakenNeverMintsWithItAgainAndLeasesAnotherSlot() throws Exception {
        assumeTrue(killWorks(), "no kill command to send SIGSTOP and SIGCONT");
        Duration ttl = Duration.ofSeconds(2);
        Child child = start(ttl);
        child.answer("ready");
        assertThat(child.ask("acquire", "slot ")).isEqualTo("0 0000000000");
        assertThat(child.ask("mint", "id ").substring(8, 18)).isEqualTo("0000000000");
        child.ask("loop", "looping");
        Thread.sleep(300);

        kill("-STOP", child.process);
        // Ids the child minted before it stopped carry at most this second (the same clock: one host).
        long stoppedSecond = Math.floorDiv(System.currentTimeMillis(), 1000);
        Thread.sleep(ttl.toMillis() + 1500);

        // The child's lease expired by the database's clock: this process takes the slot.
        try (ProcessUniqueLease taker = ProcessUniqueLease.acquire(dataSource, Duration.ofSeconds(30), table)) {
            assertThat(taker.slot()).isZero();
            ObjectId takersId = taker.generator().generate();
            assertThat(takersId.toHexString().substring(8, 18)).isEqualTo("0000000000");

            kill("-CONT", child.process);
            // The child's renewal finds slot 0 taken, and its lease leases the next slot in the background.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!child.ask("state", "state ").equals("HELD 1") && System.nanoTime() - deadline < 0) {
                Thread.sleep(50);
            }
            assertThat(child.ask("state", "state ")).isEqualTo("HELD 1");
            Thread.sleep(300);
            String[] stats = child.ask("stats", "stats ").split(" ");

            // Every id the child minted with slot 0 is from before the stop, so in earlier seconds than any of the
            // taker's; since, the same generator mints with slot 1.
            ObjectId childsGreatestOfZero = ObjectId.parse(stats[2]);
            assertThat(childsGreatestOfZero.timestamp()).isLessThanOrEqualTo(stoppedSecond)
                    .isLessThan(takersId.timestamp());
            assertThat(ObjectId.parse(stats[3]).toHexString().substring(8, 18)).isEqualTo("0000000001");
            assertThat(child.ask("mint", "id ").substring(8, 18)).isEqualTo("0000000001");
            assertThat(TestDatabase.heldSlots(dataSource, table)).containsExactly(0L, 1L);

            child.ask("close", "closed");
            child.send("exit");
            assertThat(child.process.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(TestDatabase.heldSlots(dataSource, table)).containsExactly(0L);
        }
        assertThat(TestDatabase.heldSlots(dataSource, table)).isEmpty();
    }

    private static boolean killWorks() {
        try {
            return new ProcessBuilder("kill", "-0", Long.toString(ProcessHandle.current().pid())).start()
                    .waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static void kill(String signal, Process process) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", signal, Long.toString(process.pid())).inheritIO().start();
        assertThat(kill.waitFor()).as("kill %s %d", signal, process.pid()).isZero();
    }
}
