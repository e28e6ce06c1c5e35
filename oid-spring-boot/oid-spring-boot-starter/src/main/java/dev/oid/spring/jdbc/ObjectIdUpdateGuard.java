package dev.oid.spring.jdbc;

import dev.oid.ObjectId;
import dev.oid.spring.internal.ObjectIdRelationalIds;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.springframework.dao.IncorrectUpdateSemanticsDataAccessException;
import org.springframework.data.jdbc.core.convert.DataAccessStrategy;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;

/**
 * Makes the UPDATE that Spring Data JDBC runs for {@code save} of an aggregate whose {@code dev.oid.ObjectId} id is
 * set fail when it changes no row, instead of returning as if the aggregate had been stored.
 *
 * <p>Spring Data JDBC takes an aggregate without {@code @Version} whose id is not {@code null} for one already in the
 * table and updates it, ignoring the row count: {@code save} of an aggregate whose id the application assigned, and
 * which is not in the table, would store nothing and report nothing. The guard wraps the {@link DataAccessStrategy}
 * bean; its {@code update} of such an aggregate (the id property of type {@code dev.oid.ObjectId}) that changes no
 * row throws {@link IncorrectUpdateSemanticsDataAccessException} with a message that names the type and the id and
 * says how to insert it ({@code JdbcAggregateTemplate.insert}, or {@code Persistable}). Other aggregates, and every
 * other call, go to the strategy unchanged.
 */
final class ObjectIdUpdateGuard implements InvocationHandler {

    private final DataAccessStrategy target;
    private final Supplier<? extends RelationalMappingContext> mappingContext;

    private ObjectIdUpdateGuard(DataAccessStrategy target, Supplier<? extends RelationalMappingContext> mappingContext) {
        this.target = target;
        this.mappingContext = mappingContext;
    }

    /** Returns the strategy behind a guard. */
    static DataAccessStrategy wrap(DataAccessStrategy target,
            Supplier<? extends RelationalMappingContext> mappingContext) {
        if (Proxy.isProxyClass(target.getClass()) && Proxy.getInvocationHandler(target) instanceof ObjectIdUpdateGuard) {
            return target;
        }
        return (DataAccessStrategy) Proxy.newProxyInstance(DataAccessStrategy.class.getClassLoader(),
                new Class<?>[] {DataAccessStrategy.class}, new ObjectIdUpdateGuard(target, mappingContext));
    }

    @Override
    public @Nullable Object invoke(Object proxy, Method method, @Nullable Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return switch (method.getName()) {
                case "equals" -> proxy == args[0];
                case "hashCode" -> System.identityHashCode(proxy);
                case "toString" -> "ObjectIdUpdateGuard(" + target + ")";
                default -> method.invoke(target, args);
            };
        }
        Object result;
        try {
            result = method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
        if (method.getName().equals("update") && args != null && args.length == 2 && Boolean.FALSE.equals(result)
                && args[0] != null && args[1] instanceof Class<?> type) {
            ObjectId id = ObjectIdRelationalIds.idOf(mappingContext.get(), args[0], type);
            if (id != null) {
                throw new IncorrectUpdateSemanticsDataAccessException(message(type, id));
            }
        }
        return result;
    }

    static String message(Class<?> type, ObjectId id) {
        return ObjectIdRelationalIds.notUpdatedMessage("Spring Data JDBC", "aggregate",
                "JdbcAggregateTemplate.insert(aggregate)", type, id);
    }
}
