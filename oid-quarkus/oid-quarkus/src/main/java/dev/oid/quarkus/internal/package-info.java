/**
 * The extension's runtime parts, each registered by {@code dev.oid.quarkus.deployment.OidProcessor} only when the
 * application has the Quarkus extension it serves; not an API.
 */
@NullMarked
package dev.oid.quarkus.internal;

import org.jspecify.annotations.NullMarked;
