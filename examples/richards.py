"""Richards: the classic operating-system task scheduler benchmark, in RPython 3.

Martin Richards' benchmark simulates the task dispatcher of a small operating system.
Six tasks of four kinds pass packets to each other:

* an idle task that, until its count runs out, wakes one of the two devices;
* a worker task that fills work packets with letters and sends them alternately to
  the two handlers;
* two handler tasks that take characters out of work packets and send them, one per
  device packet, to their device;
* two device tasks that "perform I/O" on a packet (hold) and hand it back.

The scheduler always runs the highest-priority task that is not waiting or held.
One run of the standard set-up must queue 23246 packets and hold 9297 times; the
program checks those counts after every iteration.

    python3.11 examples/richards.py [ITERATIONS]      (default 10)

This file is written for rtfarm from the algorithm's description.
"""

BUFSIZE = 4

ID_IDLE = 1
ID_WORKER = 2
ID_HANDLER_A = 3
ID_HANDLER_B = 4
ID_DEVICE_A = 5
ID_DEVICE_B = 6
NUM_IDS = 7

KIND_DEVICE = 0
KIND_WORK = 1

IDLE_COUNT = 10000
EXPECTED_QUEUE_COUNT = 23246
EXPECTED_HOLD_COUNT = 9297


class Packet:
    """A message: a link in a queue, the task it is addressed to, a kind and data."""

    def __init__(self, link, ident, kind):
        self.link = link
        self.ident = ident
        self.kind = kind
        self.datum = 0
        self.data = [0] * BUFSIZE

    def append_to(self, queue):
        """Put this packet at the end of queue; return the (new) head of the queue."""
        self.link = None
        if queue is None:
            return self
        last = queue
        while last.link is not None:
            last = last.link
        last.link = self
        return queue


class Scheduler:
    """Holds every task, the current task and the two counters the benchmark checks."""

    def __init__(self):
        self.table = [None] * NUM_IDS  # fixed size: slot i holds the task with ident i
        self.task_list = None
        self.queue_count = 0
        self.hold_count = 0

    def add(self, task):
        task.link = self.task_list
        self.task_list = task
        self.table[task.ident] = task

    def find(self, ident):
        task = self.table[ident]
        assert task is not None
        return task

    def run(self):
        task = self.task_list
        while task is not None:
            if task.is_held_or_waiting():
                task = task.link
            else:
                task = task.run()


class Task:
    """A task control block: priority, input queue and three state bits."""

    def __init__(self, sched, ident, priority, queue):
        self.sched = sched
        self.link = None
        self.ident = ident
        self.priority = priority
        self.input = queue
        self.packet_pending = queue is not None
        self.waiting = queue is not None
        self.held = False

    # --- state ----------------------------------------------------------

    def is_held_or_waiting(self):
        return self.held or (not self.packet_pending and self.waiting)

    def is_waiting_with_packet(self):
        return self.packet_pending and self.waiting and not self.held

    def run(self):
        packet = None
        if self.is_waiting_with_packet():
            packet = self.input
            self.input = packet.link
            self.waiting = False
            self.packet_pending = self.input is not None
        return self.step(packet)

    def step(self, packet):
        return self

    # --- the operations tasks use ---------------------------------------

    def wait(self):
        self.waiting = True
        return self

    def hold(self):
        self.sched.hold_count += 1
        self.held = True
        return self.link

    def release(self, ident):
        task = self.sched.find(ident)
        task.held = False
        if task.priority > self.priority:
            return task
        return self

    def send(self, packet):
        """Queue packet for the task it names; the packet then names the sender."""
        target = self.sched.find(packet.ident)
        self.sched.queue_count += 1
        packet.link = None
        packet.ident = self.ident
        return target.receive(packet, self)

    def receive(self, packet, sender):
        if self.input is None:
            self.input = packet
            self.packet_pending = True
            if self.priority > sender.priority:
                return self
        else:
            self.input = packet.append_to(self.input)
        return sender


