package dev.oid.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * Reads UTF-8 lines with a fixed-size buffer: a line longer than {@code maxLength} bytes is skipped to its end,
 * keeping only its length, so one huge line (or binary input without newlines) takes constant memory. A leading
 * UTF-8 byte order mark (EF BB BF) is dropped. Lines end at {@code \n}, {@code \r\n} or {@code \r}, as with
 * {@link java.io.BufferedReader#readLine()}.
 */
final class BoundedLineReader {

    /** One line: its text, or {@code null} when it was longer than the limit, and its length in bytes. */
    record Line(@Nullable String text, long length) {

        boolean tooLong() {
            return text == null;
        }
    }

    private final InputStream in;
    private final byte[] line;
    private final byte[] buffer = new byte[1 << 16];
    private int position;
    private int limit;
    private boolean started;
    private boolean afterCarriageReturn;

    BoundedLineReader(InputStream in, int maxLength) {
        this.in = in;
        this.line = new byte[maxLength];
    }

    /** Returns the next line, or {@code null} at the end of the input. */
    @Nullable Line readLine() throws IOException {
        if (!started) {
            started = true;
            skipByteOrderMark();
        }
        long length = 0;
        boolean any = false;
        while (true) {
            if (position == limit && !fill()) {
                return any ? line(length) : null;
            }
            byte b = buffer[position++];
            if (afterCarriageReturn) {
                afterCarriageReturn = false;
                if (b == '\n') {
                    continue;
                }
            }
            if (b == '\n' || b == '\r') {
                afterCarriageReturn = b == '\r';
                return line(length);
            }
            any = true;
            if (length < line.length) {
                line[(int) length] = b;
            }
            length++;
        }
    }

    private Line line(long length) {
        return length > line.length
                ? new Line(null, length)
                : new Line(new String(line, 0, (int) length, StandardCharsets.UTF_8), length);
    }

    private boolean fill() throws IOException {
        int read = in.read(buffer);
        if (read <= 0) {
            return false;
        }
        position = 0;
        limit = read;
        return true;
    }

    private void skipByteOrderMark() throws IOException {
        while (limit < 3) {
            int read = in.read(buffer, limit, buffer.length - limit);
            if (read < 0) {
                break;
            }
            limit += read;
        }
        if (limit >= 3 && (buffer[0] & 0xff) == 0xef && (buffer[1] & 0xff) == 0xbb && (buffer[2] & 0xff) == 0xbf) {
            position = 3;
        }
    }
}
