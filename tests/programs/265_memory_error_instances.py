"""except MemoryError around allocating instances: a linked list built until the
address space (limited below) runs out, caught, dropped, and the program goes on
allocating normally - several times in a row, inside a function called from the try,
and through finally and nested try statements."""
# limit-as: 120M


class Node(object):
    def __init__(self, value, next):
        self.value = value
        self.next = next
        self.label = None


def build_until_memory_error(tag):
    head = None
    count = 0
    try:
        while True:
            head = Node(count, head)
            count += 1
    except MemoryError:
        head = None
        print("%s: caught MemoryError" % tag)
    return count > 1000


def build_chain(n):
    head = None
    for i in range(n):
        head = Node(i, head)
    return head


def chain_sum(head):
    total = 0
    while head is not None:
        total += head.value
        head = head.next
    return total


class Holder(object):
    def __init__(self):
        self.items = None


def fill_holder(holder, step):
    # Allocation in a function that can raise (its callers check after each call).
    if step < 0:
        raise ValueError("negative step")
    while True:
        holder.items = Node(0, holder.items)
        holder.items.label = "x"


def finally_runs():
    holder = Holder()
    steps = []
    try:
        try:
            fill_holder(holder, 1)
        finally:
            holder.items = None
            steps.append("finally")
    except MemoryError as e:
        steps.append("outer caught %s %r" % (type(e).__name__, str(e)))
    return steps


def entry_point(argv):
    for round in range(2):
        print(build_until_memory_error("round %d" % round))
        # After the error, memory is usable again.
        print(chain_sum(build_chain(10000)))
    for step in finally_runs():
        print(step)
    # CPython's traceback keeps the frames (and what they hold) until the handler ends:
    # the handlers only record, the prints come after them.
    caught = "nothing"
    try:
        fill_holder(Holder(), 2)
    except Exception as e:
        caught = "except Exception: " + type(e).__name__
    print(caught)
    caught = "nothing"
    try:
        fill_holder(Holder(), 2)
    except:
        caught = "bare except"
    print(caught)
    print(chain_sum(build_chain(100)))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
