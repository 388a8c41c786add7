"""A validation failure is caught and reported; entry_point returns exit status 2."""


class ConfigError(Exception):
    def __init__(self, key, problem):
        self.key = key
        self.problem = problem


def parse_config(lines):
    cfg = {}
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if "=" not in line:
            raise ConfigError(line, "missing '='")
        key, _, value = line.partition("=")
        key = key.strip()
        if key in cfg:
            raise ConfigError(key, "duplicate key")
        cfg[key] = value.strip()
    return cfg


def entry_point(argv):
    good = ["# settings", "name = demo", "threads=4", "", "mode = fast"]
    cfg = parse_config(good)
    for k in cfg:
        print(k, "=", repr(cfg[k]))
    bad = ["name = demo", "threads = 4", "name = other"]
    try:
        parse_config(bad)
    except ConfigError as e:
        print("config error:", e.key, "-", e.problem)
        return 2
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
