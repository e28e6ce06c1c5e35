package dev.oid.it;

import java.util.Objects;

import org.bson.codecs.pojo.annotations.BsonId;

import dev.oid.ObjectId;

/** A mutable POJO stored in MongoDB; its {@code dev.oid.ObjectId} id is assigned on insert by the convention. */
public class Gadget {

    @BsonId
    private ObjectId id;
    private String name;

    public Gadget() {
    }

    public Gadget(String name) {
        this.name = name;
    }

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

    @Override
    public boolean equals(Object o) {
        return o instanceof Gadget g && Objects.equals(id, g.id) && Objects.equals(name, g.name);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, name);
    }

    @Override
    public String toString() {
        return "Gadget[id=" + id + ", name=" + name + "]";
    }
}
