#include "tests/annotator/annotator_test_util.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>

#include "passes/annotator/bookkeeper.h"
#include "passes/annotator/classdef.h"
#include "passes/annotator/dump.h"
#include "passes/annotator/listdef.h"

namespace rtfarm::annotator::testing {
namespace {

std::string RunfilesHome() {
  const char* srcdir = std::getenv("TEST_SRCDIR");
  return std::string(srcdir ? srcdir : ".") + "/rtfarm";
}

std::string Join(const std::vector<std::string>& parts, const std::string& separator) {
  std::string text;
  for (size_t i = 0; i < parts.size(); ++i) text += (i ? separator : "") + parts[i];
  return text;
}

void AddOnce(std::vector<std::string>& parts, const std::string& part) {
  if (std::find(parts.begin(), parts.end(), part) == parts.end()) parts.push_back(part);
}

const ClassDef* FindClassDef(const Program& program, const std::string& classkey) {
  const auto& classdefs = program.bookkeeper().classdefs();
  auto it = classdefs.find(classkey);
  return it == classdefs.end() ? nullptr : it->second.get();
}

}  // namespace

host::HostSpace& Space() {
  // Never destroyed: the interpreter lives as long as the process.
  static host::HostSpace* space = new host::HostSpace(RunfilesHome());
  return *space;
}

std::string FixturePath(const std::string& name) {
  return RunfilesHome() + "/tests/annotator/fixtures/" + name + ".py";
}

const host::HostObject* FixtureModule(const std::string& name) {
  static std::map<std::string, const host::HostObject*> modules;
  auto& module = modules[name];
  if (module == nullptr) module = Space().ImportFile(FixturePath(name));
  return module;
}

const host::HostObject* FindFunction(const std::string& fixture, const std::string& qualname) {
  for (const host::HostObject* function : Space().DefinedFunctions(FixtureModule(fixture))) {
    if (function->qualname() == qualname) return function;
  }
  ADD_FAILURE() << "no function " << fixture << "." << qualname;
  return nullptr;
}

int LineOf(const std::string& fixture, const std::string& text) {
  std::ifstream file(FixturePath(fixture));
  std::string line;
  for (int number = 1; std::getline(file, line); ++number) {
    if (line.find(text) != std::string::npos) return number;
  }
  ADD_FAILURE() << "no line of " << fixture << " contains '" << text << "'";
  return 0;
}

std::string Basename(const std::string& path) {
  auto slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// --- Program ---------------------------------------------------------------------------

Program::Program() : annotator_(std::make_unique<Annotator>(Space(), AnnotatorOptions{1, 0})) {}
Program::~Program() = default;

std::unique_ptr<Program> MakeProgram() { return std::make_unique<Program>(); }

const GraphInfo* Program::Graph(const std::string& key) const {
  for (const GraphInfo* info : annotator_->graphs()) {
    if (info->key == key) return info;
  }
  return nullptr;
}

std::vector<std::string> Program::GraphKeys() const {
  std::vector<std::string> keys;
  for (const GraphInfo* info : annotator_->graphs()) keys.push_back(info->key);
  return keys;
}

std::vector<std::string> Program::GraphsOf(const std::string& function_key) const {
  std::vector<std::string> keys;
  for (const GraphInfo* info : annotator_->graphs()) {
    if (info->key == function_key || info->key.starts_with(function_key + "<"))
      keys.push_back(info->key);
  }
  return keys;
}

std::string Program::Return(const std::string& key) const {
  const GraphInfo* info = Graph(key);
  if (info == nullptr) return "<no graph " + key + ">";
  return Describe(annotator_->ReturnAnnotation(*info));
}

std::string Program::Var(const std::string& key, const std::string& hint) const {
  const GraphInfo* info = Graph(key);
  if (info == nullptr || info->graph == nullptr) return "<no graph " + key + ">";
  std::vector<std::string> found;
  // Variables of blocks cut as dead (a constant switch) have no annotation: skipped.
  auto look = [&](const model::Variable* var) {
    if (var->hint() != hint) return;
    Ann binding = annotator_->Binding(*info, var);
    if (binding->kind != Kind::kImpossible) AddOnce(found, Describe(binding));
  };
  for (const model::Block* block : info->graph->Blocks()) {
    if (block == info->graph->returnblock() || block == info->graph->exceptblock()) continue;
    for (const model::Variable* var : block->inputargs) look(var);
    for (const auto& op : block->operations) look(op.result);
  }
  if (found.empty()) return "<no variable " + hint + " in " + key + ">";
  return Join(found, " | ");
}

std::string Program::OpResults(const std::string& key, const std::string& opname) const {
  const GraphInfo* info = Graph(key);
  if (info == nullptr || info->graph == nullptr) return "<no graph " + key + ">";
  std::vector<std::string> found;
  for (const model::Block* block : info->graph->Blocks()) {
    for (const auto& op : block->operations) {
      if (op.opname == opname) found.push_back(Describe(annotator_->Binding(*info, op.result)));
    }
  }
  if (found.empty()) return "<no " + opname + " in " + key + ">";
  return Join(found, " | ");
}

std::string Program::OpResult(const std::string& key, const std::string& opname) const {
  const GraphInfo* info = Graph(key);
  if (info == nullptr || info->graph == nullptr) return "<no graph " + key + ">";
  for (const model::Block* block : info->graph->Blocks()) {
    for (const auto& op : block->operations) {
      if (op.opname == opname) return Describe(annotator_->Binding(*info, op.result));
    }
  }
  return "<no " + opname + " in " + key + ">";
}

bool Program::Reaches(const std::string& key, const std::string& opname) const {
  const GraphInfo* info = Graph(key);
  if (info == nullptr || info->graph == nullptr) return false;
  for (const model::Block* block : info->graph->Blocks()) {
    for (const auto& op : block->operations) {
      if (op.opname == opname && annotator_->Binding(*info, op.result)->kind != Kind::kImpossible) {
        return true;
      }
    }
  }
  return false;
}

bool Program::HasClass(const std::string& classkey) const {
  return FindClassDef(*this, classkey) != nullptr;
}

std::string Program::Attr(const std::string& classkey, const std::string& attr) const {
  const ClassDef* classdef = FindClassDef(*this, classkey);
  if (classdef == nullptr) return "<no class " + classkey + ">";
  auto it = classdef->attrs().find(attr);
  if (it == classdef->attrs().end()) return "<no attribute>";
  return Describe(it->second->value.peek());
}

std::string Program::Attrs(const std::string& classkey) const {
  const ClassDef* classdef = FindClassDef(*this, classkey);
  if (classdef == nullptr) return "<no class " + classkey + ">";
  std::vector<std::string> names;
  for (const auto& [name, attribute] : classdef->attrs()) names.push_back(name);
  return Join(names, ", ");
}

std::string Program::BaseOf(const std::string& classkey) const {
  const ClassDef* classdef = FindClassDef(*this, classkey);
  if (classdef == nullptr) return "<no class " + classkey + ">";
  return classdef->base() == nullptr ? "" : classdef->base()->name();
}

std::string Program::ErrorText() const {
  std::string text;
  for (const AnnotatorError& error : errors()) text += error.Format() + "\n";
  return text;
}

std::string Program::ErrorTextExceptBlocked() const {
  std::string text;
  for (const AnnotatorError& error : errors()) {
    if (error.message.rfind("blocked block", 0) != 0) text += error.Format() + "\n";
  }
  return text;
}

std::string Program::Dump() const { return DumpAnnotations(*annotator_); }

// --- annotating ------------------------------------------------------------------------

const Program& Annotated(const std::string& fixture) {
  static std::map<std::string, std::unique_ptr<Program>> programs;
  auto& program = programs[fixture];
  if (program == nullptr) {
    program = MakeProgram();
    const host::HostObject* entry = Space().FindEntryPoint(FixtureModule(fixture));
    program->annotator().AnnotateEntryPoint(entry);
  }
  return *program;
}

std::unique_ptr<Program> AnnotateAsEntry(const std::string& fixture, const std::string& qualname) {
  auto program = MakeProgram();
  if (const host::HostObject* function = FindFunction(fixture, qualname))
    program->annotator().AnnotateEntryPoint(function);
  return program;
}

std::unique_ptr<Program> AnnotateWith(const std::string& fixture, const std::string& qualname,
                                      const ArgsMaker& args) {
  auto program = MakeProgram();
  if (const host::HostObject* function = FindFunction(fixture, qualname))
    program->annotator().AnnotateFunction(function, args(*program));
  return program;
}

std::unique_ptr<Program> AnnotateWith(const std::string& fixture, const std::string& qualname,
                                      std::vector<Ann> args) {
  return AnnotateWith(fixture, qualname, [&](Program&) { return args; });
}

std::optional<AnnotatorError> RejectionOf(const std::string& fixture, const std::string& qualname) {
  auto program = AnnotateAsEntry(fixture, qualname);
  if (program->errors().empty()) {
    ADD_FAILURE() << fixture << "." << qualname << " was not rejected:\n" << program->Dump();
    return std::nullopt;
  }
  return program->errors().front();
}

Ann ListOfAnn(Program& program, const Ann& item) {
  ListDef* list = program.bookkeeper().NewListDef();
  list->item().Generalise(item);
  return ListAnn(list);
}

Ann DictOfAnn(Program& program, const Ann& key, const Ann& value) {
  DictDef* dict = program.bookkeeper().NewDictDef();
  dict->key().Generalise(key);
  dict->value().Generalise(value);
  return DictAnn(dict);
}

Ann InstanceOfAnn(Program& program, const std::string& fixture, const std::string& qualname) {
  const host::HostObject* klass = Space().ModuleAttr(FixtureModule(fixture), qualname);
  if (klass == nullptr) {
    ADD_FAILURE() << "no class " << fixture << "." << qualname;
    return Impossible();
  }
  return InstanceAnn(program.bookkeeper().ClassDefOf(klass));
}

}  // namespace rtfarm::annotator::testing
