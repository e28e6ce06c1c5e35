package dev.oid.spring.graphqlapp;

import dev.oid.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

/**
 * A book.
 *
 * @param id its id, minted on save when {@code null}
 * @param title its title
 */
@Document("oid_graphql_books")
public record Book(@Id ObjectId id, String title) {
}
