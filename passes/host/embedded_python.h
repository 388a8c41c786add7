// The one place that owns the embedded CPython 3.11 interpreter.
//
// rtfarm imports target programs live (architecture.md, "The input: live programs"), so
// it embeds Debian's libpython3.11. The interpreter is started once per process, isolated
// from the user's PYTHON* environment so that a translation does not depend on who runs
// it, with the rtfarm tree (which holds the `rlib` package) on sys.path.
#pragma once

#include <string>

namespace rtfarm::host {

class EmbeddedPython {
 public:
  // Starts the interpreter with `rtfarm_home` (the directory holding rlib/) on sys.path.
  // Returns an empty string on success, a message naming what failed otherwise.
  static std::string Start(const std::string& rtfarm_home);

  static bool IsRunning();

  // Full sys.version of the embedded interpreter; requires Start().
  static std::string Version();

  // Imports `module` and returns its __file__ (or an error message with the Python
  // exception's type and text). `ok` reports which.
  static std::string ImportAndLocate(const std::string& module, bool* ok);
};

}  // namespace rtfarm::host
