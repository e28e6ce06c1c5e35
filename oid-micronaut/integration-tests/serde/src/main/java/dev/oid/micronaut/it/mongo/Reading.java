package dev.oid.micronaut.it.mongo;

import dev.oid.ObjectId;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.GeneratedValue;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;

/**
 * An immutable MongoDB entity whose id is minted on save.
 *
 * @param id the id, null before the first save
 * @param sensor the sensor's id
 * @param value the value read
 */
@MappedEntity("readings")
public record Reading(@Id @GeneratedValue @Nullable ObjectId id, ObjectId sensor, double value) {
}
