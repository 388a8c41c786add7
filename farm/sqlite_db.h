// A small RAII layer over SQLite's C API (Debian's libsqlite3): the coordinator's state
// (coordinator/state_store.h) and the blob store's small blobs (blob_store.h) are written
// through it. One connection, used under the caller's lock.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace rtfarm::farm {

class SqliteError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class SqliteStatement {
 public:
  SqliteStatement(sqlite3* db, const char* sql);
  ~SqliteStatement();
  SqliteStatement(const SqliteStatement&) = delete;
  SqliteStatement& operator=(const SqliteStatement&) = delete;

  SqliteStatement& Bind(int index, int64_t value);
  SqliteStatement& Bind(int index, double value);
  SqliteStatement& Bind(int index, std::string_view text);  // as a BLOB: bytes, not text
  // Steps once: true while a row is there.
  bool Step();
  // Steps to the end (an INSERT or UPDATE) and resets for the next use.
  void Run();
  void Reset();

  int64_t Int(int column) const;
  double Real(int column) const;
  std::string Bytes(int column) const;

 private:
  sqlite3* db_;
  sqlite3_stmt* statement_ = nullptr;
};

class SqliteDb {
 public:
  explicit SqliteDb(const std::string& path);
  ~SqliteDb();
  SqliteDb(const SqliteDb&) = delete;
  SqliteDb& operator=(const SqliteDb&) = delete;

  void Exec(const char* sql);
  sqlite3* handle() const { return db_; }
  int64_t LastInsertId() const { return sqlite3_last_insert_rowid(db_); }

 private:
  sqlite3* db_ = nullptr;
};

// BEGIN IMMEDIATE ... COMMIT, rolled back when left by an exception.
class SqliteTransaction {
 public:
  explicit SqliteTransaction(SqliteDb& db);
  ~SqliteTransaction();
  void Commit();

 private:
  SqliteDb& db_;
  bool done_ = false;
};

}  // namespace rtfarm::farm
