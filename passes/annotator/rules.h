// The annotation rules: one function per family, dispatched by operation name (seed 000
// §6.4). Each computes the result's annotation from the arguments' annotations, may
// generalise hidden variables through the Annotator, and throws AnnotationRefused or
// UnionError for a program outside RPython 3.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "passes/annotator/annotator.h"

namespace rtfarm::annotator {

// The arguments of a call, after the call shape is applied.
struct CallArgs {
  std::vector<Ann> positional;
  std::vector<std::pair<std::string, Ann>> keywords;
  Ann star;  // a tuple annotation for f(*args), or null
};

Ann AnnotateOperation(Annotator& annotator, const model::SpaceOperation& op,
                      const std::vector<Ann>& args,
                      const std::vector<const model::Variable*>& arg_vars);

// rules_calls.cc
Ann AnnotateCall(Annotator& annotator, const Ann& callee, const CallArgs& args);
// rules_builtins.cc: calls of builtin functions ("len", "range", "os.write", ...);
// `vars` are the argument variables (null for constants), for narrowing.
Ann AnnotateBuiltinCall(Annotator& annotator, const Ann& callee, const CallArgs& args,
                        const std::vector<const model::Variable*>& vars);
// The method `special` (__str__, __repr__) defined by a user class of `classdef` (or its
// bases), or null when only object's default (which shows an address) applies.
const host::HostObject* UserSpecialMethod(ClassDef* classdef, const std::string& special);
// Whether `a` is an instance of the class of a generator function's objects (the host
// helper `generator_class`, docs/generators.md), which has the method `_rtfarm_drain`.
bool IsGeneratorObject(const Ann& a);
// Whether `a` is an instance of a class of the program with __next__, which then has the
// method `_rtfarm_items_` (rlib/riterators.py): its items as a list, for the builtins that
// read every item of an iterable.
inline constexpr const char* kUserIteratorItems = "_rtfarm_items_";
bool IsUserIterator(const Ann& a);
// `a` itself when it is a generator object, what its __iter__ returns when that is one
// (impossible while not known yet), else null.
Ann GeneratorOf(Annotator& annotator, const Ann& a);
// An instance of a class of the program with keys(), __getitem__ and items(): what dict()
// reads as a mapping, through items() (collections' defaultdict and Counter are such).
bool IsMappingInstance(const Ann& a);
// dict(...) and d.update(...): the keywords of `call` (str keys) and the items of its
// positional argument, if any (a dict, a mapping of the program through its items(), an
// iterable of pairs), generalised into `dict`. False while the mapping's items() is not
// known yet. `caller` names the call in refusals ("dict()").
bool GeneraliseDictItems(Annotator& annotator, DictDef* dict, const CallArgs& call,
                         const std::string& caller);
// Refuses str()/repr() of `value` when its text would not match CPython's; annotates the
// __str__/__repr__ of instances it shows (`name` is the caller, for messages).
void CheckShowable(Annotator& annotator, const std::string& name, const Ann& value, bool as_repr);
// An argument of "%" or str.format(), whose conversion (%s or %r, {} or {!r}) is not
// known here: CheckShowable, and an instance's __repr__ annotated too when it has one.
void CheckFormatArgument(Annotator& annotator, const std::string& name, const Ann& value);

// --- numbers that may hold narrower Python types (number_kinds.cc) ---
// Refuses showing `value` (an item of `container`, or null) when it may hold a bool its
// representation forgets. A float that may be an int (and nothing else) is shown by its
// run-time type: the program is noted as showing one (Bookkeeper::NoteShownMixedNumber).
void RefuseShowingMixedNumber(Annotator& annotator, const std::string& name, const Ann& value,
                              const Ann& container);
// Refuses asking the type of such a value (`name`: "type()", "isinstance() with int").
void RefuseMixedNumberType(const std::string& name, const Ann& value);
// Whether format(value, spec) gives the right text for every type `value` may hold (alike,
// or by the run-time type of a float that may be an int).
bool FormatsMixedNumberAlike(Annotator& annotator, const Ann& value, const Ann& spec);
// Whether the '%' conversion `conversion` gives the right text for every type it may hold.
bool PercentFormatsMixedNumberAlike(Annotator& annotator, const Ann& value, char conversion);
// The conversion letter of each argument a constant %-format consumes, in order ('*'
// widths and precisions take an int argument: '*'); empty when the format cannot be read
// so (mapping keys) or has none (percent_format.cc).
std::vector<char> PercentConversions(const std::string& format);
// rules_methods.cc: methods of builtin types (str.join, list.append, dict.get, ...).
Ann AnnotateBuiltinMethodCall(Annotator& annotator, const Ann& method, const CallArgs& args);
// The method `name` of a builtin-typed receiver, or null when it has none.
Ann BuiltinMethodOf(const Ann& receiver, const std::string& name);
// rules_sets.cc: {a, b}, set(), frozenset(), operators and methods of sets.
// Generalises a set's elements with `item`, refusing what a set cannot hold (unhashable
// values, None, numbers of mixed kinds, two unrelated types).
void AddSetElements(DictDef* set, const Ann& item);
// Refuses `what` (an operator) between sets of elements of different types.
void CheckSetOperands(const std::string& what, const Ann& a, const Ann& b);
Ann NewSet(Annotator& annotator, const std::vector<Ann>& items);
Ann SetOf(Annotator& annotator, const std::string& id, const CallArgs& call);
// | & - ^ and their in-place forms (`op` is the base name: "or_", "and_", "sub", "xor").
Ann SetBinary(Annotator& annotator, const std::string& opname, std::string_view op, const Ann& a,
              const Ann& b);
Ann SetMethodOf(const Ann& receiver, const std::string& name);  // null: no such method
Ann SetMethod(Annotator& annotator, const std::string& name, const Ann& self, const CallArgs& call);
// rules_attributes.cc
// The encoding and errors arguments of str.encode, bytes.decode and bytes(s, ...): strs;
// a constant encoding must name a codec the runtime has (UTF-8, Latin-1, ASCII).
void CheckCodecArguments(const std::string& name, const Ann& encoding, const Ann& errors);

Ann AnnotateGetattr(Annotator& annotator, const Ann& owner, const std::string& name);
// The module state holding attribute `name` of instances of `classdef` when it is a
// class attribute that functions assign at run time (`C.count += 1`): read through an
// instance, it is that state's attribute `*global_name`. Null otherwise.
const host::ModuleGlobals* MutableClassAttribute(Annotator& annotator, ClassDef* classdef,
                                                 const std::string& name, std::string* global_name);
void AnnotateSetattr(Annotator& annotator, const Ann& owner, const std::string& name,
                     const Ann& value);
// hasattr(x, "name") of an instance (attribute_presence.cc): a constant where every class
// x may be answers alike, else a test of the run-time class; refused where it depends on
// the run.
Ann AnnotateHasattr(Annotator& annotator, const CallArgs& call);
// super(C, self) as the flow builder records zero-argument super().
Ann AnnotateSuper(Annotator& annotator, const CallArgs& call);

// The item annotation when iterating over `container` (for loops, list(), sorted()...).
// An instance (its __iter__ and __next__ called) only with `instances`: enumerate() and
// zip() iterate one; the other builtins refuse it.
Ann IterationItem(Annotator& annotator, const Ann& container, bool instances = false);
// iter(x) / next(x) of an instance: the result of its `special` (__iter__ / __next__).
Ann CallIterationMethod(Annotator& annotator, const Ann& instance, const std::string& special);

// Shared by the rule files.
[[noreturn]] void Refuse(const std::string& message);  // throws AnnotationRefused
// BaseException.__init__(self, *args) (instantiation, super().__init__(...),
// Exception.__init__(self, ...)): the message str(e) shows.
Ann AnnotateExceptionInit(Annotator& annotator, const Ann& self, const CallArgs& call);
// Whether str has a method `name` rtfarm supports (`s.name(...)`, `str.name(s, ...)`).
bool IsStrMethodName(const std::string& name);
// Notes that the operation being annotated decided something from the subclasses a class
// has so far (which of them define a special method): its block is annotated again at the
// fixpoint, when every class is known (Annotator::RecheckRefusedBlocks).
void NoteSubclassesRead();
bool IsInt(const Ann& a);      // int or bool
bool IsStr(const Ann& a);      // str or char
bool IsOrdered(const Ann& a);  // what `<` orders: numbers, strings, tuples and lists of those

// "int", "str" ...: short names used in messages ("range" for a range list, as CPython
// names the type).
std::string Arg(const Ann& a);

// Python 3's range is immutable and has only count() and index(): the annotator keeps it a
// list marked range (RPython's range list), so a mutation of one is refused here, with
// CPython's complaint. `what` is the operation ("item assignment", "append"...).
void ExpectMutableList(const Ann& list, const std::string& what);
bool IsRangeList(const Ann& a);
bool IsVarTuple(const Ann& a);   // a tuple whose length is known only at run time
bool IsByteArray(const Ann& a);  // a bytearray: a list of ints marked so

}  // namespace rtfarm::annotator
