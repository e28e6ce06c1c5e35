package dev.oid.lease;

import java.lang.ref.WeakReference;
import org.crac.Context;
import org.crac.Core;
import org.crac.Resource;
import org.jspecify.annotations.Nullable;

/**
 * Registers each lease as a CRaC resource when the CRaC API ({@code org.crac}) is present; does nothing otherwise.
 * Before a checkpoint the lease releases its slot and its generator refuses; after a restore it leases a slot again
 * with a new owner token before the generator mints again. Without this, every copy restored from one checkpoint
 * would hold the same owner token, renew the same slot and mint the same ids as the others.
 */
final class LeaseCheckpoint {

    /** Whether {@code org.crac} can be loaded; checked before any class that refers to it is linked. */
    private static final boolean CRAC_PRESENT = cracPresent();

    private LeaseCheckpoint() {
    }

    /**
     * Registers {@code lease} in CRaC's global context, if the CRaC API is present.
     *
     * @return the resource, which the lease keeps (CRaC holds resources weakly), or {@code null} if none was
     *         registered
     */
    static @Nullable Object register(ProcessUniqueLease lease) {
        if (!CRAC_PRESENT) {
            return null;
        }
        try {
            return Callbacks.register(lease);
        } catch (LinkageError | RuntimeException e) {
            // org.crac on the class path while dev.oid.lease is a named module that cannot read it, or a CRaC
            // runtime that refuses registration: the lease works as without CRaC.
            return null;
        }
    }

    private static boolean cracPresent() {
        try {
            Class.forName("org.crac.Core", false, LeaseCheckpoint.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** The CRaC resource; only loaded when {@code org.crac} is present. */
    static final class Callbacks implements Resource {

        /** Weak, so that a lease the application dropped can be collected; its resource goes with it. */
        private final WeakReference<ProcessUniqueLease> lease;

        private Callbacks(ProcessUniqueLease lease) {
            this.lease = new WeakReference<>(lease);
        }

        static Callbacks register(ProcessUniqueLease lease) {
            Callbacks resource = new Callbacks(lease);
            Core.getGlobalContext().register(resource);
            return resource;
        }

        @Override
        public void beforeCheckpoint(@Nullable Context<? extends Resource> context) {
            ProcessUniqueLease current = lease.get();
            if (current != null) {
                current.beforeCheckpoint();
            }
        }

        @Override
        public void afterRestore(@Nullable Context<? extends Resource> context) {
            ProcessUniqueLease current = lease.get();
            if (current != null) {
                current.afterRestore();
            }
        }
    }
}
