package dev.oid.spring.r2dbcapp;

import dev.oid.ObjectId;
import dev.oid.spring.jdbcapp.Loose;
import org.springframework.data.r2dbc.repository.R2dbcRepository;

public interface LooseRepository extends R2dbcRepository<Loose, ObjectId> {
}
