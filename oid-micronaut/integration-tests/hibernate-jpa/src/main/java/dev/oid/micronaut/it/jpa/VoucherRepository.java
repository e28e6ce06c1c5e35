package dev.oid.micronaut.it.jpa;

import io.micronaut.data.annotation.Repository;
import io.micronaut.data.repository.CrudRepository;

/** Vouchers, on the data source and persistence unit "jpa". */
@Repository("jpa")
public interface VoucherRepository extends CrudRepository<Voucher, String> {
}
