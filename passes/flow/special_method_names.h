// The special methods an operation may call on instances, by flow operation name.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rtfarm::flow {

// The special methods through which the operation `opname` may run code of the
// program's classes (`add`: __add__, __radd__, __iadd__; `getitem`: __getitem__, and a
// dict key's __hash__ and __eq__...), or nullopt for an operation whose Exception link
// does not come from special methods alone (a call, str(), iter()).
std::optional<std::vector<std::string>> SpecialMethodsOf(std::string_view opname);

}  // namespace rtfarm::flow
