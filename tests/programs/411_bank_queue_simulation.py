"""A bank-queue simulation: random.Random.expovariate and uniform, heapq events of (time, seq, customer) tuples, a deque, a defaultdict counted and copied with dict(), a start time that may be None until served; dict() of a Counter and of a mapping class of the program (keys() and items())."""
import sys
import random
import heapq
from collections import deque, defaultdict, Counter


class Ledger:
    def __init__(self):
        self.entries = {}

    def keys(self):
        return self.entries.keys()

    def items(self):
        return self.entries.items()

    def __getitem__(self, name):
        return self.entries[name]

    def record(self, name, amount):
        self.entries[name] = self.entries.get(name, 0) + amount

class Customer:
    _next_id = 0

    def __init__(self, arrival, service):
        Customer._next_id += 1
        self.id = Customer._next_id
        self.arrival = arrival
        self.service = service
        self.start = None

    def wait(self):
        return self.start - self.arrival if self.start is not None else None


def simulate(n_tellers, n_customers, seed):
    rng = random.Random(seed)
    t = 0.0
    events = []
    for _ in range(n_customers):
        t += rng.expovariate(1.0)
        heapq.heappush(events, (t, 0, Customer(t, rng.uniform(0.5, 3.0))))
    free = n_tellers
    queue = deque()
    served = []
    stats = defaultdict(int)
    seq = 1
    while events:
        now, kind, cust = heapq.heappop(events)
        if kind == 0:
            stats["arrivals"] += 1
            if free > 0:
                free -= 1
                cust.start = now
                seq += 1
                heapq.heappush(events, (now + cust.service, seq, cust))
            else:
                queue.append(cust)
                stats["queued"] += 1
        else:
            served.append(cust)
            if queue:
                nxt = queue.popleft()
                nxt.start = now
                seq += 1
                heapq.heappush(events, (now + nxt.service, seq, nxt))
            else:
                free += 1
    waits = [c.wait() for c in served]
    return served, waits, dict(stats)


def entry_point(argv):
    for tellers in (1, 2, 3):
        served, waits, stats = simulate(tellers, 200, 42)
        avg = sum(w for w in waits if w is not None) / len(waits)
        worst = max(waits)
        print(f"tellers={tellers} served={len(served)} avg_wait={avg:.3f} worst={worst:.3f} {sorted(stats.items())}")
    letters = dict(Counter("mississippi"))
    print(letters, sorted(letters.items(), key=lambda kv: (-kv[1], kv[0])))
    ledger = Ledger()
    ledger.record("rent", 900)
    ledger.record("food", 250)
    ledger.record("rent", 50)
    print(dict(ledger))
    return 0

if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
