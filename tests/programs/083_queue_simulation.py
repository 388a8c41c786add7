"""A discrete bank-queue simulation driven by a deterministic pseudo-random generator."""


class Rng:
    def __init__(self, seed):
        self.s = seed

    def next(self, n):
        self.s = (self.s * 1103515245 + 12345) % 2147483648
        return (self.s >> 16) % n


class Customer:
    def __init__(self, ident, arrival, service):
        self.ident = ident
        self.arrival = arrival
        self.service = service


def simulate(tellers, minutes, seed):
    rng = Rng(seed)
    queue = []
    busy_until = [0] * tellers
    waits = []
    next_id = 0
    max_queue = 0
    for t in range(minutes):
        if rng.next(10) < 4:
            queue.append(Customer(next_id, t, 2 + rng.next(6)))
            next_id += 1
        for k in range(tellers):
            if busy_until[k] <= t and queue:
                c = queue.pop(0)
                waits.append(t - c.arrival)
                busy_until[k] = t + c.service
        if len(queue) > max_queue:
            max_queue = len(queue)
    served = len(waits)
    avg = 0.0
    if served:
        avg = sum(waits) / served
    return next_id, served, max_queue, avg, len(queue)


def entry_point(argv):
    for tellers in [1, 2, 3]:
        arrived, served, maxq, avg, left = simulate(tellers, 480, 2024)
        print("tellers=%d arrived=%d served=%d max_queue=%d avg_wait=%.3f left=%d" % (
            tellers, arrived, served, maxq, avg, left))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
