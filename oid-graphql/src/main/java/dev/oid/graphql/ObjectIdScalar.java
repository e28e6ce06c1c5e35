package dev.oid.graphql;

import graphql.schema.GraphQLScalarType;

/**
 * The GraphQL scalar {@code ObjectId} for graphql-java 22 and later: {@link #INSTANCE}.
 *
 * <pre>{@code
 * RuntimeWiring wiring = RuntimeWiring.newRuntimeWiring()
 *         .scalar(ObjectIdScalar.INSTANCE)
 *         ...
 * }</pre>
 *
 * <p>with {@code scalar ObjectId} in the schema. What it reads and writes is {@link ObjectIdCoercing}'s: a string
 * of 24 hexadecimal digits in either case in (literal or variable), 24 lowercase ones out; anything else is
 * graphql-java's {@code CoercingParseLiteralException}, {@code CoercingParseValueException} or
 * {@code CoercingSerializeException} with a message that quotes the value, which graphql-java reports as a
 * GraphQL error.
 *
 * @since 0.1.0
 */
public final class ObjectIdScalar {

    /**
     * The scalar: named {@code ObjectId}, coerced by {@link ObjectIdCoercing#INSTANCE}, specified by the
     * MongoDB ObjectId specification.
     */
    public static final GraphQLScalarType INSTANCE = GraphQLScalarType.newScalar()
            .name("ObjectId")
            .description("A MongoDB ObjectId: 12 bytes written as 24 lowercase hexadecimal digits (read in either "
                    + "case), the first 4 bytes its creation time in seconds since the Unix epoch.")
            .specifiedByUrl("https://github.com/mongodb/specifications/blob/master/source/bson-objectid/objectid.md")
            .coercing(ObjectIdCoercing.INSTANCE)
            .build();

    private ObjectIdScalar() {
    }
}
