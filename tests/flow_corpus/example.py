"""A small RPython 3 program whose flow graphs the README shows."""


class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        return 0.0


class Square(Shape):
    def __init__(self, side):
        super().__init__("square")
        self.side = side

    def area(self):
        return self.side * self.side


def total_area(shapes):
    total = 0.0
    for shape in shapes:
        total += shape.area()
    return total


def parse(text):
    try:
        return int(text)
    except ValueError:
        return -1


def entry_point(argv):
    shapes = [Square(i) for i in range(1, 4)]
    print(f"total {total_area(shapes):.1f}, parsed {parse(argv[-1])}")
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(entry_point(sys.argv))
