package dev.oid.spring.jackson;

import dev.oid.spring.ObjectIdSetupException;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.ListableBeanFactory;

/** The start-up check of the Jackson part; only loaded when Jackson 2, Jackson 3 and both oid modules are present. */
final class JacksonSetup {

    /** The name of the Jackson 2 module bean this starter declares itself. */
    static final String OWN_JACKSON2_MODULE = "oidJackson2Module";

    private JacksonSetup() {
    }

    /**
     * Fails when the application declares a Jackson 2 {@code ObjectIdModule} bean but has no Jackson 2
     * {@code ObjectMapper} bean that would use it, while Jackson 3 writes its JSON.
     */
    static void checkNoUnusedJackson2Module(ListableBeanFactory beans) {
        List<String> declared = new ArrayList<>(List.of(
                beans.getBeanNamesForType(dev.oid.jackson.ObjectIdModule.class, false, false)));
        declared.remove(OWN_JACKSON2_MODULE);
        boolean jackson2Mapper = beans.getBeanNamesForType(com.fasterxml.jackson.databind.ObjectMapper.class,
                false, false).length > 0;
        boolean jackson3Mapper = beans.getBeanNamesForType(tools.jackson.databind.json.JsonMapper.class,
                false, false).length > 0;
        if (!declared.isEmpty() && !jackson2Mapper && jackson3Mapper) {
            throw new ObjectIdSetupException("The application declares the Jackson 2 module bean '" + declared.get(0)
                    + "' of type dev.oid.jackson.ObjectIdModule (dev.oid:oid-jackson), but Spring Boot 4 writes JSON"
                    + " with Jackson 3, which never uses a Jackson 2 module",
                    "Remove that bean: oid-spring-boot-starter already registers dev.oid.jackson3.ObjectIdModule with"
                    + " Boot's JsonMapper. To write ids as {\"$oid\": ...} set oid.jackson.shape=object; to configure"
                    + " the module yourself declare a dev.oid.jackson3.ObjectIdModule bean instead.");
        }
    }
}
