#!/usr/bin/env bash
# Runs the server benchmarks of docs/BENCHMARKS-server.md: navmirror's server, then the
# hummingbird-websocket peer (and the uWebSockets one when built), measured the same way in one
# sitting. Output: markdown tables.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product navmirror-bench >&2
(cd Benchmarks/HummingbirdFanout && swift build -c release >&2)
bench=.build/release/navmirror-bench
peer="$PWD/Benchmarks/HummingbirdFanout/.build/release/HummingbirdFanout --port {port}"

echo "## fan-out (server on CPU 0, one loop; client on CPU 1)"
$bench server fanout --clients 1000,5000,10000 --runs 3 --port 9400
$bench server fanout --clients 1000,5000,10000 --runs 3 --port 9410 --peer "$peer" | grep '^| peer'
# The uWebSockets peer, when built (Benchmarks/UWebSocketsFanout/build.sh needs git and g++).
uws="$PWD/Benchmarks/UWebSocketsFanout/fanout"
if [ -x "$uws" ]; then
  echo "## fan-out, uWebSockets peer"
  $bench server fanout --clients 1000,5000,10000 --runs 3 --port 9480 --peer "$uws --port {port}" | grep '^| peer'
fi
echo "## echo"
$bench server echo --runs 3 --port 9420
$bench server echo --runs 3 --port 9430 --peer "$peer" | grep '^| peer'
echo "## memory"
$bench server memory --runs 3 --port 9440
$bench server memory --runs 3 --port 9450 --peer "$peer" | grep '^| peer'
echo "## both cores (two loops, nothing pinned; the client shares the cores)"
$bench server fanout --clients 10000 --runs 3 --loops 2 --server-cpu=-1 --client-cpu=-1 --port 9460
$bench server echo --runs 3 --loops 2 --server-cpu=-1 --client-cpu=-1 --port 9470
