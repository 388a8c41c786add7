# expect: derives from enum.IntEnum: only enum.Enum subclasses are supported
# expect: 453_int_enum.py:14
"""An IntEnum's members compute and compare as ints (Level.HIGH + 1, Level.HIGH == 2, list indices); members are translated as instances, so IntEnum (like IntFlag, Flag and StrEnum) is refused."""
import sys
from enum import IntEnum


class Level(IntEnum):
    LOW = 1
    HIGH = 2


def entry_point(argv):
    print(Level.HIGH + 1, Level.LOW)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
