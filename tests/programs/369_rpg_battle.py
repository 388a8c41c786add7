"""A turn-based RPG battle: a class hierarchy of fighters with super() calls, overridden methods and a property, a list of heroes and a list of monsters of different subclasses concatenated, status effects in dicts, closures as damage modifiers, a seeded random, a combat log and sorting with several keys."""
import random
import sys

rng = random.Random(99)
LOG = []
turn_counter = 0


def log(line):
    LOG.append(f"[{turn_counter:03d}] {line}")


def make_multiplier(factor):
    def apply(damage):
        return int(damage * factor)
    return apply


class Fighter:
    def __init__(self, name, hp, attack, defence, speed=5):
        self.name = name
        self.max_hp = hp
        self.hp = hp
        self.attack = attack
        self.defence = defence
        self.speed = speed
        self.effects = {}
        self.modifiers = []

    @property
    def alive(self):
        return self.hp > 0

    def roll(self):
        return rng.randint(self.attack // 2, self.attack)

    def damage_to(self, other):
        dmg = max(1, self.roll() - other.defence)
        for m in self.modifiers:
            dmg = m(dmg)
        return dmg

    def take(self, dmg):
        self.hp = max(0, self.hp - dmg)

    def act(self, enemies):
        target = min(enemies, key=lambda e: (e.hp, e.name))
        dmg = self.damage_to(target)
        target.take(dmg)
        log("{} hits {} for {} ({} left)".format(self.name, target.name, dmg, target.hp))

    def tick_effects(self):
        for effect in sorted(self.effects):
            left = self.effects[effect]
            if effect == "poison":
                self.take(3)
                log("{name} suffers poison ({hp} hp)".format(name=self.name, hp=self.hp))
            if left <= 1:
                del self.effects[effect]
            else:
                self.effects[effect] = left - 1

    def __repr__(self):
        return f"{type(self).__name__}({self.name}, {self.hp}/{self.max_hp})"


class Warrior(Fighter):
    def __init__(self, name):
        super().__init__(name, 60, 14, 4, speed=4)
        self.rage = 0

    def act(self, enemies):
        self.rage += 1
        if self.rage >= 3:
            self.rage = 0
            self.modifiers.append(make_multiplier(1.5))
            log(f"{self.name} is enraged")
        super().act(enemies)


class Mage(Fighter):
    def __init__(self, name):
        super().__init__(name, 35, 18, 1, speed=6)
        self.mana = 20

    def act(self, enemies):
        if self.mana >= 8:
            self.mana -= 8
            for e in enemies:
                e.effects["poison"] = 3
            log("%s casts poison cloud on %d enemies" % (self.name, len(enemies)))
        else:
            self.mana += 4
            super().act(enemies)


class Goblin(Fighter):
    def __init__(self, name):
        super().__init__(name, 25, 9, 2, speed=rng.randint(3, 8))


def battle(heroes, monsters):
    global turn_counter
    while any(h.alive for h in heroes) and any(m.alive for m in monsters):
        turn_counter += 1
        order = sorted([f for f in heroes + monsters if f.alive], key=lambda f: (-f.speed, f.name))
        for f in order:
            if not f.alive:
                continue
            f.tick_effects()
            if not f.alive:
                log(f.name + " falls to poison")
                continue
            foes = [m for m in monsters if m.alive] if f in heroes else [h for h in heroes if h.alive]
            if not foes:
                break
            f.act(foes)
    return "heroes" if any(h.alive for h in heroes) else "monsters"


def entry_point(argv):
    heroes = [Warrior("Brak"), Mage("Ilsa")]
    monsters = [Goblin(f"gob{i}") for i in range(1, 5)]
    print("monsters:", monsters, [m.speed for m in monsters])
    winner = battle(heroes, monsters)
    for line in LOG[:12]:
        print(line)
    print("...")
    for line in LOG[-4:]:
        print(line)
    print(f"winner: {winner} after {turn_counter} turns, {len(LOG)} log lines")
    print(sorted(heroes + monsters, key=lambda f: (f.alive, f.hp), reverse=True))
    double = make_multiplier(2.0)
    print(double(7), make_multiplier(0.5)(9), [m(10) for m in heroes[0].modifiers])
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
