package dev.oid.graphql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.testsupport.ReadmeSnippets;
import dev.oid.testsupport.RealObjectIds;
import graphql.ExecutionInput;
import graphql.ExecutionResult;
import graphql.GraphQL;
import graphql.GraphQLContext;
import graphql.GraphQLError;
import graphql.language.StringValue;
import graphql.schema.CoercingParseValueException;
import graphql.schema.CoercingSerializeException;
import graphql.schema.GraphQLSchema;
import graphql.schema.idl.RuntimeWiring;
import graphql.schema.idl.SchemaGenerator;
import graphql.schema.idl.SchemaParser;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The scalar in a graphql-java schema, through queries with literals, variables and results. */
class ObjectIdScalarTest {

    private static final String ID = "5a17b9d9ab102555b9c38874";
    private static final String BAD_XYZ = "Invalid ObjectId \"xyz\": expected exactly 24 hexadecimal digits (0-9, a-f, "
            + "A-F), found 3 characters";

    static final String SCHEMA = """
            scalar ObjectId

            type Query {
              item(id: ObjectId!): Item
              items(ids: [ObjectId!]!): [Item!]!
              fromText(text: String!): ObjectId
              fromNumber: ObjectId
            }

            type Item {
              id: ObjectId!
              name: String!
            }
            """;

    private final GraphQL graphQL = graphQL();

    static GraphQL graphQL() {
        RuntimeWiring wiring = RuntimeWiring.newRuntimeWiring()
                .scalar(ObjectIdScalar.INSTANCE)
                .type("Query", query -> query
                        .dataFetcher("item", env -> new Item(env.getArgument("id"), "pen"))
                        .dataFetcher("items", env -> env.<List<ObjectId>>getArgument("ids").stream()
                                .map(id -> new Item(id, "many")).toList())
                        .dataFetcher("fromText", env -> env.getArgument("text"))
                        .dataFetcher("fromNumber", env -> 42))
                .build();
        GraphQLSchema schema = new SchemaGenerator().makeExecutableSchema(new SchemaParser().parse(SCHEMA), wiring);
        return GraphQL.newGraphQL(schema).build();
    }

    @Test
    void theReadmeWiringReadsAndWritesIds() {
        String sdl = ReadmeSnippets.snippets(Path.of("README.md"), "graphql", "graphql").get(0);
        // BEGIN README graphql
        RuntimeWiring wiring = RuntimeWiring.newRuntimeWiring()
                .scalar(ObjectIdScalar.INSTANCE)
                .type("Query", query -> query
                        .dataFetcher("item", env -> new Item(env.getArgument("id"), "pen")))
                .build();
        GraphQL graphQL = GraphQL.newGraphQL(new SchemaGenerator()
                .makeExecutableSchema(new SchemaParser().parse(sdl), wiring)).build();

        graphQL.execute("{ item(id: \"5A17B9D9AB102555B9C38874\") { id } }");
        // data: {item={id=5a17b9d9ab102555b9c38874}}
        graphQL.execute("{ item(id: \"xyz\") { id } }");
        // error: Validation error (WrongType@[item]) : argument 'id' with value 'StringValue{value='xyz'}' is not
        // a valid 'ObjectId' - Invalid ObjectId "xyz": expected exactly 24 hexadecimal digits (0-9, a-f, A-F),
        // found 3 characters
        // END README graphql

        ExecutionResult good = graphQL.execute("{ item(id: \"5A17B9D9AB102555B9C38874\") { id } }");
        assertThat(good.<Object>getData().toString()).isEqualTo("{item={id=5a17b9d9ab102555b9c38874}}");
        assertThat(messages(graphQL.execute("{ item(id: \"xyz\") { id } }"))).containsExactly("Validation error "
                + "(WrongType@[item]) : argument 'id' with value 'StringValue{value='xyz'}' is not a valid 'ObjectId' - "
                + BAD_XYZ);
    }

    /**
     * An item of the schema.
     *
     * @param id its id
     * @param name its name
     */
    record Item(ObjectId id, String name) {
    }

    private ExecutionResult run(String query, Map<String, Object> variables) {
        return graphQL.execute(ExecutionInput.newExecutionInput(query).variables(variables).build());
    }

    private static List<String> messages(ExecutionResult result) {
        return result.getErrors().stream().map(GraphQLError::getMessage).toList();
    }

    @Test
    void aLiteralIsReadInEitherCaseAndWrittenInLowercase() {
        ExecutionResult result = run("{ item(id: \"" + ID.toUpperCase(Locale.ROOT) + "\") { id name } }", Map.of());

        assertThat(result.getErrors()).isEmpty();
        assertThat(result.<Map<String, Object>>getData())
                .isEqualTo(Map.of("item", Map.of("id", ID, "name", "pen")));
    }

