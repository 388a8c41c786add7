// A shard's C file: the bodies of its functions, written against the central header
// (rpy_program.h), preceded by the declarations those bodies need beyond it.
//
// The declarations (prototypes of called functions, string constants) are worked out
// centrally, where every function's signature is known, and travel in the shard's
// input; the header therefore changes only when the program's types or data do, not
// when a function body does — which keeps the other shards' cache entries valid.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "passes/model/flow_model.h"
#include "passes/rtyper/universe.h"
#include "passes/transform/gc_policy.h"

namespace rtfarm::genc {

// Central: the declaration of every function and string constant of the program, by
// C symbol.
class DeclarationIndex {
 public:
  explicit DeclarationIndex(rtyper::Universe& universe);
  // What the bodies of `graphs` need declared, sorted and without repeats.
  std::vector<std::string> For(const std::vector<const model::FunctionGraph*>& graphs) const;

 private:
  std::map<std::string, std::string> by_symbol_;
};

// Shard: the C file of `graphs`, `names[i]` being the C name of graphs[i]. The text
// depends only on its arguments. Each body is preceded by a "/* function NAME */" line,
// by which a whole program's functions can be compared across shard counts.
std::string WriteShardFile(const std::vector<const model::FunctionGraph*>& graphs,
                           const std::vector<std::string>& names,
                           const std::vector<std::string>& declarations,
                           const transform::GcPolicy& gc);

}  // namespace rtfarm::genc
