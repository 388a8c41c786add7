"""A state machine with state objects: a vending machine driven by a list of events."""


class State:
    name = "state"

    def on_event(self, machine, event, amount):
        machine.log.append("%s ignores %s" % (self.name, event))
        return self


class Idle(State):
    name = "idle"

    def on_event(self, machine, event, amount):
        if event == "coin":
            machine.credit += amount
            return COLLECTING
        return State.on_event(self, machine, event, amount)


class Collecting(State):
    name = "collecting"

    def on_event(self, machine, event, amount):
        if event == "coin":
            machine.credit += amount
            return self
        if event == "select":
            if machine.credit >= machine.price:
                machine.change = machine.credit - machine.price
                machine.credit = 0
                machine.sold += 1
                return VENDING
            machine.log.append("need %d more" % (machine.price - machine.credit))
            return self
        if event == "refund":
            machine.log.append("refund %d" % machine.credit)
            machine.credit = 0
            return IDLE
        return State.on_event(self, machine, event, amount)


class Vending(State):
    name = "vending"

    def on_event(self, machine, event, amount):
        if event == "take":
            if machine.change:
                machine.log.append("change %d" % machine.change)
                machine.change = 0
            return IDLE
        return State.on_event(self, machine, event, amount)


IDLE = Idle()
COLLECTING = Collecting()
VENDING = Vending()


class Machine:
    def __init__(self, price):
        self.price = price
        self.credit = 0
        self.change = 0
        self.sold = 0
        self.log = []
        self.state = IDLE

    def feed(self, event, amount):
        before = self.state.name
        self.state = self.state.on_event(self, event, amount)
        print("%-10s %-6s %3d -> %s" % (before, event, amount, self.state.name))


def entry_point(argv):
    m = Machine(75)
    events = [("select", 0), ("coin", 25), ("select", 0), ("coin", 50), ("coin", 25), ("select", 0),
              ("coin", 5), ("take", 0), ("coin", 10), ("refund", 0), ("take", 0)]
    for ev, amt in events:
        m.feed(ev, amt)
    print("sold", m.sold, "credit", m.credit)
    for line in m.log:
        print("log:", line)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
