"""A template engine with {{name}} and {% for %} blocks over a context of nested value classes, a JSON-like pretty printer of a tree of JNode subclasses, escaping with str.replace, ascii()."""
import sys


class TemplateError(Exception):
    pass


class JValue:
    def dump(self, indent, level):
        raise NotImplementedError

    def text(self):
        return self.dump(0, 0)


class JNull(JValue):
    def dump(self, indent, level):
        return "null"


class JBool(JValue):
    def __init__(self, value):
        self.value = value

    def dump(self, indent, level):
        return "true" if self.value else "false"


class JNum(JValue):
    def __init__(self, value):
        self.value = value

    def dump(self, indent, level):
        if self.value == int(self.value):
            return str(int(self.value))
        return repr(self.value)


class JStr(JValue):
    def __init__(self, value):
        self.value = value

    def dump(self, indent, level):
        s = self.value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
        out = []
        for ch in s:
            if ord(ch) > 126:
                out.append("\\u%04x" % ord(ch))
            else:
                out.append(ch)
        return '"' + "".join(out) + '"'


class JList(JValue):
    def __init__(self, items):
        self.items = items

    def dump(self, indent, level):
        if not self.items:
            return "[]"
        if indent == 0:
            return "[" + ", ".join([x.dump(0, 0) for x in self.items]) + "]"
        pad = " " * (indent * (level + 1))
        inner = (",\n").join([pad + x.dump(indent, level + 1) for x in self.items])
        return "[\n" + inner + "\n" + " " * (indent * level) + "]"


class JObj(JValue):
    def __init__(self):
        self.keys = []
        self.values = {}

    def put(self, key, value):
        if key not in self.values:
            self.keys.append(key)
        self.values[key] = value
        return self

    def get(self, key):
        if key not in self.values:
            raise TemplateError("no key %r" % key)
        return self.values[key]

    def dump(self, indent, level):
        if not self.keys:
            return "{}"
        parts = []
        for k in self.keys:
            v = self.values[k]
            if indent == 0:
                parts.append('"%s": %s' % (k, v.dump(0, 0)))
            else:
                parts.append(" " * (indent * (level + 1)) + '"%s": %s' % (k, v.dump(indent, level + 1)))
        if indent == 0:
            return "{" + ", ".join(parts) + "}"
        return "{\n" + ",\n".join(parts) + "\n" + " " * (indent * level) + "}"


def lookup(ctx, path):
    node = ctx
    for part in path.split("."):
        if isinstance(node, JObj):
            node = node.get(part)
        elif isinstance(node, JList) and part.isdigit():
            idx = int(part)
            if idx >= len(node.items):
                raise TemplateError("index %d out of range" % idx)
            node = node.items[idx]
        else:
            raise TemplateError("cannot look up %r in %s" % (part, type(node).__name__))
    return node


def as_text(v):
    if isinstance(v, JStr):
        return v.value
    return v.text()


FILTERS = {
    "upper": lambda s: s.upper(),
    "lower": lambda s: s.lower(),
    "title": str.title,
    "len": lambda s: str(len(s)),
    "strip": str.strip,
}


def render(template, ctx):
    out = []
    i = 0
    while i < len(template):
        start = template.find("{", i)
        if start < 0 or start + 1 >= len(template):
            out.append(template[i:])
            break
        out.append(template[i:start])
        kind = template[start + 1]
        if kind == "{":
            end = template.find("}}", start)
            if end < 0:
                raise TemplateError("unclosed {{ at %d" % start)
            expr = template[start + 2:end].strip()
            parts = [p.strip() for p in expr.split("|")]
            text = as_text(lookup(ctx, parts[0]))
            for f in parts[1:]:
                if f not in FILTERS:
                    raise TemplateError("unknown filter " + f)
                text = FILTERS[f](text)
            out.append(text)
            i = end + 2
        elif kind == "%":
            end = template.find("%}", start)
            tag = template[start + 2:end].split()
            if tag[0] != "for" or len(tag) != 4 or tag[2] != "in":
                raise TemplateError("bad tag: " + " ".join(tag))
            close = template.find("{% endfor %}", end)
            if close < 0:
                raise TemplateError("missing endfor")
            body = template[end + 2:close]
            seq = lookup(ctx, tag[3])
            if not isinstance(seq, JList):
                raise TemplateError(tag[3] + " is not a list")
            for n, item in enumerate(seq.items):
                local = JObj()
                for k in ctx.keys:
                    local.put(k, ctx.values[k])
                local.put(tag[1], item)
                local.put("loop", JNum(float(n + 1)))
                out.append(render(body, local))
            i = close + len("{% endfor %}")
        else:
            out.append("{")
            i = start + 1
    return "".join(out)


def make_context():
    ctx = JObj()
    ctx.put("title", JStr("  shopping list  "))
    ctx.put("owner", JObj().put("name", JStr("zoë")).put("age", JNum(31.0)))
    items = []
    for name, price in [("apples", 3.5), ("bread", 2.25), ("milk", 1.0), ("tea \"green\"", 4.75)]:
        items.append(JObj().put("name", JStr(name)).put("price", JNum(price)).put("ok", JBool(price < 4)))
    ctx.put("items", JList(items))
    ctx.put("empty", JList([]))
    ctx.put("nothing", JNull())
    return ctx


TEMPLATES = [
    "Title: {{ title | strip | title }} ({{ title|strip|len }})",
    "Owner: {{owner.name|upper}}, {{ owner.age }}",
    "{% for it in items %}{{loop}}. {{ it.name }} = {{it.price}}\n{% endfor %}",
    "first: {{ items.0.name }}, flags: {% for i in items %}{{i.ok}} {% endfor %}",
    "{{ missing }}",
    "{{ items.9.name }}",
    "{{ title | shout }}",
    "{% while x %}",
    "{{ owner.name.first }}",
    "braces { stay } {{nothing}}",
]


def entry_point(argv):
    ctx = make_context()
    for t in TEMPLATES:
        try:
            print(render(t, ctx))
        except TemplateError as e:
            print("TemplateError:", e)
    print(ctx.text())
    print(ctx.dump(2, 0))
    print(ascii("zoë ☃"), ascii(["é", "1"]), ascii("plain"))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
