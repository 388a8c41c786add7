#!/usr/bin/env bash
# Installs every Debian package rtfarm needs to build, test and run.
# Idempotent: when everything is present it does nothing (no apt-get update, no root needed).
set -euo pipefail

# One package per line; later issues append here rather than installing elsewhere.
PACKAGES=(
  bazel-bootstrap          # Bazel 4.2.3, the build
  g++                      # the C++ compiler and gcc for translated C
  libgrpc++-dev            # farm service
  protobuf-compiler-grpc   # grpc_cpp_plugin
  libprotobuf-dev          # messages at every boundary
  protobuf-compiler        # protoc
  libtbb-dev               # oneTBB: parallel annotator, shards
  libjemalloc-dev          # malloc of every rtfarm binary (third_party/BUILD)
  libgc-dev                # Boehm GC for translated programs
  ccache                   # C compiles of shards
  python3.11               # the oracle of the differential tests
  python3.11-dev           # headers for embedding
  libpython3.11-dev        # libpython3.11.so for embedding
  libgtest-dev             # GoogleTest
  graphviz                 # flow graph viewer (dot -> svg)
  pkg-config               # version discovery in rtfarm doctor
  libcli11-dev             # command line: subcommands and --help
  libssl-dev               # libcrypto: SHA-256 keys of the shard cache
  libsqlite3-dev           # the coordinator's state
  redis-server             # ccache's shared remote storage for a farm's workers
  bubblewrap               # the farm's sandboxes: job front-ends and worker compiles
  openssl                  # rtfarm farm init: the farm's CA and certificates
  libcpp-httplib-dev       # the coordinator's status page
  prometheus-cpp-dev       # the coordinator's /metrics
  chromium                 # the status page's browser tests (headless)
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "bootstrap: installing missing packages: ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q >&2
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
echo "bootstrap: done" >&2
