package dev.oid.spring.graphqlapp;

import dev.oid.ObjectId;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Sort;
import org.springframework.data.domain.Window;
import org.springframework.data.mongodb.repository.MongoRepository;

/** The books, scrolled by keyset. */
public interface BookRepository extends MongoRepository<Book, ObjectId> {

    /**
     * A window of books.
     *
     * @param position where the window starts
     * @param limit its size
     * @param sort the order
     * @return the window
     */
    Window<Book> findBy(ScrollPosition position, Limit limit, Sort sort);
}
