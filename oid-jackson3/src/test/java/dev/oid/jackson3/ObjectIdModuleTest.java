package dev.oid.jackson3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonFormat;
import tools.jackson.core.Version;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ObjectIdModuleTest extends ModuleTestBase {

    @Test
    void isDiscoveredThroughServicesFile() {
        List<JacksonModule> found = ServiceLoader.load(JacksonModule.class).stream()
                .map(ServiceLoader.Provider::get).collect(Collectors.toList());
        assertThat(found).hasAtLeastOneElementOfType(ObjectIdModule.class);
        assertThat(MapperBuilder.findModules()).hasAtLeastOneElementOfType(ObjectIdModule.class);
    }

    @Test
    void findAndAddModulesWritesIdsAsHex() {
        ObjectMapper mapper = JsonMapper.builder().findAndAddModules().build();
        assertThat(mapper.registeredModules()).extracting(JacksonModule::getRegistrationId)
                .contains("dev.oid.jackson3.ObjectIdModule:STRING");
        assertThat(mapper.writeValueAsString(ID)).isEqualTo("\"5a17b9d9ab102555b9c38874\"");
        assertThat(mapper.readValue("\"5a17b9d9ab102555b9c38874\"", dev.oid.ObjectId.class)).isEqualTo(ID);
    }

    @Test
    void reportsThisArtifactsVersion() {
        Version version = new ObjectIdModule().version();
        assertThat(version.toString()).isEqualTo(System.getProperty("oid.expectedVersion"));
        assertThat(version.getGroupId()).isEqualTo("dev.oid");
        assertThat(version.getArtifactId()).isEqualTo("oid-jackson3");
        assertThat(new ObjectIdModule().getModuleName()).isEqualTo("ObjectIdModule");
    }

    @Test
    void defaultShapeIsString() {
        assertThat(new ObjectIdModule().shape()).isEqualTo(JsonFormat.Shape.STRING);
        assertThat(new ObjectIdModule(JsonFormat.Shape.OBJECT).getRegistrationId())
                .isEqualTo("dev.oid.jackson3.ObjectIdModule:OBJECT");
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
