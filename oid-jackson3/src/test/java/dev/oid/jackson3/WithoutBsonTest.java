package dev.oid.jackson3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonFormat;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.ObjectMapper;
import dev.oid.ObjectId;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bson jar is optional: without it the module loads and handles {@code dev.oid.ObjectId} as usual. */
class WithoutBsonTest extends ModuleTestBase {

    private static URL locationOf(Class<?> type) {
        return type.getProtectionDomain().getCodeSource().getLocation();
    }

    /** A class loader with oid-core, jackson and this module, but not bson. */
    private static URLClassLoader loaderWithoutBson() {
        return new URLClassLoader(new URL[] {
            locationOf(ObjectIdModule.class), locationOf(ObjectId.class), locationOf(ObjectMapper.class),
            locationOf(JsonParser.class), locationOf(JsonFormat.class)
        }, ClassLoader.getPlatformClassLoader());
    }

    @Test
    void moduleWorksWhenBsonIsAbsent() throws Exception {
        try (URLClassLoader loader = loaderWithoutBson()) {
            assertThatThrownBy(() -> Class.forName("org.bson.types.ObjectId", false, loader))
                    .isInstanceOf(ClassNotFoundException.class);
            Class<?> mapperType = loader.loadClass("tools.jackson.databind.json.JsonMapper");
            Class<?> moduleType = loader.loadClass(ObjectIdModule.class.getName());
            Object builder = mapperType.getMethod("builder").invoke(null);
            Class<?> builderType = loader.loadClass("tools.jackson.databind.cfg.MapperBuilder");
            builderType.getMethod("addModule", loader.loadClass("tools.jackson.databind.JacksonModule"))
                    .invoke(builder, moduleType.getConstructor().newInstance());
            Object mapper = builderType.getMethod("build").invoke(builder);
            Class<?> idType = loader.loadClass(ObjectId.class.getName());
            Object id = idType.getMethod("parse", CharSequence.class).invoke(null, HEX);

            Object json = mapperType.getMethod("writeValueAsString", Object.class).invoke(mapper, id);
            Object back = mapperType.getMethod("readValue", String.class, Class.class).invoke(mapper, json, idType);

            assertThat(json).isEqualTo("\"5a17b9d9ab102555b9c38874\"");
            assertThat(back).isEqualTo(id);
            List<Object> modules =
                    new ArrayList<>((Collection<?>) mapperType.getMethod("registeredModules").invoke(mapper));
            assertThat(modules).singleElement().extracting(m -> m.getClass().getName())
                    .isEqualTo("dev.oid.jackson3.ObjectIdModule");
        }
    }
}
