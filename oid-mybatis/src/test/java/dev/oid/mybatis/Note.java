package dev.oid.mybatis;

import dev.oid.ObjectId;

/** A row of the test table: a 12-byte id, a nullable 12-byte foreign key and a nullable CHAR(24) id. */
public class Note {
    private ObjectId id;
    private ObjectId parentId;
    private ObjectId hexId;

    public Note() {
    }

    Note(ObjectId id, ObjectId parentId, ObjectId hexId) {
        this.id = id;
        this.parentId = parentId;
        this.hexId = hexId;
    }

    public ObjectId getId() {
        return id;
    }

    public void setId(ObjectId id) {
        this.id = id;
    }

    public ObjectId getParentId() {
        return parentId;
    }

    public void setParentId(ObjectId parentId) {
        this.parentId = parentId;
    }

    public ObjectId getHexId() {
        return hexId;
    }

    public void setHexId(ObjectId hexId) {
        this.hexId = hexId;
    }
}
