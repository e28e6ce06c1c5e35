package dev.oid.lease;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A JVM of the lease tests' own ({@link LeaseProcess}, {@link LeaseCampaignWorker}) spoken to line by line: commands
 * go to its standard input, every line of its standard output is queued as an answer by a daemon thread.
 */
class ChildProcess {

    final Process process;
    final PrintStream commands;
    final BlockingQueue<String> answers = new LinkedBlockingQueue<>();

    ChildProcess(Process process, String readerName) {
        this.process = process;
        this.commands = new PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    answers.add(line);
                }
            } catch (IOException e) {
                answers.add("output failed: " + e);
            }
        }, readerName);
        reader.setDaemon(true);
        reader.start();
    }
}
