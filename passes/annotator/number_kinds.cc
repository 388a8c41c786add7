// Numbers whose slot may hold narrower Python types (Annotation::may_be_bool,
// may_be_int): where their text or type is asked, CPython answers by the value's own type.
// A float that may be an int, shown, makes the RTyper keep that type at run time
// (rtyper/mixed_numbers.cc). The rest is refused where its text or type is asked, except
// under a format whose text is the same for every type the value may have.
#include <cstring>

#include "passes/annotator/rules.h"

namespace rtfarm::annotator {
namespace {

std::string OwnType(const Ann& value) { return value->kind == Kind::kFloat ? "float" : "int"; }

// A float that may be an int (and None, not a bool): shown by its run-time type.
bool ShownByRuntimeType(Annotator& annotator, const Ann& value) {
  if (value->kind != Kind::kFloat || !value->may_be_int || value->may_be_bool) return false;
  annotator.bookkeeper().NoteShownMixedNumber();
  return true;
}

// Whether `spec`'s presentation type (its last character) formats ints and floats alike:
// format(1, '.2f') is format(1.0, '.2f'); format(1, '5') is not format(1.0, '5').
bool FloatPresentation(const std::string& spec) {
  return !spec.empty() && std::strchr("eEfFgG%", spec.back()) != nullptr;
}

}  // namespace

void RefuseShowingMixedNumber(Annotator& annotator, const std::string& name, const Ann& value,
                              const Ann& container) {
  std::string narrower = MixedNumberKinds(value);
  if (narrower.empty() || ShownByRuntimeType(annotator, value)) return;
  std::string what = container != nullptr ? Arg(container) : Arg(value);
  std::string example = value->may_be_int ? "1 shows as 1, not 1.0" : "True shows as True, not 1";
  std::string causes = value->may_be_int
                           ? " (a variable that starts as an int such as `total = 0` and "
                             "becomes a float; sum() of floats, which is the int 0 when "
                             "empty: write `0.0`, sum(x, 0.0), float(x))"
                           : " (a value that is a bool on one path and an int on another: "
                             "convert with int(x))";
  Refuse(name + "() of " + what + ": the " + OwnType(value) + " may also be a Python " + narrower +
         ", which CPython shows by its own type (" + example +
         ") while the translated value does not keep its type" + causes +
         "; a format such as '%d', '%.2f' or f'{x:.2f}' shows both alike");
}

void RefuseMixedNumberType(const std::string& name, const Ann& value) {
  std::string narrower = MixedNumberKinds(value);
  if (narrower.empty()) return;
  Refuse(name + " of " + Arg(value) + ": the " + OwnType(value) + " may also be a Python " +
         narrower + ", and the translated value does not remember which it was");
}

bool FormatsMixedNumberAlike(Annotator& annotator, const Ann& value, const Ann& spec) {
  if (MixedNumberKinds(value).empty()) return true;
  // Alike for every type: no need for the run-time type.
  if (spec->constant != nullptr && spec->constant->kind() == host::HostKind::kStr) {
    const std::string& text = spec->constant->text();
    // A bool under any non-empty spec formats as its int: format(True, '5') is '    1'.
    if (!value->may_be_int ? !text.empty() : FloatPresentation(text)) return true;
  }
  return ShownByRuntimeType(annotator, value);
}

bool PercentFormatsMixedNumberAlike(Annotator& annotator, const Ann& value, char conversion) {
  if (MixedNumberKinds(value).empty()) return true;
  // '%d' % True is '1', as every numeric conversion of a bool; '%d' % 2.0 is '2', as
  // '%d' % 2, and '%f' % 2 is '%f' % 2.0. '%x' and '%c' refuse floats.
  const char* alike = value->may_be_int ? "diueEfFgG" : "diuoxXeEfFgGc";
  return std::strchr(alike, conversion) != nullptr || ShownByRuntimeType(annotator, value);
}

}  // namespace rtfarm::annotator
