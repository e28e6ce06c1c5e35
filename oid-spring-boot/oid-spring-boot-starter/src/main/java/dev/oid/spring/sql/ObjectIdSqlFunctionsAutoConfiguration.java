package dev.oid.spring.sql;

import dev.oid.spring.ObjectIdSetupException;
import dev.oid.sql.OidSqlFunctions;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import javax.sql.DataSource;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;

/**
 * With {@code oid.sql.functions.install=true}: installs oid-sql's functions ({@code oid_generate()},
 * {@code oid_to_hex}, {@code oid_from_hex}, {@code oid_timestamp}, {@code oid_min}) into every {@link DataSource}
 * bean of the application as soon as the bean is created, so before anything uses it: Spring Boot's SQL
 * initialization ({@code schema.sql}, {@code data.sql}), Flyway, Liquibase, JPA, the application. It runs
 * {@link OidSqlFunctions#install(Connection)}, which creates or replaces the functions of PostgreSQL (13 or later)
 * or MariaDB (10.10 or later), whichever the data source is; Spring Boot's own script runner cannot run those
 * scripts (it splits PostgreSQL's dollar quotes and does not read MariaDB's {@code DELIMITER} lines).
 *
 * <p>A data source of another database, or a database that refuses the statements (a user without the right to
 * create functions; MariaDB with binary logging without {@code SUPER} or
 * {@code log_bin_trust_function_creators=1}), stops the start with an {@link ObjectIdSetupException} naming the bean,
 * the database and what to do. Off unless the property is set; also in the test slices that have a data source
 * ({@code @DataJpaTest}, {@code @DataJdbcTest}, {@code @JdbcTest}).
 *
 * @since 0.1.0
 */
@AutoConfiguration
@ConditionalOnClass(name = "dev.oid.sql.OidSqlFunctions")
@ConditionalOnBooleanProperty(name = "oid.sql.functions.install")
public final class ObjectIdSqlFunctionsAutoConfiguration {

    /** Creates the configuration; called by Spring. */
    public ObjectIdSqlFunctionsAutoConfiguration() {
    }

    /**
     * The installer: a post-processor of every {@link DataSource} bean.
     *
     * @return the post-processor
     */
    @Bean
    static BeanPostProcessor oidSqlFunctionsInstaller() {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                if (bean instanceof DataSource dataSource) {
                    install(dataSource, beanName);
                }
                return bean;
            }
        };
    }

    /** Installs the functions into {@code dataSource}, committing where the connection does not. */
    static void install(DataSource dataSource, String beanName) {
        try (Connection connection = dataSource.getConnection()) {
            OidSqlFunctions.install(connection);
            if (!connection.getAutoCommit()) {
                connection.commit();
            }
        } catch (SQLFeatureNotSupportedException e) {
            throw new ObjectIdSetupException("oid.sql.functions.install is true, but the DataSource bean '" + beanName
                    + "' is not a database oid-sql has functions for: " + e.getMessage(),
                    "Point the DataSource at PostgreSQL or MariaDB, or set oid.sql.functions.install=false for this"
                    + " application (or profile). In a test slice, the embedded database that"
                    + " @AutoConfigureTestDatabase puts in place has no oid functions: use"
                    + " @AutoConfigureTestDatabase(replace = Replace.NONE) with your PostgreSQL or MariaDB");
        } catch (SQLException e) {
            throw new ObjectIdSetupException("oid.sql.functions.install is true, but installing oid-sql's functions"
                    + " into the DataSource bean '" + beanName + "' failed: " + e.getMessage(),
                    "Give the database user the right to create functions (on MariaDB with binary logging, SUPER or"
                    + " log_bin_trust_function_creators=1), or set oid.sql.functions.install=false and install them"
                    + " with a migration (oid-sql's README shows Flyway and Liquibase)");
        }
    }
}
