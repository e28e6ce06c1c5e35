package dev.oid.micronaut.it.jdbc;

import io.micronaut.context.annotation.Requires;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;

/** {@link TicketRepository} on H2. */
@JdbcRepository(dialect = Dialect.H2)
@Requires(property = "datasources.default.dialect", value = "H2")
public interface H2TicketRepository extends TicketRepository {
}
