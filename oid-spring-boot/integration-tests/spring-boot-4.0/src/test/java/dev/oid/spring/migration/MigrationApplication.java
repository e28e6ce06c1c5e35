package dev.oid.spring.migration;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * An application migrated from {@code Integer} ids to {@code ObjectId} as the starter's README tells (JPA, MVC,
 * Boot's SQL initialization with its {@code schema.sql} and {@code data.sql}); nothing of it mentions oid beyond the
 * id type.
 */
@SpringBootApplication
public class MigrationApplication {
}
