// `rtfarm annotate`: whole-program type inference from a target's entry point.
#pragma once

namespace CLI {
class App;
}

namespace rtfarm::driver {

void AddAnnotateCommand(CLI::App& app, const char* argv0, int* status);

}  // namespace rtfarm::driver
