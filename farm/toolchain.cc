#include "farm/toolchain.h"

#include "farm/c_compiler.h"
#include "farm/content_hash.h"

namespace rtfarm::farm {

std::string ShardToolchain(const std::string& runtime_hash, bool compile) {
  return "rtfarm " + ExecutableHash() + "; runtime " + runtime_hash +
         (compile ? "; " + CompilerIdentity() : "");
}

bool ToolchainServes(const std::string& worker, const std::string& shard) {
  return worker == shard || (worker.size() > shard.size() + 2 && worker.starts_with(shard) &&
                             worker.compare(shard.size(), 2, "; ") == 0);
}

}  // namespace rtfarm::farm
