package dev.oid.spring.formapp;

import dev.oid.ObjectId;

/** The fields of the contact form, bound by Spring MVC's data binding; {@code id} is the form's hidden field. */
public class ContactForm {

    private ObjectId id;

    private String name;

    public ObjectId getId() {
        return id;
    }

    public void setId(ObjectId id) {
        this.id = id;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}
