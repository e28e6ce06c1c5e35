/**
 * {@code oid demo}, in the unpublished oid-demo module: one id through MongoDB (BSON codec), SQL (JPA /
 * Hibernate) and a loopback REST API (Jackson, Bean Validation), every hop printed ({@link dev.oid.demo.DemoCommand},
 * {@link dev.oid.demo.DemoPipeline}), and the {@code oid} command with {@code demo} added
 * ({@link dev.oid.demo.OidDemo}), which the {@code ./oid} launcher at the repository root runs.
 *
 * <p>Exported for integration-tests, which serve their own entity through the demo's REST API
 * ({@link dev.oid.demo.DemoApi}, {@link dev.oid.demo.DemoView}) instead of a second one. Not published, so no
 * compatibility promise.
 */
package dev.oid.demo;