    @Test
    void everyRealIdTravelsAsAVariableAndBack() {
        List<String> ids = RealObjectIds.hex();
        List<String> upper = ids.stream().map(id -> id.toUpperCase(Locale.ROOT)).toList();

        ExecutionResult result = run("query($ids: [ObjectId!]!) { items(ids: $ids) { id } }", Map.of("ids", upper));

        assertThat(ids).hasSize(3996);
        assertThat(result.getErrors()).isEmpty();
        Map<String, List<Map<String, Object>>> data = result.getData();
        assertThat(data.get("items")).extracting(item -> item.get("id")).containsExactlyElementsOf(ids);
    }

    @Test
    void aBadStringLiteralIsAValidationErrorQuotingIt() {
        ExecutionResult result = run("{ item(id: \"xyz\") { id } }", Map.of());

        assertThat(result.<Object>getData()).isNull();
        assertThat(messages(result)).containsExactly("Validation error (WrongType@[item]) : argument 'id' with "
                + "value 'StringValue{value='xyz'}' is not a valid 'ObjectId' - " + BAD_XYZ);
    }

    @Test
    void aLiteralThatIsNotAStringIsAValidationErrorSayingWhatItIs() {
        assertThat(messages(run("{ item(id: 42) { id } }", Map.of()))).containsExactly("Validation error "
                + "(WrongType@[item]) : argument 'id' with value 'IntValue{value=42}' is not a valid 'ObjectId' - "
                + "Invalid ObjectId: expected a string of 24 hexadecimal digits, found an Int literal 42");
        assertThat(messages(run("{ item(id: true) { id } }", Map.of()))).singleElement().asString()
                .endsWith("found a Boolean literal true");
        assertThat(messages(run("{ item(id: RED) { id } }", Map.of()))).singleElement().asString()
                .endsWith("found an enum literal \"RED\"");
    }

    @Test
    void aBadVariableIsAnErrorQuotingIt() {
        String query = "query($id: ObjectId!) { item(id: $id) { id } }";

        assertThat(messages(run(query, Map.of("id", "xyz"))))
                .containsExactly("Variable 'id' has an invalid value: " + BAD_XYZ);
        assertThat(messages(run(query, Map.of("id", ""))))
                .containsExactly("Variable 'id' has an invalid value: Invalid ObjectId \"\": expected exactly 24 "
                        + "hexadecimal digits (0-9, a-f, A-F), found 0 characters");
        assertThat(messages(run(query, Map.of("id", 42))))
                .containsExactly("Variable 'id' has an invalid value: Invalid ObjectId: expected a string of 24 "
                        + "hexadecimal digits, found a number 42");
        assertThat(messages(run(query, Map.of("id", Map.of("$oid", ID))))).singleElement().asString()
                .endsWith("found an object");
    }

    @Test
    void aResultIsAnIdOrTextOfOneAndAnythingElseIsAFieldError() {
        ExecutionResult text = run("{ fromText(text: \"" + ID.toUpperCase(Locale.ROOT) + "\") }", Map.of());
        assertThat(text.getErrors()).isEmpty();
        assertThat(text.<Map<String, Object>>getData()).isEqualTo(Map.of("fromText", ID));

        ExecutionResult bad = run("{ fromText(text: \"xyz\") }", Map.of());
        assertThat(messages(bad)).singleElement().asString().contains(BAD_XYZ);
        assertThat(bad.getErrors().get(0).getPath()).containsExactly("fromText");

        assertThat(messages(run("{ fromNumber }", Map.of()))).singleElement().asString()
                .contains("Invalid ObjectId: expected a dev.oid.ObjectId or a string of 24 hexadecimal digits, "
                        + "found a java.lang.Integer");
    }

    @Test
    void theCoercingOnItsOwn() {
        GraphQLContext context = GraphQLContext.getDefault();
        ObjectId id = ObjectId.parse(ID);

        assertThat(ObjectIdCoercing.INSTANCE.serialize(id, context, Locale.ROOT)).isEqualTo(ID);
        assertThat(ObjectIdCoercing.INSTANCE.parseValue(id, context, Locale.ROOT)).isSameAs(id);
        assertThat(ObjectIdCoercing.INSTANCE.valueToLiteral(ID.toUpperCase(Locale.ROOT), context, Locale.ROOT))
                .isInstanceOfSatisfying(StringValue.class, literal -> assertThat(literal.getValue()).isEqualTo(ID));
        assertThatThrownBy(() -> ObjectIdCoercing.INSTANCE.parseValue(List.of(ID), context, Locale.ROOT))
                .isInstanceOf(CoercingParseValueException.class)
                .hasMessage("Invalid ObjectId: expected a string of 24 hexadecimal digits, found a list");
        assertThatThrownBy(() -> ObjectIdCoercing.INSTANCE.serialize(new Object(), context, Locale.ROOT))
                .isInstanceOf(CoercingSerializeException.class);
        assertThat(ObjectIdScalar.INSTANCE.getName()).isEqualTo("ObjectId");
        assertThat(ObjectIdScalar.INSTANCE.getSpecifiedByUrl())
                .isEqualTo("https://github.com/mongodb/specifications/blob/master/source/bson-objectid/objectid.md");
    }

    @Test
    void theReadmeSnippetIsCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "graphql",
                Path.of("src", "test", "java", "dev", "oid", "graphql", "ObjectIdScalarTest.java"));
    }
}
