#include "tests/flow_corpus/stdlib_corpus.h"

#include <chrono>
#include <regex>

#include "passes/flow/bytecode.h"

namespace rtfarm::corpus {

const std::vector<std::string>& StdlibModules() {
  static const std::vector<std::string> modules = {
      "_pydecimal",  "abc",          "argparse",     "ast",          "base64",    "bisect",
      "calendar",    "colorsys",     "configparser", "contextlib",   "copy",      "csv",
      "dataclasses", "difflib",      "dis",          "email.utils",  "enum",      "filecmp",
      "fnmatch",     "fractions",    "functools",    "genericpath",  "gettext",   "glob",
      "graphlib",    "heapq",        "html",         "html.parser",  "inspect",   "ipaddress",
      "json",        "json.decoder", "json.encoder", "json.scanner", "keyword",   "linecache",
      "locale",      "ntpath",       "numbers",      "optparse",     "posixpath", "pprint",
      "queue",       "quopri",       "random",       "reprlib",      "sched",     "shlex",
      "statistics",  "string",       "tarfile",      "textwrap",     "tokenize",  "traceback",
      "typing",      "urllib.parse", "wave",         "weakref",      "zipfile",
  };
  return modules;
}

CorpusRun FlowStdlibCorpus(host::HostSpace& space, int threads) {
  CorpusRun run;
  std::vector<const host::HostObject*> functions;
  for (const std::string& name : StdlibModules()) {
    try {
      const host::HostObject* module = space.ImportModule(name, /*substitute=*/false);
      run.modules_imported.push_back(name);
      for (const host::HostObject* function : space.DefinedFunctions(module)) {
        functions.push_back(function);
        const host::HostObject* code = function->code_object();
        if (code != nullptr && code->code() != nullptr) {
          try {
            run.instructions +=
                static_cast<long long>(flow::DecodeInstructions(code->code()->code).size());
          } catch (const std::runtime_error&) {
            // counted as a FlowError when flowed
          }
        }
      }
    } catch (const host::HostError& error) {
      run.import_failures.push_back(name + ": " + error.what());
    }
  }
  auto start = std::chrono::steady_clock::now();
  run.results = flow::BuildFlowGraphs(space, functions, threads);
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

std::string RefusalKind(const flow::FlowError& error) {
  static const std::regex quoted("'[^']*'");
  return std::regex_replace(error.construct(), quoted, "'...'");
}

}  // namespace rtfarm::corpus
