package dev.oid.mybatis;

import dev.oid.testsupport.SqlTestDatabase;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.apache.ibatis.datasource.unpooled.UnpooledDataSource;
import org.apache.ibatis.mapping.Environment;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.session.SqlSessionFactory;
import org.apache.ibatis.session.SqlSessionFactoryBuilder;
import org.apache.ibatis.transaction.jdbc.JdbcTransactionFactory;

/** MyBatis on the database of this run ({@link SqlTestDatabase}): in-memory H2, or PostgreSQL or MariaDB in CI. */
final class TestMyBatis {

    static final SqlTestDatabase DATABASE = SqlTestDatabase.current();
    static final String H2_NAME = "oid-mybatis";

    private TestMyBatis() {
    }

    /** An environment on the test database, its connections in auto-commit mode. */
    static Environment environment() {
        String url = DATABASE.url(H2_NAME);
        try {
            UnpooledDataSource dataSource = new UnpooledDataSource(DriverManager.getDriver(url).getClass().getName(),
                    url, DATABASE.user(), DATABASE.password());
            dataSource.setAutoCommit(true);
            return new Environment("test", new JdbcTransactionFactory(), dataSource);
        } catch (SQLException e) {
            throw new IllegalStateException("No JDBC driver for " + url, e);
        }
    }

    /** A session factory with this module's handlers registered by a package scan, and the given mappers. */
    static SqlSessionFactory factory(Class<?>... mappers) {
        Configuration configuration = new Configuration(environment());
        configuration.setMapUnderscoreToCamelCase(true);
        configuration.getTypeHandlerRegistry().register("dev.oid.mybatis");
        for (Class<?> mapper : mappers) {
            configuration.addMapper(mapper);
        }
        return new SqlSessionFactoryBuilder().build(configuration);
    }
}
