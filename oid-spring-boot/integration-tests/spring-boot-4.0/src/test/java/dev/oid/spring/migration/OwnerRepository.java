package dev.oid.spring.migration;

import dev.oid.ObjectId;
import org.springframework.data.jpa.repository.JpaRepository;

/** The owners' repository, whose id type was {@code Integer}. */
// BEGIN README migration
public interface OwnerRepository extends JpaRepository<Owner, ObjectId> {
}
// END README migration
