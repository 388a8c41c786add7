"""Enum classes used through the metaclass, as card games and state machines use them: len(Suit), list(Suit), tuple(), sorted() with key=, reversed(), enumerate() and zip() over the class, min/max with key=, set(), map(), any() of a generator over the class, `m in Suit` (a member of another enum is not in it; an int or a str raises 3.11's TypeError), Suit(value) (aliases give the canonical member, a str for int values ValueError; a bad value raises ValueError with CPython's message, for int and str values) and Suit["NAME"] (aliases too; a bad name raises KeyError), members from a lookup as dict keys."""
import sys
from enum import Enum, auto


class Suit(Enum):
    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    SPADES = 4
    TREFLE = 1  # an alias of CLUBS


class Op(Enum):
    ADD = "+"
    SUB = "-"
    MUL = "*"

    def apply(self, a, b):
        if self is Op.ADD:
            return a + b
        if self is Op.SUB:
            return a - b
        return a * b


class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    DONE = auto()


TRANSITIONS = {"start": (1, 2), "finish": (2, 3), "reset": (3, 1)}


def parse_op(symbol):
    try:
        return Op(symbol)
    except ValueError as e:
        print("  bad operator:", e)
        return None


def evaluate(tokens):
    total = int(tokens[0])
    for i in range(1, len(tokens) - 1, 2):
        op = parse_op(tokens[i])
        if op is None:
            continue
        total = op.apply(total, int(tokens[i + 1]))
    return total


def run_machine(events):
    state = State.IDLE
    visits = {s: 0 for s in State}
    for event in events:
        before, after = TRANSITIONS[event]
        if State(before) is state:
            state = State(after)
            visits[state] += 1
        print("  ", event, "->", state, repr(state))
    return visits


def entry_point(argv):
    print(len(Suit), len(Op), len(State))
    print(list(Suit))
    print(tuple(State), [s.name for s in reversed(Suit)])
    print(Suit(3), Suit(1), repr(Suit(4)), Suit["HEARTS"], Suit["TREFLE"], Suit["TREFLE"] is Suit.CLUBS)
    for text in ["1", "x"]:
        try:
            print(Suit(text))
        except ValueError as e:
            print("ValueError:", e)
    for bad in [0, 5, -1]:
        try:
            print(Suit(bad))
        except ValueError as e:
            print("ValueError:", e)
    for name in ["SPADES", "JOKER", "clubs"]:
        try:
            print(Suit[name])
        except KeyError as e:
            print("KeyError:", e, repr(e))
    print(evaluate("3 + 4 * 2 - 5 / 7 % 1".split()))
    print(sorted(Suit, key=lambda s: -s.value))
    print(sorted(Op, key=lambda o: o.value), max(Suit, key=lambda s: s.value % 3))
    for i, s in enumerate(Suit):
        print(i, s.name, s.value, s)
    for state, op in zip(State, Op):
        print(state.name, op.value, state.value)
    print(Suit.SPADES in Suit, Op.SUB in Op, State.DONE in State, State.DONE in Suit, Op.ADD not in Suit)
    for probe in [1, 2]:
        try:
            print(probe in Suit)
        except TypeError as e:
            print("TypeError:", e)
    try:
        print("+" in Op)
    except TypeError as e:
        print("TypeError:", e)
    print(set(State) == {State.IDLE, State.RUNNING, State.DONE}, any(s.value > 3 for s in Suit))
    print(list(map(lambda s: s.value * 10, Suit)), [o.name for o in Op if o.value != "-"])
    visits = run_machine(["start", "finish", "start", "reset", "start", "finish"])
    print(visits)
    names = [s.name for s in Suit]
    print(names, [Suit[n].value for n in names])
    deck = [(rank, suit) for suit in Suit for rank in range(1, 4)]
    print(len(deck), deck[0][1], deck[-1][1], deck[5])
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
