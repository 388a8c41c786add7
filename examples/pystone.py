"""Pystone: the Dhrystone integer benchmark in the shape Python has long used, in RPython 3.

Dhrystone (Reinhold Weicker, 1984) exercises records and pointers, procedure calls,
character and string comparisons, one- and two-dimensional arrays and enumerations
through a fixed main loop (Proc0) calling Proc1..Proc8 and Func1..Func3.  The Python
adaptation known as Pystone follows its structure; this version is written for rtfarm
from that description, with two RPython-driven changes:

* Dhrystone's global variables live in one prebuilt object, STATE, because RPython 3
  forbids assigning module globals;
* every variable keeps one type (booleans are bools, strings never default to ints).

Like Pystone (which follows Dhrystone 1.1), the main loop ends with
``int_loc2 = int_loc3 // int_loc1``, so the final locals are 7, 39 and 9 rather than
Dhrystone 2.1's 5, 13 and 7.  The program prints the final values of the benchmark's
variables, which depend only on the number of loops, never timings, so CPython and the
translated program agree:

    python3.11 examples/pystone.py [LOOPS]      (default 50000)
"""

IDENT1 = 1
IDENT2 = 2
IDENT3 = 3
IDENT4 = 4
IDENT5 = 5


class Record:
    def __init__(self, ptr_comp, discr, enum_comp, int_comp, string_comp):
        self.ptr_comp = ptr_comp
        self.discr = discr
        self.enum_comp = enum_comp
        self.int_comp = int_comp
        self.string_comp = string_comp

    def copy(self):
        return Record(self.ptr_comp, self.discr, self.enum_comp, self.int_comp,
                      self.string_comp)


def new_record():
    return Record(None, 0, 0, 0, "")


