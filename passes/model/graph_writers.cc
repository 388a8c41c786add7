#include "passes/model/graph_writers.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <system_error>
#include <unordered_map>

#include "passes/host/python_repr.h"

extern char** environ;

namespace rtfarm::model {
namespace {

using host::HostKind;
using host::HostObject;

constexpr size_t kMaxStringChars = 60;
constexpr size_t kMaxTupleItems = 10;

// ---------------------------------------------------------------------------------------
// UTF-8 and escaping helpers.

// Decodes one UTF-8 sequence at text[*pos] and advances *pos past it. Returns the code
// point, or -1 for a byte that does not start a well-formed sequence or starts a
// surrogate, which markup cannot carry (then *pos moves by one byte).
int32_t DecodeUtf8(const std::string& text, size_t* pos) {
  uint32_t cp = 0;
  const size_t length = host::DecodeUtf8(text, *pos, &cp);
  if (length == 0 || (cp >= 0xD800 && cp <= 0xDFFF)) {
    ++*pos;
    return -1;
  }
  *pos += length;
  return static_cast<int32_t>(cp);
}

void AppendHex(std::string* out, uint32_t value, int digits) {
  static const char kHex[] = "0123456789abcdef";
  for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) {
    out->push_back(kHex[(value >> shift) & 0xF]);
  }
}

// repr() of a str or bytes, cut after kMaxStringChars characters (code points) with
// "..." after the closing quote; the repr itself is the host's (python_repr.h).
std::string ReprStr(const std::string& text) {
  size_t pos = 0;
  for (size_t chars = 0; pos < text.size() && chars < kMaxStringChars; ++chars) {
    ++pos;
    while (pos < text.size() && (static_cast<unsigned char>(text[pos]) & 0xC0) == 0x80) ++pos;
  }
  return host::StrRepr(text.substr(0, pos)) + (pos < text.size() ? "..." : "");
}

std::string ReprBytes(const std::string& data) {
  return host::BytesRepr(data.substr(0, kMaxStringChars)) +
         (data.size() > kMaxStringChars ? "..." : "");
}

enum class Markup { kDotLabel, kHtml };

// Text made safe for markup: XML entities, controls and broken UTF-8 shown as \xNN. A
// Graphviz HTML-like label also doubles backslashes (dot expands \N, \G, \\ even there)
// and escapes newlines and tabs; HTML content keeps those and escapes apostrophes.
std::string EscapeMarkup(const std::string& text, Markup markup) {
  const bool dot = markup == Markup::kDotLabel;
  std::string out;
  size_t pos = 0;
  while (pos < text.size()) {
    const size_t start = pos;
    const int32_t cp = DecodeUtf8(text, &pos);
    const bool kept_whitespace = !dot && (cp == '\n' || cp == '\t');
    if (cp < 0 || (cp < 0x20 && !kept_whitespace) || cp == 0x7F) {
      out += dot ? "\\\\x" : "\\x";
      AppendHex(&out, static_cast<unsigned char>(text[start]), 2);
    } else if (cp == '&') {
      out += "&amp;";
    } else if (cp == '<') {
      out += "&lt;";
    } else if (cp == '>') {
      out += "&gt;";
    } else if (cp == '"') {
      out += "&quot;";
    } else if (cp == '\'' && !dot) {
      out += "&#39;";
    } else if (cp == '\\' && dot) {
      out += "\\\\";
    } else {
      out.append(text, start, pos - start);
    }
  }
  return out;
}

std::string DotHtmlEscape(const std::string& text) { return EscapeMarkup(text, Markup::kDotLabel); }
std::string HtmlEscape(const std::string& text) { return EscapeMarkup(text, Markup::kHtml); }

// ---------------------------------------------------------------------------------------
// Shared pieces of the listings.

std::string ValueToString(const Value* value) {
  if (value == nullptr) return "<null>";
  if (value->is_constant()) return FormatConstant(static_cast<const Constant*>(value)->object());
  return static_cast<const Variable*>(value)->name();
}

// The label of the listing being written (set by the public entry points for their
// duration, so that every helper below sees it without threading it through).
thread_local const VariableLabel* current_label = nullptr;

class LabelScope {
 public:
  explicit LabelScope(const VariableLabel& label) : saved_(current_label) {
    current_label = label ? &label : nullptr;
  }
  ~LabelScope() { current_label = saved_; }
  LabelScope(const LabelScope&) = delete;
  LabelScope& operator=(const LabelScope&) = delete;

