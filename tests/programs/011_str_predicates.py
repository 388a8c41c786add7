"""Character and string predicates: isdigit, isalpha, isspace, isalnum, isupper, islower."""


def describe(s):
    kinds = []
    if s.isdigit():
        kinds.append("digit")
    if s.isalpha():
        kinds.append("alpha")
    if s.isspace():
        kinds.append("space")
    if s.isalnum():
        kinds.append("alnum")
    if s.isupper():
        kinds.append("upper")
    if s.islower():
        kinds.append("lower")
    if not kinds:
        return "none"
    return "+".join(kinds)


def entry_point(argv):
    samples = ["123", "abc", "ABC", "aBc", "a1", " \t\n", "", "!", "x y", "0"]
    for s in samples:
        print(repr(s), describe(s))
    text = "Call 555-1234 at 9am, Room 42B"
    digits = 0
    letters = 0
    spaces = 0
    other = 0
    for ch in text:
        if ch.isdigit():
            digits += 1
        elif ch.isalpha():
            letters += 1
        elif ch.isspace():
            spaces += 1
        else:
            other += 1
    print("digits", digits, "letters", letters, "spaces", spaces, "other", other)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
