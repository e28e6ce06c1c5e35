/**
 * Jackson 3.x support for {@link dev.oid.ObjectId}: register {@link dev.oid.jackson3.ObjectIdModule} and ids
 * travel through JSON as 24-character lowercase hex strings.
 *
 * <pre>{@code
 * ObjectMapper mapper = JsonMapper.builder().addModule(new ObjectIdModule()).build();
 * mapper.writeValueAsString(ObjectId.parse("5a17b9d9ab102555b9c38874"));  // "5a17b9d9ab102555b9c38874"
 * }</pre>
 *
 * @since 0.1.0
 */
package dev.oid.jackson3;
