#include "farm/sqlite_db.h"

namespace rtfarm::farm {
namespace {

void Check(sqlite3* db, int code, const char* what) {
  if (code != SQLITE_OK && code != SQLITE_DONE && code != SQLITE_ROW)
    throw SqliteError(std::string(what) + ": " + sqlite3_errmsg(db));
}

}  // namespace

SqliteStatement::SqliteStatement(sqlite3* db, const char* sql) : db_(db) {
  Check(db_, sqlite3_prepare_v2(db_, sql, -1, &statement_, nullptr), sql);
}

SqliteStatement::~SqliteStatement() { sqlite3_finalize(statement_); }

SqliteStatement& SqliteStatement::Bind(int index, int64_t value) {
  Check(db_, sqlite3_bind_int64(statement_, index, value), "bind");
  return *this;
}

SqliteStatement& SqliteStatement::Bind(int index, double value) {
  Check(db_, sqlite3_bind_double(statement_, index, value), "bind");
  return *this;
}

SqliteStatement& SqliteStatement::Bind(int index, std::string_view text) {
  Check(db_,
        // An empty view may have no data pointer, which SQLite would take for NULL.
        sqlite3_bind_blob64(statement_, index, text.empty() ? "" : text.data(), text.size(),
                            SQLITE_TRANSIENT),
        "bind");
  return *this;
}

bool SqliteStatement::Step() {
  int code = sqlite3_step(statement_);
  Check(db_, code, "step");
  return code == SQLITE_ROW;
}

void SqliteStatement::Run() {
  while (Step()) {
  }
  Reset();
}

void SqliteStatement::Reset() {
  sqlite3_reset(statement_);
  sqlite3_clear_bindings(statement_);
}

int64_t SqliteStatement::Int(int column) const { return sqlite3_column_int64(statement_, column); }

double SqliteStatement::Real(int column) const { return sqlite3_column_double(statement_, column); }

std::string SqliteStatement::Bytes(int column) const {
  const void* data = sqlite3_column_blob(statement_, column);
  int size = sqlite3_column_bytes(statement_, column);
  return data == nullptr ? std::string() : std::string(static_cast<const char*>(data), size);
}

SqliteDb::SqliteDb(const std::string& path) {
  int code =
      sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
  if (code != SQLITE_OK) {
    std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    throw SqliteError("cannot open " + path + ": " + why);
  }
  sqlite3_busy_timeout(db_, 5000);
  // WAL with synchronous=NORMAL: a killed coordinator loses no committed transaction
  // (only a power cut may lose the last ones), and commits need no fsync each.
  Exec("PRAGMA journal_mode=WAL");
  Exec("PRAGMA synchronous=NORMAL");
}

SqliteDb::~SqliteDb() { sqlite3_close(db_); }

void SqliteDb::Exec(const char* sql) {
  char* error = nullptr;
  int code = sqlite3_exec(db_, sql, nullptr, nullptr, &error);
  if (code != SQLITE_OK) {
    std::string why = error ? error : sqlite3_errmsg(db_);
    sqlite3_free(error);
    throw SqliteError(std::string(sql) + ": " + why);
  }
}

SqliteTransaction::SqliteTransaction(SqliteDb& db) : db_(db) { db_.Exec("BEGIN IMMEDIATE"); }

SqliteTransaction::~SqliteTransaction() {
  if (!done_) {
    try {
      db_.Exec("ROLLBACK");
    } catch (const SqliteError&) {
    }
  }
}

void SqliteTransaction::Commit() {
  db_.Exec("COMMIT");
  done_ = true;
}

}  // namespace rtfarm::farm