 private:
  const VariableLabel* saved_;
};

std::string Labelled(const Variable* variable) {
  if (current_label == nullptr || variable == nullptr) return "";
  std::string text = (*current_label)(variable);
  return text.empty() ? "" : ": " + text;
}

std::string VariableWithHint(const Variable* variable) {
  if (variable == nullptr) return "<null>";
  if (variable->hint().empty()) return variable->name() + Labelled(variable);
  return variable->name() + " " + variable->hint() + Labelled(variable);
}

template <typename T>
std::string JoinValues(const std::vector<T*>& values) {
  std::string out;
  for (size_t i = 0; i < values.size(); ++i) {
    if (i > 0) out += ", ";
    out += ValueToString(values[i]);
  }
  return out;
}

std::string InputArgs(const Block& block) {
  std::string out;
  for (size_t i = 0; i < block.inputargs.size(); ++i) {
    if (i > 0) out += ", ";
    out += VariableWithHint(block.inputargs[i]);
  }
  return out;
}

std::string OperationToString(const SpaceOperation& op) {
  std::string out;
  if (op.result != nullptr) out += op.result->name() + Labelled(op.result) + " = ";
  out += op.opname + "(" + JoinValues(op.args) + ")";
  return out;
}

std::string PositionToString(const SourcePosition& position) {
  if (position.line <= 0) return "";
  const size_t slash = position.file.rfind('/');
  const std::string base =
      slash == std::string::npos ? position.file : position.file.substr(slash + 1);
  return (base.empty() ? "?" : base) + ":" + std::to_string(position.line);
}

// Exit cases: a class by its name (builtins without the module), anything else as a
// constant.
std::string ExitcaseToString(const HostObject* exitcase) {
  if (exitcase != nullptr && exitcase->kind() == HostKind::kClass && !exitcase->key().empty()) {
    const std::string& key = exitcase->key();
    static const std::string kBuiltins = "builtins.";
    if (key.compare(0, kBuiltins.size(), kBuiltins) == 0) return key.substr(kBuiltins.size());
    return key;
  }
  return FormatConstant(exitcase);
}

std::string ExitswitchToString(const Block& block) {
  switch (block.exitswitch) {
    case ExitSwitch::kNone:
      return "";
    case ExitSwitch::kVariable:
      return "exitswitch: " + ValueToString(block.exitswitch_var);
    case ExitSwitch::kLastException:
      return "exitswitch: last_exception";
  }
  return "";
}

bool IsExceptionLink(const Link& link) {
  return link.last_exception != nullptr || link.last_exc_value != nullptr ||
         (link.prevblock != nullptr && link.prevblock->exitswitch == ExitSwitch::kLastException &&
          link.exitcase != nullptr);
}

// Block names in Blocks() order: block0.. for ordinary blocks, returnblock / exceptblock
// for the graph's final blocks.
class BlockNames {
 public:
  explicit BlockNames(const FunctionGraph& graph) : order_(graph.Blocks()) {
    int number = 0;
    for (const Block* block : order_) {
      if (block == graph.returnblock()) {
        names_[block] = "returnblock";
      } else if (block == graph.exceptblock()) {
        names_[block] = "exceptblock";
      } else {
        names_[block] = "block" + std::to_string(number++);
      }
    }
  }
  const std::vector<Block*>& order() const { return order_; }
  std::string Name(const Block* block) const {
    auto it = names_.find(block);
    return it == names_.end() ? "<null>" : it->second;
  }

