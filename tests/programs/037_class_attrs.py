"""Class attributes as defaults, overridden per subclass and per instance."""


class Vehicle:
    wheels = 4
    kind = "vehicle"
    speed_limit = 100

    def __init__(self, plate):
        self.plate = plate

    def describe(self):
        return "%s %s: %d wheels, limit %d" % (self.kind, self.plate, self.wheels, self.speed_limit)


class Bike(Vehicle):
    wheels = 2
    kind = "bike"
    speed_limit = 30


class Truck(Vehicle):
    wheels = 18
    kind = "truck"

    def __init__(self, plate, load):
        Vehicle.__init__(self, plate)
        self.load = load
        if load > 10:
            self.speed_limit = 70


class Config:
    verbose = False
    level = 1
    name = "default"


def entry_point(argv):
    fleet = [Vehicle("AB-1"), Bike("B-2"), Truck("TR-3", 5), Truck("TR-4", 20)]
    for v in fleet:
        print(v.describe())
    print(Vehicle.wheels, Bike.wheels, Truck.kind)
    cfg = Config()
    print(cfg.verbose, cfg.level, cfg.name)
    cfg.verbose = True
    cfg.level = 3
    print(cfg.verbose, cfg.level, Config.level)
    other = Config()
    print(other.level, other.name)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
