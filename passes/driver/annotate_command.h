// `rtfarm annotate`: whole-program type inference from a target's entry point.
#pragma once

namespace CLI {
class App;
}

namespace rtfarm::annotator {
class Annotator;
}

namespace rtfarm::driver {

// Prints every error of the annotation to stderr; returns whether there was one.
bool PrintAnnotatorErrors(const annotator::Annotator& annotator);

void AddAnnotateCommand(CLI::App& app, const char* argv0, int* status);

}  // namespace rtfarm::driver
