"""Discrete-event simulation of a bank with tellers, after the SimPy-less textbook style."""
import heapq
import random
from dataclasses import dataclass, field
from enum import Enum
from collections import deque



class Kind(Enum):
    ARRIVAL = 1
    DEPARTURE = 2
    BREAK_START = 3
    BREAK_END = 4


@dataclass(order=True)
class Event:
    time: float
    seq: int
    kind: Kind = field(compare=False)
    teller: int = field(default=-1, compare=False)
    customer: int = field(default=-1, compare=False)


@dataclass
class Customer:
    ident: int
    arrived: float
    service: float
    started: float = 0.0
    left: float = 0.0

    @property
    def wait(self):
        return self.started - self.arrived


class Teller:
    def __init__(self, ident):
        self.ident = ident
        self.busy_with = None
        self.on_break = False
        self.busy_time = 0.0
        self.served = 0

    def __repr__(self):
        state = "break" if self.on_break else ("busy" if self.busy_with is not None else "idle")
        return f"Teller({self.ident}, {state}, served={self.served})"


class Bank:
    def __init__(self, tellers, seed, arrival_rate, service_mean):
        self.rng = random.Random(seed)
        self.tellers = [Teller(i) for i in range(tellers)]
        self.queue = deque()
        self.events = []
        self.seq = 0
        self.now = 0.0
        self.customers = {}
        self.arrival_rate = arrival_rate
        self.service_mean = service_mean
        self.max_queue = 0
        self.log = []

    def schedule(self, delay, kind, **details):
        self.seq += 1
        heapq.heappush(self.events, Event(self.now + delay, self.seq, kind, **details))

    def start_service(self, teller, cust):
        cust.started = self.now
        teller.busy_with = cust.ident
        self.schedule(cust.service, Kind.DEPARTURE, teller=teller.ident, customer=cust.ident)

    def free_teller(self):
        for t in self.tellers:
            if t.busy_with is None and not t.on_break:
                return t
        return None

    def handle(self, ev):
        if ev.kind is Kind.ARRIVAL:
            ident = len(self.customers)
            cust = Customer(ident, self.now, self.rng.expovariate(1.0 / self.service_mean))
            self.customers[ident] = cust
            teller = self.free_teller()
            if teller is None:
                self.queue.append(cust)
                self.max_queue = max(self.max_queue, len(self.queue))
            else:
                self.start_service(teller, cust)
            self.schedule(self.rng.expovariate(self.arrival_rate), Kind.ARRIVAL)
        elif ev.kind is Kind.DEPARTURE:
            teller = self.tellers[ev.teller]
            cust = self.customers[ev.customer]
            cust.left = self.now
            teller.busy_time += cust.service
            teller.served += 1
            teller.busy_with = None
            if teller.served % 5 == 0:
                teller.on_break = True
                self.schedule(2.0, Kind.BREAK_END, teller=teller.ident)
                self.log.append(f"{self.now:7.2f} teller {teller.ident} takes a break")
            elif self.queue:
                self.start_service(teller, self.queue.popleft())
        elif ev.kind == Kind.BREAK_END:
            teller = self.tellers[ev.teller]
            teller.on_break = False
            if self.queue:
                self.start_service(teller, self.queue.popleft())
        else:
            raise ValueError(f"unexpected event {ev.kind.name}")

    def run(self, until):
        self.schedule(0.0, Kind.ARRIVAL)
        handled = 0
        while self.events and self.events[0].time <= until:
            ev = heapq.heappop(self.events)
            self.now = ev.time
            self.handle(ev)
            handled += 1
        return handled


def report(bank):
    done = [c for c in bank.customers.values() if c.left > 0]
    waits = [c.wait for c in done]
    print(f"customers: {len(bank.customers)} served: {len(done)} still queued: {len(bank.queue)}")
    print(f"mean wait {(sum(waits) / len(waits)):.3f}  median {sorted(waits)[len(waits) // 2]:.3f}  max {max(waits):.3f}")
    print(f"longest queue: {bank.max_queue}")
    for t in bank.tellers:
        util = t.busy_time / bank.now * 100
        print(f"  {t!r:32} utilisation {util:5.1f}%")
    buckets = {}
    for w in waits:
        b = min(int(w), 5)
        buckets[b] = buckets.get(b, 0) + 1
    for b in sorted(buckets):
        label = f"{b}-{b + 1}" if b < 5 else "5+"
        print(f"  wait {label:>4}: {'#' * (buckets[b] // 2)} {buckets[b]}")


def entry_point(argv):
    e1 = Event(1.5, 2, Kind.ARRIVAL)
    e2 = Event(1.5, 1, Kind.DEPARTURE, teller=0, customer=3)
    print(e1 < e2, sorted([e1, e2])[0])
    for tellers in (2, 3):
        bank = Bank(tellers, seed=42, arrival_rate=1.2, service_mean=2.0)
        n = bank.run(120.0)
        print(f"== {tellers} tellers, {n} events, clock {bank.now:.2f}")
        report(bank)
        for line in bank.log[:4]:
            print(line)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
