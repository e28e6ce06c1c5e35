package dev.oid.spring.testapp;

import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

/**
 * An application document with a {@code String} id: must keep working.
 *
 * @param id the id, {@code null} for Spring Data to assign
 * @param text a field
 */
@Document("string_notes")
public record StringIdNote(@Id String id, String text) {
}
