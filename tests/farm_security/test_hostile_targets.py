"""Submitted code is isolated (docs/farm.md, "Isolation"): each hostile target is stopped
with a clear message to its submitter, while the coordinator, its state and the other
jobs go on. Real processes: a coordinator with tight sandbox limits and a worker.
"""
import os
import shutil
import signal
import subprocess
import unittest

from tests.farm_faults.farm_processes import ROOT, RTFARM, Farm, make_tmp

ENTRY = """
def entry_point(argv):
    print("translated")
    return 0
"""


class HostileTargetTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = make_tmp()
        cls.farm = Farm(cls.tmp, lease_seconds=3, redis=False)
        # The wall-clock limit is five times the CPU limit: a looping target must be
        # stopped by its CPU limit even when the tests beside it leave it a fifth of a core.
        cls.farm.coordinator_args = ["--sandbox-cpu-seconds", "4", "--sandbox-memory-mb", "3072",
                                     "--sandbox-file-mb", "50", "--sandbox-processes", "40",
                                     "--frontend-timeout", "20"]
        cls.farm.start_coordinator()
        cls.farm.start_worker("w1", ccache=True)
        # A secret of the host's, outside anything the sandbox shows.
        cls.secret = os.path.join(cls.tmp, "secret-key")
        with open(cls.secret, "w") as f:
            f.write("the host's secret\n")

    @classmethod
    def tearDownClass(cls):
        cls.farm.stop()
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def submit(self, name, body):
        target = os.path.join(self.tmp, name + ".py")
        with open(target, "w") as f:
            f.write(body + ENTRY)
        return self.farm.submit(target, out=os.path.join(self.tmp, "out-" + name))

    def assert_stopped(self, result, *expected):
        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        for text in expected:
            self.assertIn(text, result.stderr)
        self.assertNotIn("the host's secret", result.stderr + result.stdout)
        # The farm goes on: the coordinator is alive and a good job translates.
        self.assertIsNone(self.farm.coordinator.poll())
        good = self.farm.submit(os.path.join(ROOT, "examples", "richards.py"),
                                out=os.path.join(self.tmp, "good"))
        self.assertEqual(good.returncode, 0, good.stderr)

    def test_reading_the_hosts_files(self):
        result = self.submit("reader", "print(open(%r).read())\n" % self.secret)
        self.assert_stopped(result, "FileNotFoundError")

    def test_reading_the_coordinators_state(self):
        state_db = os.path.join(self.farm.state, "state.db")
        result = self.submit("state", "open(%r, 'rb').read()\n" % state_db)
        self.assert_stopped(result, "FileNotFoundError")

    def test_writing_the_coordinators_state(self):
        planted = os.path.join(self.farm.state, "planted")
        result = self.submit("planter", "open(%r, 'w').write('x')\n" % planted)
        self.assert_stopped(result, "Read-only file system")
        self.assertFalse(os.path.exists(planted))

    def test_opening_a_socket(self):
        result = self.submit("opener", "import socket\n"
                             "socket.create_connection(('127.0.0.1', %d), timeout=3)\n" %
                             self.farm.port)
        self.assert_stopped(result, "Error")  # ConnectionRefused or Network unreachable
        self.assertRegex(result.stderr, r"(Connection refused|Network is unreachable)")

    def test_forking_without_end(self):
        result = self.submit("forkbomb", "import os, time\n"
                             "while True:\n"
                             "    if os.fork() == 0:\n"
                             "        time.sleep(600)\n"
                             "        os._exit(0)\n")
        self.assert_stopped(result, "Resource temporarily unavailable")

    def test_looping_forever_at_import(self):
        result = self.submit("loop", "while True:\n    pass\n")
        self.assert_stopped(result, "CPU time limit")

    def test_sleeping_forever_at_import(self):
        result = self.submit("sleeper", "import time\ntime.sleep(3600)\n")
        self.assert_stopped(result, "did not finish within its time limit")

    def test_allocating_50_gb(self):
        result = self.submit("alloc", "x = bytearray(50 * 2**30)\n")
        self.assert_stopped(result, "MemoryError")

    def test_writing_10_gb(self):
        result = self.submit("writer", "block = b'x' * 2**20\n"
                             "with open('big', 'wb') as f:\n"
                             "    for _ in range(10 * 1024):\n"
                             "        f.write(block)\n")
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertRegex(result.stderr, r"(File too large|file size limit)")
        self.assert_stopped(result)

    def test_killing_its_parent(self):
        # Its own PID namespace: the parent it sees is the sandbox's init, which a signal
        # from inside cannot kill; the coordinator is out of its reach.
        result = self.submit("parricide", "import os, signal\n"
                             "os.kill(os.getppid(), signal.SIGKILL)\n"
                             "for pid in range(1, 200):\n"
                             "    try:\n"
                             "        os.kill(pid, signal.SIGKILL) if pid != os.getpid() else None\n"
                             "    except OSError:\n"
                             "        pass\n"
                             "raise SystemExit('still here')\n")
        self.assert_stopped(result, "still here")


if __name__ == "__main__":
    unittest.main()
