// Programs outside RPython 3: each is refused with a precise message at the line of the
// offending operation (fixtures/ann_rejections.py; every case is annotated alone as an
// entry point, in a fresh annotator, and its first error is checked).

#include <gtest/gtest.h>

#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

const char kFixture[] = "ann_rejections";

std::string Line(const std::string& text) { return std::to_string(LineOf(kFixture, text)); }

// Annotates case_<name> and checks its first error: the message, the file, the line of
// the `# <marker>` comment and the function (case_<name> unless given; "-" skips it).
void ExpectRejected(const std::string& name, const std::string& marker, const std::string& message,
                    const std::string& function = "") {
  std::optional<AnnotatorError> error = RejectionOf(kFixture, "case_" + name);
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->message, message) << error->Format();
  EXPECT_EQ(Basename(error->file), "ann_rejections.py") << error->Format();
  EXPECT_EQ(error->line, LineOf(kFixture, "# " + marker)) << error->Format();
  if (function != "-") {
    EXPECT_EQ(error->function,
              std::string(kFixture) + "." + (function.empty() ? "case_" + name : function))
        << error->Format();
  }
}

// The annotations the first error of case_<name> shows for its operation's arguments.
void ExpectOperation(const std::string& name, const std::string& operation) {
  std::optional<AnnotatorError> error = RejectionOf(kFixture, "case_" + name);
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->operation, operation) << error->Format();
}

// The items of a list are one hidden variable: int and str have no common annotation.
TEST(RejectionsTest, ListMixesIntAndStr) {
  ExpectRejected("list_mixes_int_and_str", "list_mix", "cannot unify nonneg int and str");
}

TEST(RejectionsTest, AddIntAndStr) {
  ExpectRejected("add_int_and_str", "add_int_str",
                 "unsupported operand types for +: nonneg int and str");
}

// Both stores are reported at the first source in position order: the store in
// Plain.__init__, naming the other one (the error names no function: "-").
TEST(RejectionsTest, AttributeConflict) {
  ExpectRejected("attribute_conflict", "plain_init",
                 "attribute 'n' of class ann_rejections.Plain gets nonneg int at "
                 "ann_rejections.py:" +
                     Line("# plain_init") +
                     " and str at ann_rejections.py:" + Line("# attr_conflict"),
                 "-");
}

TEST(RejectionsTest, ReturnIntOrStr) {
  ExpectRejected("return_int_or_str", "return_str",
                 "the return value of ann_rejections.case_return_int_or_str gets nonneg int = "
                 "int:1 at ann_rejections.py:" +
                     Line("# return_mix_switch") +
                     " and str at ann_rejections.py:" + Line("# return_str"));
}

TEST(RejectionsTest, SetLiteral) {
  ExpectRejected("set_literal", "set_literal",
                 "a set mixing nonneg int and char elements is not supported (a set holds "
                 "elements of one type)");
}

TEST(RejectionsTest, LenOfInt) {
  ExpectRejected("len_of_int", "len_int", "len() of nonneg int: it has no length");
}

TEST(RejectionsTest, SplitWithInt) {
  ExpectRejected("split_with_int", "split_int",
                 "str.split() separator must be str or None, not nonneg int = int:5");
}

TEST(RejectionsTest, OsWriteStr) {
  ExpectRejected("os_write_str", "write_str",
                 "os.write() needs bytes, not str (encode the str first)");
}

// object's default __str__ shows an address: the output could not match CPython's.
TEST(RejectionsTest, PrintPlainInstance) {
  ExpectRejected("print_plain_instance", "print_plain",
                 "print() of instance of ann_rejections.Plain: the class defines no __str__ or "
                 "__repr__, and the default shows an address that differs from run to run");
}

TEST(RejectionsTest, StrOfFunction) {
  ExpectRejected(
      "str_of_function", "str_function",
      "str() of ann_rejections.three: its text shows an address that differs from run to run");
}

TEST(RejectionsTest, SortedInstances) {
  ExpectRejected("sorted_instances", "sorted_instances",
                 "sorted() of items of type instance of ann_rejections.Plain needs int, float, str "
                 "or tuples or lists of them");
}

