"""Bank account simulation: accounts, transactions, an overdraft exception, audit log."""


class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        self.account = account
        self.amount = amount


class Account:
    next_id = 1

    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance
        self.log = []

    def deposit(self, amount):
        self.balance += amount
        self.log.append("+%d" % amount)

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.log.append("-%d" % amount)


class SavingsAccount(Account):
    def __init__(self, owner, balance, rate_percent):
        Account.__init__(self, owner, balance)
        self.rate = rate_percent

    def add_interest(self):
        interest = self.balance * self.rate // 100
        self.deposit(interest)
        return interest


class Bank:
    def __init__(self):
        self.accounts = {}
        self.failures = 0

    def open(self, acct):
        self.accounts[acct.owner] = acct

    def transfer(self, src, dst, amount):
        a = self.accounts[src]
        b = self.accounts[dst]
        try:
            a.withdraw(amount)
        except InsufficientFunds as e:
            self.failures += 1
            print("transfer %s->%s of %d refused (balance %d)" % (src, dst, e.amount, e.account.balance))
            return False
        b.deposit(amount)
        return True


def entry_point(argv):
    bank = Bank()
    bank.open(Account("alice", 100))
    bank.open(Account("bob", 50))
    sav = SavingsAccount("carol", 1000, 5)
    bank.open(sav)
    ops = [("alice", "bob", 30), ("bob", "carol", 100), ("carol", "alice", 250), ("alice", "bob", 320)]
    for src, dst, amount in ops:
        print(src, dst, amount, bank.transfer(src, dst, amount))
    print("interest", sav.add_interest())
    for name in bank.accounts:
        acct = bank.accounts[name]
        print("%-6s %6d %s" % (name, acct.balance, " ".join(acct.log)))
    total = 0
    for acct in bank.accounts.values():
        total += acct.balance
    print("total", total, "failures", bank.failures)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