 private:
  std::vector<Block*> order_;
  std::unordered_map<const Block*, std::string> names_;
};

std::string LinkToText(const FunctionGraph& graph, const BlockNames& names, const Link& link) {
  std::string out = "-> ";
  if (link.target != nullptr && link.target == graph.returnblock()) {
    out += link.args.size() == 1 ? "return " + ValueToString(link.args[0])
                                 : "return (" + JoinValues(link.args) + ")";
  } else if (link.target != nullptr && link.target == graph.exceptblock()) {
    out += "raise (" + JoinValues(link.args) + ")";
  } else {
    out += names.Name(link.target) + "(" + JoinValues(link.args) + ")";
  }
  if (link.exitcase != nullptr) out += " [case " + ExitcaseToString(link.exitcase) + "]";
  if (link.last_exception != nullptr) out += " last_exception=" + link.last_exception->name();
  if (link.last_exc_value != nullptr) out += " last_exc_value=" + link.last_exc_value->name();
  return out;
}

// ---------------------------------------------------------------------------------------
// Dot.

constexpr char kDotNodeDefaults[] = "node [shape=\"box\" fontname=\"monospace\" fontsize=\"10\"];";
constexpr char kDotEdgeDefaults[] = "edge [fontname=\"monospace\" fontsize=\"9\"];";

std::string DotRow(const std::string& html) {
  return "<TR><TD ALIGN=\"LEFT\">" + html + "</TD></TR>";
}

// Nodes and edges of one graph; every id starts with `prefix`.
void AppendDotBody(std::string* out, const FunctionGraph& graph, const std::string& prefix,
                   const std::string& indent) {
  const BlockNames names(graph);
  for (const Block* block : names.order()) {
    const std::string name = names.Name(block);
    std::string label = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\">";
    label += DotRow("<B>" + DotHtmlEscape(name + "(" + InputArgs(*block) + ")") + "</B>");
    for (const SpaceOperation& op : block->operations) {
      label += DotRow(DotHtmlEscape(OperationToString(op)));
    }
    const std::string exitswitch = ExitswitchToString(*block);
    if (!exitswitch.empty()) label += DotRow("<I>" + DotHtmlEscape(exitswitch) + "</I>");
    label += "</TABLE>";
    *out += indent + prefix + name + " [id=\"" + prefix + name + "\" label=<" + label + ">";
    if (block == graph.returnblock()) {
      *out += " style=\"filled\" fillcolor=\"#c8efc8\" color=\"#2e7d32\"";
    } else if (block == graph.exceptblock()) {
      *out += " style=\"filled\" fillcolor=\"#f8c8c8\" color=\"#c62828\"";
    } else if (block == graph.startblock()) {
      *out += " style=\"bold\"";
    }
    *out += "];\n";
  }
  for (const Block* block : names.order()) {
    const std::string from = names.Name(block);
    for (size_t i = 0; i < block->exits.size(); ++i) {
      const Link* link = block->exits[i];
      if (link == nullptr || link->target == nullptr) continue;
      std::vector<std::string> lines;
      if (link->exitcase != nullptr)
        lines.push_back("[case " + ExitcaseToString(link->exitcase) + "]");
      if (!link->args.empty()) lines.push_back("(" + JoinValues(link->args) + ")");
      if (link->last_exception != nullptr) {
        lines.push_back("last_exception=" + link->last_exception->name());
      }
      if (link->last_exc_value != nullptr) {
        lines.push_back("last_exc_value=" + link->last_exc_value->name());
      }
      *out += indent + prefix + from + " -> " + prefix + names.Name(link->target) + " [id=\"" +
              prefix + from + "_exit" + std::to_string(i) + "\"";
      if (!lines.empty()) {
        std::string label;
        for (const std::string& line : lines) label += DotHtmlEscape(line) + "<BR ALIGN=\"LEFT\"/>";
        *out += " label=<" + label + ">";
      }
      if (IsExceptionLink(*link)) {
        *out += " style=\"dashed\" color=\"#c62828\" fontcolor=\"#c62828\"";
      } else if (link->target == graph.exceptblock()) {
        *out += " color=\"#c62828\"";
      }
      *out += "];\n";
    }
  }
}

std::string GraphLabelAttrs(const FunctionGraph& graph) {
  return "label=<" + DotHtmlEscape(graph.name()) +
         "> labelloc=\"t\" labeljust=\"l\" fontname=\"monospace\" fontsize=\"12\"";
}

// GraphToDot with every id prefixed, so several SVGs can share one HTML page.
std::string GraphToDotWithPrefix(const FunctionGraph& graph, const std::string& prefix) {
  std::string out = "digraph flowgraph {\n";
  out += "  graph [" + GraphLabelAttrs(graph);
  if (!prefix.empty()) out += " id=\"" + prefix + "graph\"";
  out += "];\n";
  out += std::string("  ") + kDotNodeDefaults + "\n";
  out += std::string("  ") + kDotEdgeDefaults + "\n";
  AppendDotBody(&out, graph, prefix, "  ");
  out += "}\n";
  return out;
}

// ---------------------------------------------------------------------------------------
// Running dot.

std::string ReadFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

class TempDir {
 public:
  TempDir() {
    const char* base = std::getenv("TMPDIR");
    std::string pattern =
        std::string(base != nullptr && *base != '\0' ? base : "/tmp") + "/rtfarm_dot_XXXXXX";
    if (mkdtemp(pattern.data()) == nullptr) {
      throw std::runtime_error("DotToSvg: cannot create a temporary directory: " +
                               std::string(std::strerror(errno)));
    }
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

}  // namespace

std::string FormatConstant(const host::HostObject* object) {
  if (object == nullptr) return "<null>";
  switch (object->kind()) {
    case HostKind::kNone:
    case HostKind::kBool:
    case HostKind::kInt:
    case HostKind::kBigInt:
    case HostKind::kFloat:
    case HostKind::kEllipsis:
      return host::PythonRepr(object);
    case HostKind::kStr:
      return ReprStr(object->text());  // cut when long
    case HostKind::kBytes:
      return ReprBytes(object->text());
    case HostKind::kTuple: {
      const auto& items = object->items();
      std::string out = "(";
      for (size_t i = 0; i < items.size(); ++i) {
        if (i == kMaxTupleItems) {
          out += ", ...";
          break;
        }
        if (i > 0) out += ", ";
        out += FormatConstant(items[i]);
      }
      if (items.size() == 1) out += ",";
      return out + ")";
    }
    default:
      break;
  }
  std::string out = "<";
  out += host::HostKindName(object->kind());
  const std::string& key = object->key();
  if (!key.empty()) {
    out += " " + key;
  } else if (!object->qualname().empty()) {
    out += " " + (object->module_name().empty() ? "" : object->module_name() + ".") +
           object->qualname();
  } else if (!object->text().empty()) {
    out += " " + object->text();
  }
  return out + ">";
}

std::string GraphToText(const FunctionGraph& graph, const VariableLabel& label) {
  LabelScope scope(label);
  std::string out = "graph " + graph.name() + "(";
  for (size_t i = 0; i < graph.argnames.size(); ++i) {
    if (i > 0) out += ", ";
    out += graph.argnames[i];
  }
  out += ")";
  const std::string def_position = PositionToString(graph.position);
  if (!def_position.empty()) out += "   # " + def_position;
  out += "\n";
  const BlockNames names(graph);
  if (names.order().empty()) out += "  (no start block)\n";
  for (const Block* block : names.order()) {
    if (block == graph.returnblock() || block == graph.exceptblock()) continue;
    out += names.Name(block) + "(" + InputArgs(*block) + "):\n";
    for (const SpaceOperation& op : block->operations) {
      out += "  " + OperationToString(op);
      const std::string position = PositionToString(op.position);
      if (!position.empty()) out += "   # " + position;
      out += "\n";
    }
    const std::string exitswitch = ExitswitchToString(*block);
    if (!exitswitch.empty()) out += "  " + exitswitch + "\n";
    if (block->exits.empty()) out += "  (no exits)\n";
    for (const Link* link : block->exits) {
      out += "  " + (link == nullptr ? std::string("-> <null>") : LinkToText(graph, names, *link)) +
             "\n";
    }
  }
  return out;
}

std::string GraphToDot(const FunctionGraph& graph, const VariableLabel& label) {
  LabelScope scope(label);
  return GraphToDotWithPrefix(graph, "");
}

std::string GraphsToDot(const std::vector<const FunctionGraph*>& graphs,
                        const VariableLabel& label) {
  LabelScope scope(label);
  std::string out = "digraph flowgraphs {\n";
  out += std::string("  ") + kDotNodeDefaults + "\n";
  out += std::string("  ") + kDotEdgeDefaults + "\n";
  for (size_t i = 0; i < graphs.size(); ++i) {
    if (graphs[i] == nullptr) continue;
    const std::string n = std::to_string(i);
    out += "  subgraph cluster_" + n + " {\n";
    out += "    graph [" + GraphLabelAttrs(*graphs[i]) + "];\n";
    AppendDotBody(&out, *graphs[i], "g" + n + "_", "    ");
    out += "  }\n";
  }
  out += "}\n";
  return out;
}

std::string DotToSvg(const std::string& dot) {
  TempDir dir;
  const std::filesystem::path input = dir.path() / "graph.dot";
  const std::filesystem::path output = dir.path() / "graph.svg";
  const std::filesystem::path errors = dir.path() / "dot.err";
  {
    std::ofstream file(input, std::ios::binary);
    file << dot;
    if (!file.flush()) throw std::runtime_error("DotToSvg: cannot write " + input.string());
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, input.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, output.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&actions, 2, errors.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  char arg0[] = "dot";
  char arg1[] = "-Tsvg";
  char* argv[] = {arg0, arg1, nullptr};
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, "dot", &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) {
    throw std::runtime_error("DotToSvg: cannot run dot (graphviz): " +
                             std::string(std::strerror(spawned)));
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) {
      throw std::runtime_error("DotToSvg: waitpid: " + std::string(std::strerror(errno)));
    }
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::string why = WIFEXITED(status) ? "exit status " + std::to_string(WEXITSTATUS(status))
                                        : "killed by signal " + std::to_string(WTERMSIG(status));
    throw std::runtime_error("dot -Tsvg failed (" + why + "): " + ReadFile(errors));
  }
  return ReadFile(output);
}

std::string GraphsToHtml(const std::vector<const FunctionGraph*>& graphs, const std::string& title,
                         const VariableLabel& label) {
  LabelScope scope(label);
  std::string out;
  out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  out += "<title>" + HtmlEscape(title) + "</title>\n";
  out += R"(<style>
body { margin: 0; font-family: sans-serif; display: flex; }
nav { position: sticky; top: 0; height: 100vh; overflow-y: auto; flex: 0 0 18em;
      padding: 0.5em; box-sizing: border-box; background: #f4f4f4; border-right: 1px solid #ccc; }
nav h1 { font-size: 1.1em; }
nav input { width: 100%; box-sizing: border-box; }
nav ul { list-style: none; padding: 0; font-family: monospace; font-size: 0.9em; }
nav li { margin: 0.2em 0; word-break: break-all; }
main { flex: 1; padding: 0.5em 1em; min-width: 0; }
section { border-bottom: 1px solid #ccc; padding-bottom: 1em; }
section h2 { font-family: monospace; font-size: 1em; word-break: break-all; }
.svg { overflow: auto; }
pre { background: #fafafa; padding: 0.5em; overflow-x: auto; }
</style>
</head>
<body>
)";
  out += "<nav id=\"index\">\n<h1>" + HtmlEscape(title) + "</h1>\n";
  out += "<input id=\"filter\" type=\"search\" placeholder=\"filter graphs\">\n<ul>\n";
  for (size_t i = 0; i < graphs.size(); ++i) {
    if (graphs[i] == nullptr) continue;
    const std::string name = HtmlEscape(graphs[i]->name());
    out += "<li data-name=\"" + name + "\"><a href=\"#graph-" + std::to_string(i) + "\">" + name +
           "</a></li>\n";
  }
  out += "</ul>\n</nav>\n<main>\n";
  for (size_t i = 0; i < graphs.size(); ++i) {
    if (graphs[i] == nullptr) continue;
    const FunctionGraph& graph = *graphs[i];
    const std::string n = std::to_string(i);
    std::string svg = DotToSvg(GraphToDotWithPrefix(graph, "g" + n + "_"));
    const size_t start = svg.find("<svg");
    if (start != std::string::npos) svg.erase(0, start);  // drop the XML prolog and doctype
    out += "<section id=\"graph-" + n + "\" class=\"graph\">\n";
    out += "<h2>" + HtmlEscape(graph.name()) + "</h2>\n";
    out += "<div class=\"svg\">\n" + svg + "</div>\n";
    out += "<details><summary>listing</summary>\n<pre>" + HtmlEscape(GraphToText(graph, label)) +
           "</pre>\n</details>\n</section>\n";
  }
  out += "</main>\n";
  out += R"(<script>
(function () {
  var box = document.getElementById('filter');
  var items = document.querySelectorAll('#index li');
  box.addEventListener('input', function () {
    var query = box.value.toLowerCase();
    for (var i = 0; i < items.length; i++) {
      var name = items[i].getAttribute('data-name').toLowerCase();
      items[i].style.display = name.indexOf(query) >= 0 ? '' : 'none';
    }
  });
})();
</script>
</body>
</html>
)";
  return out;
}

}  // namespace rtfarm::model
