#include "farm/content_hash.h"

#include <openssl/evp.h>

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace rtfarm::farm {

std::string Sha256Hex(std::string_view bytes) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), digest, &length, EVP_sha256(), nullptr) != 1)
    throw std::runtime_error("SHA-256 failed (libcrypto)");
  static const char* kHex = "0123456789abcdef";
  std::string hex;
  for (unsigned int i = 0; i < length; ++i) {
    hex += kHex[digest[i] >> 4];
    hex += kHex[digest[i] & 15];
  }
  return hex;
}

const std::string& ExecutableHash() {
  static const std::string hash = [] {
    std::ifstream in("/proc/self/exe", std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (!in) throw std::runtime_error("cannot read /proc/self/exe to identify this rtfarm");
    return Sha256Hex(bytes.str());
  }();
  return hash;
}

}  // namespace rtfarm::farm
