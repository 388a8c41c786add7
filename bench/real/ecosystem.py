"""Predator-prey on a toroidal grid: rabbits and foxes as subclasses of Animal with overridden methods, a dict of positions, seeded random moves, births and deaths, a population log."""
import random
import sys

W = 24
H = 16
RABBIT_BREED = 3
FOX_BREED = 6
FOX_STARVE = 4

rng = random.Random(31337)
log = []


class Animal:
    symbol = "?"

    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.age = 0
        self.alive = True

    def neighbours(self):
        return [((self.x + dx) % W, (self.y + dy) % H) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))]

    def breed_age(self):
        raise NotImplementedError("breed_age")

    def act(self, world):
        raise NotImplementedError

    def move_to(self, world, pos):
        del world.grid[(self.x, self.y)]
        self.x, self.y = pos
        world.grid[pos] = self

    def __repr__(self):
        return f"{type(self).__name__}({self.x}, {self.y}, age={self.age})"


class Rabbit(Animal):
    symbol = "r"

    def breed_age(self):
        return RABBIT_BREED

    def act(self, world):
        free = [p for p in self.neighbours() if p not in world.grid]
        if not free:
            return
        old = (self.x, self.y)
        self.move_to(world, rng.choice(free))
        self.age += 1
        if self.age % self.breed_age() == 0:
            world.add(Rabbit(old[0], old[1]))


class Fox(Animal):
    symbol = "F"

    def __init__(self, x, y):
        super().__init__(x, y)
        self.hunger = 0

    def breed_age(self):
        return FOX_BREED

    def act(self, world):
        self.age += 1
        self.hunger += 1
        prey = [p for p in self.neighbours() if isinstance(world.grid.get(p), Rabbit)]
        old = (self.x, self.y)
        if prey:
            target = rng.choice(prey)
            world.grid[target].alive = False
            del world.grid[target]
            self.move_to(world, target)
            self.hunger = 0
        else:
            free = [p for p in self.neighbours() if p not in world.grid]
            if free:
                self.move_to(world, rng.choice(free))
        if self.hunger > FOX_STARVE:
            self.alive = False
            del world.grid[(self.x, self.y)]
            return
        if self.age % self.breed_age() == 0 and old not in world.grid:
            world.add(Fox(old[0], old[1]))


class World:
    def __init__(self):
        self.grid = {}
        self.births = {"Rabbit": 0, "Fox": 0}

    def add(self, animal):
        self.grid[(animal.x, animal.y)] = animal
        self.births[type(animal).__name__] += 1

    def populate(self, rabbits, foxes):
        cells = [(x, y) for x in range(W) for y in range(H)]
        rng.shuffle(cells)
        for x, y in cells[:rabbits]:
            self.add(Rabbit(x, y))
        for x, y in cells[rabbits:rabbits + foxes]:
            self.add(Fox(x, y))

    def tick(self):
        animals = sorted(self.grid.values(), key=lambda a: (a.y, a.x))
        for a in animals:
            if a.alive:
                a.act(self)

    def census(self):
        counts = {"Rabbit": 0, "Fox": 0}
        for a in self.grid.values():
            counts[type(a).__name__] += 1
        return counts

    def render(self):
        return "\n".join("".join(self.grid[(x, y)].symbol if (x, y) in self.grid else "." for x in range(W))
                         for y in range(H))


def run_once(argv):
    world = World()
    world.populate(60, 8)
    for t in range(30):
        world.tick()
        c = world.census()
        log.append((t, c["Rabbit"], c["Fox"]))
    for t, r, f in log[::5]:
        print(f"t={t:2d} rabbits={r:3d} foxes={f:2d} " + "*" * (r // 10))
    print("births:", world.births)
    print(world.render())
    oldest = max(world.grid.values(), key=lambda a: (a.age, a.y, a.x))
    print("oldest:", oldest)
    try:
        Animal(0, 0).breed_age()
    except NotImplementedError as e:
        print("abstract:", e)
    return 0


def entry_point(argv):
    # Bench form: the program's run repeated (argv[1] times, once by default).
    repeat = int(argv[1]) if len(argv) > 1 else 1
    status = 0
    for _ in range(repeat):
        status = run_once(argv[:1])
    return status


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