// key= is rlib.rbuiltin's sort_by_key (docs/flow.md); other keywords are refused.
TEST(RejectionsTest, SortWithCmp) {
  ExpectRejected("sort_with_key", "sort_key",
                 "list.sort() supports only reverse= as keyword argument, not cmp=");
}

TEST(RejectionsTest, IsinstanceOfAVariable) {
  ExpectRejected("isinstance_of_a_variable", "isinstance_var",
                 "isinstance() needs a class known before translation, not one of "
                 "{ann_rejections.Left, ann_rejections.Right}");
}

// tuple(lst) is a tuple of any length; such a tuple and a list do not concatenate.
TEST(RejectionsTest, TupleOfList) {
  ExpectRejected("tuple_of_list", "tuple_list",
                 "can only concatenate tuple (not list of str) to tuple");
}

TEST(RejectionsTest, RangeOfFloat) {
  ExpectRejected("range_of_float", "range_float", "range() arguments must be int, not float");
}

// The counters of enumerate() are annotated nonneg.
TEST(RejectionsTest, EnumerateNegativeStart) {
  ExpectRejected("enumerate_negative_start", "enumerate_start",
                 "enumerate() start must be a non-negative int in RPython 3, not int");
}

// open() (rlib.rfile's) chooses a text or a binary file object by its mode.
TEST(RejectionsTest, OpenModeNotConstant) {
  ExpectRejected("open_mode", "open_mode",
                 "open() needs a mode known at translation time (a constant string), not str");
}

TEST(RejectionsTest, IntOfList) {
  ExpectRejected("int_of_list", "int_list", "int() of list of str");
}

TEST(RejectionsTest, ChrOfStr) {
  ExpectRejected("chr_of_str", "chr_str", "chr() argument must be int, not str");
}

TEST(RejectionsTest, HashOfList) {
  ExpectRejected("hash_of_list", "hash_list", "hash() of list of nonneg int: unhashable type");
}

TEST(RejectionsTest, JoinInts) {
  ExpectRejected("join_ints", "join_ints",
                 "str.join() needs an iterable of str, not of nonneg int");
}

TEST(RejectionsTest, StartswithInt) {
  ExpectRejected("startswith_int", "startswith_int",
                 "str.startswith() argument must be str, not nonneg int = int:1");
}

TEST(RejectionsTest, UpdateWithList) {
  ExpectRejected("update_with_list", "update_list", "dict.update() needs a dict or an iterable of pairs, not an iterable of str");
}

TEST(RejectionsTest, SqrtOfStr) {
  ExpectRejected("sqrt_of_str", "sqrt_str", "math.sqrt() needs an int or a float, not str");
}

TEST(RejectionsTest, FloatOfList) {
  ExpectRejected("float_of_list", "float_list", "float() of list of str");
}

// A generator object (here of a generator expression) is advanced by next(), for loops
// and close() only (docs/generators.md).
TEST(RejectionsTest, GeneratorSend) {
  ExpectRejected("generator_send", "genexpr",
                 "generator.send() is not supported (a generator object is advanced by next(), "
                 "for loops and close() only; its yield expressions receive None)");
}

// Through an instance of a class with subclasses the classmethod is bound to the run-time
// class (each subclass's own definition when it overrides it); a subclass replacing it
// by a plain method is refused.
TEST(RejectionsTest, ClassMethodThroughAnInstance) {
  ExpectRejected("classmethod", "classmethod",
                 "classmethod 'make' called through an instance of "
                 "ann_rejections.WithFactory, whose subclass ann_rejections.SubFactory "
                 "makes it something else than a classmethod, is not supported",
                 "WithFactory.again");
}

TEST(RejectionsTest, TooManyArguments) {
  ExpectRejected("too_many_arguments", "too_many",
                 "ann_rejections.three() takes 1 positional arguments but 3 were given");
}

TEST(RejectionsTest, UnexpectedKeyword) {
  ExpectRejected("unexpected_keyword", "bad_keyword",
                 "ann_rejections.three() got an unexpected keyword argument 'b'");
}

TEST(RejectionsTest, MissingArgument) {
  ExpectRejected("missing_argument", "missing",
                 "ann_rejections.three() missing required argument 'a'");
}

TEST(RejectionsTest, MultipleInheritance) {
  ExpectRejected("multiple_inheritance", "multiple_bases",
                 "class ann_rejections.Both has several non-mixin bases (ann_rejections.Left, "
                 "ann_rejections.Right): RPython allows single inheritance plus mixins");
}

