"""A **kwargs parameter whose values have different types, read by constant keys:
`kwargs.get("k", default)` (with and without a default), `"k" in kwargs`, `kwargs["k"]`
after such a test, mixed with passing it on (`f(**kwargs)`); the graph is specialised by
the keyword names its calls pass, so each read is that keyword's value or the default."""


def make_widget(name, **kwargs):
    width = kwargs.get("width", 10)
    label = kwargs.get("label", name)
    visible = kwargs.get("visible", True)
    ratio = kwargs.get("ratio", 1.5)
    note = kwargs.get("note")
    return "%s w=%d label=%s visible=%s ratio=%s note=%s" % (
        name, width, label, visible, ratio, note)


def describe(**options):
    parts = []
    if "color" in options:
        parts.append("color=" + options["color"])
    if "size" not in options:
        parts.append("default size")
    else:
        parts.append("size=%d" % options["size"])
    if "tags" in options:
        parts.append("tags=" + ",".join(options["tags"]))
    return "; ".join(parts)


def render(text, **style):
    bold = style.get("bold", False)
    out = text.upper() if bold else text
    return "[" + out + "] " + make_widget(text, **style)


class Button:
    def __init__(self, caption, **opts):
        self.caption = caption
        self.padding = opts.get("padding", 1)
        self.border = opts.get("border", "-")
        self.on_click = opts.get("on_click")

    def draw(self):
        inner = " " * self.padding + self.caption + " " * self.padding
        print(self.border * (len(inner) + 2))
        print("|" + inner + "|")
        print(self.border * (len(inner) + 2))
        if self.on_click is not None:
            print("click ->", self.on_click(self.caption))


def entry_point(argv):
    print(make_widget("a"))
    print(make_widget("b", width=3, label="hello"))
    print(make_widget("c", visible=False, ratio=2.0, note="beta"))
    print(make_widget("d", label="first", width=7))
    print(describe())
    print(describe(color="red", size=3))
    print(describe(size=5, tags=["x", "y"]))
    print(render("ok", bold=True, width=4))
    print(render("plain"))
    Button("OK").draw()
    Button("Cancel", padding=3, border="=", on_click=lambda c: c.lower() + "!").draw()
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
