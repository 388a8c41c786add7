#include "farm/blob_store.h"

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "farm/content_hash.h"

namespace rtfarm::farm {
namespace {

namespace fs = std::filesystem;

std::string ReadAll(const std::string& path, bool* ok) {
  std::ifstream in(path, std::ios::binary);
  *ok = static_cast<bool>(in);
  if (!*ok) return "";
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

}  // namespace

proto::Digest DigestOf(std::string_view bytes) {
  proto::Digest digest;
  digest.set_sha256(Sha256Hex(bytes));
  digest.set_size(static_cast<int64_t>(bytes.size()));
  return digest;
}

std::string Describe(const proto::Digest& digest) {
  return digest.sha256().substr(0, 12) + " (" + std::to_string(digest.size()) + " bytes)";
}

bool IsWellFormed(const proto::Digest& digest) {
  const std::string& hex = digest.sha256();
  if (hex.size() != 64 || digest.size() < 0) return false;
  for (char c : hex)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

BlobStore::BlobStore(std::string dir) : dir_(std::move(dir)) { fs::create_directories(dir_); }

std::string BlobStore::PathOf(const std::string& sha256) const {
  return (fs::path(dir_) / sha256.substr(0, 2) / sha256).string();
}

proto::Digest BlobStore::Put(std::string_view bytes) const {
  proto::Digest digest = DigestOf(bytes);
  std::string problem;
  if (!PutExpecting(digest, bytes, &problem)) throw std::runtime_error(problem);
  return digest;
}

bool BlobStore::PutExpecting(const proto::Digest& expected, std::string_view bytes,
                             std::string* problem) const {
  if (!IsWellFormed(expected)) {
    *problem = "a blob digest must be 64 lowercase hex digits";
    return false;
  }
  proto::Digest actual = DigestOf(bytes);
  if (actual.sha256() != expected.sha256() || actual.size() != expected.size()) {
    *problem = "the blob's bytes hash to " + Describe(actual) + ", not " + Describe(expected);
    return false;
  }
  std::string path = PathOf(expected.sha256());
  std::error_code error;
  fs::create_directories(fs::path(path).parent_path(), error);
  static std::atomic<uint64_t> counter{0};
  std::string temporary =
      path + ".tmp." + std::to_string(getpid()) + "." + std::to_string(counter.fetch_add(1));
  {
    std::ofstream out(temporary, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.flush();
    if (!out) {
      fs::remove(temporary, error);
      *problem = "cannot write blob " + path + " (disk full?)";
      return false;
    }
  }
  fs::rename(temporary, path, error);
  if (error) {
    fs::remove(temporary, error);
    *problem = "cannot store blob " + path + ": " + error.message();
    return false;
  }
  return true;
}

bool BlobStore::Has(const proto::Digest& digest) const {
  // The bytes are checked, not only the size: a damaged blob must be uploaded or made
  // again, never taken as present.
  return Get(digest, nullptr).has_value();
}

std::optional<std::string> BlobStore::Get(const proto::Digest& digest, std::string* problem) const {
  if (!IsWellFormed(digest)) {
    if (problem != nullptr) *problem = "malformed blob digest";
    return std::nullopt;
  }
  std::string path = PathOf(digest.sha256());
  bool ok = false;
  std::string bytes = ReadAll(path, &ok);
  if (!ok) return std::nullopt;
  proto::Digest actual = DigestOf(bytes);
  if (actual.sha256() == digest.sha256()) {
    if (actual.size() == digest.size()) return bytes;
    // The file is intact (its bytes hash to its name); the request is wrong.
    if (problem != nullptr)
      *problem = "blob " + digest.sha256().substr(0, 12) + " has " + std::to_string(actual.size()) +
                 " bytes, not " + std::to_string(digest.size());
    return std::nullopt;
  }
  if (problem != nullptr)
    *problem = "blob " + Describe(digest) + " is damaged on disk (its bytes hash to " +
               Describe(actual) + "): removed, never used";
  std::error_code ignored;
  fs::remove(path, ignored);
  return std::nullopt;
}

}  // namespace rtfarm::farm
