package dev.oid.bson.readme;

import dev.oid.ObjectId;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonId;

/**
 * The POJO of this module's README.md, verbatim between the markers (see {@code dev.oid.bson.ReadmeExampleTest});
 * in a package of its own, which the module does not export, so that it needs no explicit constructor.
 */
// BEGIN README mongodb
public class Order {
    @BsonId public ObjectId id;            // dev.oid.ObjectId; null until inserted
    public String customer;
    public List<ObjectId> items;
}
// END README mongodb
