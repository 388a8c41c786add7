"""input() and input(prompt) over the program's input (201_input_builtin.stdin): the prompt goes to stdout, the line comes without its newline, EOFError('EOF when reading a line') at the end."""
import sys


def entry_point(argv):
    name = input()
    print("name:", repr(name))
    age = int(input("age? "))
    print("next year:", age + 1)
    count = int(input(3))
    values = []
    for i in range(count):
        values.append(float(input("value %d: " % i)))
    print("sum:", sum(values, 0.0), "max:", max(values))
    rest = []
    try:
        while True:
            rest.append(input("> "))
    except EOFError as e:
        print()
        print("EOFError:", e)
    print(rest)
    try:
        input("again? ")
    except EOFError as e:
        print("EOFError again:", e)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
