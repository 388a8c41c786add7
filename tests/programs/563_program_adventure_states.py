"""A text adventure driven by a state machine, with commands read from stdin."""

class Room:
    def __init__(self, desc, exits, items=None):
        self.desc = desc
        self.exits = exits
        self.items = items or []


ROOMS = {
    "hall": Room("A dusty hall.", {"north": "library", "east": "kitchen"}, ["lamp"]),
    "library": Room("Shelves of old books.", {"south": "hall"}, ["book", "key"]),
    "kitchen": Room("It smells of soup.", {"west": "hall", "down": "cellar"}),
    "cellar": Room("Dark and damp.", {"up": "kitchen"}, ["treasure"]),
}
DIRECTIONS = ("north", "south", "east", "west", "up", "down")


class Game:
    def __init__(self):
        self.room = "hall"
        self.inventory = []
        self.state = "playing"
        self.moves = 0
        self.locked = {"cellar": "key"}
        self.handlers = {
            "go": self.go, "take": self.take, "drop": self.drop, "look": self.look,
            "inv": self.show_inventory, "quit": self.quit,
        }

    def look(self, arg):
        room = ROOMS[self.room]
        print(room.desc)
        if room.items:
            print("You see:", ", ".join(room.items))
        print("Exits:", " ".join(sorted(room.exits)))

    def go(self, direction):
        exits = ROOMS[self.room].exits
        if direction not in exits:
            print("You can't go", direction or "nowhere")
            return
        target = exits[direction]
        need = self.locked.get(target)
        if need is not None and need not in self.inventory:
            print("The way is locked. You need the", need)
            return
        if target == "cellar" and "lamp" not in self.inventory:
            print("It is too dark to go down without a lamp.")
            return
        self.room = target
        self.moves += 1
        self.look("")

    def take(self, name):
        items = ROOMS[self.room].items
        if name in items:
            items.remove(name)
            self.inventory.append(name)
            print("Taken:", name)
            if name == "treasure":
                self.state = "won"
        else:
            print("No", name, "here.")

    def drop(self, name):
        if name not in self.inventory:
            print("You don't have", name)
            return
        self.inventory.remove(name)
        ROOMS[self.room].items.append(name)
        print("Dropped", name)

    def show_inventory(self, arg):
        print("You carry:", ", ".join(self.inventory) or "nothing")

    def quit(self, arg):
        self.state = "quit"

    def step(self, line):
        words = line.strip().lower().split()
        if not words:
            return
        verb, rest = words[0], " ".join(words[1:])
        aliases = {"n": ("go", "north"), "s": ("go", "south"), "e": ("go", "east"),
                   "w": ("go", "west"), "get": ("take", rest), "i": ("inv", "")}
        if verb in aliases:
            verb, rest = aliases[verb]
        elif verb in DIRECTIONS:
            verb, rest = "go", verb
        handler = self.handlers.get(verb)
        if handler is None:
            print("I don't understand '%s'." % verb)
        else:
            handler(rest)


def entry_point(argv):
    import sys
    game = Game()
    game.look("")
    for line in sys.stdin:
        print("> " + line.rstrip("\n"))
        game.step(line)
        if game.state != "playing":
            break
    print("Game over:", game.state, "after", game.moves, "moves;", sorted(game.inventory))
    return 0 if game.state == "won" else 1


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
