// `rtfarm-compile-sandbox CC ARGS...` (the rtfarm executable under that name): runs one
// compiler command in the sandbox (farm/sandbox.h). A farm worker's compiles go through
// it (ccache's prefix_command, which must be one executable found by name):
// the compiler sees the system's programs and libraries, the current directory (the
// shard's own, read-write) and the directories in $RTFARM_COMPILE_READ_ONLY (the
// runtime's headers, colon-separated) — not /etc, not the worker's files — so a header
// that includes /etc/passwd, or assembly that .incbin's it, gets an error, not the file.
#pragma once

#include <string>

namespace rtfarm::farm {

constexpr const char* kCompileSandboxName = "rtfarm-compile-sandbox";

// Makes `dir`/rtfarm-compile-sandbox, a link to this executable; returns its path.
std::string LinkCompileSandbox(const std::string& dir);

// argv[0] is the compiler. Returns only on failure (it execs bwrap).
int RunCompileSandbox(int argc, char** argv);

}  // namespace rtfarm::farm
