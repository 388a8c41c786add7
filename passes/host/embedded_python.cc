#include "passes/host/embedded_python.h"

#include <Python.h>

#include <mutex>

#include "passes/host/gil.h"

namespace rtfarm::host {
namespace {

std::once_flag g_start_once;
std::string g_start_error;
bool g_running = false;

// Debian's interpreter, whose prefix getpath derives the standard library from. The pyenv
// build that may come first on PATH is deliberately not used: tests run the oracle with
// this same interpreter.
constexpr const wchar_t* kProgramName = L"/usr/bin/python3.11";

constexpr const wchar_t* kNoBytecodePrefix = L"/dev/null/rtfarm";

// The standard library's own bytecode caches are read: Debian's packages ship them, and
// nobody edits those files. Compiling inspect, ast, enum, re, dis and the rest from their
// source cost each translation about 0.15 s of CPU before annotation could start. Its
// directories get a finder whose loader reads `DIR/__pycache__/NAME.cpython-311.pyc`
// where the prefix above sends every other lookup; the program, rlib and anything
// installed (site- or dist-packages) keep the finder that never finds bytecode.
constexpr const char* kStandardLibraryBytecode = R"(
def _rtfarm_standard_library_bytecode():
    import os, sys, sysconfig
    from importlib import machinery
    no_bytecode_prefix = sys.pycache_prefix

    class StandardLibraryLoader(machinery.SourceFileLoader):
        def get_data(self, path):
            if path.startswith(no_bytecode_prefix + os.sep):
                directory, name = os.path.split(path[len(no_bytecode_prefix):])
                path = os.path.join(directory, "__pycache__", name)
            return super().get_data(path)

    standard_finder = machinery.FileFinder.path_hook(
        (machinery.ExtensionFileLoader, machinery.EXTENSION_SUFFIXES),
        (StandardLibraryLoader, machinery.SOURCE_SUFFIXES),
        (machinery.SourcelessFileLoader, machinery.BYTECODE_SUFFIXES))
    stdlib = os.path.realpath(sysconfig.get_paths()["stdlib"])
    default_hooks = list(sys.path_hooks)

    def hook(path):
        real = os.path.realpath(path or ".")
        if (real == stdlib or real.startswith(stdlib + os.sep)) and "-packages" not in real:
            return standard_finder(path)
        raise ImportError("not the standard library")  # the next hook decides

    sys.path_hooks[:] = [hook] + default_hooks
    sys.path_importer_cache.clear()

_rtfarm_standard_library_bytecode()
del _rtfarm_standard_library_bytecode
)";

std::string StatusMessage(const char* what, PyStatus status) {
  std::string message = what;
  if (status.func != nullptr) message += std::string(" in ") + status.func;
  if (status.err_msg != nullptr) message += std::string(": ") + status.err_msg;
  return message;
}

// Describes the pending Python exception as "Type: text" and clears it.
std::string TakePythonError() {
  PyObject *type = nullptr, *value = nullptr, *traceback = nullptr;
  PyErr_Fetch(&type, &value, &traceback);
  PyErr_NormalizeException(&type, &value, &traceback);
  std::string text = "unknown Python error";
  if (type != nullptr) {
    text = reinterpret_cast<PyTypeObject*>(type)->tp_name;
    if (PyObject* str = value ? PyObject_Str(value) : nullptr) {
      if (const char* utf8 = PyUnicode_AsUTF8(str)) text += std::string(": ") + utf8;
      Py_DECREF(str);
    }
  }
  PyErr_Clear();
  Py_XDECREF(type);
  Py_XDECREF(value);
  Py_XDECREF(traceback);
  return text;
}

std::string StartOnce(const std::string& rtfarm_home) {
  PyConfig config;
  // Isolated: PYTHONPATH, PYTHONHOME and the user site directory are ignored.
  PyConfig_InitIsolatedConfig(&config);
  // A fixed string hash (as PYTHONHASHSEED=0): the iteration order of sets, and so
  // everything mirrored from them, must not vary from one run to the next.
  config.use_hash_seed = 1;
  config.hash_seed = 0;
  // Never use cached bytecode of the program or rlib: a .pyc is trusted when its
  // recorded mtime (in whole seconds) and size match the source, so an edit within the
  // same second that keeps the file's size would translate the old program. Bytecode
  // caches live under a prefix that cannot exist (but see kStandardLibraryBytecode), and
  // none are written.
  config.write_bytecode = 0;
  PyStatus status = PyConfig_SetString(&config, &config.pycache_prefix, kNoBytecodePrefix);
  if (!PyStatus_Exception(status))
    status = PyConfig_SetString(&config, &config.program_name, kProgramName);
  if (PyStatus_Exception(status)) {
    PyConfig_Clear(&config);
    return StatusMessage("cannot configure the embedded Python", status);
  }
  status = Py_InitializeFromConfig(&config);
  PyConfig_Clear(&config);
  if (PyStatus_Exception(status)) {
    return StatusMessage("cannot start the embedded Python 3.11", status);
  }
  // Python 3.11 computes sys.path during initialisation only, so rlib's home is added
  // afterwards, first so that it wins over any installed package of the same name.
  PyObject* sys_path = PySys_GetObject("path");  // borrowed
  PyObject* home = PyUnicode_FromString(rtfarm_home.c_str());
  bool added = sys_path != nullptr && home != nullptr && PyList_Insert(sys_path, 0, home) == 0;
  Py_XDECREF(home);
  if (!added) {
    std::string error = "cannot add " + rtfarm_home + " to sys.path: " + TakePythonError();
    PyEval_SaveThread();
    return error;
  }
  if (PyRun_SimpleString(kStandardLibraryBytecode) != 0) {
    PyEval_SaveThread();
    return "cannot install rtfarm's import hook for the standard library";
  }
  // Release the GIL taken by initialisation: every later use goes through
  // PyGILState_Ensure, from whichever thread needs Python.
  PyEval_SaveThread();
  g_running = true;
  return "";
}

}  // namespace

std::string EmbeddedPython::Start(const std::string& rtfarm_home) {
  std::call_once(g_start_once, [&] { g_start_error = StartOnce(rtfarm_home); });
  return g_start_error;
}

bool EmbeddedPython::IsRunning() { return g_running; }

std::string EmbeddedPython::Version() {
  GilHold gil;
  return Py_GetVersion();
}

std::string EmbeddedPython::ImportAndLocate(const std::string& module, bool* ok) {
  GilHold gil;
  *ok = false;
  PyObject* imported = PyImport_ImportModule(module.c_str());
  if (imported == nullptr) return TakePythonError();
  std::string location = "(no __file__)";
  if (PyObject* file = PyObject_GetAttrString(imported, "__file__")) {
    if (const char* utf8 = PyUnicode_AsUTF8(file)) location = utf8;
    Py_DECREF(file);
  }
  PyErr_Clear();
  Py_DECREF(imported);
  *ok = true;
  return location;
}

}  // namespace rtfarm::host
