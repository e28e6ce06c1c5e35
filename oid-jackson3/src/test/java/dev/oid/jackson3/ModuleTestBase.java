package dev.oid.jackson3;

import dev.oid.testsupport.RealObjectIds;
import com.fasterxml.jackson.annotation.JsonFormat;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.json.JsonMapper;
import dev.oid.ObjectId;
import java.util.List;

/** Shared mapper factories, known ids and helpers for the tests of {@link ObjectIdModule} (Jackson 3). */
abstract class ModuleTestBase {

    /** A real id from a published article: 2017-11-24T06:19:05Z. */
    static final String HEX = "5a17b9d9ab102555b9c38874";
    static final ObjectId ID = ObjectId.parse(HEX);

    /** A second real id: 2011-06-11T03:11:40Z. */
    static final String HEX2 = "4df2dcec2cdcd20936a8b817";
    static final ObjectId ID2 = ObjectId.parse(HEX2);

    /** A mapper with the module in its default (string) form. */
    static JsonMapper newMapper() {
        return mapperBuilder(new ObjectIdModule()).build();
    }

    /** A mapper with the module writing Extended JSON. */
    static JsonMapper newExtendedJsonMapper() {
        return mapperBuilder(new ObjectIdModule(JsonFormat.Shape.OBJECT)).build();
    }

    /** A builder with the given module, for tests that configure more. */
    static JsonMapper.Builder mapperBuilder(ObjectIdModule module) {
        return JsonMapper.builder().addModule(module);
    }

    /** A mapper without the module, to show Jackson's default behaviour. */
    static JsonMapper plainMapper() {
        return JsonMapper.builder().build();
    }

    /** Turns single quotes into double quotes, so JSON in tests stays readable. */
    static String a2q(String json) {
        return json.replace('\'', '"');
    }

    /** The path of an exception in property-path notation, e.g. {@code items[2].id}. */
    static String pathOf(DatabindException e) {
        StringBuilder path = new StringBuilder();
        for (JacksonException.Reference reference : e.getPath()) {
            if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            } else {
                if (path.length() > 0) {
                    path.append('.');
                }
                path.append(reference.getPropertyName());
            }
        }
        return path.toString();
    }

    /** The 3,996 real {@code _id}s of the MongoDB sample datasets, 24 lowercase hex characters each. */
    static List<String> realIds() {
        return RealObjectIds.hex();
    }
}
