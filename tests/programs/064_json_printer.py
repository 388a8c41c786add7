"""A JSON-like value tree (class hierarchy) with a pretty printer and a compact serializer."""


class JValue:
    def dump(self, indent, out):
        out.append("null")

    def compact(self):
        return "null"


class JNum(JValue):
    def __init__(self, v):
        self.v = v

    def dump(self, indent, out):
        out.append(self.compact())

    def compact(self):
        return str(self.v)


class JStr(JValue):
    def __init__(self, s):
        self.s = s

    def dump(self, indent, out):
        out.append(self.compact())

    def compact(self):
        return '"' + self.s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


class JBool(JValue):
    def __init__(self, b):
        self.b = b

    def dump(self, indent, out):
        out.append(self.compact())

    def compact(self):
        return "true" if self.b else "false"


class JList(JValue):
    def __init__(self):
        self.items = []

    def dump(self, indent, out):
        if not self.items:
            out.append("[]")
            return
        out.append("[\n")
        for i, item in enumerate(self.items):
            out.append("  " * (indent + 1))
            item.dump(indent + 1, out)
            out.append(",\n" if i < len(self.items) - 1 else "\n")
        out.append("  " * indent + "]")

    def compact(self):
        return "[" + ",".join([x.compact() for x in self.items]) + "]"


class JObject(JValue):
    def __init__(self):
        self.keys = []
        self.values = {}

    def put(self, key, value):
        if key not in self.values:
            self.keys.append(key)
        self.values[key] = value
        return self

    def dump(self, indent, out):
        out.append("{\n")
        for i, k in enumerate(self.keys):
            out.append("  " * (indent + 1) + JStr(k).compact() + ": ")
            self.values[k].dump(indent + 1, out)
            out.append(",\n" if i < len(self.keys) - 1 else "\n")
        out.append("  " * indent + "}")

    def compact(self):
        parts = [JStr(k).compact() + ":" + self.values[k].compact() for k in self.keys]
        return "{" + ",".join(parts) + "}"


def entry_point(argv):
    tags = JList()
    tags.items.append(JStr("fast"))
    tags.items.append(JStr('say "hi"\n'))
    nested = JObject().put("depth", JNum(2)).put("empty", JList()).put("nothing", JValue())
    doc = JObject()
    doc.put("name", JStr("rtfarm")).put("version", JNum(3)).put("stable", JBool(False))
    doc.put("tags", tags).put("nested", nested).put("version", JNum(4))
    out = []
    doc.dump(0, out)
    print("".join(out))
    print(doc.compact())
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
