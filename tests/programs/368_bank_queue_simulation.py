"""A bank queue simulation: seeded arrivals (expovariate) and service times (normalvariate), tellers as objects, a heapq event queue of tuples, min() with a key over idle tellers, statistics with f-strings and percentages."""
import heapq
import random
import sys

OPEN_MINUTES = 480
TELLERS = 3
ARRIVAL_RATE = 1.0 / 1.7
SERVICE_MEAN = 4.5

ARRIVE = 0
DEPART = 1


class Customer:
    def __init__(self, ident, arrival, service):
        self.ident = ident
        self.arrival = arrival
        self.service = service
        self.start = -1.0

    def wait(self):
        return self.start - self.arrival


class Teller:
    def __init__(self, name):
        self.name = name
        self.busy_until = 0.0
        self.served = 0
        self.busy_time = 0.0
        self.current = None

    def __repr__(self):
        return f"Teller({self.name!r}, served={self.served})"


class Bank:
    def __init__(self, seed, tellers):
        self.rng = random.Random(seed)
        self.tellers = [Teller(chr(ord("A") + i)) for i in range(tellers)]
        self.queue = []
        self.events = []
        self.done = []
        self.max_queue = 0
        self.seq = 0

    def schedule(self, time, kind, payload):
        self.seq += 1
        heapq.heappush(self.events, (time, self.seq, kind, payload))

    def free_teller(self):
        idle = [t for t in self.tellers if t.current is None]
        if not idle:
            return None
        return min(idle, key=lambda t: (t.served, t.name))

    def start_service(self, teller, customer, now):
        customer.start = now
        teller.current = customer
        teller.busy_time += customer.service
        self.schedule(now + customer.service, DEPART, self.tellers.index(teller))

    def run(self):
        t = 0.0
        ident = 0
        while True:
            t += self.rng.expovariate(ARRIVAL_RATE)
            if t > OPEN_MINUTES:
                break
            ident += 1
            service = max(0.5, self.rng.normalvariate(SERVICE_MEAN, 1.5))
            self.schedule(t, ARRIVE, ident)
            self.done.append(Customer(ident, t, service))
        customers = {c.ident: c for c in self.done}
        while self.events:
            now, _, kind, payload = heapq.heappop(self.events)
            if kind == ARRIVE:
                c = customers[payload]
                teller = self.free_teller()
                if teller is None:
                    self.queue.append(c)
                    self.max_queue = max(self.max_queue, len(self.queue))
                else:
                    self.start_service(teller, c, now)
            else:
                teller = self.tellers[payload]
                teller.served += 1
                teller.current = None
                if self.queue:
                    self.start_service(teller, self.queue.pop(0), now)
        return now


def report(seed):
    bank = Bank(seed, TELLERS)
    end = bank.run()
    waits = [c.wait() for c in bank.done]
    waits.sort()
    n = len(waits)
    mean = sum(waits) / n
    median = waits[n // 2] if n % 2 else (waits[n // 2 - 1] + waits[n // 2]) / 2
    print(f"seed {seed}: {n} customers, closed at {end:.2f}, max queue {bank.max_queue}")
    print(f"  wait mean {mean:.3f} median {median:.3f} max {waits[-1]:.3f}")
    buckets = {}
    for w in waits:
        b = "<1" if w < 1 else ("<5" if w < 5 else ("<15" if w < 15 else ">=15"))
        buckets[b] = buckets.get(b, 0) + 1
    print("  ", ", ".join(f"{k}: {v}" for k, v in buckets.items()))
    for t in bank.tellers:
        print(f"   {t!r} utilisation {t.busy_time / end:.1%}")


def entry_point(argv):
    for seed in (1, 2, 99):
        report(seed)
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
