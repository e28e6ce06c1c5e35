package dev.oid.quarkus.deployment;

import dev.oid.ObjectId;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** The REST resource of the configuration tests: an id in a path parameter, echoed in a JSON body. */
@Path("/ids")
public class IdResource {

    /**
     * A JSON body holding an id.
     *
     * @param id the id
     */
    public record Body(ObjectId id) {
    }

    /**
     * Returns the path parameter in a body.
     *
     * @param id the id
     * @return the body
     */
    @GET
    @Path("/{id}")
    @Produces(MediaType.APPLICATION_JSON)
    public Body get(@PathParam("id") ObjectId id) {
        return new Body(id);
    }
}
