#include "farm/blob_store.h"

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "farm/content_hash.h"
#include "farm/sqlite_db.h"

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

BlobStore::BlobStore(std::string dir, int64_t small_blob_bytes)
    : dir_(std::move(dir)), small_blob_bytes_(small_blob_bytes) {
  fs::create_directories(dir_);
}

BlobStore::~BlobStore() = default;

std::string BlobStore::SmallBlobsPath() const { return (fs::path(dir_) / "small.sqlite").string(); }

SqliteDb* BlobStore::Small(bool create) const {
  if (small_ == nullptr) {
    std::error_code ignored;
    if (!create && !fs::exists(SmallBlobsPath(), ignored)) return nullptr;
    auto db = std::make_unique<SqliteDb>(SmallBlobsPath());
    db->Exec(
        "CREATE TABLE IF NOT EXISTS blobs(sha256 TEXT PRIMARY KEY, bytes BLOB NOT NULL) "
        "WITHOUT ROWID");
    small_ = std::move(db);
  }
  return small_.get();
}

std::optional<std::string> BlobStore::GetSmall(const std::string& sha256,
                                               std::string* problem) const {
  std::lock_guard<std::mutex> lock(mu_);
  try {
    SqliteDb* db = Small(false);
    if (db == nullptr) return std::nullopt;
    SqliteStatement read(db->handle(), "SELECT bytes FROM blobs WHERE sha256 = ?");
    read.Bind(1, std::string_view(sha256));
    if (read.Step()) return read.Bytes(0);
  } catch (const SqliteError& error) {
    // A damaged database: its blobs are missing (they are made or uploaded again).
    if (problem != nullptr) *problem = std::string("the small blobs' database: ") + error.what();
  }
  return std::nullopt;
}

void BlobStore::RemoveSmall(const std::string& sha256) const {
  std::lock_guard<std::mutex> lock(mu_);
  try {
    if (SqliteDb* db = Small(false); db != nullptr)
      SqliteStatement(db->handle(), "DELETE FROM blobs WHERE sha256 = ?")
          .Bind(1, std::string_view(sha256))
          .Run();
  } catch (const SqliteError&) {
  }
}

bool BlobStore::PutSmall(const std::string& sha256, std::string_view bytes,
                         std::string* problem) const {
  std::lock_guard<std::mutex> lock(mu_);
  try {
    SqliteStatement write(Small(true)->handle(),
                          "INSERT OR REPLACE INTO blobs(sha256, bytes) VALUES(?, ?)");
    write.Bind(1, std::string_view(sha256)).Bind(2, bytes).Run();
    return true;
  } catch (const SqliteError& error) {
    *problem = std::string("cannot store a small blob: ") + error.what();
    return false;
  }
}

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
  if (expected.size() <= small_blob_bytes_) return PutSmall(expected.sha256(), bytes, problem);
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

void BlobStore::Figures(int64_t* count, int64_t* bytes) const {
  *count = 0;
  *bytes = 0;
  {
    std::lock_guard<std::mutex> lock(mu_);
    try {
      if (SqliteDb* db = Small(false); db != nullptr) {
        SqliteStatement rows(db->handle(), "SELECT COUNT(*), TOTAL(LENGTH(bytes)) FROM blobs");
        if (rows.Step()) {
          *count += rows.Int(0);
          *bytes += static_cast<int64_t>(rows.Real(1));
        }
      }
    } catch (const SqliteError&) {
    }
  }
  std::error_code error;
  for (fs::recursive_directory_iterator it(dir_, error), end; !error && it != end;
       it.increment(error)) {
    proto::Digest named;
    named.set_sha256(it->path().filename().string());
    if (!IsWellFormed(named)) continue;  // the database, a temporary file
    std::error_code size_error;
    uintmax_t size = it->file_size(size_error);
    if (size_error) continue;  // removed meanwhile
    ++*count;
    *bytes += static_cast<int64_t>(size);
  }
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
  // A row, else a file; either is looked up by hash alone and checked below.
  std::optional<std::string> small = GetSmall(digest.sha256(), problem);
  std::string path = PathOf(digest.sha256());
  bool ok = small.has_value();
  std::string bytes = ok ? std::move(*small) : ReadAll(path, &ok);
  if (!ok) return std::nullopt;
  proto::Digest actual = DigestOf(bytes);
  if (actual.sha256() == digest.sha256()) {
    if (actual.size() == digest.size()) return bytes;
    // The blob is intact (its bytes hash to its name); the request is wrong.
    if (problem != nullptr)
      *problem = "blob " + digest.sha256().substr(0, 12) + " has " + std::to_string(actual.size()) +
                 " bytes, not " + std::to_string(digest.size());
    return std::nullopt;
  }
  if (problem != nullptr)
    *problem = "blob " + Describe(digest) + " is damaged on disk (its bytes hash to " +
               Describe(actual) + "): removed, never used";
  if (small.has_value()) {
    RemoveSmall(digest.sha256());
  } else {
    std::error_code ignored;
    fs::remove(path, ignored);
  }
  return std::nullopt;
}

}  // namespace rtfarm::farm
