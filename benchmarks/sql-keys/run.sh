#!/usr/bin/env bash
# Runs the SQL primary-key benchmarks, or writes their tables and charts from the committed CSV files.
#
# Usage:  benchmarks/sql-keys/run.sh jdbc [options...]        KeyBenchmark: JDBC batches (README.md, options)
#         benchmarks/sql-keys/run.sh hibernate [options...]   HibernateKeyBenchmark: the same keys through Hibernate
#         benchmarks/sql-keys/run.sh tables                   results/*.csv -> results/keys.md and the two charts
# e.g.    benchmarks/sql-keys/run.sh jdbc --db all --rows 1000000
#         benchmarks/sql-keys/run.sh hibernate --db all --rows 1000000
# A measurement merges its runs into results/keys*.csv (replacing those of the same database and row count); run
# "tables" after it and commit the CSVs, keys.md and the charts together (KeyTablesTest compares keys.md with them).
# Paths in options are relative to benchmarks/sql-keys.
# Environment:
#   SKIP_BUILD=1  use the existing target/sql-keys.jar instead of installing the oid modules of this checkout
#                 (../install-oid-modules.sh) and building it
#   JAVA=path     the java to run with (default: java on the PATH)
set -euo pipefail

cd "$(dirname "$0")"
command="${1:-}"
if [ $# -gt 0 ]; then shift; fi
case "$command" in
  jdbc) main=dev.oid.benchmarks.keys.KeyBenchmark ;;
  hibernate) main=dev.oid.benchmarks.keys.hibernate.HibernateKeyBenchmark ;;
  tables) main=dev.oid.benchmarks.keys.KeyTables ;;
  *) echo "usage: $0 jdbc|hibernate [options...] | tables" >&2; exit 2 ;;
esac

if [ -z "${SKIP_BUILD:-}" ]; then
  ../install-oid-modules.sh
  ../../mvnw -B -q package -DskipTests
fi
java="${JAVA:-java}"
if [ "$command" = tables ]; then
  "$java" -cp target/sql-keys.jar "$main"
  "$java" -Djava.awt.headless=true -cp target/sql-keys.jar dev.oid.benchmarks.keys.KeyCharts
else
  "$java" -cp target/sql-keys.jar "$main" "$@"
fi
