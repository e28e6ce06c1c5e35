package dev.oid.spring.formapp;

import java.net.URI;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;

/**
 * Saves the posted contact form (a new contact when its hidden {@code id} is empty) and redirects to the contact, as
 * a create/update form's controller does; a form that does not bind is Spring MVC's 400.
 */
@Controller
public class ContactController {

    private final ContactRepository contacts;

    ContactController(ContactRepository contacts) {
        this.contacts = contacts;
    }

    @PostMapping(path = "/contacts", consumes = MediaType.APPLICATION_FORM_URLENCODED_VALUE)
    ResponseEntity<Void> save(ContactForm form) {
        Contact saved = contacts.save(new Contact(form.getId(), form.getName()));
        return ResponseEntity.status(HttpStatus.SEE_OTHER).location(URI.create("/contacts/" + saved.getId())).build();
    }
}
