package dev.oid.spring.r2dbc;

import dev.oid.ObjectId;
import dev.oid.spring.internal.ObjectIdRelationalIds;
import java.lang.reflect.Method;
import java.util.function.Supplier;
import org.aopalliance.intercept.MethodInterceptor;
import org.aopalliance.intercept.MethodInvocation;
import org.jspecify.annotations.Nullable;
import org.springframework.aop.framework.Advised;
import org.springframework.aop.framework.ProxyFactory;
import org.springframework.aop.support.DefaultPointcutAdvisor;
import org.springframework.aop.support.StaticMethodMatcherPointcut;
import org.springframework.dao.IncorrectUpdateSemanticsDataAccessException;
import org.springframework.dao.TransientDataAccessResourceException;
import org.springframework.data.r2dbc.core.R2dbcEntityTemplate;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.query.Criteria;
import org.springframework.data.relational.core.query.Query;
import reactor.core.publisher.Mono;

/**
 * Makes {@code save} of an entity whose {@code dev.oid.ObjectId} id is set, and which is not in the table, fail with a
 * message that says how to insert it, instead of returning as if the entity had been stored.
 *
 * <p>Spring Data R2DBC takes an entity without {@code @Version} whose id is not {@code null} for one already in the
 * table and updates it; {@code R2dbcEntityTemplate.update(entity)} ignores the row count (Spring Data R2DBC 3.5 and
 * 4.0), so {@code save} of an entity whose id the application assigned, and which is not in the table, would store
 * nothing and report nothing. The guard is a class-based proxy of the {@code R2dbcEntityTemplate} bean (still an
 * {@code R2dbcEntityTemplate}, so that it is injected wherever the template is): after {@code update(entity)} of an
 * entity with an ObjectId id and without {@code @Version}, it asks the table whether the id is there (one
 * {@code SELECT} by primary key, on the same connection, so inside the same transaction), and when it is not, the
 * {@code Mono} fails with an {@link IncorrectUpdateSemanticsDataAccessException} that names the type and the id and
 * says how to insert it ({@code R2dbcEntityTemplate.insert}, or {@code Persistable}). Asking for the row, not the
 * row count, also keeps an update that changed no value (which MariaDB counts as no row) from failing. A Spring Data
 * version that reports the missing row itself (a {@code TransientDataAccessResourceException} without a cause) gets
 * the same message, with its exception as the cause. Entities with {@code @Version} (Spring Data reports those), and
 * every other call, go through unchanged.
 */
final class ObjectIdR2dbcUpdateGuard implements MethodInterceptor {

    private final Supplier<? extends RelationalMappingContext> mappingContext;

    private ObjectIdR2dbcUpdateGuard(Supplier<? extends RelationalMappingContext> mappingContext) {
        this.mappingContext = mappingContext;
    }

    /** Returns the template behind a guard; a template already guarded is returned as it is. */
    static R2dbcEntityTemplate wrap(R2dbcEntityTemplate template,
            Supplier<? extends RelationalMappingContext> mappingContext) {
        if (template instanceof Advised advised) {
            for (var advisor : advised.getAdvisors()) {
                if (advisor.getAdvice() instanceof ObjectIdR2dbcUpdateGuard) {
                    return template;
                }
            }
        }
        ProxyFactory factory = new ProxyFactory(template);
        factory.setProxyTargetClass(true);
        factory.addAdvisor(new DefaultPointcutAdvisor(UpdateOfAnEntity.INSTANCE,
                new ObjectIdR2dbcUpdateGuard(mappingContext)));
        return (R2dbcEntityTemplate) factory.getProxy(template.getClass().getClassLoader());
    }

    @Override
    public @Nullable Object invoke(MethodInvocation invocation) throws Throwable {
        Object result = invocation.proceed();
        Object entity = invocation.getArguments()[0];
        if (!(result instanceof Mono<?> update) || entity == null
                || !(invocation.getThis() instanceof R2dbcEntityTemplate template)) {
            return result;
        }
        Class<?> type = entity.getClass();
        ObjectId id = ObjectIdRelationalIds.idOf(mappingContext.get(), entity, type);
        RelationalPersistentEntity<?> persistentEntity = mappingContext.get().getPersistentEntity(type);
        if (id == null || persistentEntity == null || persistentEntity.hasVersionProperty()) {
            return result;
        }
        Query byId = Query.query(Criteria.where(persistentEntity.getRequiredIdProperty().getName()).is(id));
        return update.flatMap(updated -> template.exists(byId, type).flatMap(exists -> exists ? Mono.just(updated)
                        : Mono.error(new IncorrectUpdateSemanticsDataAccessException(message(type, id)))))
                .onErrorMap(error -> error instanceof TransientDataAccessResourceException && error.getCause() == null,
                        error -> new IncorrectUpdateSemanticsDataAccessException(message(type, id), error));
    }

    static String message(Class<?> type, ObjectId id) {
        return ObjectIdRelationalIds.notUpdatedMessage("Spring Data R2DBC", "entity",
                "R2dbcEntityTemplate.insert(entity)", type, id);
    }

    /** {@code R2dbcEntityOperations.update(T entity)}: the one {@code update} with a single parameter. */
    private static final class UpdateOfAnEntity extends StaticMethodMatcherPointcut {

        static final UpdateOfAnEntity INSTANCE = new UpdateOfAnEntity();

        @Override
        public boolean matches(Method method, Class<?> targetClass) {
            return method.getName().equals("update") && method.getParameterCount() == 1
                    && method.getParameterTypes()[0] == Object.class;
        }
    }
}
