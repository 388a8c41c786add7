# expect: json.dumps() is not supported: the json module is not translated
# expect: 573_json_dumps.py:7
import json


def entry_point(argv):
    print(json.dumps({"a": [1, 2]}))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
