package dev.oid.spring.formapp;

import dev.oid.ObjectId;
import org.springframework.data.repository.ListCrudRepository;

public interface ContactRepository extends ListCrudRepository<Contact, ObjectId> {
}
