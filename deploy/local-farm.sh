#!/usr/bin/env bash
# A farm on this machine: Redis (ccache's shared storage), a coordinator and two workers,
# all on loopback, their state and logs under .rtfarm/local-farm/.
#
#   deploy/local-farm.sh start     # then: ./rtfarm submit examples/richards.py --matrix opt=1,2
#   deploy/local-farm.sh status
#   deploy/local-farm.sh stop
#
# PORT (default 7700) and WORKERS (default 2) change the shape; see docs/farm.md for a
# farm of several machines.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="$root/.rtfarm/local-farm"
port="${PORT:-7700}"
redis_port=$((port + 1))
workers="${WORKERS:-2}"
rtfarm="$root/rtfarm"

running() { [ -f "$dir/$1.pid" ] && kill -0 "$(cat "$dir/$1.pid")" 2>/dev/null; }

start_one() {  # start_one NAME COMMAND...
  local name=$1; shift
  if running "$name"; then echo "$name: already running"; return; fi
  setsid "$@" >"$dir/$name.log" 2>&1 &
  echo $! >"$dir/$name.pid"
}

case "${1:-}" in
  start)
    "$rtfarm" --version >/dev/null  # installs and builds what is missing
    mkdir -p "$dir"
    start_one redis redis-server --port "$redis_port" --bind 127.0.0.1 --save "" \
      --appendonly no --dir "$dir"
    start_one coordinator "$rtfarm" coordinator --insecure --listen "127.0.0.1:$port" --state "$dir/state"
    for i in $(seq 1 "$workers"); do
      CCACHE_DIR="$dir/ccache-$i" start_one "worker-$i" "$rtfarm" worker \
        --coordinator "127.0.0.1:$port" --name "local-$i" --slots 1 \
        --ccache-remote "redis://127.0.0.1:$redis_port"
    done
    for _ in $(seq 1 100); do
      grep -q "listening" "$dir/coordinator.log" 2>/dev/null && break
      sleep 0.1
    done
    echo "local farm on 127.0.0.1:$port ($workers workers, Redis on $redis_port); logs in $dir"
    echo "submit with: ./rtfarm submit examples/richards.py --coordinator 127.0.0.1:$port"
    ;;
  status)
    "$rtfarm" status --coordinator "127.0.0.1:$port"
    ;;
  stop)
    for pid in "$dir"/*.pid; do
      [ -f "$pid" ] || continue
      kill -- -"$(cat "$pid")" 2>/dev/null || kill "$(cat "$pid")" 2>/dev/null || true
      rm -f "$pid"
    done
    echo "local farm stopped"
    ;;
  *)
    echo "usage: $0 start|status|stop" >&2
    exit 2
    ;;
esac
