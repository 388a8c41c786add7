"""Module state: functions and methods assigning module globals (`global x`): counters, a list and a dict rebound, an instance or None, a str, a bool and a function, a global first bound at run time and read by other functions (NameError before), `del` of a global; constants no function assigns stay constants"""

SIZE = 4
GREETING = "hello"
calls = 0
log = []
table = {}
best = None
mode = "idle"
verbose = False


def shout(text):
    return text.upper() + "!"


def whisper(text):
    return text.lower() + "..."


formatter = shout


class Score:
    def __init__(self, name, points):
        self.name = name
        self.points = points

    def record(self):
        global best, calls
        calls += 1
        if best is None or self.points > best.points:
            best = self


def count_call():
    global calls
    calls = calls + 1
    return calls


def note(message):
    global log
    if len(log) >= SIZE:
        log = log[1:]
    log.append(message)


def set_mode(new_mode):
    global mode, verbose
    old = mode
    mode = new_mode
    verbose = new_mode == "debug"
    return old


def reset_table():
    global table
    table = {"start": 0}


def put(key, value):
    table[key] = value


def open_session(user):
    global session_user, session_count
    session_user = user
    session_count = 0


def use_session():
    global session_count
    session_count += 1
    return "%s #%d" % (session_user, session_count)


def close_session():
    global session_user
    del session_user


def quiet():
    global formatter
    formatter = whisper


def describe():
    if verbose:
        return "mode=%s calls=%d log=%s" % (mode, calls, log)
    return "mode=%s" % mode


def try_session(label):
    try:
        print(label, use_session())
    except NameError as e:
        print(label, "NameError:", e)


def entry_point(argv):
    print(GREETING, SIZE, calls, mode)
    print(formatter("Hello"))
    quiet()
    print(formatter("Hello"))
    for i in range(3):
        count_call()
    print("calls:", calls)
    for word in ["a", "b", "c", "d", "e", "f"]:
        note(word)
        print(" log:", log)
    print(describe())
    print("previous mode:", set_mode("debug"))
    print(describe())
    set_mode("run")
    print(describe(), verbose)
    for name, points in [("ann", 5), ("bob", 12), ("cy", 7)]:
        Score(name, points).record()
    print("best:", best.name, best.points, "calls:", calls)
    put("x", 1)
    print(table)
    reset_table()
    put("y", 2)
    print(table)
    try_session("before:")
    open_session("zoe")
    try_session("first:")
    try_session("second:")
    close_session()
    try_session("after close:")
    open_session("yan")
    try_session("reopened:")
    total = 0
    for i in range(1000):
        total += count_call()
    print("total:", total, "calls:", calls)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
