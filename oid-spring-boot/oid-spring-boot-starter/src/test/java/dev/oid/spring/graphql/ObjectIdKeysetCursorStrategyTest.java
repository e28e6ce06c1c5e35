package dev.oid.spring.graphql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.graphql.data.query.JsonKeysetCursorStrategy;

/** The keyset cursor strategy on its own, against Spring's, on the Spring for GraphQL line of this Boot line. */
class ObjectIdKeysetCursorStrategyTest {

    private static final ObjectId ID = ObjectId.parse("5a17b9d9ab102555b9c38874");

    private static Map<String, Object> keys() {
        Map<String, Object> keys = new LinkedHashMap<>();
        keys.put("title", "pen");
        keys.put("id", ID);
        return keys;
    }

    @Test
    void anObjectIdInAKeysetComesBackAsTheObjectId() {
        JsonKeysetCursorStrategy spring = new JsonKeysetCursorStrategy();
        ObjectIdKeysetCursorStrategy strategy = new ObjectIdKeysetCursorStrategy(spring);

        String cursor = strategy.toCursor(keys());

        assertThat(cursor).contains("{\"$oid\":\"5a17b9d9ab102555b9c38874\"}");
        assertThat(strategy.fromCursor(cursor)).containsExactly(Map.entry("title", "pen"), Map.entry("id", ID));
        // Spring's strategy reads it too, as the map it is.
        assertThat(spring.fromCursor(cursor).get("id")).isEqualTo(Map.of("$oid", "5a17b9d9ab102555b9c38874"));
    }

    @Test
    void springsStrategyAloneCannotCarryAnObjectId() {
        JsonKeysetCursorStrategy spring = new JsonKeysetCursorStrategy();

        // Jackson without oid's module finds no serializer for it; with one, Spring's type list refuses to read it.
        assertThatThrownBy(() -> spring.fromCursor(spring.toCursor(keys()))).isInstanceOf(RuntimeException.class);
    }

    @Test
    void aBadIdInACursorIsRefusedQuotingIt() {
        ObjectIdKeysetCursorStrategy strategy = new ObjectIdKeysetCursorStrategy(new JsonKeysetCursorStrategy());
        String cursor = strategy.toCursor(keys()).replace(ID.toHexString(), "xyz");

        assertThatThrownBy(() -> strategy.fromCursor(cursor)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Invalid ObjectId \"xyz\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 3"
                        + " characters");
    }
}
