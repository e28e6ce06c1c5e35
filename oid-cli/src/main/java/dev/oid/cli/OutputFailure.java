package dev.oid.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * Standard output that fails loudly: a {@link java.io.PrintWriter} swallows write errors (it only sets a flag),
 * so the stream under it turns them into this unchecked exception, which stops the command where it writes.
 * {@link #closedPipe()} tells a reader that went away (EPIPE: quiet exit 141) from any other write error, such as
 * a full disk (reported, exit 74).
 */
final class OutputFailure extends UncheckedIOException {

    private static final long serialVersionUID = 1L;

    OutputFailure(IOException cause) {
        super(cause);
    }

    /** Whether the reader of standard output closed it (the pipe is broken), as in {@code oid new | head -1}. */
    boolean closedPipe() {
        String message = getCause().getMessage();
        return message != null && message.contains("Broken pipe");
    }

    /** The one-line report of this failure, e.g. "cannot write to standard output: No space left on device". */
    String describe() {
        return "cannot write to standard output: " + getCause().getMessage();
    }

    /** Returns standard output (file descriptor 1, unbuffered) that throws {@link OutputFailure} on write errors. */
    static OutputStream standardOutput() {
        OutputStream out = new FileOutputStream(FileDescriptor.out);
        return new OutputStream() {
            @Override
            public void write(int b) {
                try {
                    out.write(b);
                } catch (IOException e) {
                    throw new OutputFailure(e);
                }
            }

            @Override
            public void write(byte[] bytes, int offset, int length) {
                try {
                    out.write(bytes, offset, length);
                } catch (IOException e) {
                    throw new OutputFailure(e);
                }
            }

            @Override
            public void flush() {
                try {
                    out.flush();
                } catch (IOException e) {
                    throw new OutputFailure(e);
                }
            }
        };
    }
}
