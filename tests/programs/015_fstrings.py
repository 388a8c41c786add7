"""f-strings: conversions and format specs (width, alignment, precision, grouping)."""


def entry_point(argv):
    x = 3.14159
    n = 1234567
    s = "abc"
    print(f"{x}|{n}|{s}")
    print(f"{s:>8}|{s:<8}|{s:^8}|{s:*^9}")
    print(f"{x:.3f}|{x:10.2f}|{x:<10.1f}|{x:08.2f}|{-x:08.2f}")
    print(f"{n:,}|{n:_}|{n:>12,}|{-n:,}")
    print(f"{n:d}|{n:10d}|{n:<10d}|{n:010d}|{n:+d}")
    print(f"{255:x}|{255:X}|{255:o}|{255:b}|{255:#x}|{5:08b}")
    quoted = "it's"
    print(f"{s!r}|{s!s}|{quoted!r}|{quoted:>6}")
    print(f"{x:e}|{x:.2e}|{x:g}|{1e-7:g}|{x:%}|{0.25:.1%}")
    print(f"{n / 7:.4f} {n // 7} {n % 7}")
    width = 6
    print(f"[{s:>{width}}] [{x:.{width}f}]")
    items = ["pen", "notebook", "eraser"]
    prices = [1.5, 12.25, 0.75]
    for i in range(len(items)):
        print(f"{i + 1:2}. {items[i]:<10}{prices[i]:>8.2f}")
    total = 0.0
    for p in prices:
        total += p
    print(f"{'total':<14}{total:>8.2f}")
    print(f"{True} {None} {[1, 2]}")
    print(f"{{braces}} {n}")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
