// Calls (seed 000 §6.8): binding arguments to a function's parameters, choosing its
// specialisation (seed 000 §6.10.1), instantiating classes, calling bound methods.
#include <algorithm>
#include <set>
#include <unordered_map>

#include "passes/annotator/file_primitives.h"
#include "passes/annotator/rules.h"

namespace rtfarm::annotator {
namespace {

// A short, stable name of an annotation's type, for specialisation keys.
std::string TypeKey(const Ann& a) {
  switch (a->kind) {
    case Kind::kBool:
      return "bool";
    case Kind::kInteger:
      return a->is_unsigned ? "r_uint" : "int";
    case Kind::kFloat:
      return "float";
    case Kind::kChar:
    case Kind::kStr:
      return "str";
    case Kind::kBytes:
      return "bytes";
    case Kind::kNone:
      return "None";
    case Kind::kList:
      return "list";
    case Kind::kDict:
      return "dict";
    case Kind::kSet:
      return "set";  // sets and frozensets share their representation
    case Kind::kInstance:
      return a->classdef->name();
    case Kind::kTuple: {
      std::string key = "tuple(";
      for (size_t i = 0; i < a->items.size(); ++i) key += (i ? "," : "") + TypeKey(a->items[i]);
      return key + ")";
    }
    case Kind::kPBC:
      return a->descs.size() == 1 ? a->descs[0]->key() : "pbc";
    default:
      return Describe(a);
  }
}

std::vector<int> PolicyIndices(const std::string& policy) {
  std::vector<int> indices;
  auto open = policy.find('(');
  auto close = policy.find(')');
  if (open == std::string::npos || close == std::string::npos) return indices;
  std::string inside = policy.substr(open + 1, close - open - 1);
  size_t pos = 0;
  while (pos < inside.size()) {
    size_t comma = inside.find(',', pos);
    if (comma == std::string::npos) comma = inside.size();
    indices.push_back(std::stoi(inside.substr(pos, comma - pos)));
    pos = comma + 1;
  }
  return indices;
}

bool HasComputedDefaults(const host::HostObject* function) {
  const host::HostObject* defaults = function->defaults();
  if (defaults == nullptr) return false;
  for (const host::HostObject* item : defaults->items())
    if (host::IsComputedDefault(item)) return true;
  return false;
}

// Whether a function's **kwargs parameter needs no dict: every read of it (LOAD_FAST) is
// passed on, `g(**kwargs)` (followed by the DICT_MERGE of a call), or reads one constant
// key, `kwargs.get("k"...)` (LOAD_METHOD get, LOAD_CONST str), `kwargs["k"]` (LOAD_CONST
// str, BINARY_SUBSCR) or `"k" in kwargs` (LOAD_CONST str before it, CONTAINS_OP after);
// it is never assigned or deleted, and no closure captures it. A record of the keyword
// values, each keeping its own type, is then enough (KwargsRecordAnn): the graph is
// specialised by the keyword names its calls pass, so each read is decided at
// translation (rules_methods.cc, "kwargs.get").
bool KwargsOnlyPassedOn(const host::CodeInfo& code, size_t slot) {
  constexpr uint8_t kCache = 0, kBinarySubscr = 25, kLoadConst = 100, kContainsOp = 118,
                    kLoadFast = 124, kStoreFast = 125, kDeleteFast = 126, kLoadMethod = 160,
                    kDictMerge = 164, kExtendedArg = 144;
  const std::string& name = code.varnames.at(slot);
  if (std::find(code.cellvars.begin(), code.cellvars.end(), name) != code.cellvars.end())
    return false;
  // The instructions without their caches, extended arguments folded in.
  std::vector<std::pair<uint8_t, uint32_t>> ops;
  const std::string& bytes = code.code;
  uint32_t extended = 0;
  for (size_t i = 0; i + 1 < bytes.size(); i += 2) {
    auto op = static_cast<uint8_t>(bytes[i]);
    uint32_t arg = (extended << 8) | static_cast<uint8_t>(bytes[i + 1]);
    if (op == kCache) continue;
    if (op == kExtendedArg) {
      extended = arg;
      continue;
    }
    extended = 0;
    ops.emplace_back(op, arg);
  }
  auto const_str = [&](size_t i) {
    return i < ops.size() && ops[i].first == kLoadConst && ops[i].second < code.consts.size() &&
           code.consts[ops[i].second]->kind() == host::HostKind::kStr;
  };
  for (size_t i = 0; i < ops.size(); ++i) {
    auto [op, arg] = ops[i];
    if (arg != slot) continue;
    if (op == kStoreFast || op == kDeleteFast) return false;
    if (op != kLoadFast) continue;
    if (i + 1 >= ops.size()) return false;
    auto [next, next_arg] = ops[i + 1];
    if (next == kDictMerge) continue;
    if (next == kLoadMethod && next_arg < code.names.size() && code.names[next_arg] == "get" &&
        const_str(i + 2))
      continue;
    if (const_str(i + 1) && i + 2 < ops.size() && ops[i + 2].first == kBinarySubscr) continue;
    if (next == kContainsOp && i > 0 && const_str(i - 1)) continue;
    return false;
  }
  return true;
}

// The function's parameters filled from the call: positional, keyword, defaults, and a
// tuple for a *args parameter. Returns the specialisation suffix for *args arity.
std::vector<Ann> BindArguments(Annotator& annotator, FunctionDesc* desc, const CallArgs& call,
                               std::string* arity_key) {
  const host::HostObject* function = desc->object();
  const host::CodeInfo& code = *function->code_object()->code();
  std::vector<Ann> positional = call.positional;
  int argcount = code.argcount;
  int kwonly = code.kwonlyargcount;
  bool varargs = code.flags & host::kCoVarargs;
  // f(*xs) of a list (or a tuple of any length) whose items all go to f's *args
  // parameter: that parameter is a tuple of any length of the items (a copy of the list).
  // Positional arguments past the named parameters come first in it (`join("/", *xs)`).
  Ann star_items;
  if (call.star != nullptr && (call.star->kind == Kind::kList || IsVarTuple(call.star)) &&
      !IsRangeList(call.star) && !call.star->listdef->bytearray() && varargs &&
      positional.size() >= static_cast<size_t>(argcount)) {
    star_items = call.star->listdef->item().Read();
    for (size_t i = argcount; i < positional.size(); ++i)
      star_items = Union(star_items, WithoutConstant(positional[i]));
    positional.resize(argcount);
  } else if (call.star != nullptr) {
    if (call.star->kind != Kind::kTuple)
      Refuse("f(*args) needs a tuple of known length, not " + Arg(call.star) +
             (varargs ? " (a list's items may fill only the *args parameter: pass the "
                        "parameters before it one by one)"
                      : " (pass the items one by one, f(xs[0], xs[1]), or give the function "
                        "the list itself)"));
    positional.insert(positional.end(), call.star->items.begin(), call.star->items.end());
  }
  bool varkeywords = code.flags & host::kCoVarkeywords;
  std::vector<Ann> params(argcount + kwonly);
  std::vector<Ann> extra;
  std::vector<Ann> extra_keywords;
  std::vector<std::string> extra_names;
  for (size_t i = 0; i < positional.size(); ++i) {
    if (static_cast<int>(i) < argcount) {
      params[i] = positional[i];
    } else if (varargs) {
      extra.push_back(positional[i]);
    } else {
      Refuse(desc->key() + "() takes " + std::to_string(argcount) + " positional arguments but " +
             std::to_string(positional.size()) + " were given");
    }
  }
  for (const auto& [name, value] : call.keywords) {
    auto it = std::find(code.varnames.begin(), code.varnames.begin() + argcount + kwonly, name);
    if (it == code.varnames.begin() + argcount + kwonly) {
      if (varkeywords) {
        extra_keywords.push_back(value);
        extra_names.push_back(name);
        continue;
      }
      Refuse(desc->key() + "() got an unexpected keyword argument '" + name + "'");
    }
    size_t index = it - code.varnames.begin();
    if (params[index] != nullptr)
      Refuse(desc->key() + "() got multiple values for argument '" + name + "'");
    params[index] = value;
  }
  const host::HostObject* defaults = function->defaults();
  int ndefaults = defaults ? static_cast<int>(defaults->items().size()) : 0;
  for (int i = 0; i < argcount + kwonly; ++i) {
    if (params[i] != nullptr) continue;
    const host::HostObject* fallback = nullptr;
    if (i < argcount && i >= argcount - ndefaults)
      fallback = defaults->items()[i - (argcount - ndefaults)];
    if (i >= argcount && function->kwdefaults() != nullptr) {
      const auto& items = function->kwdefaults()->items();
      for (size_t k = 0; k + 1 < items.size(); k += 2) {
        if (items[k]->text() == code.varnames[i]) fallback = items[k + 1];
      }
    }
    if (fallback == nullptr)
      Refuse(desc->key() + "() missing required argument '" + code.varnames[i] + "'");
    if (host::IsComputedDefault(fallback)) {
      // Computed when the nested function was made: an attribute of the closure, its
      // first parameter.
      if (params[0] == nullptr || params[0]->kind != Kind::kInstance)
        Refuse(desc->key() + "() called without its closure");
      params[i] = AnnotateGetattr(annotator, params[0],
                                  host::ComputedDefaultAttr(i - (argcount - ndefaults)));
      continue;
    }
    params[i] = annotator.bookkeeper().ImmutableValue(fallback);
  }
  if (varargs && star_items != nullptr) {
    ListDef* items = annotator.ListDefHere();
    items->MarkTuple();
    if (star_items->kind != Kind::kImpossible)
      items->item().Generalise(WithoutConstant(star_items));
    params.push_back(ListAnn(items));
    *arity_key = "starvar";
  } else if (varargs) {
    params.push_back(TupleAnn(extra));
    *arity_key = "star" + std::to_string(extra.size());
  }
  if (varkeywords && KwargsOnlyPassedOn(code, argcount + kwonly + (varargs ? 1 : 0))) {
    std::vector<Ann> values;
    std::string names;
    for (size_t k = 0; k < extra_keywords.size(); ++k) {
      values.push_back(WithoutConstant(extra_keywords[k]));
      names += (names.empty() ? "" : ",") + extra_names[k];
    }
    if (!extra_names.empty())
      *arity_key += (arity_key->empty() ? "" : ",") + ("kwargs(" + names + ")");
    params.push_back(KwargsRecordAnn(std::move(values), std::move(extra_names)));
  } else if (varkeywords) {
    // One dict for every call: its keys are strs, its values the union of what the
    // calls pass by a keyword no parameter names (the RTyper builds it at each call).
    if (desc->kwargs_dictdef == nullptr) {
      WorldWrite();
      desc->kwargs_dictdef = annotator.bookkeeper().NewDictDef();
    }
    DictDef* kwargs = desc->kwargs_dictdef;
    kwargs->key().Generalise(StrAnn());
    for (size_t k = 0; k < extra_keywords.size(); ++k) {
      try {
        kwargs->value().Generalise(WithoutConstant(extra_keywords[k]));
      } catch (const UnionError&) {
        // A dict has one value type: keywords of different types cannot share one.
        Refuse("the **" + code.varnames[argcount + kwonly + (varargs ? 1 : 0)] + " parameter of " +
               desc->key() + "() is a dict of values of one type, but keyword '" + extra_names[k] +
               "' is " + Arg(WithoutConstant(extra_keywords[k])) + " where other keywords are " +
               Arg(kwargs->value().peek()) +
               " (pass keywords of different types as named parameters, or only pass the dict on "
               "with f(**kwargs))");
      }
    }
    // One graph per set of keyword names (in the call's order), whose dict knows its
    // keys: `f(**kwargs)` in it passes them on (PassKwargsOn, rules.cc).
    if (!extra_names.empty()) {
      std::string names;
      for (const std::string& name : extra_names) names += (names.empty() ? "" : ",") + name;
      *arity_key += (arity_key->empty() ? "" : ",") + ("kwargs(" + names + ")");
    }
    params.push_back(KwargsDictAnn(kwargs, std::move(extra_names)));
  }
  return params;
}

std::string SpecializationKey(Annotator& annotator, FunctionDesc* desc,
                              const std::vector<Ann>& params, const std::string& arity_key) {
  const std::string& policy = desc->policy();
  std::string key;
  if (policy.empty()) {
    // A function taking generator objects gets a graph per generator class: two
    // generators of different functions passed to one parameter have no common class
    // (docs/generators.md); a generator function's specialisations make objects of
    // classes of their own. Not the generator classes' own methods (self).
    if (!desc->object()->qualname().starts_with("<generator")) {
      for (size_t i = 0; i < params.size(); ++i) {
        if (!IsGeneratorObject(params[i])) continue;
        key += (key.empty() ? "" : ",") +
               ("generator" + std::to_string(i) + "(" + params[i]->classdef->name() + ")");
      }
    }
  } else if (policy.starts_with("specialize:argtype")) {
    key = "argtype(";
    for (int i : PolicyIndices(policy)) {
      if (i >= static_cast<int>(params.size())) Refuse(policy + " names a missing argument");
      key += (key.back() == '(' ? "" : ",") + TypeKey(params[i]);
    }
    key += ")";
  } else if (policy.starts_with("specialize:arg_or_var")) {
    // A constant argument keys its own copy; a variable one shares the copy "var".
    key = "arg_or_var(";
    for (int i : PolicyIndices(policy)) {
      if (i >= static_cast<int>(params.size())) Refuse(policy + " names a missing argument");
      const host::HostObject* constant =
          params[i]->kind == Kind::kNone ? annotator.space().None() : params[i]->constant;
      key += (key.back() == '(' ? "" : ",") + (constant == nullptr ? "var" : constant->key());
    }
    key += ")";
  } else if (policy.starts_with("specialize:arg")) {
    key = "arg(";
    for (int i : PolicyIndices(policy)) {
      if (i >= static_cast<int>(params.size())) Refuse(policy + " names a missing argument");
      // None is a constant whose annotation carries none.
      const host::HostObject* constant =
          params[i]->kind == Kind::kNone ? annotator.space().None() : params[i]->constant;
      if (constant == nullptr)
        Refuse(policy + " needs argument " + std::to_string(i) + " to be a constant");
      key += (key.back() == '(' ? "" : ",") + constant->key();
    }
    key += ")";
  } else if (policy == "specialize:call_location") {
    key = "at " + annotator.CurrentPositionKey();
  } else {
    Refuse(policy + " is not supported yet");
  }
  if (!arity_key.empty()) key += (key.empty() ? "" : ",") + arity_key;
  return key;
}

// The constants an argument of a memo function may be: a finite set, or refused.
std::vector<const host::HostObject*> PossibleConstants(Annotator& annotator, const Ann& arg,
                                                       const std::string& function) {
  if (arg->constant != nullptr) return {arg->constant};
  if (arg->kind == Kind::kNone) return {annotator.space().None()};
  if (arg->kind == Kind::kBool)
    return {annotator.space().Bool(false), annotator.space().Bool(true)};
  if (arg->kind == Kind::kPBC) {
    std::vector<const host::HostObject*> objects;
    for (Desc* desc : arg->descs) {
      if (desc->kind() == DescKind::kMethod || desc->kind() == DescKind::kMethodOfFrozen) {
        Refuse("specialize:memo of a method is not supported");
      }
      objects.push_back(desc->object());
    }
    if (arg->can_be_none) objects.push_back(annotator.space().None());
    return objects;
  }
  // Named: the memo function may be rlib's (operator.itemgetter) with a variable argument.
  Refuse(function +
         "() is specialize:memo: it needs arguments with a finite set of values (constants, "
         "pre-built objects, bools), not " +
         Arg(arg));
}

// specialize:memo (seed 000 §6.10.2): the function runs at annotation time on every
// combination of its possible arguments; the result is the union of the results.
Ann CallMemo(Annotator& annotator, FunctionDesc* desc, const std::vector<Ann>& params) {
  WorldWrite();  // runs the function and fills its table
  std::vector<std::vector<const host::HostObject*>> choices;
  size_t combinations = 1;
  for (const Ann& param : params) {
    choices.push_back(PossibleConstants(annotator, param, desc->key()));
    combinations *= choices.back().size();
    if (combinations > 4096)
      Refuse("specialize:memo of " + desc->key() + ": too many argument combinations");
  }
  Ann result = Impossible();
  for (size_t n = 0; n < combinations; ++n) {
    std::vector<const host::HostObject*> args;
    std::string key;
    size_t rest = n;
    for (const auto& options : choices) {
      args.push_back(options[rest % options.size()]);
      rest /= options.size();
      key += (key.empty() ? "" : ",") + args.back()->key();
    }
    auto [it, inserted] = desc->memo_table.emplace(key, nullptr);
    if (inserted) {
      try {
        it->second = annotator.space().CallConcrete(desc->object(), args);
      } catch (const host::HostError& error) {
        desc->memo_table.erase(it);
        Refuse(std::string("specialize:memo: ") + error.what());
      }
    }
    result = Union(result, annotator.bookkeeper().ImmutableValue(it->second));
  }
  return result;
}

// Whether `classdef` or a class below it defines `special` itself.
bool DefinedBelow(ClassDef* classdef, const std::string& special) {
  for (ClassDef* sub : classdef->subdefs()) {
    if (sub->desc()->OwnAttr(special) != nullptr || DefinedBelow(sub, special)) return true;
  }
  return false;
}

// The instance `x` that copy.copy() or copy.deepcopy() copies (rlib.rcopy): of the
// program's own classes, not an exception.
ClassDef* CopiedClass(const Ann& x, const char* what) {
  if (x->kind != Kind::kInstance) Refuse(std::string(what) + " of " + Arg(x) + " is not supported");
  ClassDef* classdef = x->classdef;
  if (classdef->IsException()) Refuse(std::string(what) + " of an exception is not supported");
  return classdef;
}

// A class of the program with a __deepcopy__ of its own that copy.deepcopy(x) would meet
// inside x (in a field, a list, a dict value, a tuple), as far as the annotations know
// now: GenC's helper copies those field by field, so they are refused (GenC checks again
// once every class is known).
ClassDef* DeepcopyHookInside(const Ann& x, bool top, std::set<const ClassDef*>& seen) {
  if (x == nullptr) return nullptr;
  switch (x->kind) {
    case Kind::kInstance: {
      std::vector<ClassDef*> defs = {x->classdef};
      for (size_t i = 0; i < defs.size(); ++i) {
        ClassDef* def = defs[i];
        if (!seen.insert(def).second) continue;
        for (ClassDef* sub : def->subdefs()) defs.push_back(sub);
        if (!top && UserSpecialMethod(def, "__deepcopy__") != nullptr) return def;
        for (const auto& [name, attribute] : def->attrs()) {
          if (!attribute->assigned) continue;
          if (ClassDef* found = DeepcopyHookInside(attribute->value.peek(), false, seen))
            return found;
        }
      }
      return nullptr;
    }
    case Kind::kList:
      return DeepcopyHookInside(x->listdef->item().peek(), false, seen);
    case Kind::kDict:
      return DeepcopyHookInside(x->dictdef->value().peek(), false, seen);
    case Kind::kTuple:
      for (const Ann& item : x->items)
        if (ClassDef* found = DeepcopyHookInside(item, false, seen)) return found;
      return nullptr;
    default:
      return nullptr;
  }
}

// rlib.rcopy.defines(x, "__copy__"): whether x's class defines the method, a constant
// (rcopy then calls it, or clones); refused when only some of its subclasses define it.
Ann DefinesCopyMethod(Annotator& annotator, const Ann& x, const Ann& name) {
  if (name->constant == nullptr || name->constant->kind() != host::HostKind::kStr)
    Refuse("rlib.rcopy.defines() needs a constant method name");
  const std::string& method = name->constant->text();
  ClassDef* classdef = CopiedClass(x, method == "__deepcopy__" ? "copy.deepcopy()" : "copy.copy()");
  bool own = UserSpecialMethod(classdef, method) != nullptr;
  if (!own && DefinedBelow(classdef, method))
    Refuse(Arg(x) + ": a subclass defines " + method + " but " + classdef->name() + " does not");
  return BoolAnn(annotator.space().Bool(own));
}

// rlib functions whose translated meaning differs from their Python body, recognised by
// identity (architecture.md: "the annotator recognises them by identity").
Ann SpecialFunction(Annotator& annotator, FunctionDesc* desc, const CallArgs& call) {
  const std::string& key = desc->key();
  if (!key.starts_with("rlib.")) return nullptr;
  auto arity = [&](size_t n) {
    if (call.positional.size() != n || !call.keywords.empty() || call.star != nullptr) {
      Refuse(key + "() takes " + std::to_string(n) + " argument(s)");
    }
  };
  auto integer = [&](const Ann& a) {
    if (a->kind != Kind::kInteger && a->kind != Kind::kBool)
      Refuse(key + "() needs an integer, not " + Arg(a));
  };
  if (key == "rlib.objectmodel.we_are_translated") return BoolAnn(annotator.space().Bool(true));
  // rlib.jit's hints: removed, or their first argument, whatever keywords they take.
  if (desc->Attr("_translated_as_noop_") != nullptr) return NoneAnn();
  if (desc->Attr("_translated_as_identity_") != nullptr) {
    if (call.positional.empty()) Refuse(key + "() needs the value it hints about");
    return call.positional[0];
  }
  // print(*t) of a tuple of known length (`def log(*args): print(*args)`): str() of each
  // item, as print() shows it (rlib.rbuiltin.str_items iterates, which a tuple of items
  // of several types cannot); the RTyper makes the list item by item.
  if (key == "rlib.rbuiltin.str_items" && call.positional.size() == 1 && call.keywords.empty() &&
      call.star == nullptr && call.positional[0]->kind == Kind::kTuple) {
    for (const Ann& item : call.positional[0]->items)
      CheckShowable(annotator, "print", item, false);
    ListDef* list = annotator.ListDefHere();
    list->item().Generalise(StrAnn());
    return ListAnn(list);
  }
  if (key == "rlib.rcopy.copy_instance") {
    // A new instance of x's run-time class with the same field values (the RTyper's clone).
    arity(1);
    ClassDef* classdef = CopiedClass(call.positional[0], "copy.copy()");
    // rlib's classes (deque, defaultdict, Counter) copy their contents after the clone;
    // the others (files) are not copied.
    if (classdef->name().starts_with("rlib.") &&
        UserSpecialMethod(classdef, "_rtfarm_after_copy_") == nullptr)
      Refuse("copy.copy() of " + Arg(call.positional[0]) + " is not supported");
    return WithoutConstant(call.positional[0]);
  }
  if (key == "rlib.rcopy.deepcopy_value") {
    // A copy of x and of everything mutable it reaches, with CPython's memo (the RTyper's
    // and GenC's deepcopy helpers).
    arity(1);
    const Ann& x = call.positional[0];
    if (x->kind == Kind::kInstance) CopiedClass(x, "copy.deepcopy()");
    if (x->kind != Kind::kInstance && x->kind != Kind::kList && x->kind != Kind::kDict &&
        x->kind != Kind::kSet && x->kind != Kind::kTuple)
      Refuse("copy.deepcopy() of " + Arg(x) + " is not supported");
    std::set<const ClassDef*> seen;
    if (ClassDef* hooked = DeepcopyHookInside(x, true, seen))
      Refuse("copy.deepcopy() of " + Arg(x) + " reaches instances of " + hooked->name() +
             ", whose __deepcopy__ is only called on the object deepcopy() is given");
    return WithoutConstant(x);
  }
  if (key == "rlib.rcopy.defines") {
    arity(2);
    return DefinesCopyMethod(annotator, call.positional[0], call.positional[1]);
  }
  if (key == "rlib.rarithmetic.intmask") {
    arity(1);
    integer(call.positional[0]);
    return IntAnn();
  }
  if (key == "rlib.rarithmetic.ovfcheck") {  // the flow builder already rewrote the operation
    arity(1);
    integer(call.positional[0]);
    return WithoutConstant(call.positional[0]);
  }
  if (key == "rlib.rarithmetic.is_valid_int") {
    arity(1);
    return BoolAnn();
  }
  if (key == "rlib.objectmodel.compute_hash") {
    arity(1);
    return IntAnn();
  }
  if (key == "rlib.debug.ll_assert") {
    arity(2);
    return NoneAnn();
  }
  if (const FilePrimitive* primitive = FindFilePrimitive(key)) {
    arity(primitive->args.size());
    for (size_t i = 0; i < primitive->args.size(); ++i) {
      const Ann& a = call.positional[i];
      char want = primitive->args[i];
      bool ok = want == 'i' ? IsInt(a) : want == 's' ? IsStr(a) : a->kind == Kind::kBytes;
      const char* wanted = want == 'i' ? "int" : want == 's' ? "str" : "bytes";
      std::string hint = key.find("write") != std::string::npos || key.ends_with("encode")
                             ? " (write() of a text file takes str, of a binary file bytes)"
                         : key.ends_with("ll_open") ? " (open()'s file must be a str path)"
                                                    : "";
      if (!ok)
        Refuse(key + "() argument " + std::to_string(i + 1) + " must be " + wanted + ", not " +
               Arg(a) + hint);
    }
    switch (primitive->result) {
      case 'i':
        return IntAnn();
      case 'n':
        return IntAnn(true);
      case 's':
        return StrAnn();
      default:
        return BytesAnn();
    }
  }
  if (key == "rlib.rfile.open") {
    // open()'s file objects are chosen by the mode at translation time.
    if (call.positional.size() >= 2 && call.positional[1]->constant == nullptr)
      Refuse("open() needs a mode known at translation time (a constant string), not " +
             Arg(call.positional[1]));
    for (const auto& [keyword, value] : call.keywords) {
      if (keyword == "mode" && value->constant == nullptr)
        Refuse("open() needs a mode known at translation time (a constant string), not " +
               Arg(value));
      if (keyword == "encoding" && value->constant == nullptr)
        Refuse("open() needs an encoding known at translation time (a constant), not " +
               Arg(value));
      if (keyword != "mode" && keyword != "encoding" && keyword != "buffering" && keyword != "file")
        Refuse("open() supports only mode=, buffering= and encoding= as keyword arguments, not " +
               keyword + "=");
    }
    if (call.positional.size() >= 4 && call.positional[3]->constant == nullptr)
      Refuse("open() needs an encoding known at translation time (a constant), not " +
             Arg(call.positional[3]));
    if (call.positional.size() > 4)
      Refuse("open() supports the arguments file, mode, buffering and encoding");
  }
  return nullptr;
}

// `settled` (when given) is cleared when the callee's graph is still being built: the
// arguments are then pending, and the call must be made again once it is ready.
// `self_def`: for a method of a specialize:ctr_location class, the instantiation site's
// copy of the class that defines it; the method gets one graph per copy (RPython gave
// such methods a specialize:argtype(0) FunctionDesc), whatever its own policy adds.
Ann CallFunction(Annotator& annotator, FunctionDesc* desc, const CallArgs& call,
                 GraphInfo** used = nullptr, bool* settled = nullptr,
                 const ClassDef* self_def = nullptr) {
  if (Ann special = SpecialFunction(annotator, desc, call)) return special;
  // rlib.objectmodel.not_rpython: host-only, so a reachable call is a translation error
  // (with the reason the function gives in `_not_rpython_reason_`, if any).
  if (const host::HostObject* marker = desc->Attr("_not_rpython_");
      marker != nullptr && marker->IsTrueConstant()) {
    const host::HostObject* reason = desc->Attr("_not_rpython_reason_");
    Refuse(reason != nullptr && reason->kind() == host::HostKind::kStr
               ? reason->text()
               : desc->key() + "() is marked not_rpython: it runs on CPython only");
  }
  std::string arity_key;
  std::vector<Ann> params = BindArguments(annotator, desc, call, &arity_key);
  if (desc->policy() == "specialize:memo") {
    if (self_def != nullptr)
      Refuse("specialize:memo of a method of a specialize:ctr_location class is not supported");
    return CallMemo(annotator, desc, params);
  }
  std::string key = SpecializationKey(annotator, desc, params, arity_key);
  if (self_def != nullptr) key = self_def->SelfSpecialization() + (key.empty() ? "" : "," + key);
  GraphInfo* info = annotator.GraphFor(desc, key);
  annotator.RecordCallee(desc, info);
  // Constants are generalised at function entry unless the specialisation keys on them.
  std::vector<int> kept;
  if (desc->policy().starts_with("specialize:arg(") ||
      desc->policy().starts_with("specialize:arg_or_var("))
    kept = PolicyIndices(desc->policy());
  for (size_t i = 0; i < params.size(); ++i) {
    bool keep = std::find(kept.begin(), kept.end(), static_cast<int>(i)) != kept.end();
    if (!keep && params[i]->kind != Kind::kPBC && params[i]->kind != Kind::kBuiltin) {
      params[i] = WithoutConstant(params[i]);
    }
  }
  Ann result = annotator.CallGraph(info, params);
  if (used != nullptr) *used = info;
  if (settled != nullptr && info->graph == nullptr && info->building) *settled = false;
  return result;
}

const host::HostObject* FindInit(ClassDesc* desc, ClassDesc** owner) {
  for (ClassDesc* d = desc; d != nullptr; d = d->base()) {
    if (const host::HostObject* init = d->OwnAttr("__init__")) {
      *owner = d;
      return init;
    }
  }
  return nullptr;
}

// A specialize:ctr_location class gets one ClassDef per instantiation site, keyed by the
// site's position key (graph key, block, operation): stable whatever the schedule.
Ann Instantiate(Annotator& annotator, ClassDesc* desc, const CallArgs& call, bool* settled) {
  Bookkeeper& bookkeeper = annotator.bookkeeper();
  ClassDef* classdef = desc->ctr_location
                           ? bookkeeper.GetClassDefAt(desc, annotator.CurrentPositionKey())
                           : bookkeeper.GetClassDef(desc);
  Ann instance = InstanceAnn(classdef);
  ClassDesc* owner = nullptr;
  const host::HostObject* init = FindInit(desc, &owner);
  if (init != nullptr && init->kind() == host::HostKind::kFunction) {
    CallArgs with_self = call;
    with_self.positional.insert(with_self.positional.begin(), instance);
    GraphInfo* used = nullptr;
    CallFunction(annotator, bookkeeper.GetFunctionDesc(init), with_self, &used, settled,
                 owner == desc && desc->ctr_location ? classdef : nullptr);
  } else if (classdef->IsException()) {
    // BaseException.__init__ keeps its arguments: str(e) is str() of one, repr() of the
    // tuple of several (rpy_exception's message), and e.args when the program reads it.
    if (!call.keywords.empty()) Refuse(desc->object()->text() + "() takes no keyword arguments");
    if (call.star != nullptr) Refuse("exceptions made with *args are not supported yet");
    if (call.positional.size() > 1)
      CheckShowable(annotator, "str", TupleAnn(call.positional), true);
    if (!call.positional.empty())
      classdef->GeneraliseAttribute("args0", StrAnn(), annotator.CurrentWhere());
    // Not remembered: the block reads the flag again when it is annotated again.
    *settled = false;
    if (!desc->is_builtin() && annotator.bookkeeper().ExceptionArgsRead()) {
      std::vector<Ann> args;
      for (const Ann& arg : call.positional) args.push_back(WithoutConstant(arg));
      classdef->GeneraliseAttribute("args", TupleAnn(std::move(args)), annotator.CurrentWhere());
    }
  } else if (!call.positional.empty() || !call.keywords.empty()) {
    // Also what a class of a C module (itertools.groupby: the host mirrors no attributes
    // of a static type) looks like: the message says both.
    Refuse(desc->key() + "() takes no arguments" +
           (desc->object()->attrs().empty()
                ? std::string(" (a class without __init__, or a class of the standard library "
                              "that does not translate: docs/python.md lists those that do)")
                : std::string()));
  }
  return instance;
}

}  // namespace

Ann AnnotateExceptionInit(Annotator& annotator, const Ann& self, const CallArgs& call) {
  if (self->kind != Kind::kInstance || !self->classdef->IsException())
    Refuse("Exception.__init__() of " + Arg(self) + ": not an exception");
  // BaseException.__init__ keeps its arguments for str(e): one message at most.
  if (call.positional.size() > 1 || !call.keywords.empty() || call.star != nullptr) {
    Refuse("exceptions take at most one argument in RPython 3");
  }
  if (!call.positional.empty())
    self->classdef->GeneraliseAttribute("args0", StrAnn(), annotator.CurrentWhere());
  return NoneAnn();
}

namespace {

bool SameCallee(const CallSiteMemo& memo, const Ann& callee) {
  return memo.callee == callee ||
         (memo.callee->descs == callee->descs && memo.callee->can_be_none == callee->can_be_none);
}

bool SameArgs(const CallSiteMemo& memo, const CallArgs& call) {
  if (!memo.valid || memo.has_star != (call.star != nullptr) ||
      memo.keywords.size() != call.keywords.size() ||
      memo.args.size() != call.positional.size() + call.keywords.size() + memo.has_star) {
    return false;
  }
  size_t n = 0;
  for (const Ann& arg : call.positional) {
    if (!Equal(memo.args[n++], arg)) return false;
  }
  for (size_t k = 0; k < call.keywords.size(); ++k) {
    if (memo.keywords[k] != call.keywords[k].first ||
        !Equal(memo.args[n++], call.keywords[k].second))
      return false;
  }
  return call.star == nullptr || Equal(memo.args[n], call.star);
}

void Remember(CallSiteMemo& memo, const Ann& callee, const CallArgs& call,
              std::vector<GraphInfo*> graphs, std::vector<Ann> fixed) {
  memo.callee = callee;
  memo.args = call.positional;
  memo.keywords.clear();
  for (const auto& [name, value] : call.keywords) {
    memo.keywords.push_back(name);
    memo.args.push_back(value);
  }
  memo.has_star = call.star != nullptr;
  if (memo.has_star) memo.args.push_back(call.star);
  memo.graphs = std::move(graphs);
  memo.fixed = std::move(fixed);
  memo.valid = true;
}

// Unites the results of a PBC call's callees so far with one more, in place. Most callees
// return what the others do: their union would only copy `result` (an allocation per
// desc), and even returning it copied a reference (two atomic operations per desc).
void UniteResult(Ann& result, const Ann& value) {
  if (result == value) return;  // shared numbers, strings and instances
  if (result->knowntypedata.empty() && value->knowntypedata.empty() && Equal(result, value)) return;
  result = Union(result, value);
}

// The result of a call annotated again with the callee and arguments of its memo: the
// union of its callees' return values, in desc order.
Ann MemoisedResult(Annotator& annotator, const CallSiteMemo& memo) {
  Ann result = Impossible();
  for (size_t i = 0; i < memo.graphs.size(); ++i) {
    const GraphInfo* graph = memo.graphs[i];  // a memo keeps only built graphs
    UniteResult(result, graph != nullptr ? annotator.ReturnAnnotation(*graph) : memo.fixed[i]);
  }
  return result;
}

}  // namespace

Ann AnnotateCall(Annotator& annotator, const Ann& callee, const CallArgs& call) {
  switch (callee->kind) {
    case Kind::kPBC: {
      // A call annotated again with the callee and arguments it had last time (its block
      // reflowed because a callee's return value generalised): only the return values are
      // read again, instead of binding the arguments of every desc once more.
      // When the callee set grew (a new subclass overrides the method), only the new
      // descs are called.
      CallSiteMemo* memo = annotator.CallSiteMemoHere();
      bool same_args = memo != nullptr && SameArgs(*memo, call);
      if (same_args && SameCallee(*memo, callee)) {
        return MemoisedResult(annotator, *memo);
      }
      std::unordered_map<const Desc*, size_t> known;
      if (same_args) {
        for (size_t i = 0; i < memo->callee->descs.size(); ++i)
          known.emplace(memo->callee->descs[i], i);
      }
      bool settled = memo != nullptr;
      std::vector<GraphInfo*> graphs;
      std::vector<Ann> fixed;
      Ann result = Impossible();
      graphs.reserve(callee->descs.size());
      fixed.reserve(callee->descs.size());
      for (size_t d = 0; d < callee->descs.size(); ++d) {
        Desc* desc = callee->descs[d];
        if (auto it = known.find(desc); it != known.end()) {
          GraphInfo* graph = memo->graphs[it->second];
          Ann one = graph != nullptr ? annotator.ReturnAnnotation(*graph) : memo->fixed[it->second];
          UniteResult(result, one);
          graphs.push_back(graph);
          fixed.push_back(graph == nullptr ? one : nullptr);
          continue;
        }
        Ann one;
        GraphInfo* used = nullptr;
        switch (desc->kind()) {
          case DescKind::kFunction:
            one = CallFunction(annotator, static_cast<FunctionDesc*>(desc), call, &used, &settled);
            break;
          case DescKind::kClass:
            if (static_cast<ClassDesc*>(desc)->ctr_location && callee->descs.size() > 1) {
              Refuse("the specialize:ctr_location class " + desc->key() +
                     " instantiated through a variable holding other classes too is not "
                     "supported");
            }
            one = Instantiate(annotator, static_cast<ClassDesc*>(desc), call, &settled);
            break;
          case DescKind::kMethod: {
            auto* method = static_cast<MethodDesc*>(desc);
            if (method->selfclass() == nullptr) Refuse("calling an unbound method " + desc->key());
            CallArgs with_self = call;
            with_self.positional.insert(with_self.positional.begin(),
                                        InstanceAnn(method->selfclass()));
            one = CallFunction(annotator, method->function(), with_self, &used, &settled,
                               method->origin()->per_site() ? method->origin() : nullptr);
            // A default computed when the closure was made is read from its attribute,
            // which may generalise: such calls bind their arguments again each time.
            if (HasComputedDefaults(method->function()->object())) settled = false;
            break;
          }
          case DescKind::kMethodOfFrozen: {
            auto* method = static_cast<MethodOfFrozenDesc*>(desc);
            CallArgs with_self = call;
            with_self.positional.insert(with_self.positional.begin(), PbcAnn({method->frozen()}));
            one = CallFunction(annotator, method->function(), with_self, &used, &settled);
            break;
          }
          case DescKind::kFrozen:
            Refuse(desc->key() + " is not callable");
        }
        UniteResult(result, one);
        // A graph refused by the flow builder gives nothing, now and later.
        if (used != nullptr && used->graph == nullptr) used = nullptr;
        graphs.push_back(used);
        fixed.push_back(used == nullptr ? one : nullptr);
      }
      if (settled && !Annotator::CalledUnbuilt())
        Remember(*memo, callee, call, std::move(graphs), std::move(fixed));
      return result;
    }
    case Kind::kType: {
      // type(x)(...), x.__class__(...): a call of whichever class x has, so of each class
      // it may have — the class of the instances and every subclass the program defines.
      if (callee->can_be_none) Refuse("calling " + Arg(callee) + ", which may be None");
      ClassDesc* root = callee->classdef->desc();
      if (root->is_builtin() || root->ctr_location || callee->classdef->per_site())
        Refuse("calling " + Arg(callee) + " is not supported (only user classes)");
      const std::vector<Desc*>& classes = annotator.bookkeeper().ClassesOfType(root);
      try {
        return AnnotateCall(annotator, PbcAnn(classes), call);
      } catch (const AnnotationRefused& refused) {
        // Say why a class the program may never call here is called.
        std::string names;
        for (Desc* desc : classes) names += (names.empty() ? "" : ", ") + desc->key();
        throw AnnotationRefused("calling " + Arg(callee) + " calls each class it may be (" + names +
                                    "): " + refused.what(),
                                refused.location);
      }
    }
    case Kind::kBuiltin:
      return AnnotateBuiltinCall(annotator, callee, call, {});
    case Kind::kBuiltinMethod:
      return AnnotateBuiltinMethodCall(annotator, callee, call);
    case Kind::kNone:
      // As RPython's SomeNone.call: a callee that is only None so far (a callback
      // attribute read before any function is stored in it) gives no value yet; the block
      // is annotated again when the callee generalises, and stays blocked (an error at
      // the end) if it never does.
      return Impossible();
    default:
      Refuse(Arg(callee) + " is not callable");
  }
}

}  // namespace rtfarm::annotator
