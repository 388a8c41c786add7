# expect: dict.get() default of type str = str:'none' does not match the values, of type nonneg int: the result has one type (pass a default of the values' type, or dict.get(k, None) and test `is None`)
# expect: 508_dict_get_default_of_other_type.py:9
import sys


def entry_point(argv):
    stock = {"apples": 3}
    for name in ["apples", "pears"]:
        print(name, stock.get(name, "none"))
    return 0


if __name__ == "__main__":
    sys.exit(entry_point(sys.argv))
