#include "farm/toolchain.h"

#include "farm/c_compiler.h"
#include "farm/content_hash.h"

namespace rtfarm::farm {

std::string ShardToolchain(const std::string& runtime_hash, bool compile) {
  return "rtfarm " + ExecutableHash() + "; runtime " + runtime_hash +
         (compile ? "; " + CompilerIdentity() : "");
}

bool ToolchainServes(const std::string& worker, const std::string& shard) {
  // Only the last part, the compiler, may be left out.
  return worker == shard || (worker.starts_with(shard) && worker.rfind("; ") == shard.size());
}

}  // namespace rtfarm::farm
