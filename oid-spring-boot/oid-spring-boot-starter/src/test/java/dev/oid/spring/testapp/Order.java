package dev.oid.spring.testapp;

import dev.oid.ObjectId;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

/** A Spring Data MongoDB document with dev.oid.ObjectId in the id, a plain field, a list, a set and map values. */
@Document("orders")
public class Order {

    @Id
    private ObjectId id;
    private String name;
    private ObjectId customerId;
    private List<ObjectId> items;
    private Set<ObjectId> tags;
    private Map<String, ObjectId> links;

    public Order() {
    }

    public Order(ObjectId id, String name, ObjectId customerId) {
        this.id = id;
        this.name = name;
        this.customerId = customerId;
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

    public ObjectId getCustomerId() {
        return customerId;
    }

    public void setCustomerId(ObjectId customerId) {
        this.customerId = customerId;
    }

    public List<ObjectId> getItems() {
        return items;
    }

    public void setItems(List<ObjectId> items) {
        this.items = items;
    }

    public Set<ObjectId> getTags() {
        return tags;
    }

    public void setTags(Set<ObjectId> tags) {
        this.tags = tags;
    }

    public Map<String, ObjectId> getLinks() {
        return links;
    }

    public void setLinks(Map<String, ObjectId> links) {
        this.links = links;
    }
}
