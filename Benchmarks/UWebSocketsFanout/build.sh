#!/usr/bin/env bash
# Builds the uWebSockets peer of `navmirror-bench server fanout` into ./fanout (plain TCP, no
# compression). Needs g++ with C++20 and git; clones uWebSockets and uSockets into ./deps unless
# UWS_DIR and USOCKETS_DIR name checkouts. docs/BENCHMARKS.md names the commits it measured.
set -euo pipefail
cd "$(dirname "$0")"
uws=${UWS_DIR:-deps/uWebSockets}
usockets=${USOCKETS_DIR:-deps/uSockets}
[ -d "$uws" ] || git clone --depth 1 https://github.com/uNetworking/uWebSockets "$uws"
[ -d "$usockets" ] || git clone --depth 1 https://github.com/uNetworking/uSockets "$usockets"
# Its Makefile tries lib.exe before ar; the noise is dropped, a failure still stops here.
make -C "$usockets" WITH_OPENSSL=0 WITH_LIBUV=0 >/dev/null 2>&1
g++ -std=c++20 -O3 -DLIBUS_NO_SSL -DUWS_NO_ZLIB -I"$uws/src" -I"$usockets/src" fanout.cpp \
  "$usockets/uSockets.a" -o fanout
echo "built $(pwd)/fanout"
