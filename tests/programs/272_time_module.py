"""The time module's clocks (time, perf_counter, monotonic, process_time) as programs use them: elapsed times measured around work and printed only through comparisons, since their values differ from run to run."""

import sys
import time


def work(n):
    total = 0
    for i in range(n):
        total += i * i % 7
    return total


def entry_point(argv):
    start = time.time()
    t0 = time.perf_counter()
    m0 = time.monotonic()
    p0 = time.process_time()
    result = work(200000)
    elapsed = time.perf_counter() - t0
    print("result", result)
    print("wall clock after 2020:", start > 1577836800.0)
    print("elapsed non-negative:", elapsed >= 0.0, time.monotonic() - m0 >= 0.0,
          time.process_time() - p0 >= 0.0)
    print("elapsed under a minute:", elapsed < 60.0)
    print("time is a float:", isinstance(start, float))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
