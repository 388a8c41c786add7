"""Counts test cases of one `bazel test` run and prints "N passed, N failed".

Reads the run's Build Event Protocol file (--build_event_json_file): for every test
target it takes the test.xml that this run produced or reused from cache (GoogleTest
writes one case per TEST; Python suites write theirs through junit_unittest.py). A target
of `tests(//...)` with no result in this run (it did not build, or crashed before writing
its report) counts as one failure, so a stale report from an earlier run is never counted.
"""
import json
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from urllib.parse import unquote, urlparse


def test_targets():
    out = subprocess.run(["bazel", "query", "tests(//...)", "--output=label"],
                         check=True, capture_output=True, text=True).stdout
    return [line for line in out.splitlines() if line.startswith("//")]


def results_of_run(bep_path):
    """label -> (status, path of test.xml or None) from the build event stream."""
    results = {}
    with open(bep_path, encoding="utf-8") as stream:
        for line in stream:
            event = json.loads(line)
            result = event.get("testResult")
            if result is None:
                continue
            label = event["id"]["testResult"]["label"]
            xml = None
            for output in result.get("testActionOutput", []):
                if output["name"] == "test.xml":
                    xml = unquote(urlparse(output["uri"]).path)
            results[label] = (result.get("status", "NO_STATUS"), xml)
    return results


def count_cases(path):
    root = ElementTree.parse(path).getroot()
    passed = failed = 0
    for case in root.iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
        elif case.get("status", "run") == "run" and case.find("skipped") is None:
            passed += 1
    return passed, failed


def main():
    results = results_of_run(sys.argv[1])
    total_passed = total_failed = 0
    for label in test_targets():
        status, xml = results.get(label, ("NOT_RUN", None))
        try:
            passed, failed = count_cases(xml) if xml else (0, 0)
        except (OSError, ElementTree.ParseError):
            passed, failed = 0, 0
        if status != "PASSED" and failed == 0:
            failed = 1  # crashed, timed out or never built: one failure, named below
        if passed == 0 and failed == 0:
            failed = 1  # a target that ran nothing must not pass silently
        if failed:
            print(f"  {label}: {status}, {failed} failed case(s)")
        total_passed += passed
        total_failed += failed
    print(f"{total_passed} passed, {total_failed} failed")
    return 1 if total_failed else 0


if __name__ == "__main__":
    sys.exit(main())
