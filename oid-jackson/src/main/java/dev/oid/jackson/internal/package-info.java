/**
 * Serializers, deserializers and helpers behind {@link dev.oid.jackson.ObjectIdModule}; not exported, not API.
 */
package dev.oid.jackson.internal;
