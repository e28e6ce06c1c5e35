package dev.oid.benchmarks;

import dev.oid.ObjectId;
import dev.oid.graphql.ObjectIdScalar;
import dev.oid.testsupport.RealObjectIds;
import graphql.ExecutionInput;
import graphql.ExecutionResult;
import graphql.GraphQL;
import graphql.execution.preparsed.PreparsedDocumentEntry;
import graphql.execution.preparsed.PreparsedDocumentProvider;
import graphql.schema.GraphQLSchema;
import graphql.schema.idl.RuntimeWiring;
import graphql.schema.idl.SchemaGenerator;
import graphql.schema.idl.SchemaParser;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * graphql-java: one query with the id as a variable, answered with the payload {@code {id, name, n}}, the id typed
 * as oid-graphql's scalar {@code ObjectId} ({@code oid_query}: the variable coerced to a {@code dev.oid.ObjectId}, the
 * result's id serialized back to its 24 characters) or as GraphQL's {@code ID} with a {@code String} behind it
 * ({@code string_query}, the floor). Both queries are parsed and validated once (a cache of documents, as servers
 * keep one), so the time is execution: variable coercion, the data fetcher and the result. The ids cycle through
 * the real ids of oid-test-support's {@link RealObjectIds}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class GraphQlBenchmark {

    private static final String SCHEMA = """
            scalar ObjectId
            type Item { id: ObjectId!, name: String!, n: Int! }
            type StringItem { id: ID!, name: String!, n: Int! }
            type Query { item(id: ObjectId!): Item, stringItem(id: ID!): StringItem }
            """;
    private static final String OID_QUERY = "query($id: ObjectId!) { item: item(id: $id) { id name n } }";
    private static final String STRING_QUERY = "query($id: ID!) { item: stringItem(id: $id) { id name n } }";

    /** The payload with an oid id. */
    public record OidItem(ObjectId id, String name, int n) {}

    /** The payload with a String id: the floor. */
    public record StringItem(String id, String name, int n) {}

    private GraphQL graphQl;
    private String[] hex;
    private int next;

    /** Builds the schema, and checks that both queries answer the same data for every real id. */
    @Setup
    public void setUp() {
        RuntimeWiring wiring = RuntimeWiring.newRuntimeWiring()
                .scalar(ObjectIdScalar.INSTANCE)
                .type("Query", type -> type
                        .dataFetcher("item", env -> new OidItem(env.getArgument("id"), "widget", 1))
                        .dataFetcher("stringItem", env -> new StringItem(env.getArgument("id"), "widget", 1)))
                .build();
        GraphQLSchema schema = new SchemaGenerator().makeExecutableSchema(new SchemaParser().parse(SCHEMA), wiring);
        graphQl = GraphQL.newGraphQL(schema).preparsedDocumentProvider(new DocumentCache()).build();
        hex = RealObjectIds.hex().toArray(String[]::new);
        for (String id : hex) {
            ExecutionResult oid = query(OID_QUERY, id.toUpperCase());
            ExecutionResult string = query(STRING_QUERY, id);
            Object expected = Map.of("item", Map.of("id", id, "name", "widget", "n", 1));
            if (!oid.getErrors().isEmpty() || !string.getErrors().isEmpty() || !expected.equals(oid.getData())
                    || !expected.equals(string.getData())) {
                throw new IllegalStateException("Answers differ: " + oid + " / " + string);
            }
        }
    }

    private ExecutionResult query(String query, String id) {
        return graphQl.execute(ExecutionInput.newExecutionInput(query).variables(Map.of("id", id)).build());
    }

    private String id() {
        int i = next;
        next = i + 1 == hex.length ? 0 : i + 1;
        return hex[i];
    }

    /** @return the answer to the query whose id is an {@code ObjectId} */
    @Benchmark
    public ExecutionResult oid_query() {
        return query(OID_QUERY, id());
    }

    /** @return the answer to the query whose id is an {@code ID} backed by a {@code String} */
    @Benchmark
    public ExecutionResult string_query() {
        return query(STRING_QUERY, id());
    }

    /** Each query parsed and validated once. */
    private static final class DocumentCache implements PreparsedDocumentProvider {
        private final Map<String, PreparsedDocumentEntry> documents = new ConcurrentHashMap<>();

        @Override
        public CompletableFuture<PreparsedDocumentEntry> getDocumentAsync(ExecutionInput input,
                Function<ExecutionInput, PreparsedDocumentEntry> parseAndValidate) {
            return CompletableFuture.completedFuture(
                    documents.computeIfAbsent(input.getQuery(), query -> parseAndValidate.apply(input)));
        }
    }
}
