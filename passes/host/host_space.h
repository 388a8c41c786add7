// HostSpace: the one place where rtfarm touches the embedded CPython.
//
// Every call takes the GIL and a mutex of its own, so it may be called from any thread of
// the parallel front-end; what it returns are HostObjects, immutable and owned by the
// space for the life of the process. Mirroring is on demand and shallow where it must
// be: a module's attributes are looked up by name when the analysis asks for them, so
// importing a target does not mirror everything it imports.
#pragma once

#include <memory>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "passes/host/host_object.h"

namespace rtfarm::host {

// A Python-side failure (import error, missing entry point...), with the Python
// exception's type and message and, when known, the file:line it points at.
class HostError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The globals of one module that its functions assign (`global x`; docs/flow.md "Module
// state"): they live at run time in the attributes of `state`, a pre-built instance of a
// class of its own. `flagged` names also have `_rtfarm_bound_NAME`, true while bound (a
// global unbound at import or deleted somewhere).
struct ModuleGlobals {
  const HostObject* state = nullptr;
  std::set<std::string> assigned;
  std::set<std::string> flagged;
};

class HostSpace {
 public:
  // Starts the embedded interpreter if needed, with `rtfarm_home` (holding rlib/) on
  // sys.path. Throws HostError when Python cannot start.
  explicit HostSpace(const std::string& rtfarm_home);
  ~HostSpace();
  HostSpace(const HostSpace&) = delete;
  HostSpace& operator=(const HostSpace&) = delete;

  // Imports a Python file as module `__rtfarm_target__`-style unique name (its directory
  // goes first on sys.path, as `python FILE` does), running its module-level code.
  const HostObject* ImportFile(const std::string& path);
  // Imports an importable module by name (standard library, rlib, ...).
  // `substitute`: a module the translator replaces (`random` is rlib.rrandom, see
  // docs/rlib.md) gives its replacement, as a program's `import` does; false gives the
  // module itself, for analysing it (flowgraph --module, the standard-library corpus).
  const HostObject* ImportModule(const std::string& name, bool substitute = true);
  // Every file the interpreter opened for reading so far (module sources, data files),
  // absolute and sorted: what the imported program depends on.
  std::vector<std::string> FilesRead();
  // Whether some class of the program (defined in Python outside the standard library:
  // the program's modules and rlib's, substitutes included) has `method` (a special
  // method name, "__add__") in its own dict. Computed once, on the first call, from
  // every class alive then: the flow builder asks it while building graphs, after the
  // target was imported, so the answer depends only on the program.
  bool ProgramClassDefines(const std::string& method);

  // The entry point of a target module: `target(driver, args)` called with (None, [])
  // returning a function or (function, None); else a module-level `entry_point`.
  const HostObject* FindEntryPoint(const HostObject* module);

  // Global lookup as a function's code does it: the module's dict, then builtins.
  // Returns null when the name is bound in neither. Module-level names are constants for
  // the translation (as in RPython): answers are cached after the first lookup.
  const HostObject* LookupGlobal(const HostObject* module, const std::string& name);
  // Mirrors every global of `module` (dunder names aside) in the order of its dict, each
  // keyed by its name: a pre-built object reachable from several globals (x.partner is
  // y, a class attribute holding a global) is keyed by its own name, not by whichever
  // path the annotator's threads followed first. Values that cannot be mirrored are
  // left for the lookup that needs them to report.
  void MirrorGlobals(const HostObject* module);
  // The globals of `module` that its functions assign, null when there is none.
  const ModuleGlobals* AssignedGlobals(const HostObject* module);
  // The state holding the class attribute `attr` of `klass` (in its own dict) when
  // functions of its module assign it at run time (`C.x = v`, `C.x += v`), with its name
  // there in `global_name`; null otherwise.
  const ModuleGlobals* AssignedClassAttribute(const HostObject* klass, const std::string& attr,
                                              std::string* global_name);
  // Whether the class `klass` has subclasses (type.__subclasses__: every class statement
  // of the program ran at import, so the answer is the program's).
  bool HasSubclasses(const HostObject* klass);
  // The direct subclasses of the class `klass` (type.__subclasses__, in definition order).
  std::vector<const HostObject*> Subclasses(const HostObject* klass);
  // An attribute of a module object (null when absent).
  const HostObject* ModuleAttr(const HostObject* module, const std::string& name);
  // A builtin by name ("len", "ValueError", ...); null when absent.
  const HostObject* Builtin(const std::string& name);

  // Concrete mode (seed 000 §6.10.2): calls `function` with `args` in the embedded
  // interpreter and mirrors the result. Used for specialize:memo, whose arguments are
  // pre-built constants. Throws HostError when the call raises.
  const HostObject* CallConcrete(const HostObject* function,
                                 const std::vector<const HostObject*>& args);

  // Every function defined in `module` (by __module__), and every method (functions in
  // the dict of classes defined there, including nested classes and staticmethod /
  // classmethod wrappers), sorted by qualified name.
  std::vector<const HostObject*> DefinedFunctions(const HostObject* module);

  // What MAKE_FUNCTION of `code` (a code object among the constants of `outer`) makes in a
  // function of `module`, with the constant tuple `defaults` (null: none): one function
  // per code object (host helper `nested_function`). With free variables, `function` is
  // the method `rtfarm_call` of `closure_class`, whose first parameter `_rtfarm_closure`
  // is the closure (an instance holding one cell per free variable, docs/flow.md).
  struct NestedFunction {
    const HostObject* function = nullptr;
    const HostObject* closure_class = nullptr;
  };
  NestedFunction MakeNestedFunction(const HostObject* outer, const HostObject* code,
                                    const HostObject* module, const HostObject* defaults);
  // A function (without free variables) as a closure of no cells (host helper
  // `function_as_closure`): `function` is the method `rtfarm_call` of the class of the
  // pre-built `instance`, which calls the function with its own parameters (so the
  // function keeps one graph however it was reached).
  struct FunctionClosure {
    const HostObject* function = nullptr;
    const HostObject* instance = nullptr;
  };
  FunctionClosure FunctionAsClosure(const HostObject* function);
  // A function of `arity` parameters calling the builtin function `builtin` with them, for
  // a builtin meeting the program's functions in one variable (a function of its own
  // module, made once per builtin and arity). `builtin` null: the method of a builtin type
  // `name` ("str.title").
  const HostObject* BuiltinAsFunction(const HostObject* builtin, const std::string& name,
                                      int arity);
  // getattr(x, name, default) with a constant name: a function of its own module, made
  // once per name, `getattr_<name>(obj, default)` giving `obj.<name>` when hasattr(obj,
  // name) and `default` otherwise, specialised per call site (so that the annotator's
  // constant answer cuts the other branch).
  const HostObject* GetattrDefaultFunction(const std::string& name);
  // hasattr(t, name) of the builtin type named `type` ("str", "list").
  bool BuiltinTypeHasAttr(const std::string& type, const std::string& name);
  // The number of arguments a call of that builtin must pass, from its signature; -1 when
  // not known (no signature, *args, required keywords).
  int BuiltinArity(const HostObject* builtin, const std::string& name);
  // The class of the cells of variable `name` of `code` captured by a closure: instances
  // hold the variable's value in the attribute `name`.
  const HostObject* CellClass(const HostObject* code, const std::string& name,
                              const HostObject* module);

  // The class of the generator objects `function` (a generator function) makes, and its
  // `__next__` method, whose graph the flow builder makes from the function's body (host
  // helper `generator_class`; docs/generators.md). A specialisation of the function
  // (`variant`, its key's suffix) makes objects of a class of its own.
  struct GeneratorClassInfo {
    const HostObject* klass = nullptr;
    const HostObject* next = nullptr;
  };
  GeneratorClassInfo GeneratorClass(const HostObject* function, const std::string& variant = "");
  // Whether a for loop that drops a generator object of `function` before its end
  // must close it (a yield covered by try/finally, with or except, directly or through
  // a loop over such a generator): host helper `generator_needs_close`.
  bool GeneratorNeedsClose(const HostObject* function);
  // Whether `x.name(...)` makes a generator object that needs closing whatever x is: a
  // generator method of the program's classes, and no other method has that name.
  bool GeneratorMethodNeedsClose(const std::string& name);
  // The locals of `function` that hold the only reference to what they hold (every read
  // is next(x), x.close(), a builtin reading x or a for loop over x): a generator
  // object stored there is dropped when the local is rebound or the function returns.
  std::vector<std::string> OwnedGeneratorLocals(const HostObject* function);
  // The generator function whose `__next__` `method` is (GeneratorClass), or null.
  const HostObject* GeneratorOf(const HostObject* method);

  // Mirrors of values made by the toolchain itself (constant folding): interned, so the
  // same value gives the same pointer; no Python involved.
  const HostObject* None();
  // The value of a local on a path where it is unbound (flow graphs pass it on links into
  // a block where the local is possibly undefined; see docs/flow.md): an opaque object
  // keyed kUndefinedLocalKey, annotated as no value and lowered to the zero of any type.
  const HostObject* Undefined();
  const HostObject* Bool(bool value);
  const HostObject* Int(int64_t value);
  const HostObject* Float(double value);
  const HostObject* Str(const std::string& utf8);
  const HostObject* Bytes(const std::string& raw);
  const HostObject* Tuple(const std::vector<const HostObject*>& items);

  // Python's repr() of a mirrored primitive, for listings (computed without Python for
  // None/bool/int/str; floats use the shortest round-trip form).
  static std::string Repr(const HostObject* object);

 private:
  const HostObject* LookupGlobalUncached(const HostObject* module, const std::string& name);
  const HostObject* ModuleAttrUncached(const HostObject* module, const std::string& name);
  const HostObject* BuiltinUncached(const std::string& name);

  class Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace rtfarm::host
