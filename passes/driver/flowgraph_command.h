// `rtfarm flowgraph`: builds flow graphs of a Python file (or importable module) and
// writes them as text, Graphviz dot, SVG or one self-contained HTML page.
#pragma once

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace rtfarm::driver {

struct FlowgraphOptions {
  std::string file;
  std::string module;
  std::vector<std::string> functions;  // qualified names
  bool all = false;
  std::string format = "text";
  std::string output;  // "" or "-": stdout
  int threads = 0;
  // Annotate the program from its entry point and show each variable's annotation; the
  // graphs shown are the annotated ones (every specialisation).
  bool annotate = false;
};

// Adds the subcommand to `app`; `status` receives the exit status when it runs.
void AddFlowgraphCommand(CLI::App& app, const char* argv0, int* status);

int RunFlowgraph(const FlowgraphOptions& options, const std::string& rtfarm_home);

}  // namespace rtfarm::driver
