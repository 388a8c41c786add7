class BankError(Exception):
    """Base class for bank errors."""


class InsufficientFunds(BankError):
    def __init__(self, account, amount):
        self.account = account
        self.amount = amount
        super().__init__(f"Account {account.number}: cannot withdraw {amount:.2f}, balance is {account.balance:.2f}")


class AccountFrozen(BankError):
    pass


class Account:
    _next_number = 1000

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self.balance = balance
        self.frozen = False
        self.history = []
        Account._next_number += 1
        self.number = Account._next_number

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("Deposit must be positive")
        self._check()
        self.balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        self._check()
        if amount > self.balance:
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.history.append(("withdraw", amount))

    def _check(self):
        if self.frozen:
            raise AccountFrozen("account %d is frozen" % self.number)

    def __str__(self):
        return f"{self.owner:<8}#{self.number} {self.balance:>10,.2f}"


class SavingsAccount(Account):
    def __init__(self, owner, balance=0.0, rate=0.02):
        super().__init__(owner, balance)
        self.rate = rate

    def add_interest(self):
        interest = self.balance * self.rate
        self.deposit(round(interest, 2))
        return interest


class Bank:
    def __init__(self):
        self.accounts = {}
        self.log = []

    def open(self, acct):
        self.accounts[acct.number] = acct
        return acct

    def transfer(self, src, dst, amount):
        try:
            self.accounts[src].withdraw(amount)
        except KeyError:
            self.log.append("no such account %s" % src)
            return False
        except BankError as e:
            self.log.append("failed: " + str(e))
            return False
        else:
            self.accounts[dst].deposit(amount)
            self.log.append(f"moved {amount} from {src} to {dst}")
            return True
        finally:
            self.log.append("transfer attempted")

    def total(self):
        return sum(a.balance for a in self.accounts.values())


def entry_point(argv):
    bank = Bank()
    alice = bank.open(Account("Alice", 100.0))
    bob = bank.open(SavingsAccount("Bob", 2500.50, rate=0.05))
    carol = bank.open(Account("Carol"))
    print(bank.transfer(alice.number, bob.number, 30))
    print(bank.transfer(alice.number, carol.number, 500))
    print(bank.transfer(9999, carol.number, 5))
    carol.frozen = True
    print(bank.transfer(carol.number, bob.number, 1))
    bob.frozen = False
    print("interest: %.4f" % bob.add_interest())
    try:
        alice.deposit(-5)
    except ValueError as e:
        print("ValueError:", e)
    try:
        carol.withdraw(1)
    except AccountFrozen as e:
        print(type(e).__name__, e)
    try:
        alice.withdraw(1e6)
    except InsufficientFunds as e:
        print(e.amount, e.account.owner, isinstance(e, BankError))
    for line in bank.log:
        print(" -", line)
    for acct in sorted(bank.accounts.values(), key=lambda a: a.balance, reverse=True):
        print(acct)
    print(f"Total: {bank.total():,.2f}")
    print(alice.history, bob.history)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
