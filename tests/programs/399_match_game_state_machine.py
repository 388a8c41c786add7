"""match statement in a game and a state machine: a text adventure dispatching on split commands (sequence patterns with literals, captures, or-patterns, guards, star captures), a vending machine dispatching on (state, event) tuples with class-constant value patterns, and a move validator over board positions."""

import sys


class State:
    IDLE = 0
    PAYING = 1
    VENDING = 2
    BROKEN = 3


NAMES = ["idle", "paying", "vending", "broken"]


class Room:
    def __init__(self, name, exits, items):
        self.name = name
        self.exits = exits
        self.items = items


class Game:
    def __init__(self):
        self.rooms = {
            "hall": Room("hall", {"north": "library", "east": "kitchen"}, ["lamp"]),
            "library": Room("library", {"south": "hall"}, ["book", "scroll"]),
            "kitchen": Room("kitchen", {"west": "hall", "down": "cellar"}, ["knife"]),
            "cellar": Room("cellar", {"up": "kitchen"}, ["wine"]),
        }
        self.here = "hall"
        self.inventory = []
        self.moves = 0
        self.over = False

    def room(self):
        return self.rooms[self.here]

    def go(self, direction):
        exits = self.room().exits
        if direction not in exits:
            return "You can't go %s from the %s." % (direction, self.here)
        if exits[direction] == "cellar" and "lamp" not in self.inventory:
            return "It is too dark to go down without a lamp."
        self.here = exits[direction]
        self.moves += 1
        return "You are in the %s." % self.here

    def take(self, thing):
        items = self.room().items
        if thing not in items:
            return "There is no %s here." % thing
        items.remove(thing)
        self.inventory.append(thing)
        return "Taken: %s." % thing

    def drop(self, thing):
        if thing not in self.inventory:
            return "You don't have a %s." % thing
        self.inventory.remove(thing)
        self.room().items.append(thing)
        return "Dropped: %s." % thing

    def command(self, line):
        match line.lower().split():
            case []:
                return "Say something."
            case ["quit" | "exit" | "q"]:
                self.over = True
                return "Bye after %d moves." % self.moves
            case ["look" | "l"]:
                room = self.room()
                return "%s: exits %s, items %s" % (room.name, sorted(room.exits), room.items)
            case ["go", direction] | [("north" | "south" | "east" | "west" | "up" | "down") as direction]:
                return self.go(direction)
            case ["n"]:
                return self.go("north")
            case ["s"]:
                return self.go("south")
            case ["take" | "get", "all"]:
                taken = [self.take(t) for t in list(self.room().items)]
                return " ".join(taken) if taken else "Nothing to take."
            case ["take" | "get", thing]:
                return self.take(thing)
            case ["take" | "get", *things] if len(things) > 1:
                return " ".join([self.take(t) for t in things])
            case ["drop", thing]:
                return self.drop(thing)
            case ["inventory" | "i"]:
                return "You carry %s." % (", ".join(self.inventory) if self.inventory else "nothing")
            case ["say", *words]:
                return "You say: %s" % " ".join(words)
            case [verb, *rest] if rest:
                return "I don't know how to %s %s." % (verb, " ".join(rest))
            case [verb]:
                return "I don't know how to %s." % verb
        return "?"


def vend(state, event, credit):
    match (state, event):
        case (State.BROKEN, "repair"):
            return State.IDLE, 0, "repaired"
        case (State.BROKEN, _):
            return State.BROKEN, credit, "out of order"
        case (_, "kick"):
            return State.BROKEN, 0, "broken! credit lost: %d" % credit
        case (State.IDLE | State.PAYING, "coin"):
            return State.PAYING, credit + 25, "credit %d" % (credit + 25)
        case (State.PAYING, "select") if credit >= 100:
            return State.VENDING, credit - 100, "vending, change %d" % (credit - 100)
        case (State.PAYING, "select"):
            return State.PAYING, credit, "need %d more" % (100 - credit)
        case (State.PAYING, "refund"):
            return State.IDLE, 0, "refunded %d" % credit
        case (State.VENDING, "take"):
            return State.IDLE, 0, "enjoy" + ("" if credit == 0 else ", change %d returned" % credit)
        case (s, e):
            return s, credit, "ignored %s in %s" % (e, NAMES[s])


def knight_move(src, dst):
    match (src, dst):
        case ((x1, y1), (x2, y2)) if not (0 <= x2 < 8 and 0 <= y2 < 8):
            return "off the board"
        case ((x1, y1), (x2, y2)) if (abs(x1 - x2), abs(y1 - y2)) in [(1, 2), (2, 1)]:
            return "legal"
        case ((x1, y1), (x2, y2)) if x1 == x2 and y1 == y2:
            return "no move"
        case _:
            return "illegal"


def entry_point(argv):
    game = Game()
    script = ["look", "take lamp", "n", "get all", "i", "s", "east", "down", "look",
              "take wine", "drop book", "up", "go west", "fly", "dance wildly", "", "say hello there",
              "take spoon", "take knife scroll", "west", "quit", "look"]
    for line in script:
        if game.over:
            break
        print("> %s" % line)
        print(game.command(line))
    state = State.IDLE
    credit = 0
    events = ["select", "coin", "coin", "select", "coin", "coin", "coin", "select", "take",
              "coin", "refund", "coin", "kick", "coin", "repair", "coin", "take"]
    for e in events:
        state, credit, message = vend(state, e, credit)
        print("%-7s -> %-8s %3d  %s" % (e, NAMES[state], credit, message))
    for src, dst in [((0, 0), (1, 2)), ((0, 0), (2, 2)), ((3, 3), (3, 3)), ((7, 7), (8, 5)),
                     ((4, 4), (2, 3)), ((4, 4), (5, 6))]:
        print(src, dst, knight_move(src, dst))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
