package dev.oid.quarkus.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

/** ObjectIds in Quarkus REST bodies and parameters, with oid-quarkus as the application's only oid dependency. */
@QuarkusTest
@WithTestResource(MongoTestResource.class)
class RestTest {

    private static final String ID = "5a17b9d9ab102555b9c38874"; // 2017-11-24T06:19:05Z
    private static final String OTHER = "4df2dcec2cdcd20936a8b817"; // 2011-06-11T03:11:40Z

    /** ObjectId.parse's message for "xyz". */
    private static final String BAD_XYZ =
            "Invalid ObjectId \"xyz\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 3 characters";

    @Test
    void bodiesCarryIdsAsHexStringsAndAcceptExtendedJson() {
        given().contentType(ContentType.JSON)
                .body("{\"id\":\"" + ID.toUpperCase() + "\",\"author\":{\"$oid\":\"" + OTHER + "\"},"
                        + "\"related\":[\"" + OTHER + "\",{\"$oid\":\"" + ID + "\"}],\"text\":\"hi\"}")
                .post("/notes/echo")
                .then().statusCode(200)
                .body(equalTo("{\"id\":\"" + ID + "\",\"author\":\"" + OTHER + "\",\"related\":[\"" + OTHER + "\",\""
                        + ID + "\"],\"text\":\"hi\"}"));
    }

    /** Quarkus's own answer to a JSON value Jackson refuses: this body in dev and test mode, none in production. */
    @Test
    void aBadIdInABodyIsABadRequest() {
        given().contentType(ContentType.JSON)
                .body("{\"id\":\"xyz\",\"author\":\"" + OTHER + "\",\"related\":[],\"text\":\"hi\"}")
                .post("/notes/echo")
                .then().statusCode(400)
                .body(equalTo("{\"objectName\":\"Class\",\"attributeName\":\"id\",\"line\":1,\"column\":7,"
                        + "\"value\":\"xyz\"}"));
    }

    @Test
    void pathParameter() {
        given().get("/notes/" + ID)
                .then().statusCode(200)
                .body(equalTo("{\"id\":\"" + ID + "\",\"author\":\"" + ID + "\",\"related\":[],"
                        + "\"text\":\"created 2017-11-24T06:19:05Z\"}"));
        given().get("/notes/xyz")
                .then().statusCode(400).contentType(ContentType.TEXT).body(equalTo(BAD_XYZ));
    }

    @Test
    void queryParameter() {
        given().queryParam("id", ID).get("/notes/query")
                .then().statusCode(200).body(equalTo(ID + " 2017-11-24T06:19:05Z"));
        given().queryParam("id", "xyz").get("/notes/query")
                .then().statusCode(400).contentType(ContentType.TEXT).body(equalTo(BAD_XYZ));
    }

    @Test
    void headerParameter() {
        given().header("X-Note-Id", OTHER).get("/notes/header")
                .then().statusCode(200).body(equalTo(OTHER + " 2011-06-11T03:11:40Z"));
        given().header("X-Note-Id", "xyz").get("/notes/header")
                .then().statusCode(400).contentType(ContentType.TEXT).body(equalTo(BAD_XYZ));
    }

    /**
     * Quarkus REST takes an empty query parameter, header or form field for an absent one, of any type (here a
     * {@code UUID} and an {@code ObjectId}): {@code null}, before any converter runs.
     */
    @Test
    void anEmptyQueryParameterHeaderOrFormFieldIsNoId() {
        for (String path : new String[] {"/notes/uuid-query", "/notes/optional-query"}) {
            given().urlEncodingEnabled(false).get(path + "?id=")
                    .then().statusCode(200).body(equalTo("absent"));
        }
        for (String path : new String[] {"/notes/uuid-header", "/notes/optional-header"}) {
            given().header("X-Note-Id", "").get(path)
                    .then().statusCode(200).body(equalTo("absent"));
        }
        for (String path : new String[] {"/notes/uuid-form", "/notes/form"}) {
            given().contentType(ContentType.URLENC).body("id=&name=ada").post(path)
                    .then().statusCode(200).body(equalTo("absent ada"));
        }
    }

    /**
     * A blank query parameter or form field is a bad value, as it is for a {@code UUID} (which Quarkus REST answers
     * with an empty 404 or 400): here a 400 whose body is the parse message, which quotes it.
     */
    @Test
    void aBlankQueryParameterOrFormFieldIsABadId() {
        String blank = "Invalid ObjectId \"  \": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 2"
                + " characters";
        given().urlEncodingEnabled(false).get("/notes/uuid-query?id=%20%20").then().statusCode(404);
        given().urlEncodingEnabled(false).get("/notes/optional-query?id=%20%20")
                .then().statusCode(400).contentType(ContentType.TEXT).body(equalTo(blank));
        given().contentType(ContentType.URLENC).body("id=%20%20&name=ada").post("/notes/uuid-form")
                .then().statusCode(400);
        given().contentType(ContentType.URLENC).body("id=%20%20&name=ada").post("/notes/form")
                .then().statusCode(400).contentType(ContentType.TEXT).body(equalTo(blank));
    }

    @Test
    void restPathAndRestQuery() {
        given().queryParam("other", OTHER).get("/notes/rest/" + ID)
                .then().statusCode(200).body(equalTo(ID + " " + OTHER));
        given().queryParam("other", OTHER).get("/notes/rest/xyz")
                .then().statusCode(400).body(equalTo(BAD_XYZ));
        given().queryParam("other", ID + "0").get("/notes/rest/" + ID)
                .then().statusCode(400).body(equalTo("Invalid ObjectId \"" + ID + "0\": expected exactly 24"
                        + " hexadecimal digits (0-9, a-f, A-F), found 25 characters"));
    }

    @Test
    void repeatedQueryParameters() {
        given().queryParam("id", ID, OTHER).get("/notes/many")
                .then().statusCode(200).body(equalTo(ID + "\n" + OTHER));
        given().queryParam("id", ID, "xyz").get("/notes/many")
                .then().statusCode(400).body(equalTo(BAD_XYZ));
    }

    @Test
    void validObjectIdInABody() {
        given().contentType(ContentType.JSON).body("{\"author\":\"" + ID + "\",\"text\":\"t\"}")
                .post("/notes/drafts")
                .then().statusCode(200).body(equalTo("{\"author\":\"" + ID + "\",\"text\":\"t\"}"));
        given().contentType(ContentType.JSON).body("{\"author\":\"xyz\",\"text\":\"t\"}")
                .post("/notes/drafts")
                .then().statusCode(400)
                .body("violations.size()", equalTo(1))
                .body("violations[0].message", equalTo("must be an ObjectId: 24 hexadecimal characters"));
    }

    @Test
    void validObjectIdOnAParameter() {
        given().queryParam("author", OTHER).get("/notes/by-author")
                .then().statusCode(200).body(equalTo("{\"author\":\"" + OTHER + "\",\"text\":\"\"}"));
        given().queryParam("author", "xyz").get("/notes/by-author")
                .then().statusCode(400)
                .body("violations.size()", equalTo(1))
                .body("violations[0].message", equalTo("must be an ObjectId: 24 hexadecimal characters"));
    }
}
