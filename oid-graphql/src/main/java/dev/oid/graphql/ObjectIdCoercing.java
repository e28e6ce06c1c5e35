package dev.oid.graphql;

import dev.oid.ObjectId;
import dev.oid.internal.ErrorMessages;
import graphql.GraphQLContext;
import graphql.execution.CoercedVariables;
import graphql.language.BooleanValue;
import graphql.language.EnumValue;
import graphql.language.FloatValue;
import graphql.language.IntValue;
import graphql.language.ArrayValue;
import graphql.language.NullValue;
import graphql.language.ObjectValue;
import graphql.language.StringValue;
import graphql.language.Value;
import graphql.language.VariableReference;
import graphql.schema.Coercing;
import graphql.schema.CoercingParseLiteralException;
import graphql.schema.CoercingParseValueException;
import graphql.schema.CoercingSerializeException;
import java.util.Locale;

/**
 * The coercing of {@link ObjectIdScalar#INSTANCE}, following the GraphQL specification's rules for a scalar that
 * is a string on the wire:
 *
 * <ul>
 *   <li><b>Result</b> ({@link #serialize(Object, GraphQLContext, Locale)}): an {@link ObjectId}, or a string of
 *       24 hexadecimal digits (a resolver that hands out text), becomes the 24 lowercase hex characters;
 *       anything else is a {@link CoercingSerializeException}.</li>
 *   <li><b>Variable</b> ({@link #parseValue(Object, GraphQLContext, Locale)}): a string of 24 hexadecimal digits
 *       in either case (or an {@link ObjectId} given programmatically); anything else, the empty string included,
 *       is a {@link CoercingParseValueException}.</li>
 *   <li><b>Literal</b> ({@link #parseLiteral(Value, CoercedVariables, GraphQLContext, Locale)}): a string literal
 *       of 24 hexadecimal digits in either case; any other literal is a {@link CoercingParseLiteralException}
 *       carrying the literal's source location.</li>
 * </ul>
 *
 * <p>Every message quotes the value and says what was expected, for example {@code Invalid ObjectId "xyz":
 * expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 3 characters} or {@code Invalid ObjectId:
 * expected a string of 24 hexadecimal digits, found an Int literal 42} (a variable: {@code found a number 42},
 * {@code a boolean true}, {@code an object}, {@code a list}). A {@code null} never reaches a coercing
 * (graphql-java handles it), and none of these methods returns {@code null} or a fresh id.
 *
 * <p>Stateless and thread-safe; {@link #INSTANCE} is the shared instance.
 *
 * @since 0.1.0
 */
public final class ObjectIdCoercing implements Coercing<ObjectId, String> {

    /** The shared instance, the coercing of {@link ObjectIdScalar#INSTANCE}. */
    public static final ObjectIdCoercing INSTANCE = new ObjectIdCoercing();

    private static final String EXPECTED = "Invalid ObjectId: expected a string of 24 hexadecimal digits, found ";

    private ObjectIdCoercing() {
    }

    /**
     * Writes an id of a result as its 24 lowercase hex characters.
     *
     * @param result what the data fetcher returned: an {@link ObjectId} or a string of 24 hexadecimal digits
     * @param context the query's context, unused
     * @param locale the query's locale, unused
     * @return the 24 lowercase hex characters
     * @throws CoercingSerializeException if {@code result} is neither, naming its class (a string is quoted)
     */
    @Override
    public String serialize(Object result, GraphQLContext context, Locale locale) {
        if (result instanceof ObjectId id) {
            return id.toHexString();
        }
        if (result instanceof CharSequence text) {
            try {
                return ObjectId.parse(text).toHexString();
            } catch (IllegalArgumentException e) {
                throw new CoercingSerializeException(e.getMessage(), e);
            }
        }
        throw new CoercingSerializeException("Invalid ObjectId: expected a dev.oid.ObjectId or a string of 24 "
                + "hexadecimal digits, found a " + result.getClass().getName());
    }

    /**
     * Reads an id from a variable's value.
     *
     * @param input the variable's value as the transport decoded it: a string (or an {@link ObjectId})
     * @param context the query's context, unused
     * @param locale the query's locale, unused
     * @return the id
     * @throws CoercingParseValueException if {@code input} is not a string of 24 hexadecimal digits
     */
    @Override
    public ObjectId parseValue(Object input, GraphQLContext context, Locale locale) {
        if (input instanceof ObjectId id) {
            return id;
        }
        if (input instanceof CharSequence text) {
            try {
                return ObjectId.parse(text);
            } catch (IllegalArgumentException e) {
                throw new CoercingParseValueException(e.getMessage(), e);
            }
        }
        throw new CoercingParseValueException(EXPECTED + describe(input));
    }

    /**
     * Reads an id from a literal of the query.
     *
     * @param input the literal
     * @param variables the query's variables, unused (graphql-java resolves variable references itself)
     * @param context the query's context, unused
     * @param locale the query's locale, unused
     * @return the id
     * @throws CoercingParseLiteralException if {@code input} is not a string literal of 24 hexadecimal digits,
     *     with the literal's source location
     */
    @Override
    public ObjectId parseLiteral(Value<?> input, CoercedVariables variables, GraphQLContext context,
            Locale locale) {
        if (input instanceof StringValue string) {
            try {
                return ObjectId.parse(string.getValue());
            } catch (IllegalArgumentException e) {
                throw new CoercingParseLiteralException(e.getMessage(), e, input.getSourceLocation());
            }
        }
        throw new CoercingParseLiteralException(EXPECTED + describe(input), null, input.getSourceLocation());
    }

    /**
     * Writes an id as a string literal, for schema printing and introspection of default values.
     *
     * @param input an {@link ObjectId} or a string of 24 hexadecimal digits
     * @param context the schema's context, unused
     * @param locale the locale, unused
     * @return the string literal of the 24 lowercase hex characters
     * @throws CoercingParseValueException if {@code input} is neither
     */
    @Override
    public Value<?> valueToLiteral(Object input, GraphQLContext context, Locale locale) {
        return StringValue.of(parseValue(input, context, locale).toHexString());
    }

    /** A value that is not a string, in words: the kind of literal or the Java class, and its text. */
    private static String describe(Object value) {
        if (value instanceof IntValue v) {
            return "an Int literal " + v.getValue();
        } else if (value instanceof FloatValue v) {
            return "a Float literal " + v.getValue();
        } else if (value instanceof BooleanValue v) {
            return "a Boolean literal " + v.isValue();
        } else if (value instanceof EnumValue v) {
            return "an enum literal " + ErrorMessages.quote(v.getName());
        } else if (value instanceof ArrayValue) {
            return "a list literal";
        } else if (value instanceof ObjectValue) {
            return "an input object literal";
        } else if (value instanceof NullValue) {
            return "a null literal";
        } else if (value instanceof VariableReference v) {
            return "a reference to the variable " + ErrorMessages.quote(v.getName());
        } else if (value instanceof Number) {
            return "a number " + value;
        } else if (value instanceof Boolean) {
            return "a boolean " + value;
        } else if (value instanceof java.util.Map) {
            return "an object";
        } else if (value instanceof Iterable) {
            return "a list";
        }
        return "a " + value.getClass().getName();
    }
}
