package dev.oid.gson;

import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import dev.oid.ObjectId;
import org.jspecify.annotations.Nullable;

/**
 * A Gson {@link TypeAdapterFactory} that gives {@link ObjectIdTypeAdapter} for {@link ObjectId} and nothing for
 * any other type.
 *
 * <pre>{@code
 * Gson gson = new GsonBuilder()
 *         .registerTypeAdapterFactory(ObjectIdTypeAdapterFactory.INSTANCE)
 *         .create();
 * }</pre>
 *
 * @since 0.1.0
 */
@SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
public enum ObjectIdTypeAdapterFactory implements TypeAdapterFactory {

    /** The factory. */
    INSTANCE;

    /**
     * Returns {@link ObjectIdTypeAdapter#INSTANCE} for {@link ObjectId}, {@code null} for every other type.
     *
     * @param gson the Gson instance asking
     * @param type the type asked for
     * @param <T> the type asked for
     * @return the adapter, or {@code null} if {@code type} is not {@link ObjectId}
     */
    @Override
    @SuppressWarnings("unchecked") // T is ObjectId: checked on the raw type
    public <T> @Nullable TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
        return type.getRawType() == ObjectId.class ? (TypeAdapter<T>) ObjectIdTypeAdapter.INSTANCE : null;
    }
}
