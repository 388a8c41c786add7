// The C glue every generated program starts with (after runtime/rpy.h).
#pragma once

namespace rtfarm::genc {

// The C library headers that runtime/rpy.h and the prelude use: a generated file
// includes them before anything of its own (see SourceWriter's header).
const char* SystemIncludes();

const char* PreludeSource();

}  // namespace rtfarm::genc
