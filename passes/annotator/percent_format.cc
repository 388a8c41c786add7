// The conversions of a constant %-format, read once for the annotator (which argument
// is shown how) and the RTyper (how each argument is passed to the runtime).
#include <string>
#include <vector>

#include "passes/annotator/rules.h"

namespace rtfarm::annotator {

std::vector<char> PercentConversions(const std::string& f) {
  std::vector<char> out;
  for (size_t i = 0; i < f.size(); ++i) {
    if (f[i] != '%') continue;
    if (++i < f.size() && f[i] == '(') return {};  // mapping keys
    while (i < f.size() && std::string("-+ #0").find(f[i]) != std::string::npos) ++i;
    auto number = [&]() {
      if (i < f.size() && f[i] == '*') {
        out.push_back('*');
        ++i;
      }
      while (i < f.size() && f[i] >= '0' && f[i] <= '9') ++i;
    };
    number();
    if (i < f.size() && f[i] == '.') {
      ++i;
      number();
    }
    while (i < f.size() && (f[i] == 'h' || f[i] == 'l' || f[i] == 'L')) ++i;
    if (i >= f.size()) return {};
    if (f[i] != '%') out.push_back(f[i]);
  }
  return out;
}

}  // namespace rtfarm::annotator
