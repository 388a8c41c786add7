"""Sorting records: N employee records (instances with a name, a department, an age and a
salary, made by a linear congruential generator) sorted by several keys: by salary with
a key function, by (department, name) tuples, by age descending with reverse=True,
stable sorts on top of each other, and tuples sorted directly. Prints the first and last
records of each order and checksums. Usage: sortrecords.py N."""

DEPARTMENTS = ["sales", "research", "support", "finance", "legal", "design"]
SYLLABLES = ["an", "bo", "ci", "du", "el", "fa", "gi", "ho", "ir", "ju"]


class Random:
    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return (self.state >> 8) % n


class Record:
    def __init__(self, name, department, age, salary):
        self.name = name
        self.department = department
        self.age = age
        self.salary = salary

    def describe(self):
        return "%s/%s/%d/%.2f" % (self.name, self.department, self.age, self.salary)


def make_records(n, rng):
    records = []
    for i in range(n):
        name = SYLLABLES[rng.below(10)] + SYLLABLES[rng.below(10)] + SYLLABLES[rng.below(10)]
        department = DEPARTMENTS[rng.below(len(DEPARTMENTS))]
        age = 20 + rng.below(45)
        salary = 30000 + rng.below(9000000) / 100.0
        records.append(Record(name, department, age, salary))
    return records


def by_salary(r):
    return r.salary


def by_department_and_name(r):
    return (r.department, r.name)


def by_age(r):
    return r.age


def checksum(records):
    total = 0
    for i in range(len(records)):
        total = (total * 31 + records[i].age * (i % 7 + 1) + len(records[i].name)) % 1000000007
    return total


def show(title, records):
    print("%s: %s .. %s, checksum %d" % (title, records[0].describe(), records[-1].describe(),
                                         checksum(records)))


def entry_point(argv):
    n = 10000
    if len(argv) > 1:
        n = int(argv[1])
    records = make_records(n, Random(3))
    show("by salary", sorted(records, key=by_salary))
    show("by department, name", sorted(records, key=by_department_and_name))
    show("by age descending", sorted(records, key=by_age, reverse=True))
    stable = sorted(records, key=by_salary)
    stable.sort(key=by_age)
    show("by age then salary", stable)
    pairs = [(r.age, r.name, i) for i, r in enumerate(records)]
    pairs.sort()
    print("tuples: %s .. %s" % (pairs[0], pairs[-1]))
    names = [r.name for r in records]
    names.sort()
    print("names: %s %s %s" % (names[0], names[len(names) // 2], names[-1]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
