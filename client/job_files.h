// Which files `rtfarm submit` sends: the source of every module the target imports that
// lies in the target's directory or below it (found by the standard library's
// modulefinder, which reads the imports without running the target), plus --include
// files (data files the program reads at import time, modules imported dynamically).
// rlib and the standard library are not sent: the coordinator has its own.
#pragma once

#include <string>
#include <vector>

namespace rtfarm::client {

struct JobFileSet {
  std::string root;                // the target's directory (absolute)
  std::string target;              // the target, relative to root
  std::vector<std::string> files;  // relative to root, sorted, the target among them
};

// Throws std::runtime_error when the target cannot be read (a syntax error) or an
// --include file lies outside the target's directory.
JobFileSet FindJobFiles(const std::string& target, const std::vector<std::string>& includes);

}  // namespace rtfarm::client
