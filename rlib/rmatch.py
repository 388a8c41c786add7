"""The classes the match statement treats as sequences and as mappings.

CPython 3.11's MATCH_SEQUENCE matches instances of the types flagged as sequences (list,
tuple, range, collections.deque, never str, bytes or bytearray) and MATCH_MAPPING those
flagged as mappings (dict and its subclasses defaultdict, Counter and OrderedDict). A program's
collections classes are rlib.rcollections': the flow builder (passes/flow/match_opcodes.cc)
tests a match subject with isinstance() against these tuples.
"""

from rlib.rcollections import Counter, OrderedDict, defaultdict, deque

SEQUENCE_CLASSES = (list, tuple, range, deque)
MAPPING_CLASSES = (dict, defaultdict, Counter, OrderedDict)
