// SHA-256 (OpenSSL's libcrypto): the content addresses of the shard cache.
#pragma once

#include <string>
#include <string_view>

namespace rtfarm::farm {

// 64 lowercase hex digits.
std::string Sha256Hex(std::string_view bytes);

// The hash of this rtfarm executable's own bytes: part of every shard's cache key, so
// that a rebuilt rtfarm (new GenC, new optimizations) never reuses an old output.
const std::string& ExecutableHash();

}  // namespace rtfarm::farm
