package dev.oid.spring.testapp;

import dev.oid.ObjectId;
import jakarta.validation.Valid;
import java.util.UUID;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.MatrixVariable;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** ObjectId request values in every binding position; serves Spring MVC and WebFlux alike. */
@RestController
public class IdController {

    // BEGIN README spring
    @GetMapping("/path/{id}")
    Echo path(@PathVariable("id") ObjectId id) {
        return new Echo(id, "path");
    }
    // END README spring

    @GetMapping("/param")
    Echo param(@RequestParam("id") ObjectId id) {
        return new Echo(id, "param");
    }

    @GetMapping("/optional-param")
    Echo optionalParam(@RequestParam(name = "id", required = false) ObjectId id) {
        return new Echo(id, "optional-param");
    }

    /** Spring's own answer to an empty required parameter, for a {@code UUID}: what {@code /param} must answer. */
    @GetMapping("/uuid-param")
    String uuidParam(@RequestParam("id") UUID id) {
        return id.toString();
    }

    @GetMapping("/header")
    Echo header(@RequestHeader("X-Order-Id") ObjectId id) {
        return new Echo(id, "header");
    }

    @GetMapping("/matrix/{order}")
    Echo matrix(@MatrixVariable(pathVar = "order", name = "id") ObjectId id) {
        return new Echo(id, "matrix");
    }

    @PostMapping("/notes")
    Echo note(@Valid @RequestBody Note note) {
        return new Echo(note.id(), "body");
    }
}
