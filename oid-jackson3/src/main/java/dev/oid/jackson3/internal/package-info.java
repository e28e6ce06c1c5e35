/**
 * Serializers, deserializers and helpers behind {@link dev.oid.jackson3.ObjectIdModule}; not exported, not API.
 */
package dev.oid.jackson3.internal;
