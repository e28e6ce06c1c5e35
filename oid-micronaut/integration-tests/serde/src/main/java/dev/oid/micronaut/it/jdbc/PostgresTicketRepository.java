package dev.oid.micronaut.it.jdbc;

import io.micronaut.context.annotation.Requires;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;

/** {@link TicketRepository} on POSTGRES. */
@JdbcRepository(dialect = Dialect.POSTGRES)
@Requires(property = "datasources.default.dialect", value = "POSTGRES")
public interface PostgresTicketRepository extends TicketRepository {
}
