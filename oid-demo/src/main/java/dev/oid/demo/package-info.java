/**
 * {@code oid demo} and the {@code oid} command that includes it ({@link dev.oid.demo.OidDemo}), run by the
 * {@code ./oid} launcher; not published.
 */
package dev.oid.demo;
