// Immutable C++ mirrors of the live Python objects the analysis touches.
//
// The target is imported for real by the embedded CPython (architecture.md, "live
// programs"); the toolchain never looks at PyObject* directly. Every object it needs is
// mirrored once, by HostSpace, into a HostObject that never changes afterwards and that
// carries a stable key (qualified name or access path, never an address), so that
// graphs, caches and output depend only on the program.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace rtfarm::host {

enum class HostKind {
  kNone,
  kBool,
  kInt,     // fits in 64 bits
  kBigInt,  // does not: decimal text
  kFloat,
  kStr,
  kBytes,
  kTuple,
  kList,
  kDict,
  kSet,
  kCode,
  kFunction,
  kClass,
  kModule,
  kInstance,
  kBuiltin,  // builtin function or method: text is its qualified name ("len", "str.join")
  kEllipsis,
  kStaticMethod,  // staticmethod wrapper in a class dict: items()[0] is the function
  kClassMethod,   // classmethod wrapper: items()[0] is the function
  kOpaque,        // anything else: text is the type name; the flow builder refuses to use it
  kRange,         // a range object: items() are its start, stop and step (ints)
};

const char* HostKindName(HostKind kind);

// The key of HostSpace::Undefined(), an unbound local's value in flow graphs.
inline constexpr const char* kUndefinedLocalKey = "<undefined local>";

class HostObject;

// A code object: what the flow builder interprets.
struct CodeInfo {
  std::string name;
  std::string qualname;
  std::string filename;
  int firstlineno = 0;
  int argcount = 0;
  int posonlyargcount = 0;
  int kwonlyargcount = 0;
  int flags = 0;  // CO_VARARGS 0x04, CO_VARKEYWORDS 0x08, CO_GENERATOR 0x20, ...
  int stacksize = 0;
  std::string code;            // co_code bytes (deoptimised: no specialised opcodes)
  std::string exceptiontable;  // co_exceptiontable bytes
  std::string linetable;       // co_linetable bytes
  std::vector<const HostObject*> consts;
  std::vector<std::string> names;
  std::vector<std::string> varnames;
  std::vector<std::string> cellvars;
  std::vector<std::string> freevars;
};

inline constexpr int kCoVarargs = 0x04;
inline constexpr int kCoVarkeywords = 0x08;
inline constexpr int kCoNested = 0x10;
inline constexpr int kCoGenerator = 0x20;
inline constexpr int kCoCoroutine = 0x80;
inline constexpr int kCoIterableCoroutine = 0x100;
inline constexpr int kCoAsyncGenerator = 0x200;

class HostObject {
 public:
  HostObject(HostKind kind, std::string key) : kind_(kind), key_(std::move(key)) {}
  HostObject(const HostObject&) = delete;
  HostObject& operator=(const HostObject&) = delete;

  HostKind kind() const { return kind_; }
  // Stable identity, e.g. "int:5", "str:'abc'", "mod.Class.method", "mod.table[3]".
  const std::string& key() const { return key_; }

  bool bool_value() const { return bool_value_; }
  int64_t int_value() const { return int_value_; }
  double float_value() const { return float_value_; }
  // str (UTF-8), bytes (raw), big int (decimal), builtin (qualified name), opaque (type
  // name), module (module name), function/class (__name__).
  const std::string& text() const { return text_; }
  // tuple/list/set items; dict: keys and values alternating.
  const std::vector<const HostObject*>& items() const { return items_; }
  // set/frozenset (bool_value: frozen; int_value: the size of CPython's table, 0 when
  // the order of its slots is not the program's to rely on): where pop() looks first
  // (CPython's `finger`), the slot of each item, then the slots of the deleted entries
  // ("dummies"), as CPython's table holds them; empty with int_value 0.
  const std::vector<int64_t>& slots() const { return slots_; }

  // Function: code object, module (globals), defaults tuple (or null), kwdefaults dict
  // (or null), closure cell contents (null entry for an empty cell).
  // Class: bases in `items`, own dict in `attrs`. Instance: class in `type`, __dict__ in
  // `attrs`. Module: nothing (attributes are looked up on demand through HostSpace).
  const CodeInfo* code() const { return code_.get(); }
  const HostObject* code_object() const { return code_object_; }
  const HostObject* module() const { return module_; }
  const HostObject* defaults() const { return defaults_; }
  const HostObject* kwdefaults() const { return kwdefaults_; }
  const std::vector<const HostObject*>& closure() const { return closure_; }
  const HostObject* type() const { return type_; }
  const std::vector<std::pair<std::string, const HostObject*>>& attrs() const { return attrs_; }
  // Class or function qualified name and module name ("" when unknown).
  const std::string& qualname() const { return qualname_; }
  const std::string& module_name() const { return module_name_; }

  // Class helpers.
  const HostObject* LookupClassAttr(const std::string& name) const;  // own dict, then MRO
  const std::vector<const HostObject*>& mro() const { return mro_; }
  bool IsSubclassOf(const HostObject* base) const;
  bool HasOwnAttr(const std::string& name) const;

  bool IsTrueConstant() const;  // Python truth of a primitive or container; kOpaque: false

 private:
  friend class HostSpace;
  friend class HostBuilder;

  HostKind kind_;
  std::string key_;
  bool bool_value_ = false;
  int64_t int_value_ = 0;
  double float_value_ = 0;
  std::string text_;
  std::vector<int64_t> slots_;
  std::vector<const HostObject*> items_;
  std::unique_ptr<CodeInfo> code_;
  const HostObject* code_object_ = nullptr;
  const HostObject* module_ = nullptr;
  const HostObject* defaults_ = nullptr;
  const HostObject* kwdefaults_ = nullptr;
  std::vector<const HostObject*> closure_;
  const HostObject* type_ = nullptr;
  std::vector<std::pair<std::string, const HostObject*>> attrs_;
  std::vector<const HostObject*> mro_;  // class: C3 linearisation, self first
  std::string qualname_;
  std::string module_name_;
};

// A property of a class dict: items() are its getter and setter (None when absent).
inline bool IsProperty(const HostObject* object) {
  return object != nullptr && object->kind() == HostKind::kOpaque && object->text() == "property" &&
         object->items().size() == 2;
}

// A default value of a nested function computed when the function is made (host helper
// `nested_function`): the closure instance holds it as `_rtfarm_default_<k>`, k its
// index among the function's defaults.
inline bool IsComputedDefault(const HostObject* object) {
  return object != nullptr && object->kind() == HostKind::kInstance && object->type() != nullptr &&
         object->type()->qualname() == "_RtfarmComputedDefault";
}
inline std::string ComputedDefaultAttr(size_t k) { return "_rtfarm_default_" + std::to_string(k); }

inline bool IsUndefinedLocal(const HostObject* object) {
  return object != nullptr && object->kind() == HostKind::kOpaque &&
         object->key() == kUndefinedLocalKey;
}

// The module whose functions a class's methods see as globals (the module defining the
// class), found through a function of its own dict; null when it has none.
const HostObject* ModuleOfClass(const HostObject* klass);

// The name, in its module's state (HostSpace::AssignedGlobals), of a class attribute that
// functions assign at run time (host helper _class_attr_global).
std::string ClassAttributeGlobal(const HostObject* klass, const std::string& attr);

}  // namespace rtfarm::host
