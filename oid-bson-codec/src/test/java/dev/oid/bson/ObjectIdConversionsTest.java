package dev.oid.bson;

import dev.oid.testsupport.RealObjectIds;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ObjectIdConversionsTest {

    @Test
    void convertsAPublishedIdToTheDriverTypeWithTheSameBytesAndTime() {
        org.bson.types.ObjectId driver = ObjectIdConversions.toDriver(ObjectId.parse("5a17b9d9ab102555b9c38874"));
        assertThat(driver.toHexString()).isEqualTo("5a17b9d9ab102555b9c38874");
        assertThat(driver.getTimestamp()).isEqualTo(1511504345);
        assertThat(driver.getDate().toInstant()).isEqualTo(Instant.parse("2017-11-24T06:19:05Z"));
    }

    @Test
    void convertsADriverIdToOursWithTheSameBytesAndTime() {
        ObjectId ours = ObjectIdConversions.fromDriver(new org.bson.types.ObjectId("4df2dcec2cdcd20936a8b817"));
        assertThat(ours.toHexString()).isEqualTo("4df2dcec2cdcd20936a8b817");
        assertThat(ours.timestamp()).isEqualTo(1307761900L);
        assertThat(ours.instant()).isEqualTo(Instant.parse("2011-06-11T03:11:40Z"));
    }

    @Test
    void keepsTheUnsignedTimestampOfIdsAfter2038() {
        org.bson.types.ObjectId driver = new org.bson.types.ObjectId("ffffffff0000000000000001");
        ObjectId ours = ObjectIdConversions.fromDriver(driver);
        assertThat(driver.getTimestamp()).isEqualTo(-1);
        assertThat(ours.timestamp()).isEqualTo(4294967295L);
        assertThat(ours.instant()).isEqualTo(Instant.parse("2106-02-07T06:28:15Z"));
        assertThat(ObjectIdConversions.toDriver(ours)).isEqualTo(driver);
    }

    @Test
    void keepsBytesAndOrderOfEveryRealIdBothWays() {
        List<String> ids = RealObjectIds.hex();
        org.bson.types.ObjectId previousDriver = null;
        ObjectId previous = null;
        for (String hex : ids) {
            org.bson.types.ObjectId driver = new org.bson.types.ObjectId(hex);
            ObjectId ours = ObjectIdConversions.fromDriver(driver);
            assertThat(ours.toByteArray()).as(hex).isEqualTo(driver.toByteArray());
            assertThat(ObjectIdConversions.toDriver(ours)).as(hex).isEqualTo(driver);
            if (previous != null) {
                assertThat(Integer.signum(ours.compareTo(previous)))
                        .as("order of %s and %s", hex, previous)
                        .isEqualTo(Integer.signum(driver.compareTo(previousDriver)));
            }
            previous = ours;
            previousDriver = driver;
        }
    }

    @Test
    void rejectsNullWithTheParameterName() {
        assertThatThrownBy(() -> ObjectIdConversions.toDriver(null))
                .isInstanceOf(NullPointerException.class).hasMessage("id");
        assertThatThrownBy(() -> ObjectIdConversions.fromDriver(null))
                .isInstanceOf(NullPointerException.class).hasMessage("id");
    }
}
