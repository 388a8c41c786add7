// The helpers read every input before they allocate: a moving collector may run in the
// allocation, and the new struct is the only pointer they hold across it.
#include "passes/genc/mixed_helpers.h"

#include <map>
#include <sstream>
#include <stdexcept>

namespace rtfarm::genc {
namespace {

// The runtime's operator character for each arithmetic helper (rpy_mixed_binary/unary).
const std::map<std::string, char>& BinaryOperators() {
  static const std::map<std::string, char> ops = {{"add", '+'},      {"sub", '-'}, {"mul", '*'},
                                                  {"floordiv", '/'}, {"mod", '%'}, {"pow", '^'}};
  return ops;
}

const std::map<std::string, char>& UnaryOperators() {
  static const std::map<std::string, char> ops = {{"neg", '-'}, {"pos", '+'}, {"abs", 'a'}};
  return ops;
}

// Boxes the rpy_mixed `r` (already computed) and returns it; NULL when it raised.
std::string ReturnBoxed(const std::string& mnum, const std::string& allocate) {
  return "  if (rpy_exc_type) return NULL;\n  " + mnum + " box = (" + mnum + ")" + allocate +
         ";\n  box->is_int = r.is_int;\n  box->ival = r.i;\n  box->fval = r.f;\n  return box;\n}\n";
}

}  // namespace

std::string MixedOf(const std::string& box) {
  return "((rpy_mixed){(" + box + ")->ival, (" + box + ")->fval, (" + box + ")->is_int})";
}

bool MixedHelperInline(const std::string& what) {
  return what == "value" || what == "eq" || what == "lt" || what == "fmt" || what == "is_true";
}

std::string WriteMixedHelper(const std::string& what, const std::string& name,
                             const std::string& mnum, const std::string& allocate) {
  std::ostringstream o;
  if (what == "value") {
    o << "double " << name << "(" << mnum << " x) {\n";
    o << "  return x->is_int ? (double)x->ival : x->fval;\n}\n";
  } else if (what == "unbox") {  // None (NULL) used as a number: CPython's TypeError
    o << mnum << " " << name << "(" << mnum << " x) {\n";
    o << "  if (x == NULL) rpy_raise_builtin(rpy_cls_TypeError, "
         "\"unsupported operand type(s): 'NoneType' where a number is needed\");\n";
    o << "  return x;\n}\n";
  } else if (what == "is_true") {
    o << "bool " << name << "(" << mnum << " x) {\n";
    o << "  return x != NULL && (x->is_int ? x->ival != 0 : x->fval != 0.0);\n}\n";
  } else if (what == "repr" || what == "reprb") {
    o << "rpy_string *" << name << "(" << mnum << " x) {\n";
    o << "  if (x == NULL) return rpy_str_from_cstr(\"None\");\n";
    o << "  return x->is_int ? rpy_str_from_int(x->ival) : rpy_str_from_float(x->fval);\n}\n";
  } else if (what == "fmt") {  // %d, %.2f, {:>8}: the formatter sees the run-time type
    o << "rpy_fmt_arg " << name << "(" << mnum << " x) {\n";
    o << "  if (x == NULL) return rpy_fmt_s(rpy_str_from_cstr(\"None\"));\n";
    o << "  return x->is_int ? rpy_fmt_i(x->ival) : rpy_fmt_f(x->fval);\n}\n";
  } else if (what == "eq" || what == "lt") {
    // Two ints compare exactly; otherwise by value, as CPython compares int with float
    // (exact below 2**53). None equals only None; it has no order (a NULL faults, which
    // ends the program as CPython's TypeError would, rpy_main.c).
    std::string op = what == "eq" ? " == " : " < ";
    o << "bool " << name << "(" << mnum << " a, " << mnum << " b) {\n";
    if (what == "eq") o << "  if (a == NULL || b == NULL) return a == b;\n";
    o << "  if (a->is_int && b->is_int) return a->ival" << op << "b->ival;\n";
    o << "  return rpy_mixed_value(" << MixedOf("a") << ")" << op << "rpy_mixed_value("
      << MixedOf("b") << ");\n}\n";
  } else if (what == "hash") {  // hash(2) == hash(2.0), CPython's rule
    o << "long " << name << "(" << mnum << " x) {\n";
    o << "  if (x == NULL) return 0x5f3759df;\n";  // hash(None) is an address: any constant
    o << "  return x->is_int ? rpy_hash_long(x->ival) : rpy_hash_double(x->fval);\n}\n";
  } else if (auto b = BinaryOperators().find(what); b != BinaryOperators().end()) {
    o << mnum << " " << name << "(" << mnum << " a, " << mnum << " b) {\n";
    o << "  rpy_mixed r = rpy_mixed_binary('" << b->second << "', " << MixedOf("a") << ", "
      << MixedOf("b") << ");\n";
    o << ReturnBoxed(mnum, allocate);
  } else if (auto u = UnaryOperators().find(what); u != UnaryOperators().end()) {
    o << mnum << " " << name << "(" << mnum << " a) {\n";
    o << "  rpy_mixed r = rpy_mixed_unary('" << u->second << "', " << MixedOf("a") << ");\n";
    o << ReturnBoxed(mnum, allocate);
  } else if (what == "round") {
    o << mnum << " " << name << "(" << mnum << " a, long ndigits) {\n";
    o << "  rpy_mixed r = rpy_mixed_round(" << MixedOf("a") << ", ndigits);\n";
    o << ReturnBoxed(mnum, allocate);
  } else {
    throw std::runtime_error("GenC: no helper '" + what + "' for numbers that may be ints");
  }
  return o.str();
}

}  // namespace rtfarm::genc
