package dev.oid.bson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.bson.TestPojos.DriverItem;
import dev.oid.bson.TestPojos.Item;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.SplittableRandom;
import org.bson.BsonDocument;
import org.bson.BsonDocumentWriter;
import org.bson.BsonType;
import org.bson.codecs.Codec;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.Convention;
import org.bson.codecs.pojo.Conventions;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.junit.jupiter.api.Test;

class ObjectIdConventionsTest {

    private static final Instant NOW = Instant.parse("2026-03-15T12:00:00Z");
    private static final EncoderContext INSERT = EncoderContext.builder().isEncodingCollectibleDocument(true).build();
    private static final EncoderContext EMBEDDED = EncoderContext.builder().build();

    private static CodecRegistry registry(List<Convention> conventions) {
        return CodecRegistries.fromRegistries(
                CodecRegistries.fromProviders(new ObjectIdCodecProvider(), new org.bson.codecs.ValueCodecProvider(),
                        new org.bson.codecs.CollectionCodecProvider(), new org.bson.codecs.MapCodecProvider()),
                CodecRegistries.fromProviders(PojoCodecProvider.builder().automatic(true).conventions(conventions).build()));
    }

    private static <T> BsonDocument encode(CodecRegistry registry, Class<T> type, T value, EncoderContext context) {
        Codec<T> codec = registry.get(type);
        BsonDocument document = new BsonDocument();
        codec.encode(new BsonDocumentWriter(document), value, context);
        return document;
    }

    private static ObjectIdGenerator fixedClockGenerator() {
        return ObjectIdGenerator.builder().clock(InstantSource.fixed(NOW)).random(new SplittableRandom(42)).build();
    }

    @Test
    void assignsAnIdFromTheGivenGeneratorOnInsertAndStoresItInThePojo() {
        List<Convention> conventions = List.of(Conventions.CLASS_AND_PROPERTY_CONVENTION,
                Conventions.ANNOTATION_CONVENTION, ObjectIdConventions.assignIds(fixedClockGenerator()));
        Item item = new Item(null, "x");
        BsonDocument written = encode(registry(conventions), Item.class, item, INSERT);

        assertThat(item.id).isNotNull();
        assertThat(item.id.instant()).isEqualTo(NOW);
        assertThat(written.get("_id").getBsonType()).isEqualTo(BsonType.OBJECT_ID);
        assertThat(written.getObjectId("_id").getValue().toHexString()).isEqualTo(item.id.toHexString());
        assertThat(written.getObjectId("_id").getValue().getTimestamp()).isEqualTo((int) NOW.getEpochSecond());
    }

    @Test
    void defaultsAndAssignIdsUsesTheDefaultGenerator() {
        Instant before = Instant.now().minusSeconds(1);
        Item item = new Item(null, "x");
        BsonDocument written = encode(registry(ObjectIdConventions.defaultsAndAssignIds()), Item.class, item, INSERT);
        assertThat(item.id).isNotNull();
        assertThat(item.id.instant()).isAfterOrEqualTo(before.truncatedTo(java.time.temporal.ChronoUnit.SECONDS));
        assertThat(written.getObjectId("_id").getValue().toHexString()).isEqualTo(item.id.toHexString());
    }

    @Test
    void keepsAnIdThatIsAlreadySet() {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        Item item = new Item(id, "x");
        BsonDocument written = encode(registry(ObjectIdConventions.defaultsAndAssignIds()), Item.class, item, INSERT);
        assertThat(item.id).isSameAs(id);
        assertThat(written.getObjectId("_id").getValue().toHexString()).isEqualTo("5a17b9d9ab102555b9c38874");
    }

    @Test
    void neverWritesAnIdWithoutTheConvention() {
        Item item = new Item(null, "x");
        BsonDocument written = encode(registry(Conventions.DEFAULT_CONVENTIONS), Item.class, item, INSERT);
        assertThat(item.id).isNull();
        assertThat(written).doesNotContainKey("_id");
        assertThat(written.getString("name").getValue()).isEqualTo("x");
    }

    @Test
    void neverAssignsAnIdOutsideAnInsert() {
        Item item = new Item(null, "x");
        BsonDocument written = encode(registry(ObjectIdConventions.defaultsAndAssignIds()), Item.class, item, EMBEDDED);
        assertThat(item.id).isNull();
        assertThat(written).doesNotContainKey("_id");
    }

    @Test
    void leavesTheDriversOwnIdTypeToTheDriversGenerator() {
        DriverItem item = new DriverItem();
        encode(registry(ObjectIdConventions.defaultsAndAssignIds()), DriverItem.class, item, INSERT);
        assertThat(item.id).isInstanceOf(org.bson.types.ObjectId.class);
    }

    @Test
    void describesItself() {
        assertThat(ObjectIdConventions.assignIds()).hasToString("ObjectIdConventions.assignIds(default generator)");
        assertThat(ObjectIdConventions.defaultsAndAssignIds())
                .startsWith(Conventions.DEFAULT_CONVENTIONS.toArray(new Convention[0]))
                .hasSize(Conventions.DEFAULT_CONVENTIONS.size() + 1);
        assertThatThrownBy(() -> ObjectIdConventions.assignIds(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("generator");
    }
}
