#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine (when missing), then runs every test:
# formatting lint, the page's pure JS modules under node, and the Swift suites — which include
# real loopback sockets and real headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for package in chromium chromium-driver libssl-dev zlib1g-dev openssl curl; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
if ((${#missing[@]})); then
  echo "Installing ${missing[*]}"
  sudo_cmd=()
  [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi
python3 -c 'import websockets' 2>/dev/null || python3 -m pip install -q websockets

echo "== swift format lint"
swift format lint --strict -r Sources Tests Examples/YourFirstMirror/Sources Examples/YourFirstMirror/Tests

echo "== node --test (page modules)"
node --test Tests/Web

echo "== swift test"
swift build --build-tests
swift test --skip-build

echo "== Examples/YourFirstMirror (a package that depends on NavMirror by path)"
(cd Examples/YourFirstMirror && swift build --build-tests && swift test --skip-build)
