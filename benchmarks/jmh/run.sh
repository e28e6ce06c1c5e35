#!/usr/bin/env bash
# Runs a short JMH suite of oid against its peers and prints the table of JmhTables (ours vs peer).
#
# Usage:  benchmarks/jmh/run.sh [FILTER] [JMH options...]
#   FILTER        JMH benchmark regex (default: every benchmark in dev.oid.benchmarks), e.g. 'Hex|Generate'
#   JMH options   replace the matching short default below, e.g. -i 10 -r 2s, or -f 2
# Environment:
#   SKIP_BUILD=1  use the existing benchmarks/jmh/target/benchmarks.jar instead of installing the oid modules of
#                 this checkout (../install-oid-modules.sh) and building it
#   RESULT=path   where the JMH JSON goes, relative to benchmarks/jmh (default target/jmh-result.json); a result
#                 to keep goes to results/jmh-<name>.json, then JmhTables writes results/jmh.md (README.md)
#   JAVA=path     the java to run the benchmarks with (default: java on the PATH); VirtualThreadBenchmark
#                 needs Java 21+, e.g. JAVA=<a JDK 21 or newer>/bin/java
#
# Naming convention (how rows are paired): in each benchmark class, name methods <impl>_<operation>.
# The impl "oid" is ours; any other impl (bson, uuid7, jackson, ...) is a peer. Each row of the table is
# oid_<operation> against one <peer>_<operation> of the same class (and the same @Param values):
#     HexBenchmark.oid_parse  vs  HexBenchmark.bson_parse
# The table is JmhTables' (as in results/jmh.md): both times with their 99.9% intervals, the time ratio (< 1 means
# oid is faster), a verdict that says faster or slower only where the intervals are apart, and B/op from -prof gc
# (gc.alloc.rate.norm). Benchmarks outside the convention are listed below the table as reference points.
set -euo pipefail

cd "$(dirname "$0")"
filter="${1:-dev.oid.benchmarks}"
if [ $# -gt 0 ]; then shift; fi
result="${RESULT:-target/jmh-result.json}"

if [ -z "${SKIP_BUILD:-}" ]; then
  ../install-oid-modules.sh
  ../../mvnw -B -q package -DskipTests
fi
mkdir -p "$(dirname "$result")"

# Short on purpose (about 9 s per benchmark): 1 fork, 3 x 1 s warm-up, 5 x 1 s measurement. JMH refuses an
# option given twice, so a default is left out when the caller passes that option.
defaults=()
add_default() {
  local flag="$1"; shift
  for arg in "$@"; do [ "$arg" = "$flag" ] && return; done
  defaults+=("$flag" "$value")
}
for pair in "-f 1" "-wi 3" "-w 1s" "-i 5" "-r 1s" "-prof gc"; do
  value="${pair#* }"
  add_default "${pair%% *}" "$@"
done
java="${JAVA:-java}"
"$java" -jar target/benchmarks.jar "$filter" "${defaults[@]}" -rf json -rff "$result" "$@"

echo
echo "JDK $("$java" -version 2>&1 | head -1 | cut -d'"' -f2), $(nproc) cores; JMH JSON in $result"
"$java" -cp target/benchmarks.jar dev.oid.benchmarks.JmhTables --print "$result"
