package dev.oid.micronaut.it.mongo;

import dev.oid.ObjectId;
import io.micronaut.data.mongodb.annotation.MongoRepository;
import io.micronaut.data.repository.CrudRepository;
import java.util.List;

/** Articles, found by id, author and id range (ObjectId.min(from) .. ObjectId.min(to) for a time range). */
// BEGIN README micronaut
@MongoRepository
public interface ArticleRepository extends CrudRepository<Article, ObjectId> {

    List<Article> findByAuthor(ObjectId author);

    List<Article> findByIdGreaterThanEqualsAndIdLessThan(ObjectId from, ObjectId to);
}
// END README micronaut
