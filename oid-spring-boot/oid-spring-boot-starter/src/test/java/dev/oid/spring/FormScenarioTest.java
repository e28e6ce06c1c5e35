package dev.oid.spring;

import static dev.oid.spring.ScenarioSupport.assertJsonFields;
import static dev.oid.spring.ScenarioSupport.postForm;
import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.spring.formapp.FormApplication;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The usual create/update form over HTTP (the real loopback server of {@link FormApplication}, Spring MVC, Spring
 * Data JDBC on H2): a form posted with an empty hidden {@code id} creates a row with an id the starter minted, one
 * posted with a row's id updates it, and one with a bad id is a 400 that quotes it, creating nothing.
 */
@SpringBootTest(classes = FormApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
                // Spring Boot configures no DataSource beside an R2DBC ConnectionFactory (r2dbc-h2 is on this class path).
                "spring.autoconfigure.exclude=org.springframework.boot.autoconfigure.r2dbc.R2dbcAutoConfiguration,"
                        + "org.springframework.boot.r2dbc.autoconfigure.R2dbcAutoConfiguration",
                "spring.datasource.url=jdbc:h2:mem:oid-spring-form;DB_CLOSE_DELAY=-1;CASE_INSENSITIVE_IDENTIFIERS=TRUE",
                "spring.mvc.problemdetails.enabled=false",
                "server.error.include-binding-errors=always", "spring.web.error.include-binding-errors=always"})
class FormScenarioTest extends ApplicationTest {

    @Autowired
    JdbcTemplate jdbc;

    @BeforeEach
    void emptyTable() {
        jdbc.execute("create table if not exists oid_form_contact (id binary(12) primary key, name varchar(64))");
        jdbc.execute("delete from oid_form_contact");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "%20%20"})
    void aFormWithAnEmptyHiddenIdCreatesARowWithAMintedId(String emptyId) {
        HttpResponse<String> response = postForm(environment, "/contacts", "id=" + emptyId + "&name=Ada");

        ObjectId minted = redirectedTo(response);
        // Minted by the starter with the application's generator: its second and its process-unique value.
        assertThat(minted.instant()).isEqualTo(FormApplication.CLOCK);
        assertThat(Arrays.copyOfRange(minted.toByteArray(), 4, 9)).isEqualTo(FormApplication.processUnique());
        assertThat(rows()).containsExactly(List.of(minted, "Ada"));
    }

    @Test
    void aFormWithTheIdOfARowUpdatesIt() {
        ObjectId created = redirectedTo(postForm(environment, "/contacts", "id=&name=Ada"));

        ObjectId updated = redirectedTo(postForm(environment, "/contacts", "id=" + created + "&name=Ada+Lovelace"));

        assertThat(updated).isEqualTo(created);
        assertThat(rows()).containsExactly(List.of(created, "Ada Lovelace"));
    }

    @Test
    void aFormWithABadIdIsA400QuotingItAndCreatesNothing() {
        HttpResponse<String> response = postForm(environment, "/contacts", "id=not-an-id&name=Eve");

        assertJsonFields(response, 400, "{\"status\":400,\"error\":\"Bad Request\",\"path\":\"/contacts\","
                + "\"errors\":[{\"field\":\"id\",\"rejectedValue\":\"not-an-id\",\"code\":\"typeMismatch\"}]}");
        assertThat(response.body()).contains("for value [not-an-id]");
        assertThat(rows()).isEmpty();
    }

    /** The id at the end of the 303 redirect's {@code Location}. */
    private static ObjectId redirectedTo(HttpResponse<String> response) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(303);
        String location = response.headers().firstValue("Location").orElseThrow();
        assertThat(location).contains("/contacts/");
        return ObjectId.parse(location.substring(location.lastIndexOf('/') + 1));
    }

    /** Every row, as its id (read from its 12 bytes) and name. */
    private List<List<Object>> rows() {
        return jdbc.query("select id, name from oid_form_contact order by id",
                (row, n) -> List.of(ObjectId.fromBytes(row.getBytes("id")), row.getString("name")));
    }
}
