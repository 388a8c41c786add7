// docs/operations.md must list every flow operation with its arity and purity, so that
// the page users read never drifts from the table the builder uses.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "passes/model/operation_table.h"

namespace rtfarm::model {
namespace {

std::string ReadDoc() {
  std::ifstream in(std::string(std::getenv("TEST_SRCDIR")) + "/rtfarm/docs/operations.md");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(OperationsDocTest, EveryOperationIsDocumentedWithItsArityAndPurity) {
  std::string doc = ReadDoc();
  ASSERT_FALSE(doc.empty());
  for (const OperationInfo& op : AllOperations()) {
    std::string row = "| `" + std::string(op.name) + "` | " + std::to_string(op.arity) + " | " +
                      (op.pure ? "yes" : "no") + " |";
    EXPECT_NE(doc.find(row), std::string::npos) << "docs/operations.md lacks: " << row;
  }
}

}  // namespace
}  // namespace rtfarm::model
