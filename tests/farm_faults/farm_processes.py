"""A real farm on loopback for tests: Redis, a coordinator and workers as processes.

Every process is started in its own session and killed (SIGCONT, then SIGKILL) by
stop(), which the tests call from tearDown, so nothing outlives a test even when it fails.
"""
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time

ROOT = os.getcwd()  # the runfiles root (tests/tools/python_unittest.sh runs from there)
RTFARM = os.path.join(ROOT, "passes", "driver", "rtfarm")
REDIS = shutil.which("redis-server") or "/usr/bin/redis-server"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until(condition, timeout, what):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError("timed out after %ss waiting for %s" % (timeout, what))


class Farm:
    def __init__(self, tmp, lease_seconds=1.5, redis=True):
        self.tmp = tmp
        self.lease_seconds = lease_seconds
        self.state = os.path.join(tmp, "state")
        self.env = dict(os.environ, RTFARM_HOME=ROOT)
        self.processes = []
        self.workers = {}
        self.port = None
        self.coordinator = None
        self.coordinator_args = []
        self.redis = None
        self.redis_port = None
        if redis:
            self.start_redis()

    # ---- processes ----

    def _spawn(self, args, log, env=None):
        out = open(os.path.join(self.tmp, log), "ab")
        process = subprocess.Popen(args, stdout=out, stderr=subprocess.STDOUT,
                                   env=env or self.env, start_new_session=True)
        out.close()
        self.processes.append(process)
        return process

    def start_redis(self):
        self.redis_port = free_port()
        self.redis = self._spawn([REDIS, "--port", str(self.redis_port), "--bind", "127.0.0.1",
                                  "--save", "", "--appendonly", "no", "--dir", self.tmp],
                                 "redis.log")
        wait_until(lambda: self._connects(self.redis_port), 10, "redis")

    @staticmethod
    def _connects(port):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return True
        except OSError:
            return False

    def start_coordinator(self, insecure=True):
        listen = "127.0.0.1:%d" % (self.port or 0)
        log = os.path.join(self.tmp, "coordinator.log")
        start = os.path.getsize(log) if os.path.exists(log) else 0
        self.coordinator = self._spawn(
            [RTFARM, "coordinator", "--listen", listen, "--state", self.state,
             "--lease-seconds", str(self.lease_seconds)] + (["--insecure"] if insecure else []) +
            self.coordinator_args,
            "coordinator.log")

        def listening():
            with open(log) as f:
                f.seek(start)
                m = re.search(r"listening on port (\d+)", f.read())
            return m and int(m.group(1))
        self.port = wait_until(listening, 20, "the coordinator to listen")

    @property
    def address(self):
        return "127.0.0.1:%d" % self.port

    def start_worker(self, name, ccache=True, path_prefix=None, remote=True, extra=(),
                     wait=True):
        env = dict(self.env, CCACHE_DIR=os.path.join(self.tmp, "ccache-" + name))
        if not ccache:
            env["CCACHE_DISABLE"] = "1"
        if path_prefix:
            env["PATH"] = path_prefix + os.pathsep + env.get("PATH", "")
        args = [RTFARM, "worker", "--coordinator", self.address, "--slots", "1", "--name", name]
        if remote and self.redis_port:
            args += ["--ccache-remote", "redis://127.0.0.1:%d" % self.redis_port]
        self.workers[name] = self._spawn(args + list(extra), "worker-%s.log" % name, env)
        if wait:
            wait_until(lambda: "registered" in self.worker_log(name), 20, "worker %s" % name)

    def worker_log(self, name):
        path = os.path.join(self.tmp, "worker-%s.log" % name)
        if not os.path.exists(path):
            return ""
        with open(path) as f:
            return f.read()

    def signal(self, process, sig):
        os.killpg(process.pid, sig)

    def stop(self):
        for process in self.processes:
            if process.poll() is None:
                try:
                    os.killpg(process.pid, signal.SIGCONT)
                    os.killpg(process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                process.wait()

    # ---- the command line ----

    def submit(self, target, *args, background=False, out=None):
        command = [RTFARM, "submit", target, "--coordinator", self.address, "-o",
                   out or os.path.join(self.tmp, "out")] + list(args)
        if background:
            return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                    text=True, env=self.env, start_new_session=True)
        return subprocess.run(command, capture_output=True, text=True, env=self.env, timeout=300)

    def status(self):
        """([job rows], {worker name: (alive, running, shards done)})."""
        return self.status_with([])

    def status_with(self, extra):
        p = subprocess.run([RTFARM, "status", "--coordinator", self.address] + list(extra),
                           capture_output=True, text=True, env=self.env, timeout=30)
        if p.returncode != 0:
            return [], {}
        jobs, workers, section = [], {}, "jobs"
        for line in p.stdout.splitlines():
            fields = line.split()
            if not fields:
                continue
            if fields[0] == "worker":
                section = "workers"
                continue
            if fields[0] == "job":
                continue
            if section == "jobs":
                jobs.append(fields)
            else:
                workers[fields[1]] = (fields[2] == "yes", int(fields[4]), int(fields[5]))
        return jobs, workers

    def running_worker(self):
        _, workers = self.status()
        for name, (alive, running, _) in sorted(workers.items()):
            if alive and running > 0 and name in self.workers:
                return name
        return None


def make_tmp():
    return tempfile.mkdtemp(dir=os.environ.get("TEST_TMPDIR"))
