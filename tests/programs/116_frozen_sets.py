"""Sets of frozen pre-built constants: attributes of every kind, None, lists, dicts, fields, methods."""


class Counter:
    def __init__(self):
        self.hits = 0


def shout(text):
    return text.upper() + "!"


def whisper(text):
    return "(" + text.lower() + ")"


def echo(text):
    return text + " " + text


class Style:
    def __init__(self, name, mark, weight, render, counter):
        self.name = name  # str
        self.mark = mark  # one character
        self.weight = weight  # float
        self.render = render  # a function
        self.counter = counter  # a prebuilt (mutable) instance
        self.partner = None  # another frozen object, set below
        self.tags = []  # a prebuilt list

    def _freeze_(self):
        return True

    def apply(self, text):
        self.counter.hits += 1
        return self.mark + self.render(text) + self.mark

    def score(self, n):
        return n * self.weight


LOUD = Style("loud", "*", 2.5, shout, Counter())
QUIET = Style("quiet", "~", 0.5, whisper, Counter())
PLAIN = Style("plain", "|", 1.0, echo, Counter())
LOUD.partner = QUIET
QUIET.partner = LOUD
PLAIN.partner = PLAIN
LOUD.tags = ["big", "bold"]
QUIET.tags = ["small"]


# A second, unrelated family: the same attribute name with another type.
class Unit:
    def __init__(self, name, scale):
        self.name = name
        self.scale = scale

    def _freeze_(self):
        return True


METRE = Unit(1, 100)
INCH = Unit(2, 254)

STYLES = [LOUD, QUIET, PLAIN]
BY_NAME = {"loud": LOUD, "quiet": QUIET, "plain": PLAIN}


def find(name):
    for style in STYLES:
        if style.name == name:
            return style
    return None


def describe(style):
    if style is None:
        return "no style"
    if style is LOUD:
        kind = "the loud one"
    elif style == QUIET:
        kind = "the quiet one"
    else:
        kind = "another"
    return "%s (%s, weight %.1f, partner %s)" % (style.name, kind, style.weight,
                                                  style.partner.name)


class Job:
    def __init__(self, text, style):
        self.text = text
        self.style = style

    def run(self):
        return self.style.apply(self.text)


class Banner:
    style = PLAIN  # class attributes holding frozen objects: in the vtable

    def show(self, text):
        return self.style.apply(text)


class Alarm(Banner):
    style = LOUD


def same(style):
    return style


def pick_unit(metric):
    if metric:
        return METRE
    return INCH


def maybe_loud(flag):
    if flag:
        return LOUD
    return None


def entry_point(argv):
    for name in ["loud", "quiet", "plain", "fancy"]:
        print(describe(find(name)))
    jobs = [Job("Hello", LOUD), Job("World", QUIET), Job("again", PLAIN), Job("More", LOUD)]
    for job in jobs:
        print(job.run(), job.style.score(len(job.text)))
    for name in ["quiet", "plain", "loud"]:
        style = BY_NAME[name]
        print(name, style.render("MiXeD"), style.partner.partner is style, len(style.tags))
    table = {}
    for style in STYLES:
        table[style.mark] = style
    print(table["*"].name, table["~"] is QUIET, table["|"] is not PLAIN)
    print("hits", LOUD.counter.hits, QUIET.counter.hits, PLAIN.counter.hits)
    total = 0
    for metric in [True, False, True]:
        unit = pick_unit(metric)
        total += unit.scale
        print(unit.name, unit.scale, unit is METRE)
    print("total", total)
    for flag in [True, False]:
        style = maybe_loud(flag)
        if style is not None:
            print("maybe", style.name, style.tags)
        else:
            print("maybe none", style is None)
    for banner in [Banner(), Alarm(), Banner()]:
        print(banner.show("note"), banner.style is LOUD)
    only = same(QUIET)  # always QUIET: no run-time value until it meets LOUD
    other = only if len(argv) > 10 else LOUD
    print(other.name, only.name, other is not only, only is QUIET)
    for s in (LOUD, QUIET):
        print("pair", s.name, s.partner.name, s in STYLES)
    chosen = [s for s in STYLES if s.weight >= 1.0]
    print([s.name for s in chosen], chosen[0] is LOUD, chosen[-1] is PLAIN)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
