package dev.oid.spring;

import static dev.oid.spring.ScenarioSupport.assertJson;
import static dev.oid.spring.ScenarioSupport.postJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import dev.oid.ObjectId;
import dev.oid.spring.graphqlapp.Book;
import dev.oid.spring.graphqlapp.BookRepository;
import dev.oid.spring.graphqlapp.GraphQlApplication;
import dev.oid.testsupport.RealObjectIds;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Spring for GraphQL over HTTP ({@code POST /graphql} on the real loopback server of {@link GraphQlApplication},
 * Spring Data MongoDB on the in-process stand-in): the scalar {@code ObjectId} in literals, variables and results,
 * bad ids as GraphQL errors quoting them, an id minted on a mutation, and keyset scrolling by id whose cursors
 * carry the id there and back.
 */
@SpringBootTest(classes = GraphQlApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "spring.graphql.schema.locations=classpath:graphqlapp/")
class GraphQlScenarioTest extends ApplicationTest {

    /** Five real ids in ascending order, the books' ids. */
    private static final List<String> IDS = RealObjectIds.hex().stream().sorted().limit(5).toList();

    @Autowired
    BookRepository books;

    @BeforeEach
    void fiveBooks() {
        books.deleteAll();
        for (int i = 0; i < IDS.size(); i++) {
            books.save(new Book(ObjectId.parse(IDS.get(i)), "book " + i));
        }
    }

    private HttpResponse<String> graphQl(String query, String variablesJson) {
        // The queries here hold no backslash and no line break: quoting their double quotes makes them JSON.
        String body = "{\"query\":\"" + query.replace("\"", "\\\"") + "\",\"variables\":" + variablesJson + "}";
        return postJson(environment, "/graphql", body);
    }

    @Test
    void aLiteralIdIsReadInEitherCaseAndWrittenInLowercase() {
        String id = IDS.get(2);

        HttpResponse<String> response = graphQl("{ book(id: \"" + id.toUpperCase(Locale.ROOT) + "\") { id title } }",
                "{}");

        assertJson(response, 200, "{\"data\":{\"book\":{\"id\":\"" + id + "\",\"title\":\"book 2\"}}}");
    }

    @Test
    void aVariableIdIsRead() {
        String id = IDS.get(4);

        HttpResponse<String> response = graphQl("query($id: ObjectId!) { book(id: $id) { id } }",
                "{\"id\":\"" + id + "\"}");

        assertJson(response, 200, "{\"data\":{\"book\":{\"id\":\"" + id + "\"}}}");
    }

    @Test
    void aBadVariableIsAGraphQlErrorQuotingIt() {
        HttpResponse<String> response = graphQl("query($id: ObjectId!) { book(id: $id) { id } }",
                "{\"id\":\"not-an-id\"}");

        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        assertThat(JsonPath.<List<String>>read(response.body(), "$.errors[*].message")).containsExactly(
                "Variable 'id' has an invalid value: " + ScenarioSupport.BAD_ID_MESSAGE);
        assertThat(JsonPath.<List<String>>read(response.body(), "$.errors[*].extensions.classification"))
                .containsExactly("ValidationError");
    }

    @Test
    void aBadLiteralIsAValidationErrorQuotingIt() {
        HttpResponse<String> response = graphQl("{ book(id: \"not-an-id\") { id } }", "{}");

        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        assertThat(JsonPath.<List<String>>read(response.body(), "$.errors[*].message")).containsExactly(
                "Validation error (WrongType@[book]) : argument 'id' with value 'StringValue{value='not-an-id'}' is"
                        + " not a valid 'ObjectId' - " + ScenarioSupport.BAD_ID_MESSAGE);
    }

    @Test
    void aMutationReturnsTheIdTheStarterMinted() {
        HttpResponse<String> response = graphQl("mutation { addBook(title: \"new\") { id title } }", "{}");

        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        ObjectId minted = ObjectId.parse(JsonPath.<String>read(response.body(), "$.data.addBook.id"));
        assertThat(minted.instant()).isEqualTo(GraphQlApplication.CLOCK);
        assertThat(minted.toHexString().substring(8, 18)).isEqualTo("0a0b0c0d0e");
        assertThat(books.findById(minted)).map(Book::title).hasValue("new");
    }

    @Test
    void keysetCursorsCarryTheIdThereAndBack() {
        String page = "query($after: String) { books(first: 2, after: $after) { edges { cursor node { id } }"
                + " pageInfo { hasNextPage endCursor } } }";
        List<String> seen = new ArrayList<>();
        String after = null;
        List<Boolean> hasNext = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            HttpResponse<String> response = graphQl(page,
                    after == null ? "{}" : "{\"after\":\"" + after + "\"}");
            assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
            assertThat(JsonPath.<List<Object>>read(response.body(), "$..errors")).as(response.body()).isEmpty();
            seen.addAll(JsonPath.read(response.body(), "$.data.books.edges[*].node.id"));
            hasNext.add(JsonPath.read(response.body(), "$.data.books.pageInfo.hasNextPage"));
            after = JsonPath.read(response.body(), "$.data.books.pageInfo.endCursor");
        }

        assertThat(seen).containsExactlyElementsOf(IDS);
        assertThat(hasNext).containsExactly(true, true, false);
        // The last page's cursor: base64 of Spring's keyset JSON, with the id as {"$oid": ...}.
        String json = new String(Base64.getDecoder().decode(after), StandardCharsets.UTF_8);
        assertThat(json).contains("{\"$oid\":\"" + IDS.get(4) + "\"}");
    }

    @Test
    void aCursorWhoseIdWasTamperedWithIsAnErrorNotAPage() {
        HttpResponse<String> first = graphQl("{ books(first: 1) { pageInfo { endCursor } } }", "{}");
        String json = new String(Base64.getDecoder().decode(
                JsonPath.<String>read(first.body(), "$.data.books.pageInfo.endCursor")), StandardCharsets.UTF_8);
        assertThat(json).contains(IDS.get(0));
        String tampered = Base64.getEncoder().encodeToString(
                json.replace(IDS.get(0), "not-an-id").getBytes(StandardCharsets.UTF_8));

        HttpResponse<String> response = graphQl("{ books(first: 2, after: \"" + tampered + "\") { edges { node { id } } } }",
                "{}");

        // Spring for GraphQL answers a cursor it cannot parse as any unresolved exception: INTERNAL_ERROR, and the
        // parse message in the log; never a page from another place.
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        assertThat(JsonPath.<List<String>>read(response.body(), "$.errors[*].extensions.classification"))
                .containsExactly("INTERNAL_ERROR");
        assertThat(JsonPath.<Object>read(response.body(), "$.data.books")).isNull();
    }
}
