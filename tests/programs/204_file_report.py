"""A small application on files: generates a CSV data file, skips its header with next(f), parses it line by line into records (a user class iterating with __iter__/__next__), writes a summary report with print(file=f) and f.write, reads the report back, appends to a log, and cleans up; os.path.exists/isfile before and after."""
import os
import sys

DATA = "rtfarm_corpus_204_data.csv"
REPORT = "rtfarm_corpus_204_report.txt"
LOG = "rtfarm_corpus_204_log.txt"

CITIES = ["Oslo", "Lima", "Kyiv", "Quito", "Hanoi", "Accra"]


class Record(object):
    def __init__(self, city, day, temp, rain):
        self.city = city
        self.day = day
        self.temp = temp
        self.rain = rain


def generate(path, rows):
    seed = 12345
    with open(path, "w") as f:
        f.write("city,day,temp,rain\n")
        for i in range(rows):
            seed = (seed * 1103515245 + 12345) % 2147483648
            city = CITIES[seed % len(CITIES)]
            temp = (seed >> 8) % 600 / 10.0 - 20.0
            rain = (seed >> 4) % 7 == 0
            f.write("%s,%d,%.1f,%s\n" % (city, i // 6, temp, "yes" if rain else "no"))


class Rows(object):
    """The records of an open CSV file, one per __next__."""

    def __init__(self, f):
        self.f = f
        self.count = 0

    def __iter__(self):
        return self

    def __next__(self):
        while True:
            fields = next(self.f).strip().split(",")  # StopIteration at the end
            if len(fields) == 4:
                self.count += 1
                return Record(fields[0], int(fields[1]), float(fields[2]), fields[3] == "yes")


def parse(path):
    records = []
    with open(path) as f:
        print(iter(f) is f)
        header = next(f).strip().split(",")
        print("columns:", header)
        rows = Rows(f)
        for record in rows:
            records.append(record)
        print("rows read:", rows.count)
    return records


def log(message):
    with open(LOG, "a") as f:
        f.write(message + "\n")


def entry_point(argv):
    print(os.path.exists(DATA), os.path.isfile(DATA))
    generate(DATA, 600)
    print(os.path.exists(DATA), os.path.isfile(DATA), os.path.isdir(DATA))
    log("generated")
    records = parse(DATA)
    print(len(records), "records")
    log("parsed %d" % len(records))
    sums = {}
    counts = {}
    rainy = {}
    hottest = {}
    for r in records:
        sums[r.city] = sums.get(r.city, 0.0) + r.temp
        counts[r.city] = counts.get(r.city, 0) + 1
        if r.rain:
            rainy[r.city] = rainy.get(r.city, 0) + 1
        if r.city not in hottest or r.temp > hottest[r.city]:
            hottest[r.city] = r.temp
    with open(REPORT, "w") as out:
        print("Weather report", file=out)
        print("=" * 40, file=out)
        for city in sorted(sums):
            mean = sums[city] / counts[city]
            print("%-6s n=%3d mean=%6.2f max=%5.1f rainy=%d" % (
                city, counts[city], mean, hottest[city], rainy.get(city, 0)), file=out)
        out.write("total %d\n" % len(records))
        print("report size:", out.tell())
    log("reported")
    with open(REPORT) as f:
        for line in f:
            sys.stdout.write(line)
    with open(LOG) as f:
        print(f.readlines())
    with open(DATA, "rb") as f:
        f.seek(-40, 2)
        print(f.read())
        print(f.tell())
    for path in [DATA, REPORT, LOG]:
        os.remove(path)
        print(path, os.path.exists(path))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
