#!/usr/bin/env bash
# Installs the Debian packages the tests and the delivery build use: Chromium (browser tests,
# benchmark), ffmpeg (the delivery build), PostgreSQL (the community API's integration tests and
# its benchmark start a server of their own from its binaries) and Redis (the tests of a deployment
# that names one start a server of their own). Skips what is already there.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
if [ ${#missing[@]} -eq 0 ]; then
  echo "System packages present: chromium, ffmpeg, postgresql, redis-server"
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing ${missing[*]} with apt-get"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
