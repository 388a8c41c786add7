"""collections.deque, defaultdict and Counter in RPython 3.

The translator substitutes these classes for the standard ones (passes/host/host_space.cc,
`substitute`), so a program imports collections as usual. Each class is specialised per
place it is instantiated (specialize:ctr_location): one program keeps deques of ints and
of tuples side by side. They print, raise and iterate as CPython's do.
"""


class deque(object):
    """A double-ended queue: the items live in `items[head:]`, so that popleft() only
    moves `head`; appendleft() at head 0 makes room at the front once for many."""

    _annspecialcase_ = "specialize:ctr_location"

    def __init__(self, iterable=None, maxlen=-1):
        self.items = []
        self.head = 0
        self.maxlen = maxlen
        if iterable is not None:
            for x in iterable:
                self.append(x)

    def _compact(self):
        if self.head > 0:
            del self.items[: self.head]
            self.head = 0

    def __len__(self):
        return len(self.items) - self.head

    def __bool__(self):
        return len(self.items) > self.head

    def append(self, x):
        self.items.append(x)
        if self.maxlen >= 0 and len(self.items) - self.head > self.maxlen:
            self.head += 1
            self._maybe_shrink()

    def appendleft(self, x):
        if self.maxlen == 0:
            return
        if self.head == 0:
            # Room at the front for as many items as there are (at least 8).
            room = len(self.items)
            if room < 8:
                room = 8
            self.items = [x] * room + self.items
            self.head = room
        self.head -= 1
        self.items[self.head] = x
        if self.maxlen >= 0 and len(self.items) - self.head > self.maxlen:
            self.items.pop()

    def pop(self):
        if len(self.items) <= self.head:
            raise IndexError("pop from an empty deque")
        x = self.items.pop()
        if len(self.items) == self.head:
            self.items = self.items[:0]
            self.head = 0
        return x

    def popleft(self):
        if len(self.items) <= self.head:
            raise IndexError("pop from an empty deque")
        x = self.items[self.head]
        self.head += 1
        self._maybe_shrink()
        return x

    def _maybe_shrink(self):
        # Drop the consumed front once it is most of the list: amortised O(1) per pop.
        if self.head >= 16 and self.head * 2 >= len(self.items):
            self._compact()

    def extend(self, iterable):
        for x in iterable:
            self.append(x)

    def extendleft(self, iterable):
        for x in iterable:
            self.appendleft(x)

    def clear(self):
        self.items = self.items[:0]
        self.head = 0

    def _index(self, i):
        n = len(self.items) - self.head
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError("deque index out of range")
        return self.head + i

    def __getitem__(self, i):
        return self.items[self._index(i)]

    def __setitem__(self, i, x):
        self.items[self._index(i)] = x

    def __contains__(self, x):
        for i in range(self.head, len(self.items)):
            if self.items[i] == x:
                return True
        return False

    def __iter__(self):
        self._compact()
        return iter(self.items)

    def count(self, x):
        n = 0
        for i in range(self.head, len(self.items)):
            if self.items[i] == x:
                n += 1
        return n

    def index(self, x):
        for i in range(self.head, len(self.items)):
            if self.items[i] == x:
                return i - self.head
        raise ValueError(repr(x) + " is not in deque")

    def remove(self, x):
        for i in range(self.head, len(self.items)):
            if self.items[i] == x:
                del self.items[i]
                return
        raise ValueError(repr(x) + " is not in deque")

    def reverse(self):
        self._compact()
        self.items.reverse()

    def rotate(self, n=1):
        size = len(self.items) - self.head
        if size <= 1:
            return
        self._compact()
        n = n % size
        if n:
            self.items = self.items[size - n :] + self.items[: size - n]

    def _rtfarm_after_copy_(self):
        """copy.copy() (rlib.rcopy) cloned this deque: its items become its own."""
        self.items = self.items[:]

    def copy(self):
        self._compact()
        result = deque(None, self.maxlen)
        result.items = self.items[:]
        return result

    def __repr__(self):
        self._compact()
        if self.maxlen >= 0:
            return "deque(%s, maxlen=%d)" % (repr(self.items), self.maxlen)
        return "deque(%s)" % repr(self.items)


def _factory_repr(factory):
    """How CPython shows a defaultdict's factory, for the usual builtin ones."""
    if factory is int:
        return "<class 'int'>"
    if factory is list:
        return "<class 'list'>"
    if factory is float:
        return "<class 'float'>"
    if factory is str:
        return "<class 'str'>"
    if factory is set:
        return "<class 'set'>"
    if factory is dict:
        return "<class 'dict'>"
    return "<function>"


