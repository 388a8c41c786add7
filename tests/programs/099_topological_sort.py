"""Topological sort (Kahn's algorithm) of build targets with cycle detection."""


def toposort(deps):
    # deps: target -> list of prerequisites; returns (order, cyclic targets)
    indegree = {}
    users = {}
    for t in deps:
        indegree.setdefault(t, 0)
        for d in deps[t]:
            indegree.setdefault(d, 0)
            indegree[t] += 1
            users.setdefault(d, []).append(t)
    ready = sorted([t for t in indegree if indegree[t] == 0])
    order = []
    while ready:
        t = ready.pop(0)
        order.append(t)
        newly = []
        for u in users.get(t, []):
            indegree[u] -= 1
            if indegree[u] == 0:
                newly.append(u)
        ready = sorted(ready + newly)
    cyclic = sorted([t for t in indegree if indegree[t] > 0])
    return order, cyclic


def entry_point(argv):
    deps = {
        "app": ["libnet", "libui", "config"],
        "libnet": ["libcore"],
        "libui": ["libcore", "fonts"],
        "libcore": [],
        "tests": ["app", "mocks"],
        "mocks": ["libcore"],
    }
    order, cyclic = toposort(deps)
    print("order:", " ".join(order))
    print("cyclic:", cyclic)
    deps["libcore"] = ["tests"]
    order, cyclic = toposort(deps)
    print("order:", " ".join(order))
    print("cyclic:", cyclic)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
