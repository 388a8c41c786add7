"""Standard-library functions rtfarm does not translate, replaced by clear refusals.

Without these, a call of `statistics.mean` or `re.match` would be flowed into the
module's own source and refused deep inside it (an IntFlag of re, a type() in
statistics' exact-fraction sums), naming a line of the standard library. Each
function here is what such a call becomes (passes/host/host_space.cc,
_substitute_by_identity): a translation error naming the call and what to write
instead.
"""

from rlib.objectmodel import not_rpython

STATISTICS = ("mean", "fmean", "geometric_mean", "harmonic_mean", "median", "median_low",
              "median_high", "median_grouped", "mode", "multimode", "quantiles", "pstdev",
              "pvariance", "stdev", "variance", "covariance", "correlation",
              "linear_regression")
RE = ("compile", "match", "fullmatch", "search", "findall", "finditer", "sub", "subn",
      "split", "escape", "purge", "template")
STRUCT = ("pack", "pack_into", "unpack", "unpack_from", "iter_unpack", "calcsize")
JSON = ("dumps", "dump", "loads", "load")
TEXTWRAP = ("wrap", "fill", "shorten", "dedent", "indent")
TEMPFILE = ("gettempdir", "gettempdirb", "gettempprefix", "gettempprefixb", "mkstemp",
            "mkdtemp", "mktemp")

ADVICE = {
    "statistics": "compute it from the data (sum(xs) / len(xs), sorted(xs)[...], math.sqrt, "
                  "math.fsum)",
    "re": "match with str methods (split, partition, startswith, isdigit, find) or a small "
          "matcher of your own",
    "struct": "pack and unpack with int.to_bytes, int.from_bytes and bytes slices",
    "json": "write the text with str.format, repr() of strs and str.join, and read it back "
            "with str methods (split, strip, partition) or a small parser of your own",
    "textwrap": "split the text into words and build the lines with a loop (str.split, "
                "len, str.join)",
    "tempfile": "take the directory from the command line (sys.argv) or use a fixed path, "
                "and open() a file there",
}


def refusal(module, name):
    @not_rpython
    def refused(*args, **kwargs):
        raise NotImplementedError("%s.%s()" % (module, name))

    refused.__name__ = name
    refused.__qualname__ = "%s.%s" % (module, name)
    refused._not_rpython_reason_ = (
        "%s.%s() is not supported: the %s module is not translated; %s"
        % (module, name, module, ADVICE[module]))
    return refused


def pairs(modules):
    """(original, refusal) for the functions of the modules the program imported."""
    found = []
    for module_name, names in (("statistics", STATISTICS), ("re", RE), ("struct", STRUCT),
                               ("tempfile", TEMPFILE), ("json", JSON),
                               ("textwrap", TEXTWRAP)):
        module = modules.get(module_name)
        if module is None:
            continue
        for name in names:
            original = getattr(module, name, None)
            if original is not None:
                found.append((original, refusal(module_name, name)))
    return found
