"""Inheritance: super().__init__, overriding, calling the base method via super()."""


class Animal:
    def __init__(self, name, legs):
        self.name = name
        self.legs = legs

    def sound(self):
        return "..."

    def describe(self):
        return "%s has %d legs and says %s" % (self.name, self.legs, self.sound())


class Dog(Animal):
    def __init__(self, name):
        super().__init__(name, 4)
        self.tricks = []

    def sound(self):
        return "woof"

    def learn(self, trick):
        self.tricks.append(trick)


class Puppy(Dog):
    def sound(self):
        return super().sound() + " (squeaky)"


class Bird(Animal):
    def __init__(self, name, can_fly):
        super().__init__(name, 2)
        self.can_fly = can_fly

    def sound(self):
        return "tweet"

    def describe(self):
        base = super().describe()
        if self.can_fly:
            return base + " and flies"
        return base + " but cannot fly"


def entry_point(argv):
    d = Dog("Rex")
    d.learn("sit")
    d.learn("roll")
    print(d.describe(), d.tricks)
    p = Puppy("Bit")
    print(p.describe(), len(p.tricks))
    print(Bird("Tweety", True).describe())
    print(Bird("Pingu", False).describe())
    print(Animal("Blob", 0).describe())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
