// Which files `rtfarm submit` sends: every file the target's import reads that lies in
// the target's directory or below it (its own modules and data files, found by importing
// it here with the embedded CPython, as `translate` does), plus --include files. rlib
// and the standard library are not sent: the coordinator has its own.
#pragma once

#include <string>
#include <vector>

namespace rtfarm::client {

struct JobFileSet {
  std::string root;                // the target's directory (absolute)
  std::string target;              // the target, relative to root
  std::vector<std::string> files;  // relative to root, sorted, the target among them
};

// Throws std::runtime_error when the target does not import or an --include file lies
// outside the target's directory.
JobFileSet FindJobFiles(const std::string& target, const std::vector<std::string>& includes,
                        const std::string& home);

}  // namespace rtfarm::client
