package dev.oid.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ObjectIdModuleTest extends ModuleTestBase {

    @Test
    void isDiscoveredThroughServicesFile() {
        List<Module> found = ServiceLoader.load(Module.class).stream()
                .map(ServiceLoader.Provider::get).collect(Collectors.toList());
        assertThat(found).hasAtLeastOneElementOfType(ObjectIdModule.class);
        assertThat(ObjectMapper.findModules()).hasAtLeastOneElementOfType(ObjectIdModule.class);
    }

    @Test
    void findAndRegisterModulesWritesIdsAsHex() throws Exception {
        ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
        assertThat(mapper.getRegisteredModuleIds()).contains("dev.oid.jackson.ObjectIdModule:STRING");
        assertThat(mapper.writeValueAsString(ID)).isEqualTo("\"5a17b9d9ab102555b9c38874\"");
        assertThat(mapper.readValue("\"5a17b9d9ab102555b9c38874\"", dev.oid.ObjectId.class)).isEqualTo(ID);
    }

    @Test
    void reportsThisArtifactsVersion() {
        Version version = new ObjectIdModule().version();
        assertThat(version.toString()).isEqualTo(System.getProperty("oid.expectedVersion"));
        assertThat(version.getGroupId()).isEqualTo("dev.oid");
        assertThat(version.getArtifactId()).isEqualTo("oid-jackson");
        assertThat(new ObjectIdModule().getModuleName()).isEqualTo("ObjectIdModule");
    }

    @Test
    void defaultShapeIsString() {
        assertThat(new ObjectIdModule().shape()).isEqualTo(JsonFormat.Shape.STRING);
        assertThat(new ObjectIdModule(JsonFormat.Shape.OBJECT).getTypeId())
                .isEqualTo("dev.oid.jackson.ObjectIdModule:OBJECT");
    }

    @Test
    void rejectsUnsupportedShape() {
        assertThatThrownBy(() -> new ObjectIdModule(JsonFormat.Shape.NUMBER))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Unsupported ObjectId shape NUMBER: expected STRING (24 hex characters) or OBJECT "
                        + "(Extended JSON {\"$oid\": \"<24 hex>\"})");
        assertThatThrownBy(() -> new ObjectIdModule(null))
                .isInstanceOf(NullPointerException.class).hasMessage("shape");
    }
}
