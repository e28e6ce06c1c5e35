package dev.oid.jakarta.rest.app;

import dev.oid.jsonb.ObjectIdDeserializer;
import dev.oid.jsonb.ObjectIdSerializer;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;

// BEGIN README jakarta-rest-jsonb
@Provider
public class ObjectIdJsonb implements ContextResolver<Jsonb> {

    private final Jsonb jsonb = JsonbBuilder.create(new JsonbConfig()
            .withSerializers(new ObjectIdSerializer())
            .withDeserializers(new ObjectIdDeserializer()));

    @Override
    public Jsonb getContext(Class<?> type) {
        return jsonb;
    }
}
// END README jakarta-rest-jsonb
