"""The farm's fault tolerance, each fault on real processes over loopback (docs/farm.md):
a coordinator, three workers and Redis, started and killed by the tests themselves.

* a worker killed (SIGKILL) in the middle of a shard: the job completes, byte-identical;
* a worker stopped (SIGSTOP) past its lease: its shard runs elsewhere, its late answer
  is ignored;
* the coordinator killed and restarted mid-job: the job resumes, no finished shard runs
  again, the waiting `submit` reconnects by itself;
* a shard that fails on every worker: the job fails after a bounded number of attempts
  on different workers, naming the shard's graphs and the error;
* corrupted blobs: detected by their hash, never used;
* Redis down: compiles still succeed; Redis up: a compile on one worker is a hit on another.
"""
import contextlib
import filecmp
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import time
import unittest

from tests.farm_faults.farm_processes import ROOT, RTFARM, Farm, make_tmp, wait_until

SHARDS = "4"
PROGRAM_LINES = "3000"


class FarmFaultTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.shared = make_tmp()
        # A program whose shards compile for a few seconds each (the workers of the fault
        # tests run without ccache), so a fault can land in the middle of one.
        cls.program = os.path.join(cls.shared, "interp.py")
        subprocess.run(["/usr/bin/python3.11", os.path.join(ROOT, "bench", "annotate",
                                                            "generate_program.py"),
                        "--lines", PROGRAM_LINES, "--seed", "3", "-o", cls.program], check=True)
        # The one-process translation every farm result must equal, byte for byte.
        cls.expected = os.path.join(cls.shared, "interp-local")
        p = subprocess.run([RTFARM, "translate", cls.program, "--shards", SHARDS, "-o",
                            cls.expected, "--no-cache"], capture_output=True, text=True,
                           env=dict(os.environ, RTFARM_HOME=ROOT))
        assert p.returncode == 0, p.stderr

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.shared, ignore_errors=True)

    def setUp(self):
        self.tmp = make_tmp()
        self.farm = None

    def tearDown(self):
        if self.farm is not None:
            self.farm.stop()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def start_farm(self, workers=3, ccache=False, redis=True, lease_seconds=3, **worker_args):
        self.farm = Farm(self.tmp, lease_seconds=lease_seconds, redis=redis)
        self.farm.start_coordinator()
        for i in range(1, workers + 1):
            self.farm.start_worker("w%d" % i, ccache=ccache, **worker_args)
        return self.farm

    def assert_built_identical(self, out_dir, submit_result=None):
        built = os.path.join(out_dir, "interp")
        self.assertTrue(os.path.exists(built), submit_result and submit_result.stderr)
        self.assertTrue(filecmp.cmp(built, self.expected, shallow=False),
                        "the farm's executable differs from the one-process translation")
        ran = subprocess.run([built], capture_output=True, text=True, timeout=60)
        oracle = subprocess.run(["/usr/bin/python3.11", self.program], capture_output=True,
                                text=True, timeout=120)
        self.assertEqual(ran.stdout, oracle.stdout)
        self.assertEqual(ran.returncode, oracle.returncode)

    def wait_submit(self, submit, timeout=240):
        out, err = submit.communicate(timeout=timeout)
        return subprocess.CompletedProcess(submit.args, submit.returncode, out, err)

    def test_worker_killed_mid_shard(self):
        farm = self.start_farm()
        out = os.path.join(self.tmp, "out")
        submit = farm.submit(self.program, "--set", "shards=" + SHARDS, background=True, out=out)
        victim = wait_until(farm.running_worker, 120, "a worker running a shard")
        farm.signal(farm.workers[victim], signal.SIGKILL)
        result = self.wait_submit(submit)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("expired", result.stderr)  # the lost shard was seen and ran again
        self.assert_built_identical(out, result)

    def test_worker_stopped_past_its_lease(self):
        farm = self.start_farm()
        out = os.path.join(self.tmp, "out")
        submit = farm.submit(self.program, "--set", "shards=" + SHARDS, background=True, out=out)
        victim = wait_until(farm.running_worker, 120, "a worker running a shard")
        farm.signal(farm.workers[victim], signal.SIGSTOP)
        result = self.wait_submit(submit)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("expired", result.stderr)
        self.assert_built_identical(out, result)
        # Woken up, the stopped worker finishes its shard: its answer is not taken.
        farm.signal(farm.workers[victim], signal.SIGCONT)
        log = wait_until(lambda: re.search(r"dropped|ignored", farm.worker_log(victim)), 120,
                         "the stopped worker's late answer")
        self.assertTrue(log)
        self.assertNotRegex(farm.worker_log(victim), r"done under lease \d+, accepted")

    def test_coordinator_restarted_mid_job(self):
        farm = self.start_farm()
        out = os.path.join(self.tmp, "out")
        submit = farm.submit(self.program, "--set", "shards=" + SHARDS, background=True, out=out)

        def some_shards_done():
            jobs, _ = farm.status()
            for job in jobs:
                done, total = (int(x) for x in job[4].split("/"))
                if 0 < done < total:
                    return True
            return False
        wait_until(some_shards_done, 180, "a job with some shards done")
        farm.signal(farm.coordinator, signal.SIGKILL)
        farm.coordinator.wait()
        time.sleep(0.5)
        farm.start_coordinator()
        result = self.wait_submit(submit)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("reconnected", result.stderr)
        self.assert_built_identical(out, result)
        # No shard ran twice: one accepted answer per shard, and no other.
        done = [line for name in farm.workers for line in farm.worker_log(name).splitlines()
                if "done under lease" in line]
        logs = "\n".join(farm.worker_log(name) for name in farm.workers) + result.stderr
        self.assertEqual(len(done), int(SHARDS), logs)
        self.assertTrue(all("accepted" in line for line in done), logs)

    def test_shard_failing_on_every_worker(self):
        fake = os.path.join(self.tmp, "fake-gcc")
        os.makedirs(fake)
        with open(os.path.join(fake, "gcc"), "w") as f:
            # The same identity as the real compiler, but every compile fails.
            f.write('#!/bin/sh\nif [ "$1" = "--version" ]; then exec /usr/bin/gcc "$@"; fi\n'
                    'echo "shard.c:1:1: error: simulated compiler failure" >&2\nexit 1\n')
        os.chmod(os.path.join(fake, "gcc"), 0o755)
        farm = self.start_farm(path_prefix=fake)
        result = farm.submit(os.path.join(ROOT, "examples", "richards.py"))
        self.assertEqual(result.returncode, 1, result.stdout)
        self.assertRegex(result.stderr, r"shard \d+ \[fn_")  # the shard, by its graphs
        self.assertIn("failed after 3 attempt(s) on 3 worker(s)", result.stderr)
        self.assertIn("simulated compiler failure", result.stderr)
        self.assertIn("failed", result.stdout)  # the table's row

    def test_corrupted_blobs_are_never_used(self):
        farm = self.start_farm(workers=2, ccache=True)
        richards = os.path.join(ROOT, "examples", "richards.py")
        first = farm.submit(richards, out=os.path.join(self.tmp, "first"))
        self.assertEqual(first.returncode, 0, first.stderr)
        damaged = 0
        blobs = os.path.join(farm.state, "blobs")
        # Small blobs are rows of one SQLite database (farm/blob_store.h), the rest files.
        small = os.path.join(blobs, "small.sqlite")
        if os.path.exists(small):
            with contextlib.closing(sqlite3.connect(small, timeout=30)) as db:
                for sha, data in db.execute("SELECT sha256, bytes FROM blobs").fetchall():
                    db.execute("UPDATE blobs SET bytes = ? WHERE sha256 = ?",
                               (data[:-1] + bytes([data[-1] ^ 0xFF]) if data else b"x", sha))
                    damaged += 1
                db.commit()
        for folder, _, names in os.walk(blobs):
            for name in names:
                if name.startswith("small.sqlite"):
                    continue
                path = os.path.join(folder, name)
                with open(path, "r+b") as f:
                    f.seek(-1, os.SEEK_END)
                    last = f.read(1)
                    f.seek(-1, os.SEEK_END)
                    f.write(bytes([last[0] ^ 0xFF]))
                damaged += 1
        self.assertGreater(damaged, 5)
        second = farm.submit(richards, out=os.path.join(self.tmp, "second"))
        self.assertEqual(second.returncode, 0, second.stderr)
        self.assertTrue(filecmp.cmp(os.path.join(self.tmp, "first", "richards"),
                                    os.path.join(self.tmp, "second", "richards"), shallow=False))
        ran = subprocess.run([os.path.join(self.tmp, "second", "richards"), "2"],
                             capture_output=True, text=True, timeout=60)
        self.assertIn("ok", ran.stdout)
        # Every shard ran again: none of the damaged outputs was taken from the cache.
        runs = sum(farm.worker_log(w).count("done under lease") for w in farm.workers)
        self.assertGreaterEqual(runs, 2 * 8)


