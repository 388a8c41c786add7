// Holds the GIL of the embedded interpreter for a scope, from whichever thread: the
// interpreter runs with the GIL released between uses (EmbeddedPython::Start).
#pragma once

#include <Python.h>

namespace rtfarm::host {

class GilHold {
 public:
  GilHold() : state_(PyGILState_Ensure()) {}
  ~GilHold() { PyGILState_Release(state_); }
  GilHold(const GilHold&) = delete;
  GilHold& operator=(const GilHold&) = delete;

 private:
  PyGILState_STATE state_;
};

}  // namespace rtfarm::host
