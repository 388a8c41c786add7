# expect: cannot unify char and nonneg int in one list: a list's items have one type (a record of mixed fields is a tuple, or an instance of a class)
# expect: 361_list_as_mixed_record.py:15
"""An interpreter's compiled instruction kept as a mutable two-item list `[op, target]`
(an opcode character and a jump target patched later): a list's items have one type."""

import sys


def compile_jumps(code):
    stack = []
    result = []
    for k, op in enumerate(code):
        if op == "[":
            stack.append(k)
            result.append([op, 0])
        elif op == "]":
            j = stack.pop()
            result[j][1] = k
            result.append([op, j])
    return result


def entry_point(argv):
    print(compile_jumps("[[]]"))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
