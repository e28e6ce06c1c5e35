/**
 * Hibernate service implementations of oid-jpa; not an API, not exported, subject to change without notice.
 */
package dev.oid.jpa.internal;
