"""The coordinator's status page and /metrics, on real processes over loopback: a
coordinator (`--http 127.0.0.1:0`), workers, jobs submitted with `rtfarm submit`, and
headless Chromium loading the page as a user's browser would (its JavaScript polls the
JSON endpoints):

* the page loads, and a job label "<script>..." reads as text, never runs;
* a running job's progress moves: two DOM dumps during the job show different counts;
* a finished job shows its result table (built, back-end time, executable size) and the
  front-end's phases with their times;
* a failed job shows its error with the file:line it names;
* /metrics is Prometheus text with the farm's metrics, their values plausible;
* the JSON endpoints, and --http refused / --no-http.

Every test saves a screenshot into TEST_UNDECLARED_OUTPUTS_DIR.
"""
import html.parser
import json
import math
import os
import re
import shutil
import socket
import subprocess
import time
import unittest
import urllib.error
import urllib.request

from tests.farm_faults.farm_processes import ROOT, RTFARM, Farm, make_tmp, wait_until

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
RICHARDS = os.path.join(ROOT, "examples", "richards.py")
REFUSED = os.path.join(ROOT, "tests", "programs", "refused", "001_int_then_str.py")
HOSTILE_LABEL = '<script>document.title="pwned"</script><img src=x onerror="document.title=1">'


class StatusFarm(Farm):
    """A farm whose coordinator serves its status page on a port of its own choosing."""

    def start_coordinator(self, http="127.0.0.1:0"):
        log = os.path.join(self.tmp, "coordinator.log")
        self.coordinator = self._spawn(
            [RTFARM, "coordinator", "--insecure", "--listen", "127.0.0.1:0", "--http", http,
             "--state", self.state, "--lease-seconds", str(self.lease_seconds)],
            "coordinator.log")

        def ports():
            with open(log) as f:
                text = f.read()
            grpc = re.search(r"listening on port (\d+)", text)
            page = re.search(r"status page on http://[^ ]+ \(http port (\d+)\)", text)
            return grpc and page and (int(grpc.group(1)), int(page.group(1)))
        self.port, self.http_port = wait_until(ports, 20, "the coordinator to listen")

    @property
    def url(self):
        return "http://127.0.0.1:%d" % self.http_port

    def get(self, path):
        with urllib.request.urlopen(self.url + path, timeout=10) as response:
            return response.read().decode(), response.headers


class ById(html.parser.HTMLParser):
    """The text of every element with an id (its descendants' text included), and the
    classes of every element, from a DOM dump."""

    def __init__(self, dom):
        super().__init__()
        self.text = {}
        self.classes = {}
        self.tags = []
        self._open = []  # (tag, id)
        self.feed(dom)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tags.append(tag)
        for name in (attrs.get("class") or "").split():
            self.classes[name] = self.classes.get(name, 0) + 1
        if tag in ("img", "br", "meta", "link", "input", "hr"):
            return
        self._open.append((tag, attrs.get("id")))
        if attrs.get("id"):
            self.text.setdefault(attrs["id"], "")

    def handle_endtag(self, tag):
        while self._open:
            open_tag, _ = self._open.pop()
            if open_tag == tag:
                break

    def handle_data(self, data):
        for _, element_id in self._open:
            if element_id:
                self.text[element_id] += data


def parse_prometheus(text):
    """{(name, ((label, value), ...)): value}, refusing anything that is not the text
    exposition format (version 0.0.4)."""
    samples, types = {}, {}
    sample = re.compile(r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$')
    label = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)')
    for line in text.splitlines():
        if not line:
            continue
        if line.startswith("# HELP "):
            continue
        if line.startswith("# TYPE "):
            _, _, name, kind = line.split(" ", 3)
            assert kind in ("counter", "gauge", "histogram", "summary", "untyped"), line
            types[name] = kind
            continue
        m = sample.match(line)
        assert m, "not a Prometheus sample: %r" % line
        labels = tuple(label.findall(m.group(3) or ""))
        labels = tuple((k, v) for k, v, _ in labels)
        family = re.sub(r"_(bucket|sum|count)$", "", m.group(1))
        assert m.group(1) in types or family in types, "no TYPE for %s" % m.group(1)
        value = float(m.group(4))
        assert not math.isnan(value), line
        samples[(m.group(1), labels)] = value
    return samples


class StatusPageTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.outputs = os.environ.get("TEST_UNDECLARED_OUTPUTS_DIR") or make_tmp()

    def setUp(self):
        self.tmp = make_tmp()
        self.farm = None
        self.background = []

    def tearDown(self):
        for process in self.background:
            if process.poll() is None:
                process.kill()
            process.communicate()
        if self.farm is not None:
            self.farm.stop()
        # The processes' logs go with the screenshots.
        logs = os.path.join(self.outputs, self._testMethodName)
        for name in os.listdir(self.tmp):
            if name.endswith(".log"):
                os.makedirs(logs, exist_ok=True)
                shutil.copy(os.path.join(self.tmp, name), logs)
        shutil.rmtree(self.tmp, ignore_errors=True)

    def start_farm(self, workers=2, ccache=True):
        self.farm = StatusFarm(self.tmp, lease_seconds=3, redis=False)
        self.farm.start_coordinator()
        for i in range(1, workers + 1):
            self.farm.start_worker("w%d" % i, ccache=ccache)
        return self.farm

    # ---- the browser ----

    def chromium(self, *args, budget_ms=2500):
        profile = make_tmp()
        try:
            p = subprocess.run(
                [CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu",
                 "--no-first-run", "--user-data-dir=" + profile,
                 "--virtual-time-budget=%d" % budget_ms, "--window-size=1200,900"]
                + list(args) + [self.farm.url + "/"],
                capture_output=True, text=True, timeout=120,
                env=dict(os.environ, HOME=profile))
        finally:
            shutil.rmtree(profile, ignore_errors=True)
        self.assertEqual(p.returncode, 0, p.stderr[-2000:])
        return p.stdout

    def dom(self):
        return self.chromium("--dump-dom")

    def screenshot(self, name):
        path = os.path.join(self.outputs, name + ".png")
        self.chromium("--screenshot=" + path)
        self.assertTrue(os.path.exists(path), "no screenshot " + path)
        with open(path, "rb") as f:
            self.assertEqual(f.read(8), b"\x89PNG\r\n\x1a\n")
        self.assertGreater(os.path.getsize(path), 10000)  # not a blank page
        return path

    def page(self, condition=None, timeout=60):
        """The page's DOM once its first poll has drawn it (and `condition` holds)."""
        def drawn():
            dom = self.dom()
            found = ById(dom)
            if "live" not in found.text.get("connection", ""):
                return None
            return found if condition is None or condition(found) else None
        return wait_until(drawn, timeout, "the status page")

    # ---- the tests ----

    def test_page_loads_and_labels_are_text(self):
        farm = self.start_farm()
        result = farm.submit(RICHARDS, "--label", HOSTILE_LABEL)
        self.assertEqual(result.returncode, 0, result.stderr)
        dom = self.dom()
        page = ById(dom)
        self.assertIn("live", page.text["connection"])
        self.assertEqual(page.text["job-1-label"], HOSTILE_LABEL)  # shown as it was given
        self.assertEqual(page.text["job-1-state"], "done")
        # ... and never parsed: no element came out of it, the title is the page's own.
        self.assertNotIn("img", page.tags)
        self.assertEqual(page.tags.count("script"), 1)  # status.js
        self.assertIn("<title>rtfarm coordinator</title>", dom)
        self.assertIn("&lt;script&gt;", dom)
        # The workers and the caches.
        self.assertEqual(page.classes.get("worker"), 2)
        self.assertIn("● alive", page.text["worker-1"])
        self.assertRegex(page.text["cache-shard"], r"^0 hits / 8 lookups \(0%\); 8 shards ran on workers$")
        self.assertRegex(page.text["cache-blobs"], r"\d+ blobs, [\d.]+ (KiB|MiB)")
        self.screenshot("page_loads")

    def test_running_job_progress_updates(self):
        # A program whose shards compile for a few seconds each, workers without ccache.
        program = os.path.join(self.tmp, "interp.py")
        subprocess.run(["/usr/bin/python3.11",
                        os.path.join(ROOT, "bench", "annotate", "generate_program.py"),
                        "--lines", "3000", "--seed", "3", "-o", program], check=True)
        farm = self.start_farm(ccache=False)
        submit = farm.submit(program, "--set", "shards=8", background=True)
        self.background.append(submit)
        seen = []  # (state, shards) of each dump while the job runs

        def two_counts():
            page = ById(self.dom())
            state = page.text.get("job-1-cell-0-state")
            shards = page.text.get("job-1-cell-0-shards")
            if state == "running" and shards:
                if not seen or seen[-1] != shards:
                    seen.append(shards)
                    if len(seen) == 2:
                        self.screenshot("running_job")
            self.assertNotIn(page.text.get("job-1-state"), ("done", "failed"),
                             "the job ended before the page saw it move: %s" % seen)
            return len(seen) >= 2
        wait_until(two_counts, 240, "two different shard counts on the page")
        done = [int(s.split("/")[0]) for s in seen]
        self.assertEqual([s.split("/")[1] for s in seen], ["8", "8"])
        self.assertLess(done[0], done[1])
        out, err = submit.communicate(timeout=300)
        self.assertEqual(submit.returncode, 0, err)
        page = self.page(lambda p: p.text.get("job-1-state") == "done")
        self.assertEqual(page.text["job-1-cell-0-shards"], "8/8")

    def test_finished_job_shows_results_and_phases(self):
        farm = self.start_farm()
        result = farm.submit(RICHARDS, "--matrix", "opt=1,2")
        self.assertEqual(result.returncode, 0, result.stderr)
        again = farm.submit(RICHARDS, "--matrix", "opt=1,2")  # served by the caches
        self.assertEqual(again.returncode, 0, again.stderr)
        page = self.page(lambda p: p.text.get("job-2-state") == "done")
        self.assertEqual(page.classes.get("results"), 2)
        for job in (1, 2):
            for cell, label in ((0, "opt=1"), (1, "opt=2")):
                row = page.text["job-%d-cell-%d" % (job, cell)]
                self.assertIn(label, row)
                self.assertEqual(page.text["job-%d-cell-%d-state" % (job, cell)], "built")
                self.assertEqual(page.text["job-%d-cell-%d-shards" % (job, cell)], "8/8")
                self.assertRegex(row, r"\d+\.\d+ s")        # back-end time
                self.assertRegex(row, r"\d+\.\d KiB")       # executable size
        self.assertIn("8 cached", page.text["job-2-cell-0"])
        self.assertIn("link cache", page.text["job-2-cell-0"])
        phases = page.text["job-1-phases"]
        for phase in ("queued", "import", "annotate", "rtype", "shards", "link (cell 1)"):
            self.assertIn(phase, phases)
        self.assertRegex(phases, r"annotate\+\d+\.\d\d s\d+\.\d\d s")
        self.assertRegex(page.text["cache-link"], r"^2 hits / 4 links")
        self.screenshot("finished_job")

    def test_failed_job_shows_its_error_with_location(self):
        farm = self.start_farm(workers=1)
        result = farm.submit(REFUSED)
        self.assertEqual(result.returncode, 1, result.stdout)
        page = self.page(lambda p: p.text.get("job-1-state") == "failed")
        errors = page.text["job-1-errors"]
        self.assertIn("001_int_then_str.py:7", errors)  # a location of its own, as a chip
        self.assertIn("AnnotatorError: 001_int_then_str.py:7: in 001_int_then_str.entry_point",
                      errors)
        self.assertNotIn("$SRC", errors)
        self.assertGreaterEqual(page.classes.get("where", 0), 1)
        self.screenshot("failed_job")

    def test_metrics(self):
        farm = self.start_farm()
        for _ in range(2):  # the second one comes from the caches
            result = farm.submit(RICHARDS, "--matrix", "opt=1,2")
            self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(farm.submit(REFUSED).returncode, 1)
        text, headers = farm.get("/metrics")
        self.assertTrue(headers["Content-Type"].startswith("text/plain; version=0.0.4"))
        m = parse_prometheus(text)

        def value(name, **labels):
            key = (name, tuple(sorted(labels.items())))
            for (n, l), v in m.items():
                if n == name and tuple(sorted(l)) == key[1]:
                    return v
            self.fail("no %s%s in /metrics:\n%s" % (name, labels, text))
        self.assertEqual(value("rtfarm_jobs_submitted_total", kind="translate"), 3)
        self.assertEqual(value("rtfarm_jobs", state="done"), 2)
        self.assertEqual(value("rtfarm_jobs", state="failed"), 1)
        self.assertEqual(value("rtfarm_jobs", state="running"), 0)
        self.assertEqual(value("rtfarm_jobs_ended_total", state="failed"), 1)
        # 2 cells of 8 shards ran once, then came from the shard cache.
        self.assertEqual(value("rtfarm_shards_total", outcome="ran"), 16)
        self.assertEqual(value("rtfarm_shards_total", outcome="cached"), 16)
        self.assertEqual(value("rtfarm_shards_total", outcome="failed"), 0)
        self.assertEqual(value("rtfarm_shard_attempts_total"), 16)
        self.assertEqual(value("rtfarm_lease_expiries_total"), 0)
        self.assertEqual(value("rtfarm_cache_hits_total", cache="shard"), 16)
        self.assertEqual(value("rtfarm_cache_lookups_total", cache="shard"), 32)
        self.assertEqual(value("rtfarm_cache_hits_total", cache="link"), 2)
        self.assertEqual(value("rtfarm_cache_lookups_total", cache="link"), 4)
        self.assertEqual(value("rtfarm_workers", state="alive"), 2)
        self.assertGreater(value("rtfarm_blob_store", figure="bytes"), 100000)
        self.assertGreater(value("rtfarm_blob_store", figure="blobs"), 16)
        # The queue wait: one observation per lease, in increasing buckets.
        self.assertEqual(value("rtfarm_queue_wait_seconds_count"), 16)
        total = value("rtfarm_queue_wait_seconds_sum")
        self.assertTrue(0 < total < 16 * 120, total)
        buckets = sorted((float(dict(l)["le"]), v) for (n, l), v in m.items()
                         if n == "rtfarm_queue_wait_seconds_bucket")
        self.assertEqual(buckets[-1], (math.inf, 16))
        self.assertEqual([v for _, v in buckets], sorted(v for _, v in buckets))
        self.screenshot("metrics_farm")

    def test_json_endpoints(self):
        farm = self.start_farm(workers=1)
        self.assertEqual(farm.submit(RICHARDS, "--label", HOSTILE_LABEL).returncode, 0)
        jobs = json.loads(farm.get("/api/jobs")[0])
        self.assertEqual(jobs["total"], 1)
        self.assertEqual(jobs["jobs"][0]["job"]["label"], HOSTILE_LABEL)
        self.assertEqual(jobs["jobs"][0]["cell_labels"], ["default"])
        body, headers = farm.get("/api/job/1")
        self.assertEqual(headers["Content-Type"], "application/json")
        self.assertNotIn("<script>", body)  # escaped in JSON too
        job = json.loads(body)
        kinds = [e["kind"] for e in job["events"]]
        self.assertEqual(kinds[0], "PHASE")
        self.assertEqual(kinds[-1], "JOB_DONE")
        self.assertNotIn("PROGRESS", kinds)
        times = [e["time"] for e in job["events"]]
        self.assertEqual(times, sorted(times))
        self.assertLess(abs(times[0] - job["job"]["created"]), 5)
        with self.assertRaises(urllib.error.HTTPError) as missing:
            farm.get("/api/job/99")
        self.assertEqual(missing.exception.code, 404)
        workers = json.loads(farm.get("/api/workers")[0])
        self.assertEqual([w["name"] for w in workers["list"]["workers"]], ["w1"])
        caches = json.loads(farm.get("/api/caches")[0])
        self.assertEqual((caches["shard_hits"], caches["shards_ran"]), (0, 8))
        page, headers = farm.get("/")
        self.assertIn("script-src 'self'", headers["Content-Security-Policy"])
        self.assertNotIn("http://", page.replace(farm.url, ""))  # no external asset
        self.assertNotIn("https://", page)
        self.screenshot("json_endpoints")

    def test_http_address_taken_or_disabled(self):
        self.farm = StatusFarm(self.tmp, redis=False)
        with socket.socket() as taken:
            taken.bind(("127.0.0.1", 0))
            taken.listen()
            p = subprocess.run([RTFARM, "coordinator", "--insecure", "--listen", "127.0.0.1:0", "--state",
                                os.path.join(self.tmp, "s1"), "--http",
                                "127.0.0.1:%d" % taken.getsockname()[1]],
                               capture_output=True, text=True, timeout=30, env=self.farm.env)
        self.assertEqual(p.returncode, 1)
        self.assertIn("error: the status page: cannot listen on", p.stderr)
        off = self.farm._spawn([RTFARM, "coordinator", "--insecure", "--listen", "127.0.0.1:0", "--state",
                                os.path.join(self.tmp, "s2"), "--no-http"], "off.log")
        log = os.path.join(self.tmp, "off.log")
        wait_until(lambda: "listening on port" in open(log).read(), 20, "the coordinator")
        self.assertNotIn("status page", open(log).read())
        self.assertIsNone(off.poll())


if __name__ == "__main__":
    unittest.main()
