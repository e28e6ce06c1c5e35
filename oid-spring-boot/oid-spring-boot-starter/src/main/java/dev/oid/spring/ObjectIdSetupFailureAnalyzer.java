package dev.oid.spring;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Reports an {@link ObjectIdSetupException} in Spring Boot's "APPLICATION FAILED TO START" form, with its
 * description and action; registered in {@code META-INF/spring.factories}.
 */
final class ObjectIdSetupFailureAnalyzer extends AbstractFailureAnalyzer<ObjectIdSetupException> {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, ObjectIdSetupException cause) {
        return new FailureAnalysis(cause.getDescription(), cause.getAction(), cause);
    }
}
