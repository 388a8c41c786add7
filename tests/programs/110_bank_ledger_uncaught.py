"""A custom exception raised deep inside a ledger replay is not caught: exit status 1."""


class LedgerCorrupt(Exception):
    def __init__(self, line):
        self.line = line


class Ledger:
    def __init__(self):
        self.balances = {}

    def apply(self, lineno, entry):
        parts = entry.split()
        if len(parts) != 3 or parts[0] not in ("credit", "debit"):
            raise LedgerCorrupt(lineno)
        amount = int(parts[2])
        if parts[0] == "debit":
            amount = -amount
        self.balances[parts[1]] = self.balances.get(parts[1], 0) + amount


def replay(ledger, entries):
    for i, e in enumerate(entries):
        ledger.apply(i + 1, e)
        print("after line", i + 1, ledger.balances)


def entry_point(argv):
    entries = ["credit ann 100", "debit ann 30", "credit bob 5", "refund bob 5", "credit cy 1"]
    ledger = Ledger()
    replay(ledger, entries)
    print("replayed everything")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
