package dev.oid.micronaut.it.jdbc;

import io.micronaut.context.annotation.Requires;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;

/** {@link TicketRepository} on MYSQL. */
@JdbcRepository(dialect = Dialect.MYSQL)
@Requires(property = "datasources.default.dialect", value = "MYSQL")
public interface MySqlTicketRepository extends TicketRepository {
}