class _DictWrapper(object):
    """The methods defaultdict and Counter share: their contents live in `self.data`."""

    _mixin_ = True

    def _rtfarm_after_copy_(self):
        """copy.copy() (rlib.rcopy) cloned this mapping: its contents become its own."""
        self.data = self.data.copy()

    def __setitem__(self, key, value):
        self.data[key] = value

    def __contains__(self, key):
        return key in self.data

    def __len__(self):
        return len(self.data)

    def __bool__(self):
        return len(self.data) > 0

    def __iter__(self):
        return iter(self.data)

    def keys(self):
        return self.data.keys()

    def values(self):
        return self.data.values()

    def items(self):
        return self.data.items()


class defaultdict(_DictWrapper):
    """A dict that makes a missing key's value with default_factory() on `d[key]`."""

    _annspecialcase_ = "specialize:ctr_location"

    def __init__(self, default_factory):
        self.default_factory = default_factory
        self.data = {}

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        value = self.default_factory()
        self.data[key] = value
        return value

    def __delitem__(self, key):
        del self.data[key]

    def get(self, key, default=None):
        return self.data.get(key, default)

    def pop(self, key):
        return self.data.pop(key)

    def setdefault(self, key, default):
        return self.data.setdefault(key, default)

    def clear(self):
        self.data.clear()

    def __repr__(self):
        return "defaultdict(%s, %s)" % (_factory_repr(self.default_factory), repr(self.data))


class Counter(_DictWrapper):
    """A dict of counts: a missing key counts 0 (and is not added by reading it)."""

    _annspecialcase_ = "specialize:ctr_location"

    def __init__(self, iterable=None):
        self.data = {}
        if iterable is not None:
            self.update(iterable)

    def update(self, iterable):
        for key in iterable:
            self.data[key] = self.data.get(key, 0) + 1

    def subtract(self, iterable):
        for key in iterable:
            self.data[key] = self.data.get(key, 0) - 1

    def __getitem__(self, key):
        return self.data.get(key, 0)

    def __delitem__(self, key):
        if key in self.data:
            del self.data[key]

    def get(self, key, default=0):
        return self.data.get(key, default)

    def total(self):
        n = 0
        for count in self.data.values():
            n += count
        return n

    def most_common(self, n=-1):
        """By count, largest first; equal counts in insertion order (a stable sort), as
        CPython's."""
        pairs = sorted(self.data.items(), key=_count_of, reverse=True)
        if n >= 0:
            return pairs[:n]
        return pairs

    def __repr__(self):
        if len(self.data) == 0:
            return "Counter()"
        parts = []
        for key, count in self.most_common():
            parts.append("%s: %s" % (repr(key), repr(count)))
        return "Counter({" + ", ".join(parts) + "})"


def _count_of(pair):
    return pair[1]


class OrderedDict(_DictWrapper):
    """A dict remembering insertion order (as every dict does), with move_to_end() and
    popitem(last=False), shown as CPython 3.11 shows it: OrderedDict([(k, v), ...])."""

    _annspecialcase_ = "specialize:ctr_location"

    def __init__(self, pairs=None):
        self.data = {}
        if pairs is not None:
            self.update(pairs)

    def update(self, pairs):
        if isinstance(pairs, dict):
            for key in pairs:
                self.data[key] = pairs[key]
        else:
            for key, value in pairs:
                self.data[key] = value

    def __getitem__(self, key):
        return self.data[key]

    def __delitem__(self, key):
        del self.data[key]

    def get(self, key, default=None):
        return self.data.get(key, default)

    def pop(self, key):
        return self.data.pop(key)

    def setdefault(self, key, default):
        return self.data.setdefault(key, default)

    def clear(self):
        self.data.clear()

    def copy(self):
        result = OrderedDict()
        result.data = self.data.copy()
        return result

    def popitem(self, last=True):
        if len(self.data) == 0:
            raise KeyError("dictionary is empty")
        if last:
            return self.data.popitem()
        for key in self.data:
            value = self.data.pop(key)
            return (key, value)
        raise KeyError("dictionary is empty")

    def move_to_end(self, key, last=True):
        value = self.data.pop(key)
        if last:
            self.data[key] = value
            return
        moved = {key: value}
        for other in self.data:
            moved[other] = self.data[other]
        self.data = moved

    def __eq__(self, other):
        """Order matters between two OrderedDicts."""
        return list(self.data.items()) == list(other.data.items())

    def __repr__(self):
        if len(self.data) == 0:
            return "OrderedDict()"
        return "OrderedDict(%s)" % repr(list(self.data.items()))
