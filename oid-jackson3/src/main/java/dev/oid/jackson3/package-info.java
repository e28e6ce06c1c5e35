/**
 * Jackson 3.x support for {@link dev.oid.ObjectId}: register {@link dev.oid.jackson3.ObjectIdModule} and ids
 * travel through JSON as 24-character lowercase hex strings.
 *
 * <pre>{@code
 * ObjectMapper mapper = JsonMapper.builder().addModule(new ObjectIdModule()).build();
 * mapper.writeValueAsString(ObjectId.parse("5a17b9d9ab102555b9c38874"));  // "5a17b9d9ab102555b9c38874"
 * }</pre>
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.jackson3;

import org.jspecify.annotations.NullMarked;
