package dev.oid.mybatis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import java.io.StringReader;
import org.apache.ibatis.builder.xml.XMLConfigBuilder;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.type.JdbcType;
import org.apache.ibatis.type.TypeHandlerRegistry;
import org.junit.jupiter.api.Test;

/**
 * A package scan of {@code dev.oid.mybatis} (what {@code mybatis.type-handlers-package} and {@code <package>}
 * under {@code <typeHandlers>} do) registers the binary handler as the default for {@code ObjectId} and the hex
 * handler for {@code CHAR} and {@code VARCHAR}.
 */
class RegistrationTest {

    @Test
    void thePackageScanRegistersBothHandlers() {
        Configuration configuration = new Configuration();
        configuration.getTypeHandlerRegistry().register("dev.oid.mybatis");

        assertRegistered(configuration.getTypeHandlerRegistry());
    }

    @Test
    void theXmlConfigurationsPackageElementRegistersBothHandlers() {
        String xml = """
                <?xml version="1.0" encoding="UTF-8" ?>
                <!DOCTYPE configuration PUBLIC "-//mybatis.org//DTD Config 3.0//EN"
                    "https://mybatis.org/dtd/mybatis-3-config.dtd">
                <configuration>
                  <typeHandlers>
                    <package name="dev.oid.mybatis"/>
                  </typeHandlers>
                </configuration>
                """;
        Configuration configuration = new XMLConfigBuilder(new StringReader(xml)).parse();

        assertRegistered(configuration.getTypeHandlerRegistry());
    }

    private static void assertRegistered(TypeHandlerRegistry registry) {
        assertThat(registry.getTypeHandler(ObjectId.class)).isInstanceOf(ObjectIdTypeHandler.class);
        assertThat(registry.getTypeHandler(ObjectId.class, JdbcType.BINARY)).isInstanceOf(ObjectIdTypeHandler.class);
        assertThat(registry.getTypeHandler(ObjectId.class, JdbcType.VARBINARY))
                .isInstanceOf(ObjectIdTypeHandler.class);
        assertThat(registry.getTypeHandler(ObjectId.class, JdbcType.CHAR)).isInstanceOf(ObjectIdHexTypeHandler.class);
        assertThat(registry.getTypeHandler(ObjectId.class, JdbcType.VARCHAR))
                .isInstanceOf(ObjectIdHexTypeHandler.class);
    }
}
