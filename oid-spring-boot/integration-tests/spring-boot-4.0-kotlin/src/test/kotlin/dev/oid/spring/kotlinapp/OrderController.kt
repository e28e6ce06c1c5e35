package dev.oid.spring.kotlinapp

import dev.oid.ObjectId
import java.net.URI
import org.springframework.data.repository.findByIdOrNull
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RestController

/** Orders by their ObjectId in the path; new orders from JSON without an id. */
@RestController
class OrderController(private val orders: OrderRepository) {

    @GetMapping("/orders/{id}")
    fun get(@PathVariable id: ObjectId): ResponseEntity<Order> =
        orders.findByIdOrNull(id)?.let { ResponseEntity.ok(it) } ?: ResponseEntity.notFound().build()

    @PostMapping("/orders")
    fun create(@RequestBody order: Order): ResponseEntity<Order> {
        val saved = orders.save(order)
        return ResponseEntity.created(URI.create("/orders/${saved.id}")).body(saved)
    }
}