class State:
    """Dhrystone's globals."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.int_glob = 0
        self.bool_glob = False
        self.char1_glob = "\0"
        self.char2_glob = "\0"
        self.array1_glob = [0] * 51
        self.array2_glob = [[0] * 51 for i in range(51)]
        self.ptr_glb = new_record()
        self.ptr_glb_next = new_record()


STATE = State()


def proc0(loops):
    g = STATE
    g.reset()
    g.ptr_glb_next = new_record()
    g.ptr_glb = new_record()
    g.ptr_glb.ptr_comp = g.ptr_glb_next
    g.ptr_glb.discr = IDENT1
    g.ptr_glb.enum_comp = IDENT3
    g.ptr_glb.int_comp = 40
    g.ptr_glb.string_comp = "DHRYSTONE PROGRAM, SOME STRING"
    string1_loc = "DHRYSTONE PROGRAM, 1'ST STRING"
    g.array2_glob[8][7] = 10

    int_loc1 = 0
    int_loc2 = 0
    int_loc3 = 0
    enum_loc = 0
    string2_loc = ""
    for i in range(loops):
        proc5()
        proc4()
        int_loc1 = 2
        int_loc2 = 3
        string2_loc = "DHRYSTONE PROGRAM, 2'ND STRING"
        enum_loc = IDENT2
        g.bool_glob = not func2(string1_loc, string2_loc)
        while int_loc1 < int_loc2:
            int_loc3 = 5 * int_loc1 - int_loc2
            int_loc3 = proc7(int_loc1, int_loc2)
            int_loc1 = int_loc1 + 1
        proc8(g.array1_glob, g.array2_glob, int_loc1, int_loc3)
        g.ptr_glb = proc1(g.ptr_glb)
        char_index = "A"
        while char_index <= g.char2_glob:
            if enum_loc == func1(char_index, "C"):
                enum_loc = proc6(IDENT1)
            char_index = chr(ord(char_index) + 1)
        int_loc3 = int_loc2 * int_loc1
        int_loc2 = int_loc3 // int_loc1
        int_loc2 = 7 * (int_loc3 - int_loc2) - int_loc1
        int_loc1 = proc2(int_loc1)
    return int_loc1, int_loc2, int_loc3, enum_loc, string1_loc, string2_loc


def proc1(ptr_par_in):
    next_record = STATE.ptr_glb.copy()
    ptr_par_in.ptr_comp = next_record
    ptr_par_in.int_comp = 5
    next_record.int_comp = ptr_par_in.int_comp
    next_record.ptr_comp = ptr_par_in.ptr_comp
    next_record.ptr_comp = proc3(next_record.ptr_comp)
    if next_record.discr == IDENT1:
        next_record.int_comp = 6
        next_record.enum_comp = proc6(ptr_par_in.enum_comp)
        next_record.ptr_comp = STATE.ptr_glb.ptr_comp
        next_record.int_comp = proc7(next_record.int_comp, 10)
    else:
        ptr_par_in = next_record.copy()
    next_record.ptr_comp = None
    return ptr_par_in


def proc2(int_par_io):
    int_loc = int_par_io + 10
    enum_loc = 0
    while True:
        if STATE.char1_glob == "A":
            int_loc = int_loc - 1
            int_par_io = int_loc - STATE.int_glob
            enum_loc = IDENT1
        if enum_loc == IDENT1:
            break
    return int_par_io


def proc3(ptr_par_out):
    g = STATE
    if g.ptr_glb is not None:
        ptr_par_out = g.ptr_glb.ptr_comp
    else:
        g.int_glob = 100
    g.ptr_glb.int_comp = proc7(10, g.int_glob)
    return ptr_par_out


def proc4():
    g = STATE
    bool_loc = g.char1_glob == "A"
    bool_loc = bool_loc or g.bool_glob
    g.char2_glob = "B"
    return bool_loc


def proc5():
    STATE.char1_glob = "A"
    STATE.bool_glob = False


def proc6(enum_par_in):
    enum_par_out = enum_par_in
    if not func3(enum_par_in):
        enum_par_out = IDENT4
    if enum_par_in == IDENT1:
        enum_par_out = IDENT1
    elif enum_par_in == IDENT2:
        if STATE.int_glob > 100:
            enum_par_out = IDENT1
        else:
            enum_par_out = IDENT4
    elif enum_par_in == IDENT3:
        enum_par_out = IDENT2
    elif enum_par_in == IDENT4:
        pass
    elif enum_par_in == IDENT5:
        enum_par_out = IDENT3
    return enum_par_out


def proc7(int_par_i1, int_par_i2):
    int_loc = int_par_i1 + 2
    return int_par_i2 + int_loc


def proc8(array1_par, array2_par, int_par_i1, int_par_i2):
    int_loc = int_par_i1 + 5
    array1_par[int_loc] = int_par_i2
    array1_par[int_loc + 1] = array1_par[int_loc]
    array1_par[int_loc + 30] = int_loc
    for int_index in range(int_loc, int_loc + 2):
        array2_par[int_loc][int_index] = int_loc
    array2_par[int_loc][int_loc - 1] = array2_par[int_loc][int_loc - 1] + 1
    array2_par[int_loc + 20][int_loc] = array1_par[int_loc]
    STATE.int_glob = 5


def func1(char_par1, char_par2):
    char_loc1 = char_par1
    char_loc2 = char_loc1
    if char_loc2 != char_par2:
        return IDENT1
    return IDENT2


def func2(str_par_i1, str_par_i2):
    int_loc = 1
    char_loc = "\0"
    while int_loc <= 1:
        if func1(str_par_i1[int_loc], str_par_i2[int_loc + 1]) == IDENT1:
            char_loc = "A"
            int_loc = int_loc + 1
    if "W" <= char_loc <= "Z":
        int_loc = 7
    if char_loc == "X":
        return True
    if str_par_i1 > str_par_i2:
        int_loc = int_loc + 7
        return True
    return False


def func3(enum_par_in):
    enum_loc = enum_par_in
    return enum_loc == IDENT3


def entry_point(argv):
    loops = 50000
    if len(argv) > 1:
        loops = int(argv[1])
    int_loc1, int_loc2, int_loc3, enum_loc, string1_loc, string2_loc = proc0(loops)
    g = STATE
    print("Pystone-style benchmark, %d loops" % loops)
    print("int_glob:         %d" % g.int_glob)
    print("bool_glob:        %s" % g.bool_glob)
    print("char1_glob:       %s" % g.char1_glob)
    print("char2_glob:       %s" % g.char2_glob)
    print("array1_glob[8]:   %d" % g.array1_glob[8])
    print("array2_glob[8][7]: %d" % g.array2_glob[8][7])
    print("ptr_glb:          discr %d, enum_comp %d, int_comp %d, %r" % (
        g.ptr_glb.discr, g.ptr_glb.enum_comp, g.ptr_glb.int_comp, g.ptr_glb.string_comp))
    nxt = g.ptr_glb_next
    print("ptr_glb_next:     discr %d, enum_comp %d, int_comp %d, %r" % (
        nxt.discr, nxt.enum_comp, nxt.int_comp, nxt.string_comp))
    print("int_loc1..3:      %d %d %d" % (int_loc1, int_loc2, int_loc3))
    print("enum_loc:         %d" % enum_loc)
    print("string1_loc:      %s" % string1_loc)
    print("string2_loc:      %s" % string2_loc)
    ok = (g.int_glob == 5 and g.bool_glob and g.char1_glob == "A" and g.char2_glob == "B"
          and g.array1_glob[8] == 7 and g.array2_glob[8][7] == loops + 10
          and int_loc1 == 7 and int_loc2 == 39 and int_loc3 == 9 and enum_loc == IDENT2)
    if loops == 0:
        ok = g.array2_glob[8][7] == 10 and int_loc1 == 0
    print("check:            %s" % ("ok" if ok else "WRONG"))
    if ok:
        return 0
    return 1


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
