// The primitives of rlib/rfile.py (the `ll_*` functions): what the file objects, which
// are RPython classes, need from the OS. The annotator gives each call its result
// annotation and the RTyper calls the runtime function (runtime/rpy_file.c) instead of
// the Python body, which only says what the primitive means on CPython.
#pragma once

#include <string_view>

namespace rtfarm::annotator {

struct FilePrimitive {
  std::string_view key;       // "rlib.rfile.ll_open"
  std::string_view c_symbol;  // "rpy_file_open"
  // One letter per argument: 'i' int, 's' str, 'b' bytes.
  std::string_view args;
  // 'i' int, 'n' non-negative int, 's' str, 'b' bytes.
  char result;
  bool can_raise;
};

inline constexpr FilePrimitive kFilePrimitives[] = {
    {"rlib.rfile.ll_open", "rpy_file_open", "sii", 'i', true},
    {"rlib.rfile.ll_strerror", "rpy_file_strerror", "i", 's', false},
    {"rlib.rfile.ll_write", "rpy_file_write", "is", 'n', false},
    {"rlib.rfile.ll_write_bytes", "rpy_file_write", "ib", 'n', false},
    {"rlib.rfile.ll_flush", "rpy_file_flush", "i", 'n', false},
    {"rlib.rfile.ll_close", "rpy_file_close", "i", 'n', false},
    {"rlib.rfile.ll_seek", "rpy_file_seek", "iii", 'i', false},
    {"rlib.rfile.ll_stat_kind", "rpy_file_stat_kind", "s", 'n', false},
    {"rlib.rfile.ll_unlink", "rpy_file_unlink", "s", 'n', false},
    {"rlib.rfile.ll_rmdir", "rpy_file_rmdir", "s", 'n', false},
    {"rlib.rfile.ll_mkdir", "rpy_file_mkdir", "si", 'n', false},
    {"rlib.rfile.ll_utf8_complete", "rpy_file_utf8_complete", "b", 'n', false},
    {"rlib.rfile.ll_find_byte", "rpy_file_find_byte", "bii", 'i', false},
    {"rlib.rfile.ll_decode", "rpy_file_decode", "bi", 's', true},
    {"rlib.rfile.ll_encode", "rpy_file_encode", "si", 'b', true},
};

inline const FilePrimitive* FindFilePrimitive(std::string_view key) {
  if (!key.starts_with("rlib.rfile.ll_")) return nullptr;
  for (const FilePrimitive& p : kFilePrimitives) {
    if (p.key == key) return &p;
  }
  return nullptr;
}

}  // namespace rtfarm::annotator
