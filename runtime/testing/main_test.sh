#!/bin/bash
# main_test.sh: runs main_demo (a program built on rpy_main.c) and checks its stdout,
# stderr and exit status against what CPython does for the same program.
demo="$1"
failures=0
tmp="${TEST_TMPDIR:-/tmp}"

check() { # name expected actual
  if [[ "$2" != "$3" ]]; then
    echo "FAIL $1"
    echo "  expected: $(printf '%q' "$2")"
    echo "  actual:   $(printf '%q' "$3")"
    failures=$((failures + 1))
  else
    echo "ok   $1"
  fi
}

run() { # args...: sets out, err, status
  "$demo" "$@" >"$tmp/out" 2>"$tmp/err"
  status=$?
  out="$(cat "$tmp/out"; echo x)"; out="${out%x}"
  err="$(cat "$tmp/err"; echo x)"; err="${err%x}"
}

run print "it's" 'é' ''
check "argv reaches the program" $'"it\'s"\n\'é\'\n\'\'\n' "$out"
check "normal exit status" 0 "$status"

run exit 3
check "returned value is the exit status" 3 "$status"
run exit 256
check "exit status is taken modulo 256" 0 "$status"

run raise "bad thing"
check "stdout is flushed before the traceback" $'before\n' "$out"
check "uncaught exception" $'Traceback (most recent call last):\n  (translated program)\nValueError: bad thing\n' "$err"
check "uncaught exception exit status" 1 "$status"

run raise
check "exception without message" $'Traceback (most recent call last):\n  (translated program)\nValueError\n' "$err"

run interrupt
check "stdout is flushed before an interrupt's traceback" $'before\n' "$out"
check "uncaught KeyboardInterrupt" $'Traceback (most recent call last):\n  (translated program)\nKeyboardInterrupt\n' "$err"
check "uncaught KeyboardInterrupt ends by SIGINT, as CPython" 130 "$status"

run badint "12x"
check "runtime error message" $'Traceback (most recent call last):\n  (translated program)\nValueError: invalid literal for int() with base 10: \'12x\'\n' "$err"

run user
check "user exception class" $'Traceback (most recent call last):\n  (translated program)\nMyError: something went wrong\n' "$err"

run recurse catch
check "a recursion too deep raises RecursionError, caught" $'before\nmaximum recursion depth exceeded\n10000\n' "$out"
check "caught RecursionError exit status" 0 "$status"
run recurse
check "stdout is flushed before RecursionError's traceback" $'before\n' "$out"
check "uncaught RecursionError" $'Traceback (most recent call last):\n  (translated program)\nRecursionError: maximum recursion depth exceeded\n' "$err"
check "uncaught RecursionError exit status" 1 "$status"
for stack in 256 20000; do
  (ulimit -s "$stack" && "$demo" recurse catch) >"$tmp/out" 2>&1
  check "RecursionError under ulimit -s $stack" "0 $(printf 'before\nmaximum recursion depth exceeded\n10000')" "$? $(cat "$tmp/out")"
done
run unchecked
check "stdout is flushed before a stack overflow's traceback" $'before\n' "$out"
check "stack overflow without a check" $'Traceback (most recent call last):\n  (translated program)\nRecursionError: maximum recursion depth exceeded (the C stack is full)\n' "$err"
check "stack overflow exit status" 1 "$status"

run mixed
check "os.write overtakes buffered print output" $'b\na\nc\n' "$out"

run lines
check "large output" "100000 99999" "$(wc -l <"$tmp/out" | tr -d ' ') $(tail -n 1 "$tmp/out")"

"$demo" lines | head -n 1 >"$tmp/head"
check "closed pipe" "0" "$(cat "$tmp/head")"

if [[ $failures -ne 0 ]]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "all checks passed"