class IdleTask(Task):
    def __init__(self, sched, ident, priority, count):
        Task.__init__(self, sched, ident, priority, None)
        self.control = 1
        self.count = count

    def step(self, packet):
        self.count -= 1
        if self.count == 0:
            return self.hold()
        if self.control & 1 == 0:
            self.control = self.control >> 1
            return self.release(ID_DEVICE_A)
        self.control = (self.control >> 1) ^ 0xD008
        return self.release(ID_DEVICE_B)


class WorkerTask(Task):
    def __init__(self, sched, ident, priority, queue):
        Task.__init__(self, sched, ident, priority, queue)
        self.destination = ID_HANDLER_A
        self.letter = 0

    def step(self, packet):
        if packet is None:
            return self.wait()
        if self.destination == ID_HANDLER_A:
            self.destination = ID_HANDLER_B
        else:
            self.destination = ID_HANDLER_A
        packet.ident = self.destination
        packet.datum = 0
        for i in range(BUFSIZE):
            self.letter += 1
            if self.letter > 26:
                self.letter = 1
            packet.data[i] = ord("A") + self.letter - 1
        return self.send(packet)


class HandlerTask(Task):
    def __init__(self, sched, ident, priority, queue):
        Task.__init__(self, sched, ident, priority, queue)
        self.work_queue = None
        self.device_queue = None

    def step(self, packet):
        if packet is not None:
            if packet.kind == KIND_WORK:
                self.work_queue = packet.append_to(self.work_queue)
            else:
                self.device_queue = packet.append_to(self.device_queue)
        work = self.work_queue
        if work is not None:
            index = work.datum
            if index < BUFSIZE:
                device = self.device_queue
                if device is not None:
                    self.device_queue = device.link
                    device.datum = work.data[index]
                    work.datum = index + 1
                    return self.send(device)
            else:
                self.work_queue = work.link
                return self.send(work)
        return self.wait()


class DeviceTask(Task):
    def __init__(self, sched, ident, priority):
        Task.__init__(self, sched, ident, priority, None)
        self.waiting = True
        self.pending = None

    def step(self, packet):
        if packet is None:
            pending = self.pending
            if pending is None:
                return self.wait()
            self.pending = None
            return self.send(pending)
        self.pending = packet
        return self.hold()


def run_once():
    sched = Scheduler()
    sched.add(IdleTask(sched, ID_IDLE, 0, IDLE_COUNT))

    queue = Packet(None, 0, KIND_WORK)
    queue = Packet(queue, 0, KIND_WORK)
    sched.add(WorkerTask(sched, ID_WORKER, 1000, queue))

    queue = Packet(None, ID_DEVICE_A, KIND_DEVICE)
    queue = Packet(queue, ID_DEVICE_A, KIND_DEVICE)
    queue = Packet(queue, ID_DEVICE_A, KIND_DEVICE)
    sched.add(HandlerTask(sched, ID_HANDLER_A, 2000, queue))

    queue = Packet(None, ID_DEVICE_B, KIND_DEVICE)
    queue = Packet(queue, ID_DEVICE_B, KIND_DEVICE)
    queue = Packet(queue, ID_DEVICE_B, KIND_DEVICE)
    sched.add(HandlerTask(sched, ID_HANDLER_B, 3000, queue))

    sched.add(DeviceTask(sched, ID_DEVICE_A, 4000))
    sched.add(DeviceTask(sched, ID_DEVICE_B, 5000))

    sched.run()
    return sched.queue_count, sched.hold_count


def entry_point(argv):
    iterations = 10
    if len(argv) > 1:
        iterations = int(argv[1])
    queue_count = 0
    hold_count = 0
    failures = 0
    for i in range(iterations):
        queue_count, hold_count = run_once()
        if queue_count != EXPECTED_QUEUE_COUNT or hold_count != EXPECTED_HOLD_COUNT:
            failures += 1
    print("richards: %d iterations, queue count %d, hold count %d, %s" % (
        iterations, queue_count, hold_count, "ok" if failures == 0 else "WRONG"))
    if failures:
        return 1
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