TEST(RejectionsTest, BigInt) {
  ExpectRejected("big_int", "big_int",
                 "the integer constant 1180591620717411303424 does not fit in 64 bits");
}

// engine bug: `2 ** 70` (pow of two constants, not folded by the flow builder) is
// annotated "nonneg int" (rules.cc IntResult); the translated program wraps it to 0
// while CPython computes 1180591620717411303424. Constant operands should be folded and
// checked like prebuilt constants ("does not fit in 64 bits").
TEST(RejectionsTest, ConstantPowerOverflows) {
  ExpectRejected("constant_power_overflows", "constant_pow",
                 "the integer constant 1180591620717411303424 does not fit in 64 bits");
}

TEST(RejectionsTest, StrHasNoAttribute) {
  ExpectRejected("str_has_no_attribute", "no_attribute", "str has no attribute 'foo'");
}

TEST(RejectionsTest, DeleteAttribute) {
  ExpectRejected("delete_attribute", "delattr", "deleting attributes is not supported");
}

TEST(RejectionsTest, KwargsCall) {
  ExpectRejected("kwargs_call", "kwargs",
                 "f(**d) is supported only when d is a dict display with constant str keys, "
                 "written in the call or assigned in the same block and not changed before the "
                 "call (f(**{'x': 1}), d = {'x': 1}; f(**d)), or a **kwargs parameter passed on "
                 "unchanged, so that the keywords are known; here d is dict of char to nonneg int",
                 "kwargs_of");
}

// Python 3: pow(2, -1) == 0.5; an int exponent must be known non-negative.
TEST(RejectionsTest, PowNegativeExponent) {
  ExpectRejected(
      "pow_negative_exponent", "pow_signed",
      "pow() of int to an exponent of type int: a negative exponent gives a float in Python 3");
}

TEST(RejectionsTest, ZfillStr) {
  ExpectRejected("zfill_str", "zfill_str", "str.zfill() width must be int, not char = str:'8'");
}

TEST(RejectionsTest, ZipNothing) {
  ExpectRejected("zip_nothing", "zip_empty", "zip() needs at least 1 argument");
}

TEST(RejectionsTest, ReversedDict) {
  ExpectRejected("reversed_dict", "reversed_dict",
                 "reversed() of dict of char to nonneg int: only lists and str can be reversed");
}

TEST(RejectionsTest, NextOfList) {
  ExpectRejected("next_of_list", "next_list", "next() of list of str: it is not an iterator");
}

// sys.stderr is an opaque object: the constant itself is refused.
TEST(RejectionsTest, PrintToFile) {
  ExpectRejected("print_to_file", "print_file",
                 "print(file=...) needs a file object (sys.stdout, sys.stderr, open()'s), not "
                 "list of str");
}

// Refused by the flow builder (frame introspection).
TEST(RejectionsTest, Eval) { ExpectRejected("eval", "eval", "eval() is not supported"); }

TEST(RejectionsTest, Id) {
  ExpectRejected("id", "id", "id() is not supported: addresses differ from run to run");
}

TEST(RejectionsTest, SubscriptInt) {
  ExpectRejected("subscript_int", "subscript_int", "nonneg int is not subscriptable");
}

// engine bug: `2 ** i` with i a possibly negative int is annotated "nonneg int"
// (rules.cc IntResult treats pow like mul); in Python 3, 2 ** -1 == 0.5. The builtin
// pow() refuses it (PowNegativeExponent); the operator should too.
TEST(RejectionsTest, PowOperatorSignedExponent) {
  ExpectRejected("pow_operator_signed_exponent", "pow_operator",
                 "unsupported operand types for **: nonneg int = int:2 and int: a negative "
                 "exponent gives a float in Python 3");
}

TEST(RejectionsTest, PrintFunction) {
  ExpectRejected(
      "print_function", "print_function",
      "print() of ann_rejections.three: its text shows an address that differs from run to run");
}

TEST(RejectionsTest, DictGetDefaultMismatch) {
  ExpectRejected(
      "dict_get_default_mismatch", "get_mismatch",
      "dict.get() default of type str = str:'none' does not match the values, of type nonneg "
      "int: the result has one type (pass a default of the values' type, or dict.get(k, None) "
      "and test `is None`)");
}

