#!/usr/bin/env bash
# Translates gen_function.py targets of one kind at several sizes and prints one row per
# size: the phase times rtfarm translate prints, wall time and peak memory (/usr/bin/time
# -v), and whether the program prints what CPython prints.
#
#   bench/scale/measure.sh unpack 50 100 200 400
#
# Each translation runs under a virtual-memory cap (RTFARM_SCALE_CAP_GB, default 8), so
# that a superlinear case fails instead of taking the machine's memory from everyone.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
kind="$1"; shift
cap_gb="${RTFARM_SCALE_CAP_GB:-8}"
out="${RTFARM_SCALE_DIR:-/tmp/rtfarm-scale}"
mkdir -p "$out"
printf '%-7s %5s %9s %9s %9s %9s %9s %8s %s\n' kind n flow+ann rtype exc-tr backend wall maxRSS output
for n in "$@"; do
  base="$out/$kind$n"
  /usr/bin/python3.11 "$root/bench/scale/gen_function.py" --kind "$kind" --n "$n" -o "$base.py"
  ( ulimit -v $((cap_gb * 1024 * 1024))
    /usr/bin/time -v "$root/rtfarm" translate "$base.py" -o "$base.bin" --no-cache \
      >"$base.table" 2>"$base.err" )
  phase() { awk -v p="$1" '$0 ~ "^"p" " {print $NF}' "$base.table"; }
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$base.err")
  rss=$(awk -F': ' '/Maximum resident set size/ {printf "%.0fMB", $2/1024}' "$base.err")
  verdict="translation failed (see $base.err)"
  if [ -x "$base.bin" ] && grep -q '^total' "$base.table"; then
    for args in "" "a b"; do
      # shellcheck disable=SC2086
      if ! cmp -s <("$base.bin" $args) <(/usr/bin/python3.11 "$base.py" $args); then
        verdict="DIFFERS from CPython"; break
      fi
      verdict="same as CPython"
    done
  fi
  backend=$(awk '/^(database|C compile)/ {s += $NF} END {printf "%.3fs", s}' "$base.table")
  printf '%-7s %5s %9s %9s %9s %9s %9s %8s %s\n' "$kind" "$n" "$(phase annotate)" \
    "$(phase rtype)" "$(phase 'exception transform')" "$backend" "$wall" "$rss" "$verdict"
  rm -f "$base.bin"
done
