// Shared helpers of the annotator tests: one HostSpace per test binary (the embedded
// interpreter starts once per process), fixture programs by name, and queries on the
// annotations of a finished annotation, compared as Describe() strings.
//
// Graph keys are the annotator's: "module.function", "module.Class.method", plus
// "<spec>" for a specialisation. Fixture modules are named after their file:
// tests/annotator/fixtures/ann_arith.py is module "ann_arith".
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "passes/annotator/annotation.h"
#include "passes/annotator/annotator.h"
#include "passes/host/host_space.h"

namespace rtfarm::annotator::testing {

// The process-wide space, with the runfiles' rtfarm home (holding rlib/) on sys.path.
host::HostSpace& Space();

// <runfiles>/rtfarm/tests/annotator/fixtures/<name>.py
std::string FixturePath(const std::string& name);

// Imports tests/annotator/fixtures/<name>.py once per process.
const host::HostObject* FixtureModule(const std::string& name);

// The function (or method: "Class.method") of a fixture module with that qualified
// name; null (plus a test failure) when there is none.
const host::HostObject* FindFunction(const std::string& fixture, const std::string& qualname);

// The 1-based number of the first line of the fixture containing `text` (0, plus a test
// failure, when none does): tests name the line they expect by its text.
int LineOf(const std::string& fixture, const std::string& text);

// "dir/ann_x.py" -> "ann_x.py".
std::string Basename(const std::string& path);

// A finished annotation and queries on it.
class Program {
 public:
  Program();
  ~Program();
  Program(const Program&) = delete;
  Program& operator=(const Program&) = delete;

  Annotator& annotator() const { return *annotator_; }
  Bookkeeper& bookkeeper() const { return annotator_->bookkeeper(); }

  // The graph of that key; null when the program has none.
  const GraphInfo* Graph(const std::string& key) const;
  // Every graph key, sorted.
  std::vector<std::string> GraphKeys() const;
  // Keys of the graphs of one function: its specialisations ("mod.f", "mod.f<...>").
  std::vector<std::string> GraphsOf(const std::string& function_key) const;

  // Describe() of the graph's return annotation; "<no graph KEY>" when absent.
  std::string Return(const std::string& key) const;
  // Describe() of the variables of the graph whose hint (source name) is `hint`, in
  // block order, without duplicates, joined by " | " ("<no variable HINT in KEY>" when
  // there is none). A local assigned once in straight-line code gives one string.
  std::string Var(const std::string& key, const std::string& hint) const;
  // Describe() of the result of the first operation named `opname` in block order (the
  // operations of the flow graph, docs/operations.md); "<no OPNAME in KEY>" when absent.
  std::string OpResult(const std::string& key, const std::string& opname) const;
  // Describe() of every operation named `opname`, in block order, joined by " | ".
  std::string OpResults(const std::string& key, const std::string& opname) const;
  // Whether the graph has some reachable block whose operations include `opname`
  // with an annotated (non-impossible) result.
  bool Reaches(const std::string& key, const std::string& opname) const;

  // Describe() of attribute `attr` as the ClassDef of class `classkey` ("mod.A") holds it
  // (not looking in bases); "<no attribute>" when that ClassDef does not own it and
  // "<no class CLASSKEY>" when there is no such ClassDef.
  std::string Attr(const std::string& classkey, const std::string& attr) const;
  // The attribute names the ClassDef owns, sorted, comma-separated.
  std::string Attrs(const std::string& classkey) const;
  // The key of the ClassDef's base ("" for a root, "<no class ...>" when absent).
  std::string BaseOf(const std::string& classkey) const;
  bool HasClass(const std::string& classkey) const;

  const std::vector<AnnotatorError>& errors() const { return annotator_->errors(); }
  // Every error formatted, one per line ("" when there is none): failure messages.
  std::string ErrorText() const;
  // The errors other than blocked blocks (for tests that annotate one function with
  // made-up arguments, where some reads can never be satisfied).
  std::string ErrorTextExceptBlocked() const;
  // DumpAnnotations, for failure messages.
  std::string Dump() const;

 private:
  friend std::unique_ptr<Program> MakeProgram();
  std::unique_ptr<Annotator> annotator_;
};

// A fresh program whose annotator has annotated nothing yet (for building argument
// annotations with its bookkeeper before AnnotateWith).
std::unique_ptr<Program> MakeProgram();

// Annotates <fixture>.entry_point once per process, from argv: list of str.
const Program& Annotated(const std::string& fixture);

// Annotates the function `qualname` of the fixture as an entry point (its one argument
// is argv: list of str) in a fresh annotator.
std::unique_ptr<Program> AnnotateAsEntry(const std::string& fixture, const std::string& qualname);

// Annotates the function `qualname` of the fixture called with the annotations `args`
// makes (with the fresh program's bookkeeper at hand) in a fresh annotator
// (Annotator::AnnotateFunction).
using ArgsMaker = std::function<std::vector<Ann>(Program&)>;
std::unique_ptr<Program> AnnotateWith(const std::string& fixture, const std::string& qualname,
                                      const ArgsMaker& args);
// The same with annotations that need no bookkeeper (numbers, strings, None...).
std::unique_ptr<Program> AnnotateWith(const std::string& fixture, const std::string& qualname,
                                      std::vector<Ann> args);

// The first error (in the annotator's order) of annotating `qualname` as an entry point;
// nullopt plus a test failure (with the dump) when it annotates without error.
std::optional<AnnotatorError> RejectionOf(const std::string& fixture, const std::string& qualname);

// Argument annotations made with a program's bookkeeper.
Ann ListOfAnn(Program& program, const Ann& item);
Ann DictOfAnn(Program& program, const Ann& key, const Ann& value);
// An instance of class `qualname` of the fixture.
Ann InstanceOfAnn(Program& program, const std::string& fixture, const std::string& qualname);

}  // namespace rtfarm::annotator::testing

// Every positive fixture annotates without error; the errors explain a failure.
#define EXPECT_NO_ANNOTATION_ERRORS(program) \
  EXPECT_EQ((program).ErrorText(), "") << (program).Dump()
