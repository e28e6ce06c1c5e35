package dev.oid.spring.r2dbc;

import dev.oid.ObjectId;
import dev.oid.spring.ObjectIdRelationalIds;
import java.lang.reflect.Method;
import java.util.function.Supplier;
import org.aopalliance.intercept.MethodInterceptor;
import org.aopalliance.intercept.MethodInvocation;
import org.jspecify.annotations.Nullable;
import org.springframework.aop.framework.Advised;
import org.springframework.aop.framework.ProxyFactory;
import org.springframework.aop.support.DefaultPointcutAdvisor;
import org.springframework.aop.support.StaticMethodMatcherPointcut;
import org.springframework.dao.TransientDataAccessResourceException;
import org.springframework.data.r2dbc.core.R2dbcEntityTemplate;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import reactor.core.publisher.Mono;

/**
 * Makes the error of the UPDATE that Spring Data R2DBC runs for {@code save} of an entity whose
 * {@code dev.oid.ObjectId} id is set, and which is not in the table, say how to insert it.
 *
 * <p>Spring Data R2DBC takes an entity without {@code @Version} whose id is not {@code null} for one already in the
 * table and updates it; when no row changes, {@code R2dbcEntityTemplate.update(entity)} fails with a
 * {@link TransientDataAccessResourceException} ("Row with Id [...] does not exist"), which does not say what to do.
 * The guard is a class-based proxy of the {@code R2dbcEntityTemplate} bean (still an {@code R2dbcEntityTemplate},
 * so that it is injected wherever the template is): the {@code Mono} of its {@code update(entity)} of such an entity
 * fails instead with a {@code TransientDataAccessResourceException} that names the type and the id and says how to
 * insert it ({@code R2dbcEntityTemplate.insert}, or {@code Persistable}), with Spring Data's as its cause. Errors
 * that carry a cause (those of the driver, translated) and every other call go through unchanged.
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
        if (!(result instanceof Mono<?> update) || entity == null) {
            return result;
        }
        return update.onErrorMap(error -> error instanceof TransientDataAccessResourceException
                && error.getCause() == null, error -> {
                    ObjectId id = ObjectIdRelationalIds.idOf(mappingContext.get(), entity, entity.getClass());
                    return id == null ? error : new TransientDataAccessResourceException(
                            message(entity.getClass(), id), error);
                });
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
