#!/usr/bin/env bash
# Installs, through apt, the Debian packages given as arguments that are not installed yet, with
# sudo when not run as root. Prints what it installs; prints nothing when everything is there.
# Used by scripts/serve.sh (the libraries the server links) and scripts/test.sh (those and what
# the tests drive: Chromium, redis-server, …).
set -euo pipefail

missing=()
for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
((${#missing[@]})) || exit 0

echo "Installing ${missing[*]}"
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then
  if ! command -v sudo >/dev/null; then
    echo "error: ${missing[*]} must be installed (apt-get install ${missing[*]}) and there is no sudo" >&2
    exit 1
  fi
  sudo_cmd=(sudo)
fi
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
