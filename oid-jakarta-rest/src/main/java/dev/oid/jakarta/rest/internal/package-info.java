/**
 * Registration of the provider in runtimes that discover services: not exported, not for applications.
 */
@NullMarked
package dev.oid.jakarta.rest.internal;

import org.jspecify.annotations.NullMarked;
