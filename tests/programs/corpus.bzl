"""The differential corpus as a Bazel test: one macro, so the plain run and each
collector's runs share their data and differ only in their environment."""

def corpus_test(name, env = {}):
    """The corpus (tests/programs, refused/, the examples) run by differential_test.py.

    Args:
      name: the test's name.
      env: the RTFARM_CORPUS_* variables that choose the collector, its stress mode, a
        subset of the programs (docs/corpus.md).
    """
    native.sh_test(
        name = name,
        size = "large",
        timeout = "eternal",
        srcs = ["differential_test.sh"],
        data = [
            "differential_test.py",
            "known_failures.txt",
            ":programs",
            ":refused_programs",
            "//bench/annotate:generate_program.py",
            "//examples:python_files",
            "//passes/driver:rtfarm",
            "//rlib:python_files",
            "//rpython:python_files",
            "//runtime:sources",
            "//tests/tools:canonical_c.py",
            "//tests/tools:junit_unittest.py",
        ],
        env = env,
        tags = ["corpus"],
    )
