#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine (when missing), then runs every test:
# formatting lint, the page's pure JS modules under node, the Swift suites — which include real
# loopback sockets and real headless Chromium —, the example package that depends on NavMirror,
# and a bounded run of the source-built libFuzzer targets. The release build's smoke run is
# ./scripts/release-smoke.sh: optimizing swift-syntax for the macros alone took CI past its
# 30 minutes.
# Ends with one line counting every test that ran.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/install-deps.sh chromium chromium-driver libssl-dev zlib1g-dev libgraphviz-dev \
  libhiredis-dev redis-server openssl curl
python3 -c 'import websockets' 2>/dev/null || python3 -m pip install -q websockets
# axe-core for the accessibility browser tests (they inject its axe.min.js; the page never loads it).
python3 -c 'import axe_selenium_python' 2>/dev/null || python3 -m pip install -q axe-selenium-python

log=$(mktemp)
trap 'rm -f "$log"' EXIT

echo "== swift format lint"
swift format lint --strict -r Sources Tests Examples/YourFirstMirror/Sources \
  Examples/YourFirstMirror/Tests Fuzz

echo "== node --test (page modules)"
node --test Tests/Web 2>&1 | tee -a "$log"

echo "== swift test (XCTest, then Swift Testing)"
swift build --build-tests
swift test --skip-build 2>&1 | tee -a "$log"

echo "== Examples/YourFirstMirror (a package that depends on NavMirror by path)"
# Its ExportedFlowTests target holds tests NavMirror's API exported from flows: the demos' ones
# are kept equal to the API's output by the suite above (DemoFlowExportTests); the app's own is
# recorded afresh here, through the API of the app just built, and must compile and pass;
# formatted as the committed copy is, so that an unchanged export leaves the tree clean.
# It builds in this package's .build (--scratch-path): its NavMirror is this package, already
# built above, so only its own targets compile.
(cd Examples/YourFirstMirror && scratch=(--scratch-path ../../.build) &&
  swift build "${scratch[@]}" --product YourFirstMirror &&
  python3 ../../scripts/export_example_flow.py ../../.build/debug/YourFirstMirror \
    Tests/ExportedFlowTests/ShoppingFlowTests.swift &&
  swift format format -i Tests/ExportedFlowTests/ShoppingFlowTests.swift &&
  swift build "${scratch[@]}" --build-tests && swift test "${scratch[@]}" --skip-build) 2>&1 |
  tee -a "$log"

fuzz_seconds=15
echo "== fuzz (libFuzzer, $fuzz_seconds s per target)"
# The targets built straight from module sources; flow-import and journal-recovery need a whole
# AddressSanitizer build of NavMirror, which would take CI past its 30 minutes: run them with
# ./scripts/fuzz.sh (their cases are also RoomJournalTests' and the flow import tests').
./scripts/fuzz.sh "$fuzz_seconds" websocket http-request-parser json-parser json-patch 2>&1 |
  tee -a "$log"
fuzz_passed=$(grep -c "^fuzz .*: clean" "$log" || true)

# XCTest prints a summary per suite and one for all; count the "All tests" and node's totals.
passed=0
failed=0
while read -r executed failures; do
  passed=$((passed + executed - failures))
  failed=$((failed + failures))
done < <(grep -A1 "^Test Suite 'All tests'" "$log" |
  sed -n 's/.*Executed \([0-9]*\) tests\{0,1\}, with \([0-9]*\) failures.*/\1 \2/p')
# Swift Testing prints one "Test run with N tests" line per run, and a "✘ Test … failed" line
# for each test that failed.
while read -r executed; do
  passed=$((passed + executed))
done < <(sed -n 's/^[^ ]* Test run with \([0-9]*\) tests\{0,1\} .*/\1/p' "$log")
swift_testing_failed=$(grep -E '^[^ ]+ Test .* failed after' "$log" | grep -vc 'Test run with' || true)
passed=$((passed - swift_testing_failed))
failed=$((failed + swift_testing_failed))
node_passed=$(sed -n 's/^# pass \([0-9]*\)$/\1/p' "$log")
node_failed=$(sed -n 's/^# fail \([0-9]*\)$/\1/p' "$log")
echo "total: $((passed + node_passed + fuzz_passed)) passed, $((failed + node_failed)) failed"
