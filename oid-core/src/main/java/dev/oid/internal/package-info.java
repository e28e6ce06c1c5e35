/**
 * Internals shared by oid's own modules: the text of error messages about bad input. Not an API: the package is
 * exported only to oid's adapter modules and may change in any release.
 */
@NullMarked
package dev.oid.internal;

import org.jspecify.annotations.NullMarked;
