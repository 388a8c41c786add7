// Python's repr() of primitive values, computed without Python: listings, keys and
// error messages show constants as a Python programmer would write them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "passes/host/host_object.h"

namespace rtfarm::host {

// Shortest round-trip form, exponent notation as CPython chooses it (1e+16, 1e-05),
// "inf", "nan", "-0.0".
std::string FloatRepr(double value);
// Quotes as CPython chooses them; escapes \\, quotes, \t \n \r, control and other
// non-printable characters (\xNN, \uNNNN, \UNNNNNNNN); printable non-ASCII unchanged.
std::string StrRepr(const std::string& utf8);
std::string BytesRepr(const std::string& raw);
// Decodes one UTF-8 sequence at s[i] (surrogates accepted, as surrogatepass writes
// them): the number of bytes used, 0 when they are not UTF-8 (bad lead or continuation
// byte, truncated, overlong, beyond U+10FFFF).
size_t DecodeUtf8(const std::string& s, size_t i, uint32_t* cp);

// repr() of None, bools, ints, floats, str, bytes, Ellipsis and tuples of them;
// "<kind key>" for anything else.
std::string PythonRepr(const HostObject* object);

}  // namespace rtfarm::host
