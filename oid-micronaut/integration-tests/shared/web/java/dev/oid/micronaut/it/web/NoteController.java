package dev.oid.micronaut.it.web;

import dev.oid.ObjectId;
import dev.oid.validation.ValidObjectId;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.annotation.QueryValue;
import jakarta.validation.Valid;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;

/** Ids in bodies, path variables, query values and headers. */
@Controller("/notes")
public class NoteController {

    /**
     * Returns the body it was given.
     *
     * @param note the body
     * @return the same note
     */
    @Post("/echo")
    public Note echo(@Body Note note) {
        return note;
    }

    /**
     * A note made from a path variable.
     *
     * @param id the id
     * @return a note with that id, whose text is the id's creation time
     */
    // BEGIN README micronaut
    @Get("/{id}")
    public Note byPath(@PathVariable ObjectId id) {
        return new Note(id, id, List.of(), "created " + id.instant());
    }
    // END README micronaut

    /**
     * A query value.
     *
     * @param id the id
     * @return the id and its creation time
     */
    @Get("/query")
    @Produces(MediaType.TEXT_PLAIN)
    public String byQuery(@QueryValue ObjectId id) {
        return id + " " + id.instant();
    }

    /**
     * An optional query value; an empty one is no id, as for Micronaut's own types.
     *
     * @param id the id, or {@code null}
     * @return the id, or {@code absent}
     */
    @Get("/optional-query")
    @Produces(MediaType.TEXT_PLAIN)
    public String byOptionalQuery(@Nullable @QueryValue ObjectId id) {
        return id == null ? "absent" : id.toHexString();
    }

    /**
     * Micronaut's own answers for a {@code UUID} query value, which an {@code ObjectId} one must match.
     *
     * @param id the id
     * @return the id
     */
    @Get("/uuid-query")
    @Produces(MediaType.TEXT_PLAIN)
    public String byUuidQuery(@QueryValue UUID id) {
        return id.toString();
    }

    /**
     * Micronaut's own answers for an optional {@code UUID} query value, which an {@code ObjectId} one must match.
     *
     * @param id the id, or {@code null}
     * @return the id, or {@code absent}
     */
    @Get("/optional-uuid-query")
    @Produces(MediaType.TEXT_PLAIN)
    public String byOptionalUuidQuery(@Nullable @QueryValue UUID id) {
        return id == null ? "absent" : id.toString();
    }

    /**
     * A form posted to a bean ({@code application/x-www-form-urlencoded}).
     *
     * @param note the form's fields
     * @return each field, {@code -} for none
     */
    @Post(uri = "/form", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.TEXT_PLAIN)
    public String form(@Body FormNote note) {
        return (note.id() == null ? "-" : note.id().toHexString()) + " " + (note.uuid() == null ? "-" : note.uuid())
                + " " + note.text();
    }

    /**
     * A header.
     *
     * @param id the id
     * @return the id and its creation time
     */
    @Get("/header")
    @Produces(MediaType.TEXT_PLAIN)
    public String byHeader(@Header("X-Note-Id") ObjectId id) {
        return id + " " + id.instant();
    }

    /**
     * A repeated query value.
     *
     * @param id the ids
     * @return the ids, one a line
     */
    @Get("/many")
    @Produces(MediaType.TEXT_PLAIN)
    public String many(@QueryValue List<ObjectId> id) {
        return id.stream().map(ObjectId::toHexString).collect(Collectors.joining("\n"));
    }

    /**
     * A validated body.
     *
     * @param draft the body
     * @return the same draft
     */
    @Post("/drafts")
    public Draft draft(@Valid @Body Draft draft) {
        return draft;
    }

    /**
     * A validated query value.
     *
     * @param author the author's id as text
     * @return a draft of that author
     */
    @Get("/by-author")
    public Draft byAuthor(@QueryValue @ValidObjectId String author) {
        return new Draft(author, "");
    }
}
