package dev.oid.spring.sqlapp;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * An application whose schema, created by Spring Boot's SQL initialization, mints its ids in the database with
 * oid-sql's {@code oid_generate()}: it sets {@code oid.sql.functions.install=true} and nothing else of oid's.
 */
@SpringBootApplication
public class SqlFunctionsApplication {
}
