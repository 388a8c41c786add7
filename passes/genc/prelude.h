// The C glue every generated program starts with (after runtime/rpy.h).
#pragma once

namespace rtfarm::genc {

const char* PreludeSource();

}  // namespace rtfarm::genc
