package dev.oid.jakarta.rest.app;

import dev.oid.ObjectId;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.MatrixParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;

/** The resource of the test application: one method per kind of parameter, each echoing what it was given. */
@Path("/items")
@Produces(MediaType.APPLICATION_JSON)
public class Items {

    // BEGIN README jakarta-rest
    @GET
    @Path("/{id}")
    public Item find(@PathParam("id") ObjectId id) {
        return new Item(id, "pen");
    }

    @GET
    public List<Item> page(@QueryParam("after") ObjectId after) {   // ?after= (empty) is null
        return after == null ? List.of() : List.of(new Item(after, "next"));
    }
    // END README jakarta-rest

    @GET
    @Path("/many")
    public List<Item> many(@QueryParam("id") List<ObjectId> ids) {
        return ids.stream().map(id -> new Item(id, "many")).toList();
    }

    @POST
    @Path("/many")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public List<Item> manyInAForm(@FormParam("id") List<ObjectId> ids) {
        return ids.stream().map(id -> new Item(id, "many")).toList();
    }

    @GET
    @Path("/header")
    @Produces(MediaType.TEXT_PLAIN)
    public String header(@HeaderParam("X-Tenant") ObjectId tenant) {
        return String.valueOf(tenant);
    }

    @GET
    @Path("/cookie")
    @Produces(MediaType.TEXT_PLAIN)
    public String cookie(@CookieParam("session") ObjectId session) {
        return String.valueOf(session);
    }

    @GET
    @Path("/matrix")
    @Produces(MediaType.TEXT_PLAIN)
    public String matrix(@MatrixParam("id") ObjectId id) {
        return String.valueOf(id);
    }

    @POST
    @Path("/form")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.TEXT_PLAIN)
    public String form(@FormParam("id") ObjectId id, @FormParam("name") String name) {
        return id + " " + name;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Item create(Item item) {
        return new Item(item.id(), item.name().toUpperCase(java.util.Locale.ROOT));
    }
}
