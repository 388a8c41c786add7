// FlowError: the function uses a construct outside RPython 3 (or bytecode the builder
// cannot interpret). It names the function, the Python source position and the construct.
#pragma once

#include <stdexcept>
#include <string>

namespace rtfarm::flow {

class FlowError : public std::runtime_error {
 public:
  FlowError(std::string function, std::string file, int line, std::string construct)
      : std::runtime_error(file + ":" + std::to_string(line) + ": in " + function + ": " +
                           construct),
        function_(std::move(function)),
        file_(std::move(file)),
        line_(line),
        construct_(std::move(construct)) {}

  const std::string& function() const { return function_; }
  const std::string& file() const { return file_; }
  int line() const { return line_; }
  // What was refused, e.g. "generators are not supported".
  const std::string& construct() const { return construct_; }

 private:
  std::string function_;
  std::string file_;
  int line_;
  std::string construct_;
};

}  // namespace rtfarm::flow
