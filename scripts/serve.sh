#!/usr/bin/env bash
# Serves the page with a demo on http://127.0.0.1:8080 from a fresh clone on a fresh Debian
# machine with only Swift: installs the C libraries the server links when they are missing
# (OpenSSL, zlib, Graphviz, hiredis), then builds and runs `navmirror serve`. Arguments are
# passed on (`./scripts/serve.sh --port 9000 --demo pattern-reference`).
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/install-deps.sh libssl-dev zlib1g-dev libgraphviz-dev libhiredis-dev
exec swift run navmirror "$@"
