package dev.oid.spring.migration;

import dev.oid.ObjectId;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** The pets' repository, with a derived query on the foreign key. */
public interface PetRepository extends JpaRepository<Pet, ObjectId> {

    List<Pet> findByOwnerId(ObjectId ownerId);
}
