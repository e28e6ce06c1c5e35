package dev.oid.spring.testapp;

import dev.oid.ObjectId;

/**
 * A response body: the id a request carried and where it came from.
 *
 * @param id the id, {@code null} for an optional parameter that was absent or empty
 * @param source {@code path}, {@code param}, {@code optional-param}, {@code header}, {@code matrix} or {@code body}
 */
public record Echo(ObjectId id, String source) {
}
