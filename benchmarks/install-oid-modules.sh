#!/usr/bin/env bash
# Installs the oid modules that the benchmark projects build against into the local Maven repository, from this
# checkout: benchmarks/jmh and benchmarks/sql-keys are not modules of the root build, so they resolve
# dev.oid:*:${revision} there. Unpublished modules (oid-test-support) skip installing by default, hence
# -Dmaven.install.skip=false. Used by both run.sh scripts and by .ci/run; extra arguments go to Maven.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=oid-test-support,oid-core,oid-bson-codec,oid-jackson,oid-jackson3,oid-kotlinx-serialization,oid-lease-jdbc
modules+=,oid-jpa,oid-gson,oid-jsonb,oid-avro,oid-graphql
./mvnw -B -q install -pl "$modules" -am -DskipTests -Dmaven.javadoc.skip=true -Dcheckstyle.skip=true \
  -Dmaven.install.skip=false "$@"
