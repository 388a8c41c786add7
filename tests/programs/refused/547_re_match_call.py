# expect: 547_re_match_call.py:7
# expect: re.match() is not supported: the re module is not translated; match with str methods
import re


def entry_point(argv):
    m = re.match(r"(\w+)=(\d+)", "width=80")
    print(m.group(1))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