TEST(RejectionsTest, OrdOfInt) {
  ExpectRejected("ord_of_int", "ord_int", "ord() expected a character, but got nonneg int");
}

TEST(RejectionsTest, ListIndexStr) {
  ExpectRejected("list_index_str", "index_str",
                 "list indices must be integers, not char = str:'a'");
}

TEST(RejectionsTest, StrMethodArity) {
  ExpectRejected("str_method_arity", "upper_arity", "str.upper() takes no arguments, 1 given");
}

TEST(RejectionsTest, SumOfStrs) {
  ExpectRejected("sum_of_strs", "sum_strs",
                 "sum() of items of type str: only numbers can be summed (use \"\".join)");
}

TEST(RejectionsTest, AbsOfStr) {
  ExpectRejected("abs_of_str", "abs_str", "bad operand type for unary abs: str");
}

TEST(RejectionsTest, DecodeWithAnIntEncoding) {
  ExpectRejected("decode_int_encoding", "decode_int",
                 "bytes.decode() encoding must be str, not nonneg int = int:8");
}

TEST(RejectionsTest, LjustWithALongFill) {
  ExpectRejected("ljust_long_fill", "ljust_fill",
                 "str.ljust() fill character must be a str of length 1, not str = str:'ab'");
}

TEST(RejectionsTest, InsertAtAStrIndex) {
  ExpectRejected("insert_str_index", "insert_str",
                 "list.insert() index must be int, not char = str:'0'");
}

TEST(RejectionsTest, OsReadWithAStrLength) {
  ExpectRejected("os_read_str_length", "read_str", "os.read() length must be int, not str");
}

// Python 3 raises ValueError for an empty separator.
TEST(RejectionsTest, SplitWithAnEmptySeparator) {
  ExpectRejected("split_empty_separator", "split_empty",
                 "str.split() with an empty separator: ValueError in Python 3");
}

TEST(RejectionsTest, RangeWithAZeroStep) {
  ExpectRejected("range_zero_step", "range_zero", "range() step must not be zero");
}

TEST(RejectionsTest, FloorWithTwoArguments) {
  ExpectRejected("floor_two_arguments", "floor_arity", "math.floor() takes 1 argument, 2 given");
}

TEST(RejectionsTest, SortedWithCmp) {
  ExpectRejected("sorted_key", "sorted_key",
                 "sorted() supports only reverse= as keyword arguments, not cmp=");
}

TEST(RejectionsTest, PrintWithAnIntSeparator) {
  ExpectRejected("print_int_sep", "print_sep",
                 "print(sep=...) needs a str or None, not nonneg int = int:1");
}

TEST(RejectionsTest, ReprOfAPlainInstance) {
  ExpectRejected("repr_plain_instance", "repr_plain",
                 "repr() of instance of ann_rejections.Plain: the class defines no __repr__, and "
                 "the default shows an address that differs from run to run");
}

// Items of containers show through repr() (even when their class defines __str__);
// the flow builder made `"%s" % (table,)` a str operation.
TEST(RejectionsTest, FormatOfPlainInstancesInAContainer) {
  ExpectRejected(
      "format_dict_of_plain_instances", "format_plain_items",
      "str() of dict of char to list of instance of ann_rejections.Plain: its items show "
      "through repr(), and repr() of instance of ann_rejections.Plain would print its "
      "address, which differs from run to run: define __repr__ in "
      "ann_rejections.Plain");
}

TEST(RejectionsTest, IssubclassOfAnInstance) {
  ExpectRejected("issubclass_of_instance", "issubclass_instance",
                 "issubclass() needs a class known before translation as its second argument, "
                 "not instance of ann_rejections.Plain");
}

TEST(RejectionsTest, MinOfInstances) {
  ExpectRejected(
      "min_of_instances", "min_instances",
      "min() of instance of ann_rejections.Plain: only int, float, str and tuples or lists "
      "of them are ordered");
}

// In-place operators are named by their own symbol.
TEST(RejectionsTest, InplaceOrOfIntAndStr) {
  ExpectRejected("inplace_or_str", "inplace_or_str",
                 "unsupported operand types for |: nonneg int and str");
}

