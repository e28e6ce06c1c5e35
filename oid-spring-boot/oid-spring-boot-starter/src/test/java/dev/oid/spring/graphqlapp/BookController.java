package dev.oid.spring.graphqlapp;

import dev.oid.ObjectId;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Sort;
import org.springframework.data.domain.Window;
import org.springframework.graphql.data.method.annotation.Argument;
import org.springframework.graphql.data.method.annotation.MutationMapping;
import org.springframework.graphql.data.method.annotation.QueryMapping;
import org.springframework.graphql.data.query.ScrollSubrange;
import org.springframework.stereotype.Controller;

/** The schema's queries and mutation. */
@Controller
public class BookController {

    private final BookRepository books;

    BookController(BookRepository books) {
        this.books = books;
    }

    @QueryMapping
    Book book(@Argument("id") ObjectId id) {
        return books.findById(id).orElse(null);
    }

    @QueryMapping
    Window<Book> books(ScrollSubrange subrange) {
        return books.findBy(subrange.position().orElse(ScrollPosition.keyset()),
                Limit.of(subrange.count().orElse(10)), Sort.by("id"));
    }

    @MutationMapping
    Book addBook(@Argument("title") String title) {
        return books.save(new Book(null, title));
    }
}
