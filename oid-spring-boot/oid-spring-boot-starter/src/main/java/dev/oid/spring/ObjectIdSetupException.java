package dev.oid.spring;

import java.io.Serial;

/**
 * Thrown while the application context starts when the application is set up in a way that would make ObjectIds
 * behave other than it expects; the starter's {@code FailureAnalyzer} reports it with its description and the action
 * that fixes it.
 *
 * @since 0.1.0
 */
public final class ObjectIdSetupException extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    /** What is wrong. */
    private final String description;
    /** What to do about it. */
    private final String action;

    /**
     * Creates the exception.
     *
     * @param description what is wrong and what it would cause
     * @param action what to change
     */
    public ObjectIdSetupException(String description, String action) {
        super(description + "; " + action);
        this.description = description;
        this.action = action;
    }

    /**
     * Returns what is wrong and what it would cause.
     *
     * @return the description
     */
    public String getDescription() {
        return description;
    }

    /**
     * Returns what to change.
     *
     * @return the action
     */
    public String getAction() {
        return action;
    }
}
