#include "passes/driver/output.h"

#include <cstdio>
#include <fstream>
#include <stdexcept>

namespace rtfarm::driver {

void WriteOutput(const std::string& path, const std::string& text) {
  if (path.empty() || path == "-") {
    std::fwrite(text.data(), 1, text.size(), stdout);
    return;
  }
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path);
}

}  // namespace rtfarm::driver
