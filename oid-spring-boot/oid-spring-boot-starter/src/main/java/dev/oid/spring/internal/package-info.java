/**
 * What the starter's auto-configurations share and wire behind the scenes: the Spring Data conversions wrappers and
 * their one routing, the id helpers of the store parts, the binary converters of the relational stores. Not API: left
 * out of the Javadoc, and free to change in any release; applications use the auto-configurations, their properties
 * and the public types of the other packages.
 *
 * <p>Null-marked: parameters, return values and fields are non-null unless annotated {@code @Nullable}.
 */
@NullMarked
package dev.oid.spring.internal;

import org.jspecify.annotations.NullMarked;
