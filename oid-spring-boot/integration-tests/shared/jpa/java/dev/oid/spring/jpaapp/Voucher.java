package dev.oid.spring.jpaapp;

import dev.oid.ObjectId;
import dev.oid.jpa.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An entity whose {@code dev.oid.ObjectId} id the application may assign; a {@code null} id is minted. */
@Entity
@Table(name = "oid_vouchers")
public class Voucher {

    @Id
    @ObjectIdGenerated(assignable = true)
    private ObjectId id;

    private String code;

    protected Voucher() {
    }

    public Voucher(ObjectId id, String code) {
        this.id = id;
        this.code = code;
    }

    public ObjectId getId() {
        return id;
    }

    public String getCode() {
        return code;
    }
}
