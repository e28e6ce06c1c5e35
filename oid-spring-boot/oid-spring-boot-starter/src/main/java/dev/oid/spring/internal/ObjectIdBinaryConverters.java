package dev.oid.spring.internal;

import dev.oid.ObjectId;
import java.nio.ByteBuffer;
import org.springframework.core.convert.converter.Converter;
import org.springframework.data.convert.ReadingConverter;
import org.springframework.data.convert.WritingConverter;

/**
 * The Spring converters between {@link ObjectId} and its 12 bytes that the relational stores share: Spring Data JDBC
 * ({@code dev.oid.spring.jdbc.ObjectIdJdbcConverters}) and Spring Data R2DBC
 * ({@code dev.oid.spring.r2dbc.ObjectIdR2dbcConverters}) list them, each with what its drivers read a binary column
 * as; applications use the list of their store.
 *
 * <p>Reading refuses a value of another length ({@code VARBINARY} or {@code bytea} holding something else) with
 * {@link ObjectId#fromBytes(byte[])}'s message and the value's bytes in hex (cut after 64 bytes, with the full
 * length), never reads it as {@code null} or as a cut id.
 */
public final class ObjectIdBinaryConverters {

    private ObjectIdBinaryConverters() {
    }

    /**
     * Returns the writing converter: an id as its 12 big-endian bytes.
     *
     * @return the converter, annotated {@code @WritingConverter}
     */
    public static Converter<ObjectId, byte[]> toBytes() {
        return ToBytes.INSTANCE;
    }

    /**
     * Returns the reading converter from a {@code byte[]} (JDBC drivers, r2dbc-mariadb and r2dbc-h2).
     *
     * @return the converter, annotated {@code @ReadingConverter}; it throws {@link IllegalArgumentException} for a
     *         value of another length than 12
     */
    public static Converter<byte[], ObjectId> fromBytes() {
        return FromBytes.INSTANCE;
    }

    /**
     * Returns the reading converter from a {@link ByteBuffer} (r2dbc-postgresql reads {@code bytea} as one); the
     * buffer's remaining bytes are read without moving its position.
     *
     * @return the converter, annotated {@code @ReadingConverter}; it throws {@link IllegalArgumentException} for a
     *         value of another length than 12
     */
    public static Converter<ByteBuffer, ObjectId> fromByteBuffer() {
        return FromByteBuffer.INSTANCE;
    }

    /** Writes an id as its 12 big-endian bytes. */
    @WritingConverter
    private enum ToBytes implements Converter<ObjectId, byte[]> {
        INSTANCE;

        @Override
        public byte[] convert(ObjectId source) {
            return source.toByteArray();
        }
    }

    /** Reads 12 bytes as an id. */
    @ReadingConverter
    private enum FromBytes implements Converter<byte[], ObjectId> {
        INSTANCE;

        @Override
        public ObjectId convert(byte[] source) {
            return read(source);
        }
    }

    /** Reads a buffer's 12 remaining bytes as an id. */
    @ReadingConverter
    private enum FromByteBuffer implements Converter<ByteBuffer, ObjectId> {
        INSTANCE;

        @Override
        public ObjectId convert(ByteBuffer source) {
            byte[] bytes = new byte[source.remaining()];
            source.duplicate().get(bytes);
            return read(bytes);
        }
    }

    private static ObjectId read(byte[] source) {
        try {
            return ObjectId.fromBytes(source);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + ": 0x" + hex(source), e);
        }
    }

    /** The bytes in hex, cut after 64 with the full length. */
    private static String hex(byte[] bytes) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < Math.min(bytes.length, 64); i++) {
            text.append(Character.forDigit((bytes[i] >> 4) & 0xf, 16)).append(Character.forDigit(bytes[i] & 0xf, 16));
        }
        return bytes.length > 64 ? text + "... (" + bytes.length + " bytes in all)" : text.toString();
    }
}
