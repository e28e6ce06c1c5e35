package dev.oid.spring.testapp;

import org.springframework.data.mongodb.repository.MongoRepository;

/** A repository keyed by String. */
public interface StringIdNoteRepository extends MongoRepository<StringIdNote, String> {
}
