#!/usr/bin/env bash
# Builds the shipped configuration (release) and smoke-runs it: the benchmarks' core and flow
# map, and the server over a real socket (scripts/release_smoke.py). Optimized builds have
# miscompiled code that debug builds run fine (Swift 6.3's task-local crash): run it before a
# release and after changing concurrency or task-local code. Not part of ./scripts/test.sh:
# optimizing swift-syntax for the macros takes 10 to 15 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product navmirror
swift build -c release --product navmirror-bench
.build/release/navmirror-bench core --actions 20000 --runs 1
.build/release/navmirror-bench map --demo pattern-reference --max-depth 4 --runs 1
python3 scripts/release_smoke.py .build/release/navmirror
echo "release smoke: passed"
