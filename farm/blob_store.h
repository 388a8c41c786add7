// The blob store on disk (proto/blob.proto): every payload of the farm by the SHA-256 of
// its bytes. A blob of more than `small_blob_bytes` is a file, `<dir>/<sha[0:2]>/<sha>`,
// written to a temporary file and renamed, so a killed process never leaves half a blob
// under a name. Smaller ones are rows of one SQLite database, `<dir>/small.sqlite` (WAL,
// each write a transaction): a farm's payloads are mostly small (a shard's input and
// output), and creating a file per blob took up to 40% of the coordinator's CPU per shard
// (ext4's inode allocation, with many recently deleted files). Either way the bytes are checked
// against their name when written and every time they are read, and a damaged blob is removed and
// reported as missing — never used.
#pragma once

#include <memory>
#include <mutex>
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

class SqliteDb;

// Blobs up to this size go to the database (BlobStore's default).
constexpr int64_t kSmallBlobBytes = 64 << 10;

class BlobStore {
 public:
  explicit BlobStore(std::string dir, int64_t small_blob_bytes = kSmallBlobBytes);
  ~BlobStore();
  BlobStore(const BlobStore&) = delete;
  BlobStore& operator=(const BlobStore&) = delete;

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

  // How many blobs the store holds and their bytes (a walk of the files: not for every
  // request).
  void Figures(int64_t* count, int64_t* bytes) const;

  const std::string& dir() const { return dir_; }
  // The database of the small blobs (`<dir>/small.sqlite`, made by the first small Put).
  std::string SmallBlobsPath() const;

 private:
  std::string PathOf(const std::string& sha256) const;
  // The database, opened on first use; nullptr when it does not exist and `create` is
  // false (a read of a store that never held a small blob). Called under mu_.
  SqliteDb* Small(bool create) const;
  std::optional<std::string> GetSmall(const std::string& sha256, std::string* problem) const;
  void RemoveSmall(const std::string& sha256) const;
  bool PutSmall(const std::string& sha256, std::string_view bytes, std::string* problem) const;

  std::string dir_;
  int64_t small_blob_bytes_;
  mutable std::mutex mu_;  // the database's one connection
  mutable std::unique_ptr<SqliteDb> small_;
};

}  // namespace rtfarm::farm