TEST(RejectionsTest, InplaceAndOfIntAndFloat) {
  ExpectRejected("inplace_and_float", "inplace_and_float",
                 "unsupported operand types for &: nonneg int and float = float:1.5");
}

// enum.Enum subclasses translate (rlib/renum.py); IntEnum, Flag and StrEnum show and
// combine their members as ints or strs: refused where the program uses one.
TEST(RejectionsTest, EnumClass) {
  ExpectRejected("enum_class", "enum_class",
                 "class ann_rejections.Suit derives from enum.IntEnum: only enum.Enum "
                 "subclasses are supported (use enum.Enum, or int constants at module level)");
}

// Slicing a tuple with a run-time bound gives a tuple of any length: of one item type.
TEST(RejectionsTest, TupleSliceWithAVariableBound) {
  ExpectRejected("tuple_slice_variable", "tuple_slice_variable",
                 "slicing tuple(nonneg int = int:1, char = str:'a') = tuple:(int:1, str:'a') "
                 "with bounds known only at run time: the slice is a tuple of any length, "
                 "whose items must have one type (use constant bounds)");
}

// A value that is always None: reading, calling or storing an attribute of it waits for
// it to generalise (it could be `instance or None` later, see none_test.cc) and never
// succeeds. As in RPython, the operation is left blocked and reported as such at the end.
// The message says why: the object is always None.
TEST(RejectionsTest, AttributeOfAlwaysNone) {
  ExpectRejected("attribute_of_none", "attr_of_none",
                 "blocked block: the object is always None here, so it has no attribute 'size' "
                 "(CPython would raise AttributeError)");
  ExpectOperation("attribute_of_none", "getattr(None, str = str:'size')");
}

TEST(RejectionsTest, MethodCallOfAlwaysNone) {
  ExpectRejected("method_of_none", "method_of_none",
                 "blocked block: the object is always None here, so it has no attribute 'close' "
                 "(CPython would raise AttributeError)");
  ExpectOperation("method_of_none", "getattr(None, str = str:'close')");
}

TEST(RejectionsTest, StoreIntoAlwaysNone) {
  ExpectRejected("store_into_none", "store_into_none",
                 "blocked block: the object is always None here, so it has no attribute 'n' "
                 "(CPython would raise AttributeError)");
}

TEST(RejectionsTest, CallOfAlwaysNone) {
  ExpectRejected("call_none", "call_none",
                 "blocked block: the value called is always None here (CPython would raise "
                 "TypeError: 'NoneType' object is not callable)");
}

// Class-level values of a class and its subclasses that have no common annotation: the
// read through the base is refused with the first pair that does not unite, in class
// order (they are united all at once, and one at a time again to find it).
TEST(RejectionsTest, ClassLevelValuesConflict) {
  ExpectRejected("class_values_conflict", "class_values_conflict",
                 "cannot unify nonneg int and char = str:'c'");
  ExpectOperation("class_values_conflict",
                  "getattr(instance of ann_rejections.Tagged, str = str:'tag')");
}

// A pre-built list or dict whose items have no common annotation: refused at its first
// use with the first pair that does not unite, in item order, the items before it
// already in the list (the items are united all at once, and one at a time again to find
// the pair).
TEST(RejectionsTest, PrebuiltListConflict) {
  ExpectRejected("prebuilt_list_conflict", "prebuilt_list_conflict",
                 "cannot unify nonneg int and str = str:'three'");
  ExpectOperation("prebuilt_list_conflict", "getitem(list of nonneg int, nonneg int)");
}

TEST(RejectionsTest, PrebuiltDictConflict) {
  // Refused each time the dict is read (never kept half made): the operation's dict is
  // not known.
  ExpectRejected("prebuilt_dict_conflict", "prebuilt_dict_conflict",
                 "cannot unify nonneg int = int:1 and char = str:'2': a dict holds values of one "
                 "type, but the value of key str:'two' in the pre-built dict "
                 "ann_rejections.MIXED_NAMES is char (for a record of fields of different types, "
                 "use a class, a dataclass or a named tuple)");
  ExpectOperation("prebuilt_dict_conflict", "getitem(?, str)");
}

}  // namespace
}  // namespace rtfarm::annotator::testing
