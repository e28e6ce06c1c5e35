package dev.oid;

import java.util.ArrayList;
import java.util.List;
import org.crac.Context;
import org.crac.Core;
import org.crac.Resource;

/**
 * Reseeds the default generator after a restore from a CRaC checkpoint, when the CRaC API ({@code org.crac})
 * is present; does nothing otherwise. Every copy restored from one checkpoint would otherwise continue with
 * the process-unique value and counter frozen into the checkpoint, and mint the same ids as the others.
 */
final class CheckpointRestore {

    /** Whether {@code org.crac} can be loaded; checked before any class that refers to it is linked. */
    private static final boolean CRAC_PRESENT = cracPresent();

    private CheckpointRestore() {
    }

    /**
     * Registers {@code generator} to be reseeded after every restore, if the CRaC API is present.
     *
     * @return whether it was registered
     */
    static boolean reseedOnRestore(ObjectIdGenerator generator) {
        if (!CRAC_PRESENT) {
            return false;
        }
        try {
            Reseed.register(generator);
            return true;
        } catch (LinkageError | RuntimeException e) {
            // org.crac on the class path while dev.oid is a named module that cannot read it, or a CRaC
            // runtime that refuses registration: the generator works as without CRaC.
            return false;
        }
    }

    private static boolean cracPresent() {
        try {
            Class.forName("org.crac.Core", false, CheckpointRestore.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** The CRaC resource; only loaded when {@code org.crac} is present. */
    static final class Reseed implements Resource {

        /** CRaC contexts hold resources weakly: these strong references keep them registered. */
        private static final List<Reseed> REGISTERED = new ArrayList<>();

        private final ObjectIdGenerator generator;

        Reseed(ObjectIdGenerator generator) {
            this.generator = generator;
        }

        static synchronized void register(ObjectIdGenerator generator) {
            Reseed resource = new Reseed(generator);
            Core.getGlobalContext().register(resource);
            REGISTERED.add(resource);
        }

        static synchronized List<Reseed> registered() {
            return List.copyOf(REGISTERED);
        }

        ObjectIdGenerator generator() {
            return generator;
        }

        @Override
        public void beforeCheckpoint(Context<? extends Resource> context) {
            // Nothing to release: the generator holds no files, sockets or threads.
        }

        @Override
        public void afterRestore(Context<? extends Resource> context) {
            generator.reseed();
        }
    }
}
