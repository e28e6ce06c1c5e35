/**
 * Implementation of the oid constraints; not an API, not exported, subject to change without notice.
 */
package dev.oid.validation.internal;
