"""Every farm connection is authenticated (docs/farm.md, "Authentication"): TLS with the
credentials of `rtfarm farm init`, client tokens (revocable without a restart), worker
certificates; plaintext only on loopback with --insecure. Real processes and real TLS.
"""
import os
import re
import shutil
import subprocess
import time
import unittest

from tests.farm_faults.farm_processes import ROOT, RTFARM, Farm, make_tmp, wait_until

ENV = dict(os.environ, RTFARM_HOME=ROOT)


def rtfarm(*args, timeout=120):
    return subprocess.run([RTFARM] + list(args), capture_output=True, text=True, env=ENV,
                          timeout=timeout)


class AuthenticationTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = make_tmp()
        cls.creds = os.path.join(cls.tmp, "farm")
        p = rtfarm("farm", "init", cls.creds, "--client", "alice", "--client", "bob")
        assert p.returncode == 0, p.stderr
        cls.other = os.path.join(cls.tmp, "other-farm")  # another CA altogether
        assert rtfarm("farm", "init", cls.other).returncode == 0
        cls.farm = Farm(cls.tmp, redis=False)
        cls.farm.coordinator_args = ["--tls", os.path.join(cls.creds, "coordinator")]
        cls.farm.start_coordinator(insecure=False)
        cls.address = cls.farm.address

    @classmethod
    def tearDownClass(cls):
        cls.farm.stop()
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def client(self, name="client"):
        return os.path.join(self.creds, name)

    def status(self, farm_dir=None):
        args = ["status", "--coordinator", self.address]
        if farm_dir:
            args += ["--farm-dir", farm_dir]
        return rtfarm(*args, timeout=30)

    def coordinator_log(self):
        with open(os.path.join(self.tmp, "coordinator.log")) as f:
            return f.read()

    def test_init_writes_each_sides_credentials(self):
        for path in ["ca/ca.key", "coordinator/coordinator.crt", "coordinator/tokens",
                     "worker/worker.crt", "worker/worker.key", "client/client.token",
                     "client-bob/client.token"]:
            self.assertTrue(os.path.exists(os.path.join(self.creds, path)), path)
        self.assertEqual(os.stat(os.path.join(self.creds, "worker/worker.key")).st_mode & 0o077, 0)
        again = rtfarm("farm", "init", self.creds)
        self.assertEqual(again.returncode, 1)
        self.assertIn("already holds a farm", again.stderr)

    def test_a_worker_and_a_client_with_credentials_build(self):
        self.farm.start_worker("tls-worker", ccache=True,
                               extra=["--farm-dir", os.path.join(self.creds, "worker")])
        result = self.farm.submit(os.path.join(ROOT, "examples", "richards.py"), "--farm-dir",
                                  self.client(), out=os.path.join(self.tmp, "built"))
        self.assertEqual(result.returncode, 0, result.stderr)
        ran = subprocess.run([os.path.join(self.tmp, "built", "richards"), "1"],
                             capture_output=True, text=True)
        self.assertIn("ok", ran.stdout)

    def test_a_call_without_credentials_is_refused(self):
        p = self.status()  # plaintext to a TLS coordinator
        self.assertEqual(p.returncode, 1)
        self.assertIn("error: %s" % self.address, p.stderr)

    def test_a_call_without_a_token_is_refused_and_logged(self):
        only_ca = os.path.join(self.tmp, "only-ca")
        os.makedirs(only_ca, exist_ok=True)
        shutil.copy(os.path.join(self.creds, "client", "ca.crt"), only_ca)
        p = self.status(only_ca)
        self.assertEqual(p.returncode, 1)
        self.assertIn("needs a client token; the call had no token", p.stderr)
        self.assertRegex(self.coordinator_log(), r"refused Farm.ListJobs from .*: no token")

    def test_a_wrong_token_is_refused(self):
        forged = os.path.join(self.tmp, "forged")
        os.makedirs(forged, exist_ok=True)
        shutil.copy(os.path.join(self.creds, "client", "ca.crt"), forged)
        with open(os.path.join(forged, "client.token"), "w") as f:
            f.write("0" * 64 + "\n")
        p = self.status(forged)
        self.assertEqual(p.returncode, 1)
        self.assertIn("unknown or revoked token", p.stderr)

    def test_a_token_is_revoked_without_a_restart(self):
        self.assertEqual(self.status(self.client("client-bob")).returncode, 0)
        tokens = os.path.join(self.creds, "coordinator", "tokens")
        with open(tokens) as f:
            kept = [line for line in f if not line.startswith("bob ")]
        time.sleep(0.01)
        with open(tokens, "w") as f:
            f.writelines(kept)
        p = self.status(self.client("client-bob"))
        self.assertEqual(p.returncode, 1)
        self.assertIn("unknown or revoked token", p.stderr)
        self.assertEqual(self.status(self.client()).returncode, 0)  # the others still work

    def test_a_worker_needs_its_certificate(self):
        # A client's credentials are no worker's: registering is refused.
        self.farm.start_worker("impostor", ccache=True, wait=False,
                                     extra=["--farm-dir", self.client()])
        wait_until(lambda: "needs a worker certificate" in self.farm.worker_log("impostor"), 30,
                   "the impostor's refusal")
        _, workers = self.farm.status_with(["--farm-dir", self.client()])
        self.assertNotIn("impostor", workers)

    def test_a_certificate_of_another_ca_is_refused(self):
        self.farm.start_worker("stranger", ccache=True, wait=False,
                               extra=["--farm-dir", os.path.join(self.other, "worker")])
        time.sleep(3)
        _, workers = self.farm.status_with(["--farm-dir", self.client()])
        self.assertNotIn("stranger", workers)
        self.assertNotIn("registered", self.farm.worker_log("stranger"))

    def test_plaintext_is_only_for_loopback(self):
        p = rtfarm("coordinator", "--insecure", "--listen", "0.0.0.0:0", "--state",
                   os.path.join(self.tmp, "open-state"), "--no-http", timeout=30)
        self.assertEqual(p.returncode, 1)
        self.assertIn("only on a loopback address", p.stderr)
        p = rtfarm("coordinator", "--listen", "127.0.0.1:0", "--state",
                   os.path.join(self.tmp, "no-tls-state"), "--no-http", timeout=30)
        self.assertEqual(p.returncode, 1)
        self.assertIn("needs --tls DIR", p.stderr)
        # The status page has no credentials: loopback only unless --http-public.
        p = rtfarm("coordinator", "--insecure", "--listen", "127.0.0.1:0", "--state",
                   os.path.join(self.tmp, "public-page-state"), "--http", "0.0.0.0:0",
                   timeout=30)
        self.assertEqual(p.returncode, 1)
        self.assertIn("--http-public", p.stderr)


if __name__ == "__main__":
    unittest.main()
