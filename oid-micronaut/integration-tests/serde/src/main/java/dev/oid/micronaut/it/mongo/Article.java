package dev.oid.micronaut.it.mongo;

import dev.oid.ObjectId;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.GeneratedValue;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import java.util.ArrayList;
import java.util.List;

/** A MongoDB entity whose id is minted on save. */
// BEGIN README micronaut
@MappedEntity("articles")
public class Article {

    @Id
    @GeneratedValue
    private @Nullable ObjectId id;
    private @Nullable ObjectId author;
    private List<ObjectId> related = new ArrayList<>();
// END README micronaut
    private String title = "";

    /**
     * The id.
     *
     * @return the id, null before the first save
     */
    public @Nullable ObjectId getId() {
        return id;
    }

    /**
     * Sets the id.
     *
     * @param id the id
     */
    public void setId(@Nullable ObjectId id) {
        this.id = id;
    }

    /**
     * The author.
     *
     * @return the author's id
     */
    public @Nullable ObjectId getAuthor() {
        return author;
    }

    /**
     * Sets the author.
     *
     * @param author the author's id
     */
    public void setAuthor(@Nullable ObjectId author) {
        this.author = author;
    }

    /**
     * Related articles.
     *
     * @return their ids
     */
    public List<ObjectId> getRelated() {
        return related;
    }

    /**
     * Sets the related articles.
     *
     * @param related their ids
     */
    public void setRelated(List<ObjectId> related) {
        this.related = related;
    }

    /**
     * The title.
     *
     * @return the title
     */
    public String getTitle() {
        return title;
    }

    /**
     * Sets the title.
     *
     * @param title the title
     */
    public void setTitle(String title) {
        this.title = title;
    }
}
