# expect: a dict holds values of one type, but the value of key str:'exits' in the pre-built dict
# expect: (for a record of fields of different types, use a class, a dataclass or a named tuple)
ROOMS = {
    "hall": {"desc": "A dusty hall.", "exits": {"north": "library"}},
    "library": {"desc": "Shelves of old books.", "exits": {"south": "hall"}},
}


def entry_point(argv):
    room = ROOMS["hall"]
    print(room["desc"])
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
