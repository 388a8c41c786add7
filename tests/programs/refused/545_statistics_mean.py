# expect: statistics.mean() is not supported: the statistics module is not translated
# expect: 545_statistics_mean.py:8
import statistics


def entry_point(argv):
    waits = [1.5, 2.25, 0.5]
    print(statistics.mean(waits))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
