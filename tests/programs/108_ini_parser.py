"""Parsing an INI-style text into a dict of dicts, with typed getters and defaults."""

CONFIG = """
; global settings
[server]
host = example.org
port = 8080
debug = yes

[client]
retries = 3
timeout = 2.5
name = demo client

[empty]
"""


def parse(text):
    sections = {}
    current = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections[current] = {}
            continue
        key, sep, value = line.partition("=")
        if sep and current in sections:
            sections[current][key.strip()] = value.strip()
    return sections


def get_int(cfg, section, key, default):
    sec = cfg.get(section, {})
    if key in sec:
        return int(sec[key])
    return default


def get_float(cfg, section, key, default):
    sec = cfg.get(section, {})
    if key in sec:
        return float(sec[key])
    return default


def get_bool(cfg, section, key):
    return cfg.get(section, {}).get(key, "no") in ("yes", "true", "1")


def entry_point(argv):
    cfg = parse(CONFIG)
    for name in cfg:
        print("[%s] %d keys" % (name, len(cfg[name])))
        for k in cfg[name]:
            print("  %s = %r" % (k, cfg[name][k]))
    print(get_int(cfg, "server", "port", 80), get_int(cfg, "server", "workers", 4))
    print(get_float(cfg, "client", "timeout", 1.0), get_float(cfg, "nope", "x", -1.0))
    print(get_bool(cfg, "server", "debug"), get_bool(cfg, "client", "debug"))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
