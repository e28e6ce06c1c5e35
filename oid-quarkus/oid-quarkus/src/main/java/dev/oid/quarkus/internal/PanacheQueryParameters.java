package dev.oid.quarkus.internal;

import dev.oid.ObjectId;
import org.jspecify.annotations.Nullable;

/**
 * Binds {@link ObjectId} values in MongoDB with Panache queries. Panache writes each query parameter into the
 * query text with {@code CommonQueryBinder.escape(Object)}, which knows the driver's ObjectId but quotes any other
 * type as a string; the extension inserts a call to {@link #escape(Object)} at the start of that method when the
 * application is built, so {@code list("owner", id)} matches the BSON ObjectId stored in {@code owner}. Lists and
 * arrays of ids work too, as Panache escapes their elements one by one with the same method.
 */
public final class PanacheQueryParameters {

    private PanacheQueryParameters() {
    }

    /**
     * Returns the query text of an ObjectId parameter, or {@code null} to let Panache bind the value.
     *
     * @param value a query parameter, possibly {@code null}
     * @return {@code ObjectId('<24 hex>')} for a {@link ObjectId}; {@code null} for anything else
     */
    public static @Nullable String escape(@Nullable Object value) {
        return value instanceof ObjectId id ? "ObjectId('" + id.toHexString() + "')" : null;
    }
}
