package dev.oid.bson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.bson.BsonDocument;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.Test;

class ObjectIdFiltersTest {

    /** An empty registry: the filters must not need any codec, not even ours. */
    private static final CodecRegistry EMPTY = CodecRegistries.fromCodecs();

    private static String render(Bson filter) {
        return filter.toBsonDocument(BsonDocument.class, EMPTY).toJson();
    }

    @Test
    void createdBetweenIsAHalfOpenRangeOfBoundaryIds() {
        Bson march = ObjectIdFilters.createdBetween("_id",
                Instant.parse("2026-03-01T00:00:00Z"), Instant.parse("2026-04-01T00:00:00Z"));
        // 2026-03-01T00:00:00Z = 1772323200 = 0x69a38180; 2026-04-01T00:00:00Z = 1775001600 = 0x69cc6000
        assertThat(render(march)).isEqualTo("{\"_id\": {\"$gte\": {\"$oid\": \"69a381800000000000000000\"},"
                + " \"$lt\": {\"$oid\": \"69cc60000000000000000000\"}}}");
    }

    @Test
    void truncatesBoundsToTheSecond() {
        Bson filter = ObjectIdFilters.createdBetween("createdBy",
                Instant.parse("2017-11-24T06:19:05.999Z"), Instant.parse("2017-11-24T06:19:06.001Z"));
        assertThat(render(filter)).isEqualTo("{\"createdBy\": {\"$gte\": {\"$oid\": \"5a17b9d90000000000000000\"},"
                + " \"$lt\": {\"$oid\": \"5a17b9da0000000000000000\"}}}");
    }

    @Test
    void createdAfterIsInclusiveAndCreatedBeforeExclusive() {
        Instant t = Instant.parse("2011-06-11T03:11:40Z");
        assertThat(render(ObjectIdFilters.createdAfter("_id", t)))
                .isEqualTo("{\"_id\": {\"$gte\": {\"$oid\": \"4df2dcec0000000000000000\"}}}");
        assertThat(render(ObjectIdFilters.createdBefore("_id", t)))
                .isEqualTo("{\"_id\": {\"$lt\": {\"$oid\": \"4df2dcec0000000000000000\"}}}");
    }

    @Test
    void acceptsTheWholeTimestampRange() {
        assertThat(render(ObjectIdFilters.createdBetween("_id", Instant.EPOCH, Instant.parse("2106-02-07T06:28:15Z"))))
                .isEqualTo("{\"_id\": {\"$gte\": {\"$oid\": \"000000000000000000000000\"},"
                        + " \"$lt\": {\"$oid\": \"ffffffff0000000000000000\"}}}");
    }

    @Test
    void rejectsAReversedRangeNamingBothBounds() {
        assertThatThrownBy(() -> ObjectIdFilters.createdBetween("_id",
                Instant.parse("2026-04-01T00:00:00Z"), Instant.parse("2026-03-01T00:00:00Z")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Invalid creation-time range: from 2026-04-01T00:00:00Z is after to 2026-03-01T00:00:00Z;"
                        + " expected from <= to (the range is [from, to))");
    }

    @Test
    void rejectsInstantsOutsideTheTimestampRange() {
        assertThatThrownBy(() -> ObjectIdFilters.createdAfter("_id", Instant.parse("1969-12-31T23:59:59Z")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1969-12-31T23:59:59Z");
        assertThatThrownBy(() -> ObjectIdFilters.createdBefore("_id", Instant.parse("2106-02-07T06:28:16Z")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("2106-02-07T06:28:16Z");
    }

    @Test
    void rejectsNullAndEmptyArguments() {
        Instant t = Instant.EPOCH;
        assertThatThrownBy(() -> ObjectIdFilters.createdBetween(null, t, t)).isInstanceOf(NullPointerException.class)
                .hasMessage("field");
        assertThatThrownBy(() -> ObjectIdFilters.createdBetween("_id", null, t)).hasMessage("from");
        assertThatThrownBy(() -> ObjectIdFilters.createdBetween("_id", t, null)).hasMessage("to");
        assertThatThrownBy(() -> ObjectIdFilters.createdAfter("_id", null)).hasMessage("from");
        assertThatThrownBy(() -> ObjectIdFilters.createdBefore("_id", null)).hasMessage("to");
        assertThatThrownBy(() -> ObjectIdFilters.createdAfter("", t))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"_id\"");
    }
}
