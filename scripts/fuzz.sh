#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ with AddressSanitizer and runs each for a bounded time,
# two at a time, starting from its committed seeds in Fuzz/Corpus/<target>/ (JSON targets also
# get the tokens of Fuzz/Dictionaries/json.dict). Prints one line per target and exits non-zero
# when any target finds a crash, a leak, a timeout or runs out of memory; the input that did it
# is then in .build-fuzz/findings/<target>/ and the log in .build-fuzz/logs/<target>.log.
#
# Usage: scripts/fuzz.sh [seconds-per-target] [target...]   (default: 30 s, every target)
#
# Targets on public API or small internal parts (Fuzz/Direct/) are compiled by swiftc straight
# from the module sources, optimized; the ones that need the Mirror module and its dependencies
# are a SwiftPM package (Fuzz/Package.swift) depending on this one by path. Everything is built
# under .build-fuzz, incrementally.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-30}
shift || true
all=(websocket http-request-parser json-parser json-patch flow-import journal-recovery)
targets=("${@:-${all[@]}}")

out=.build-fuzz
direct=$out/direct
mkdir -p "$direct/modules" "$out/logs"
build_log=$out/logs/build.log
: >"$build_log"
swiftc_flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 5
  -I "$direct/modules" -I Sources/CZlib)

# Runs a build command with its output in the build log, shown (without the linker's noise
# about ASan's symbols) only when it fails.
quietly() {
  "$@" >>"$build_log" 2>&1 || {
    grep -v "Cannot export local symbol" "$build_log" | tail -n 30
    exit 1
  }
}

# Whether $1 is missing or older than any of the other files.
stale() {
  local output=$1
  shift
  [[ ! -e $output ]] || [[ -n $(find "$@" -newer "$output" -print -quit) ]]
}

# Compiles a library module from its sources into one object file and its .swiftmodule.
module() {
  local name=$1
  shift
  stale "$direct/$name.o" "$@" || return 0
  quietly swiftc "${swiftc_flags[@]}" -wmo -module-name "$name" -emit-module \
    -emit-module-path "$direct/modules/$name.swiftmodule" -emit-object -o "$direct/$name.o" "$@"
}

# Links a fuzzer executable named $1 from sources and objects, compiled as module $2.
fuzzer() {
  local name=$1 module_name=$2
  shift 2
  stale "$direct/$name" "$@" || return 0
  quietly swiftc "${swiftc_flags[@]}" -module-name "$module_name" -o "$direct/$name" "$@" -lz
}

echo "building the fuzz targets"
module WebSocketProtocol Sources/WebSocketProtocol/*.swift
module PerMessageDeflate Sources/PerMessageDeflate/*.swift
module MirrorJSON Sources/MirrorJSON/*.swift
fuzzer websocket FuzzWebSocket Fuzz/Direct/FuzzWebSocket.swift \
  "$direct/WebSocketProtocol.o" "$direct/PerMessageDeflate.o"
# RequestParser is internal to HTTPServer: compile it, with what it produces, into the fuzzer.
fuzzer http-request-parser HTTPServer Fuzz/Direct/FuzzHTTPRequestParser.swift \
  Sources/HTTPServer/{RequestParser,HTTPRequest,HTTPHeaders}.swift "$direct/WebSocketProtocol.o"
fuzzer json-parser FuzzJSONParser Fuzz/Direct/FuzzJSONParser.swift "$direct/MirrorJSON.o"
fuzzer json-patch FuzzJSONPatch Fuzz/Direct/FuzzJSONPatch.swift "$direct/MirrorJSON.o"
# `--sanitize=fuzzer` would also link libFuzzer's `main` into the package's macro plugins
# (swift-case-paths), which have their own, and SwiftPM gives executables their own anyway: so
# instrument for libFuzzer by hand and link its library without `main`.
toolchain_lib=$(dirname "$(command -v swiftc)")/../lib
fuzzer_library=$(ls "$toolchain_lib"/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a)
# The package is a whole build of NavMirror with AddressSanitizer: only when a target needs it.
if [[ " ${targets[*]} " == *" flow-import "* || " ${targets[*]} " == *" journal-recovery "* ]]; then
  quietly swift build --package-path Fuzz --scratch-path "$out" --sanitize=address \
    -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table \
    -Xlinker "$fuzzer_library" -Xlinker -lstdc++
  ln -sf "../debug/FuzzFlowImport" "$direct/flow-import"
  ln -sf "../debug/FuzzJournalRecovery" "$direct/journal-recovery"
fi

# Runs target $1; prints its line and returns non-zero on a finding. Leaks in the toolchain are
# suppressed (Fuzz/lsan.supp); Swift's own backtracer is off (ASan reports the crash, and the
# two together can stall); temporary files go under .build-fuzz/tmp.
run() {
  local target=$1 log=$out/logs/$1.log
  mkdir -p "$out/corpus/$target" "$out/findings/$target" "$out/tmp/$target"
  local options=()
  [[ $target == json-* || $target == flow-import || $target == journal-recovery ]] &&
    options+=(-dict=Fuzz/Dictionaries/json.dict)
  if TMPDIR="$out/tmp/$target" LSAN_OPTIONS=suppressions=Fuzz/lsan.supp \
    SWIFT_BACKTRACE=enable=no "$direct/$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
    -print_final_stats=1 -artifact_prefix="$out/findings/$target/" "${options[@]}" \
    "$out/corpus/$target" "Fuzz/Corpus/$target" >"$log" 2>&1; then
    echo "fuzz $target: clean, $(sed -n 's/^stat::number_of_executed_units: *//p' "$log") runs"
  else
    echo "fuzz $target: FAILED (log: $log)"
    grep -m 1 -E "^==[0-9]+==ERROR|Fatal error|deadly signal|timeout|out-of-memory" "$log" || true
    grep -m 1 "Test unit written to" "$log" || true
    return 1
  fi
}

failed=0
pids=()
for target in "${targets[@]}"; do
  run "$target" &
  pids+=($!)
  if ((${#pids[@]} == 2)); then
    wait "${pids[0]}" || failed=1
    pids=("${pids[@]:1}")
  fi
done
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
exit "$failed"
