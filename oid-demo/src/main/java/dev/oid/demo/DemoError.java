package dev.oid.demo;

/**
 * The JSON body of an error answer of the demo API.
 *
 * @param status the HTTP status
 * @param error the reason phrase
 * @param value the rejected or unknown value, as received
 * @param message what was expected
 */
public record DemoError(int status, String error, String value, String message) {
}
