package dev.oid.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;

class JsonObjectTest {

    @Test
    void writesMembersInOrderOnOneLine() {
        String json = new JsonObject()
                .put("id", "5a17b9d9ab102555b9c38874")
                .put("n", -3L)
                .put("inner", new JsonObject().put("$oid", "x").putNull("none"))
                .put("empty", new JsonObject())
                .toString();

        assertThat(json).isEqualTo("{\"id\":\"5a17b9d9ab102555b9c38874\",\"n\":-3,"
                + "\"inner\":{\"$oid\":\"x\",\"none\":null},\"empty\":{}}");
    }

    @Test
    void refusesTextThatWouldNeedEscaping() {
        assertThatIllegalArgumentException().isThrownBy(() -> new JsonObject().put("k", "say \"hi\""))
                .withMessage("JsonObject writes only printable ASCII without quotes or backslashes, "
                        + "found U+0022 at index 4");
        assertThatIllegalArgumentException().isThrownBy(() -> new JsonObject().put("a\\b", 1));
        assertThatIllegalArgumentException().isThrownBy(() -> new JsonObject().put("k", "line\n"));
        assertThatIllegalArgumentException().isThrownBy(() -> new JsonObject().put("k", "caf\u00e9"));
    }
}
