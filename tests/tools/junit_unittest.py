"""Runs a unittest discovery under this interpreter and writes JUnit XML for Bazel.

Usage: junit_unittest.py START_DIR [TOP_DIR]. Bazel sets XML_OUTPUT_FILE; the counts
of test.sh's summary line come from that file, one case per Python test method.
"""
import os
import sys
import time
import unittest
import xml.etree.ElementTree as ElementTree


class RecordingResult(unittest.TextTestResult):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.cases = []  # (id, seconds, kind or None, text)
        self._started = 0.0

    def startTest(self, test):
        self._started = time.monotonic()
        super().startTest(test)

    def _record(self, test, kind=None, text=""):
        self.cases.append((test.id(), time.monotonic() - self._started, kind, text))

    def addSuccess(self, test):
        super().addSuccess(test)
        self._record(test)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._record(test, "failure", self.failures[-1][1])

    def addError(self, test, err):
        super().addError(test, err)
        self._record(test, "error", self.errors[-1][1])

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._record(test, "skipped", reason)


def write_xml(path, cases):
    suite = ElementTree.Element("testsuite", name="python", tests=str(len(cases)))
    for case_id, seconds, kind, text in cases:
        classname, _, name = case_id.rpartition(".")
        case = ElementTree.SubElement(suite, "testcase", classname=classname, name=name,
                                      time=f"{seconds:.3f}")
        if kind:
            ElementTree.SubElement(case, kind, message=text.splitlines()[-1] if text else "").text = text
    suites = ElementTree.Element("testsuites")
    suites.append(suite)
    ElementTree.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)


def main():
    start = sys.argv[1]
    top = sys.argv[2] if len(sys.argv) > 2 else "."
    sys.path.insert(0, os.path.abspath(top))
    suite = unittest.defaultTestLoader.discover(start, top_level_dir=top)
    runner = unittest.TextTestRunner(resultclass=RecordingResult, verbosity=2)
    result = runner.run(suite)
    if os.environ.get("XML_OUTPUT_FILE"):
        write_xml(os.environ["XML_OUTPUT_FILE"], result.cases)
    if result.testsRun == 0:
        print("no Python test found", file=sys.stderr)
        return 1
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main())