class RedisSharingTest(unittest.TestCase):
    def setUp(self):
        self.tmp = make_tmp()
        self.farm = Farm(self.tmp)
        self.richards = os.path.join(ROOT, "examples", "richards.py")

    def tearDown(self):
        self.farm.stop()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def fresh_coordinator(self):
        if self.farm.coordinator is not None and self.farm.coordinator.poll() is None:
            self.farm.signal(self.farm.coordinator, signal.SIGKILL)
            self.farm.coordinator.wait()
        shutil.rmtree(self.farm.state, ignore_errors=True)  # no shard cache
        self.farm.port = None
        self.farm.start_coordinator()

    def test_a_compile_on_one_worker_is_a_hit_on_another(self):
        self.fresh_coordinator()
        self.farm.start_worker("a", ccache=True)
        first = self.farm.submit(self.richards, out=os.path.join(self.tmp, "first"))
        self.assertEqual(first.returncode, 0, first.stderr)
        self.assertRegex(self.farm.worker_log("a"), r"ccache 0 hit, 1 miss")
        self.farm.signal(self.farm.workers["a"], signal.SIGKILL)
        self.fresh_coordinator()
        self.farm.start_worker("b", ccache=True)  # its own, empty, local ccache
        second = self.farm.submit(self.richards, out=os.path.join(self.tmp, "second"))
        self.assertEqual(second.returncode, 0, second.stderr)
        log = self.farm.worker_log("b")
        self.assertRegex(log, r"ccache 1 hit, 0 miss")
        self.assertNotRegex(log, r"ccache 0 hit, 1 miss")

    def test_compiles_succeed_with_redis_down(self):
        self.farm.signal(self.farm.redis, signal.SIGKILL)
        self.farm.redis.wait()
        self.fresh_coordinator()
        self.farm.start_worker("c", ccache=True)
        result = self.farm.submit(self.richards, out=os.path.join(self.tmp, "out"))
        self.assertEqual(result.returncode, 0, result.stderr)
        ran = subprocess.run([os.path.join(self.tmp, "out", "richards"), "2"],
                             capture_output=True, text=True, timeout=60)
        self.assertIn("ok", ran.stdout)


if __name__ == "__main__":
    unittest.main()
