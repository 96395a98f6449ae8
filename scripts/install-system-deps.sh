#!/usr/bin/env bash
# Installs the Debian packages the tests and the delivery build use: Chromium (browser tests,
# benchmark) and ffmpeg (the delivery build). Skips what is already there.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
if [ ${#missing[@]} -eq 0 ]; then
  echo "System packages present: chromium, ffmpeg"
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing ${missing[*]} with apt-get"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
