#include "tests/shards/front_end.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "passes/backendopt/inline.h"
#include "passes/rtyper/rtyper.h"
#include "passes/transform/exception_transform.h"
#include "passes/transform/stack_check.h"

namespace rtfarm::testing {

std::string RunfilesHome() {
  const char* srcdir = std::getenv("TEST_SRCDIR");
  return std::string(srcdir ? srcdir : ".") + "/rtfarm";
}

host::HostSpace& Space() {
  static host::HostSpace* space = new host::HostSpace(RunfilesHome());  // never destroyed
  return *space;
}

LowLevelProgram TranslateFrontEnd(const std::string& path, int threads) {
  LowLevelProgram program;
  host::HostSpace& space = Space();
  const host::HostObject* module = space.ImportFile(RunfilesHome() + "/" + path);
  const host::HostObject* entry = space.FindEntryPoint(module);
  program.annotator =
      std::make_unique<annotator::Annotator>(space, annotator::AnnotatorOptions{threads, 0});
  program.annotator->AnnotateEntryPoint(entry);
  EXPECT_TRUE(program.annotator->errors().empty()) << path;
  if (!program.annotator->errors().empty()) return program;
  program.universe = std::make_unique<rtyper::Universe>(*program.annotator);
  for (const annotator::GraphInfo* info : program.universe->graphs()) {
    if (info->desc != nullptr && info->desc->object() == entry) program.entry = info;
  }
  std::vector<std::string> errors = rtyper::RTyper(*program.universe).SpecializeAll();
  EXPECT_TRUE(errors.empty()) << path << ": " << (errors.empty() ? "" : errors[0]);
  transform::InsertStackChecks(*program.universe);
  transform::FindNonRaisingGraphs(*program.universe);
  for (const annotator::GraphInfo* info : program.universe->graphs())
    transform::TransformExceptions(*info->graph, *program.universe);
  std::map<std::string, model::FunctionGraph*> by_name;
  for (const annotator::GraphInfo* info : program.universe->graphs())
    by_name[program.universe->FunctionName(info)] = info->graph.get();
  backendopt::InlineFunctions(by_name, {}, program.universe->types());
  return program;
}

}  // namespace rtfarm::testing
