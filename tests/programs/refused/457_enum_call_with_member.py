# expect: Suit(x) with x an enum member is not supported
"""Calling an enum class with one of its members gives the member itself in CPython; the translated lookup compares values, so a member as the argument is refused (pass m.value)."""
import sys
from enum import Enum


class Suit(Enum):
    CLUBS = 1
    HEARTS = 2


def entry_point(argv):
    chosen = Suit.HEARTS if len(argv) > 0 else Suit.CLUBS
    print(Suit(chosen))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
