package dev.oid.spring.kotlinapp

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse
import kotlin.test.assertNotNull
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import org.skyscreamer.jsonassert.JSONAssert
import org.skyscreamer.jsonassert.JSONCompareMode
import org.springframework.beans.factory.annotation.Autowired
import org.springframework.core.env.Environment

/**
 * Spring MVC with a `@PathVariable id: ObjectId` and JSON bodies written and read by Jackson 3 with
 * jackson-module-kotlin, over plain HTTP against the application's real loopback server; problem details are on
 * (src/test/resources/application.properties), so a bad id answers with the parse message in `detail`.
 */
class OrderControllerTest : KotlinApplicationTest() {

    @Autowired
    lateinit var environment: Environment

    @Autowired
    lateinit var orders: OrderRepository

    private val http: HttpClient = HttpClient.newHttpClient()

    @BeforeEach
    fun emptyCollection() {
        orders.deleteAll()
    }

    private fun send(request: HttpRequest.Builder): HttpResponse<String> =
        http.send(request.header("Accept", "application/json").build(), HttpResponse.BodyHandlers.ofString())

    private fun url(path: String) =
        URI.create("http://127.0.0.1:" + environment.getRequiredProperty("local.server.port") + path)

    private fun get(path: String) = send(HttpRequest.newBuilder(url(path)).GET())

    @Test
    fun getsAnOrderByItsObjectIdAsJsonWithIdsAsHexStrings() {
        orders.save(Order(A, listOf(B, C)))

        val response = get("/orders/5a17b9d9ab102555b9c38874")

        assertThat(response.statusCode()).`as`(response.body()).isEqualTo(200)
        assertThat(response.body()).isEqualTo(
            """{"id":"5a17b9d9ab102555b9c38874","items":["5a17b9daab102555b9c38875","5a17b9dbab102555b9c38876"]}"""
        )
    }

    @Test
    fun answersABadIdWith400CarryingTheParseMessage() {
        val response = get("/orders/not-an-id")

        assertThat(response.statusCode()).`as`(response.body()).isEqualTo(400)
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json")
        JSONAssert.assertEquals(
            """{"title":"Bad Request","status":400,"detail":"Invalid ObjectId \"not-an-id\": expected exactly 24 """ +
                """hexadecimal digits (0-9, a-f, A-F), found 9 characters","instance":"/orders/not-an-id"}""",
            response.body(), JSONCompareMode.STRICT
        )
    }

    @Test
    fun answersAnUnknownValidIdWith404() {
        orders.save(Order(A, listOf(B)))

        val response = get("/orders/5a17b9daab102555b9c38875")

        assertThat(response.statusCode()).isEqualTo(404)
        assertThat(response.body()).isEmpty()
    }

    @Test
    fun createsAnOrderFromJsonWithoutAnIdAndMintsIt() {
        val response = send(
            HttpRequest.newBuilder(url("/orders"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("""{"items":["5a17b9d9ab102555b9c38874"]}"""))
        )

        assertThat(response.statusCode()).`as`(response.body()).isEqualTo(201)
        val stored = orders.findAll().single()
        val id = assertNotNull(stored.id)
        assertThat(id.instant()).isEqualTo(KotlinApplication.GENERATOR_TIME)
        assertThat(stored.items).containsExactly(A)
        assertThat(response.headers().firstValue("Location")).hasValue("/orders/" + id.toHexString())
        assertThat(response.body()).isEqualTo("""{"id":"${id.toHexString()}","items":["5a17b9d9ab102555b9c38874"]}""")
    }
}
