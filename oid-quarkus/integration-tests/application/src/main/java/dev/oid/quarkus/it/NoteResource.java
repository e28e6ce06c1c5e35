package dev.oid.quarkus.it;

import dev.oid.ObjectId;
import dev.oid.validation.ValidObjectId;
import jakarta.validation.Valid;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;
import org.jboss.resteasy.reactive.RestPath;
import org.jboss.resteasy.reactive.RestQuery;

/** ObjectIds in REST bodies and parameters, with no code of the application's own for them. */
@Path("/notes")
public class NoteResource {

    /**
     * Returns the body it receives.
     *
     * @param note the note
     * @return the same note
     */
    @POST
    @Path("/echo")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public Note echo(Note note) {
        return note;
    }

    /**
     * Returns a note with the given id.
     *
     * @param id the id
     * @return a note
     */
    @GET
    @Path("/{id}")
    @Produces(MediaType.APPLICATION_JSON)
    public Note byPath(@PathParam("id") ObjectId id) {
        return new Note(id, id, List.of(), "created " + id.instant());
    }

    /**
     * Describes a query parameter.
     *
     * @param id the id
     * @return the id and its creation time
     */
    @GET
    @Path("/query")
    @Produces(MediaType.TEXT_PLAIN)
    public String byQuery(@QueryParam("id") ObjectId id) {
        return id.toHexString() + " " + id.instant();
    }

    /**
     * Describes an optional query parameter: an empty one is no id, as it is no {@code UUID} for Quarkus REST.
     *
     * @param id the id, or {@code null}
     * @return the id, or {@code absent}
     */
    @GET
    @Path("/optional-query")
    @Produces(MediaType.TEXT_PLAIN)
    public String byOptionalQuery(@QueryParam("id") ObjectId id) {
        return id == null ? "absent" : id.toHexString();
    }

    /**
     * Quarkus REST's own answers for a {@code UUID} query parameter, which an {@code ObjectId} one must match.
     *
     * @param id the id, or {@code null}
     * @return the id, or {@code absent}
     */
    @GET
    @Path("/uuid-query")
    @Produces(MediaType.TEXT_PLAIN)
    public String byUuidQuery(@QueryParam("id") UUID id) {
        return id == null ? "absent" : id.toString();
    }

    /**
     * Describes an optional header: an empty one is no id, as it is no {@code UUID} for Quarkus REST.
     *
     * @param id the id, or {@code null}
     * @return the id, or {@code absent}
     */
    @GET
    @Path("/optional-header")
    @Produces(MediaType.TEXT_PLAIN)
    public String byOptionalHeader(@HeaderParam("X-Note-Id") ObjectId id) {
        return id == null ? "absent" : id.toHexString();
    }

    /**
     * Quarkus REST's own answers for a {@code UUID} header, which an {@code ObjectId} one must match.
     *
     * @param id the id, or {@code null}
     * @return the id, or {@code absent}
     */
    @GET
    @Path("/uuid-header")
    @Produces(MediaType.TEXT_PLAIN)
    public String byUuidHeader(@HeaderParam("X-Note-Id") UUID id) {
        return id == null ? "absent" : id.toString();
    }

    /**
     * Describes a form's fields: an empty hidden {@code id} is no id, as it is no {@code UUID} for Quarkus REST.
     *
     * @param id the id, or {@code null}
     * @param name the name
     * @return the id, or {@code absent}, and the name
     */
    @POST
    @Path("/form")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.TEXT_PLAIN)
    public String byForm(@FormParam("id") ObjectId id, @FormParam("name") String name) {
        return (id == null ? "absent" : id.toHexString()) + " " + name;
    }

    /**
     * Quarkus REST's own answers for a {@code UUID} form field, which an {@code ObjectId} one must match.
     *
     * @param id the id, or {@code null}
     * @param name the name
     * @return the id, or {@code absent}, and the name
     */
    @POST
    @Path("/uuid-form")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.TEXT_PLAIN)
    public String byUuidForm(@FormParam("id") UUID id, @FormParam("name") String name) {
        return (id == null ? "absent" : id.toString()) + " " + name;
    }

    /**
     * Describes a header.
     *
     * @param id the id
     * @return the id and its creation time
     */
    // BEGIN README quarkus
    @GET
    @Path("/header")
    @Produces(MediaType.TEXT_PLAIN)
    public String byHeader(@HeaderParam("X-Note-Id") ObjectId id) {
        return id.toHexString() + " " + id.instant();
    }
    // END README quarkus

    /**
     * Describes Quarkus REST's own parameter annotations.
     *
     * @param id the path parameter, named after the method parameter
     * @param other a query parameter, named after the method parameter
     * @return both ids
     */
    @GET
    @Path("/rest/{id}")
    @Produces(MediaType.TEXT_PLAIN)
    public String byRestAnnotations(@RestPath ObjectId id, @RestQuery ObjectId other) {
        return id.toHexString() + " " + other.toHexString();
    }

    /**
     * Lists repeated query parameters.
     *
     * @param ids the ids
     * @return the ids, one per line
     */
    @GET
    @Path("/many")
    @Produces(MediaType.TEXT_PLAIN)
    public String many(@QueryParam("id") List<ObjectId> ids) {
        return ids.stream().map(ObjectId::toHexString).collect(Collectors.joining("\n"));
    }

    /**
     * Accepts a draft whose author id is text checked by {@code @ValidObjectId}.
     *
     * @param draft the draft
     * @return the same draft
     */
    @POST
    @Path("/drafts")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public Draft draft(@Valid Draft draft) {
        return draft;
    }

    /**
     * Accepts a query parameter checked by {@code @ValidObjectId}.
     *
     * @param author the author id, as text
     * @return an empty draft of that author
     */
    @GET
    @Path("/by-author")
    @Produces(MediaType.APPLICATION_JSON)
    public Draft byAuthor(@QueryParam("author") @ValidObjectId String author) {
        return new Draft(author, "");
    }
}
