package dev.oid.spring.migration;

import dev.oid.ObjectId;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.server.ResponseStatusException;

/**
 * The owners' pages as the migrated application has them: one owner as JSON, and the create/update form, whose hidden
 * {@code id} is empty for a new owner.
 */
@Controller
class OwnerController {

    private final OwnerRepository owners;

    OwnerController(OwnerRepository owners) {
        this.owners = owners;
    }

    // BEGIN README migration
    @GetMapping("/owners/{ownerId}")
    @ResponseBody
    Owner show(@PathVariable("ownerId") ObjectId ownerId) {
        return owners.findById(ownerId).orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND));
    }

    @PostMapping("/owners")
    String save(Owner owner) {
        return "redirect:/owners/" + owners.save(owner).getId();
    }
    // END README migration
}
