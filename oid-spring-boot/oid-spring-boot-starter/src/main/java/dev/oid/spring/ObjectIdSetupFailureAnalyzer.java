package dev.oid.spring;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Reports an {@link ObjectIdSetupException} in Spring Boot's "APPLICATION FAILED TO START" form, with its
 * description and action.
 *
 * @since 0.1.0
 */
public class ObjectIdSetupFailureAnalyzer extends AbstractFailureAnalyzer<ObjectIdSetupException> {

    /** Creates the analyzer; called by Spring Boot. */
    public ObjectIdSetupFailureAnalyzer() {
    }

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, ObjectIdSetupException cause) {
        return new FailureAnalysis(cause.getDescription(), cause.getAction(), cause);
    }
}
