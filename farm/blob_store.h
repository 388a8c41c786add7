// The blob store on disk (proto/blob.proto): every payload of the farm by the SHA-256 of
// its bytes, in `<dir>/<sha[0:2]>/<sha>`. A blob is written to a temporary file and
// renamed, so a killed process never leaves half a blob under a name; its bytes are
// checked against their name when written and every time they are read, and a damaged
// blob is removed and reported as missing — never used.
#pragma once

#include <optional>
#include <string>

#include "proto/blob.pb.h"

namespace rtfarm::farm {

proto::Digest DigestOf(std::string_view bytes);

// "ab12cd34…(1234 bytes)": a digest for messages.
std::string Describe(const proto::Digest& digest);

// A digest names a blob only when its hash is 64 lowercase hex digits: anything else
// (a path, "..") never reaches the file system.
bool IsWellFormed(const proto::Digest& digest);

class BlobStore {
 public:
  explicit BlobStore(std::string dir);

  // Stores `bytes`, returning their digest (an existing blob is kept).
  proto::Digest Put(std::string_view bytes) const;
  // Stores `bytes` only when they are the blob `expected` names; otherwise `problem`.
  bool PutExpecting(const proto::Digest& expected, std::string_view bytes,
                    std::string* problem) const;
  // Whether the blob is there with the right bytes (a damaged one is removed).
  bool Has(const proto::Digest& digest) const;
  // The blob's verified bytes, or nullopt (`problem` says why when it existed but was
  // damaged: it is removed then).
  std::optional<std::string> Get(const proto::Digest& digest, std::string* problem) const;

  const std::string& dir() const { return dir_; }

 private:
  std::string PathOf(const std::string& sha256) const;
  std::string dir_;
};

}  // namespace rtfarm::farm
