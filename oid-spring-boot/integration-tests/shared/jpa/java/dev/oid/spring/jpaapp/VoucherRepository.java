package dev.oid.spring.jpaapp;

import dev.oid.ObjectId;
import org.springframework.data.jpa.repository.JpaRepository;

public interface VoucherRepository extends JpaRepository<Voucher, ObjectId> {
}
