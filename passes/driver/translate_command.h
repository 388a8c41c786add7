// `rtfarm translate`: flow, annotate, universe, RTyper, exception transform, GenC, then
// the C compile through ccache and the link with Boehm GC.
#pragma once

namespace CLI {
class App;
}

namespace rtfarm::driver {

void AddTranslateCommand(CLI::App& app, const char* argv0, int* status);

}  // namespace rtfarm::driver
