package dev.oid.micronaut.it.jdbc;

import dev.oid.ObjectId;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.AutoPopulated;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import io.micronaut.data.annotation.TypeDef;
import io.micronaut.data.model.DataType;

/**
 * A Micronaut Data JDBC entity whose id is an ObjectId in a binary column, minted on save.
 *
 * @param id the id, null before the first save
 * @param owner the owner's id
 * @param title the title
 */
// BEGIN README micronaut
@MappedEntity("oid_ticket")
public record Ticket(
        @Id @AutoPopulated @TypeDef(type = DataType.BYTE_ARRAY) @Nullable ObjectId id,
        @TypeDef(type = DataType.BYTE_ARRAY) @Nullable ObjectId owner,
        String title) {
}
// END README micronaut
