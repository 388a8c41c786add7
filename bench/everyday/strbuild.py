"""String building: N report lines made with % formatting, f-strings, str() and
concatenation, collected and joined, then a CSV-like table built cell by cell with join
and parsed back with split. Prints the total length, a few lines and checksums.
Usage: strbuild.py N."""

ITEMS = ["bolt", "nut", "washer", "screw", "rivet", "hinge", "bracket", "spring"]


def report_line(i, name, qty, price):
    total = qty * price
    if i % 3 == 0:
        return "%05d %-8s x%3d @ %7.2f = %9.2f" % (i, name, qty, price, total)
    if i % 3 == 1:
        return f"{i:05d} {name:<8} x{qty:3d} @ {price:7.2f} = {total:9.2f}"
    return str(i).zfill(5) + " " + name.ljust(8) + " x" + str(qty).rjust(3) + " @ " + \
        ("%.2f" % price).rjust(7) + " = " + ("%.2f" % total).rjust(9)


def build_report(n):
    lines = []
    for i in range(n):
        name = ITEMS[i % len(ITEMS)]
        qty = (i * 7) % 97 + 1
        price = ((i * 13) % 1000) / 8.0
        lines.append(report_line(i, name, qty, price))
    return "\n".join(lines)


def build_table(rows, columns):
    out = []
    for r in range(rows):
        cells = []
        for c in range(columns):
            cells.append(str(r * columns + c) if c % 2 == 0 else ITEMS[(r + c) % len(ITEMS)])
        out.append(",".join(cells))
    return "\n".join(out)


def parse_table(text):
    total = 0
    words = 0
    for line in text.split("\n"):
        for cell in line.split(","):
            if cell.isdigit():
                total += int(cell)
            else:
                words += len(cell)
    return total, words


def entry_point(argv):
    n = 10000
    if len(argv) > 1:
        n = int(argv[1])
    report = build_report(n)
    lines = report.split("\n")
    print(len(report), len(lines))
    print(lines[0])
    print(lines[1])
    print(lines[2])
    print(lines[-1])
    checksum = 0
    for line in lines:
        checksum = (checksum * 131 + len(line) + ord(line[-1])) % 1000000007
    print("checksum %d" % checksum)
    table = build_table(n // 10, 20)
    total, words = parse_table(table)
    print(f"table {len(table)} chars, numbers sum {total}, {words} letters")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
