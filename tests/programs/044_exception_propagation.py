"""Exceptions crossing several calls; re-raise with bare raise; translating exceptions."""


class ValidationError(Exception):
    def __init__(self, field):
        self.field = field


class StorageError(Exception):
    def __init__(self, reason):
        self.reason = reason


def check_age(age):
    if age < 0 or age > 150:
        raise ValidationError("age")
    return age


def check_name(name):
    if not name:
        raise ValidationError("name")
    return name


def validate(name, age):
    check_name(name)
    check_age(age)


def store(db, name, age):
    try:
        validate(name, age)
    except ValidationError as e:
        db.append("rejected " + e.field)
        raise
    db.append(name)


def store_all(db, records):
    ok = 0
    for name, age in records:
        try:
            store(db, name, age)
            ok += 1
        except ValidationError as e:
            print("invalid", e.field, "for", repr(name))
    return ok


def wrap(db):
    try:
        store(db, "", 3)
    except ValidationError as e:
        raise StorageError("could not store: " + e.field)


def entry_point(argv):
    db = []
    n = store_all(db, [("ann", 30), ("", 20), ("bob", -4), ("cid", 99)])
    print("stored", n, db)
    try:
        wrap(db)
    except StorageError as e:
        print("storage error:", e.reason)
    print(len(db))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
