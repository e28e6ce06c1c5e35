package dev.oid.spring.relationalapp;

import dev.oid.ObjectIdGenerator;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.jdbc.DataSourceBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.FullyQualifiedAnnotationBeanNameGenerator;
import org.springframework.core.env.Environment;
import org.springframework.data.jdbc.repository.config.EnableJdbcRepositories;
import org.springframework.data.r2dbc.repository.config.EnableR2dbcRepositories;

/**
 * An application with Spring Data JDBC and Spring Data R2DBC repositories side by side (the JDBC scenario's, package
 * {@code dev.oid.spring.jdbcapp}, and the R2DBC scenario's, {@code dev.oid.spring.r2dbcapp}, named by their classes'
 * full names, as both packages have a {@code CustomerRepository}), so two relational mapping contexts, {@code jdbcMappingContext} and {@code r2dbcMappingContext}; its only oid dependency is the
 * starter. Spring Boot configures no {@code DataSource} where an R2DBC {@code ConnectionFactory} exists, so the
 * application declares it, from {@code spring.datasource.*}, as the starter's README says.
 */
@SpringBootApplication
@EnableJdbcRepositories(basePackageClasses = dev.oid.spring.jdbcapp.CustomerRepository.class,
        nameGenerator = FullyQualifiedAnnotationBeanNameGenerator.class)
@EnableR2dbcRepositories(basePackageClasses = dev.oid.spring.r2dbcapp.CustomerRepository.class,
        nameGenerator = FullyQualifiedAnnotationBeanNameGenerator.class)
public class JdbcAndR2dbcApplication {

    /** The first second the generator bean mints in. */
    public static final Instant START = Instant.parse("2032-03-04T05:06:07Z");

    /** The second the generator bean mints in; a test moves it forward to mint ids of later seconds. */
    public static final AtomicReference<Instant> CLOCK = new AtomicReference<>(START);

    /** The application's own generator, with which both modules' ids are minted. */
    @Bean
    ObjectIdGenerator objectIdGenerator() {
        return ObjectIdGenerator.builder().clock(CLOCK::get).build();
    }

    /** The JDBC {@code DataSource}, which Spring Boot leaves out beside a {@code ConnectionFactory}. */
    @Bean
    DataSource dataSource(Environment environment) {
        return DataSourceBuilder.create()
                .url(environment.getRequiredProperty("spring.datasource.url"))
                .username(environment.getProperty("spring.datasource.username"))
                .password(environment.getProperty("spring.datasource.password"))
                .build();
    }
}
