// GenC's helpers for floats that may be ints, kept with their type (the RTyper's
// Universe::MixedNumberType, passes/rtyper/mixed_numbers.cc): C text only.
#pragma once

#include <string>

namespace rtfarm::genc {

// The definition of helper `what` ("value", "repr", "fmt", "eq", "lt", "hash", the
// arithmetic "add" ... "abs", "round") named `name`, for the struct pointer type
// `mnum` (its C name, "struct mnum *"); `allocate` is the C expression that allocates
// one struct. Throws for an unknown helper.
std::string WriteMixedHelper(const std::string& what, const std::string& name,
                             const std::string& mnum, const std::string& allocate);

// The C text of a loop body's step `s = s + x` for sum() over such numbers: `s` an
// rpy_mixed, `x` an expression of the struct pointer type.
std::string MixedOf(const std::string& box);

// Whether helper `what` is written into the header, for gcc to inline.
bool MixedHelperInline(const std::string& what);

}  // namespace rtfarm::genc
