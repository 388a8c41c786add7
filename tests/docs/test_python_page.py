"""docs/python.md stays true: every corpus program a row names exists, and every refused
program is listed in its last table with one of its `# expect:` messages."""

import os
import re
import unittest

PAGE = "docs/python.md"
PROGRAMS = "tests/programs"
REFUSED = os.path.join(PROGRAMS, "refused")


def program_numbers():
    numbers = set()
    for name in os.listdir(PROGRAMS):
        match = re.match(r"(\d{3})_.*\.py$", name)
        if match:
            numbers.add(match.group(1))
    return numbers


def expected_messages(path):
    with open(path, encoding="utf-8") as f:
        return [line[len("# expect:"):].strip() for line in f if line.startswith("# expect:")]


class PythonPageTest(unittest.TestCase):
    def setUp(self):
        with open(PAGE, encoding="utf-8") as f:
            self.text = f.read()
        supported, _, refused = self.text.partition("\n## Refused")
        self.supported = supported
        self.refused = refused

    def cited(self):
        """The program numbers cited by the supported sections: the last cell of each
        table row, and the `Programs:` lines."""
        cells = []
        for line in self.supported.splitlines():
            if line.startswith("| ") and not line.startswith("| ---"):
                cells.append(line.rstrip(" |").rsplit("|", 1)[-1])
            elif line.startswith("Programs:"):
                cells.append(line[len("Programs:"):])
        numbers = []
        for cell in cells:
            for first, last in re.findall(r"\b(\d{3})(?:-(\d{3}))?\b", cell):
                numbers.append(first)
                if last:
                    numbers.append(last)
        return numbers

    def test_every_cited_program_exists(self):
        cited = self.cited()
        self.assertGreater(len(cited), 50, "the page cites the corpus")
        missing = sorted(set(cited) - program_numbers())
        self.assertEqual(missing, [], "docs/python.md cites programs that do not exist")

    def test_every_supported_row_cites_a_program(self):
        for line in self.supported.splitlines():
            if not line.startswith("| ") or line.startswith("| ---"):
                continue
            if line.startswith("| type |") or line.startswith("| construct |") or line.startswith(
                "| module |"
            ):
                continue
            last = line.rstrip(" |").rsplit("|", 1)[-1]
            self.assertRegex(last, r"\d{3}", "a row without a program: " + line)

    def test_every_refused_program_is_listed_with_its_message(self):
        rows = {}
        for line in self.refused.splitlines():
            match = re.match(r"\| refused/(\S+\.py) \| `(.*)` \| (.*) \|$", line)
            if match:
                rows[match.group(1)] = match.group(2)
        on_disk = sorted(n for n in os.listdir(REFUSED) if n.endswith(".py"))
        self.assertEqual(sorted(rows), on_disk, "the refused table and refused/ differ")
        for name, message in rows.items():
            self.assertIn(
                message,
                expected_messages(os.path.join(REFUSED, name)),
                name + ": the page's message is not one of its # expect: lines",
            )


if __name__ == "__main__":
    unittest.main()
