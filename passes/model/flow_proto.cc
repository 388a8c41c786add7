#include "passes/model/flow_proto.h"

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/zero_copy_stream_impl_lite.h>

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>
#include <map>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "passes/host/host_builder.h"
#include "passes/model/progress.h"
#include "passes/model/type_table_proto.h"

namespace rtfarm::model {
namespace {

using host::HostBuilder;
using host::HostKind;
using host::HostObject;

// Text from the wire or from Python, made safe and short for an error message.
std::string Printable(std::string_view text, size_t max = 200) {
  std::string out;
  for (size_t i = 0; i < text.size() && i < max; ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c < 0x7f && c != '\\') {
      out += static_cast<char>(c);
    } else {
      static constexpr char kHex[] = "0123456789abcdef";
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  if (text.size() > max) out += "...";
  return out;
}

proto::HostKind ToProtoKind(HostKind kind) {
  switch (kind) {
    case HostKind::kNone:
      return proto::HOST_KIND_NONE;
    case HostKind::kBool:
      return proto::HOST_KIND_BOOL;
    case HostKind::kInt:
      return proto::HOST_KIND_INT;
    case HostKind::kBigInt:
      return proto::HOST_KIND_BIG_INT;
    case HostKind::kFloat:
      return proto::HOST_KIND_FLOAT;
    case HostKind::kStr:
      return proto::HOST_KIND_STR;
    case HostKind::kBytes:
      return proto::HOST_KIND_BYTES;
    case HostKind::kTuple:
      return proto::HOST_KIND_TUPLE;
    case HostKind::kList:
      return proto::HOST_KIND_LIST;
    case HostKind::kDict:
      return proto::HOST_KIND_DICT;
    case HostKind::kSet:
      return proto::HOST_KIND_SET;
    case HostKind::kCode:
      return proto::HOST_KIND_CODE;
    case HostKind::kFunction:
      return proto::HOST_KIND_FUNCTION;
    case HostKind::kClass:
      return proto::HOST_KIND_CLASS;
    case HostKind::kModule:
      return proto::HOST_KIND_MODULE;
    case HostKind::kInstance:
      return proto::HOST_KIND_INSTANCE;
    case HostKind::kBuiltin:
      return proto::HOST_KIND_BUILTIN;
    case HostKind::kEllipsis:
      return proto::HOST_KIND_ELLIPSIS;
    case HostKind::kStaticMethod:
      return proto::HOST_KIND_STATIC_METHOD;
    case HostKind::kClassMethod:
      return proto::HOST_KIND_CLASS_METHOD;
    case HostKind::kOpaque:
      return proto::HOST_KIND_OPAQUE;
    case HostKind::kRange:
      return proto::HOST_KIND_RANGE;
  }
  throw FlowProtoError("host kind " + std::to_string(static_cast<int>(kind)) + " has no wire form");
}

// False for HOST_KIND_UNSPECIFIED and values this build does not know.
bool FromProtoKind(int kind, HostKind* out) {
  switch (kind) {
    case proto::HOST_KIND_NONE:
      *out = HostKind::kNone;
      return true;
    case proto::HOST_KIND_BOOL:
      *out = HostKind::kBool;
      return true;
    case proto::HOST_KIND_INT:
      *out = HostKind::kInt;
      return true;
    case proto::HOST_KIND_BIG_INT:
      *out = HostKind::kBigInt;
      return true;
    case proto::HOST_KIND_FLOAT:
      *out = HostKind::kFloat;
      return true;
    case proto::HOST_KIND_STR:
      *out = HostKind::kStr;
      return true;
    case proto::HOST_KIND_BYTES:
      *out = HostKind::kBytes;
      return true;
    case proto::HOST_KIND_TUPLE:
      *out = HostKind::kTuple;
      return true;
    case proto::HOST_KIND_LIST:
      *out = HostKind::kList;
      return true;
    case proto::HOST_KIND_DICT:
      *out = HostKind::kDict;
      return true;
    case proto::HOST_KIND_SET:
      *out = HostKind::kSet;
      return true;
    case proto::HOST_KIND_CODE:
      *out = HostKind::kCode;
      return true;
    case proto::HOST_KIND_FUNCTION:
      *out = HostKind::kFunction;
      return true;
    case proto::HOST_KIND_CLASS:
      *out = HostKind::kClass;
      return true;
    case proto::HOST_KIND_MODULE:
      *out = HostKind::kModule;
      return true;
    case proto::HOST_KIND_INSTANCE:
      *out = HostKind::kInstance;
      return true;
    case proto::HOST_KIND_BUILTIN:
      *out = HostKind::kBuiltin;
      return true;
    case proto::HOST_KIND_ELLIPSIS:
      *out = HostKind::kEllipsis;
      return true;
    case proto::HOST_KIND_STATIC_METHOD:
      *out = HostKind::kStaticMethod;
      return true;
    case proto::HOST_KIND_CLASS_METHOD:
      *out = HostKind::kClassMethod;
      return true;
    case proto::HOST_KIND_OPAQUE:
      *out = HostKind::kOpaque;
      return true;
    case proto::HOST_KIND_RANGE:
      *out = HostKind::kRange;
      return true;
    default:
      return false;
  }
}

proto::ExitSwitchKind ToProtoSwitch(ExitSwitch exitswitch) {
  switch (exitswitch) {
    case ExitSwitch::kNone:
      return proto::EXIT_SWITCH_NONE;
    case ExitSwitch::kVariable:
      return proto::EXIT_SWITCH_VARIABLE;
    case ExitSwitch::kLastException:
      return proto::EXIT_SWITCH_LAST_EXCEPTION;
  }
  throw FlowProtoError("exitswitch " + std::to_string(static_cast<int>(exitswitch)) +
                       " has no wire form");
}

// Blocks() followed by the return and except blocks when they are not reachable: every
// block a graph is made of, in the order the wire form and the comparison use.
std::vector<Block*> AllBlocks(const FunctionGraph& graph) {
  std::vector<Block*> order = graph.Blocks();
  for (Block* final_block : {graph.returnblock(), graph.exceptblock()}) {
    if (std::find(order.begin(), order.end(), final_block) == order.end()) {
      order.push_back(final_block);
    }
  }
  return order;
}

// ---------------------------------------------------------------------------------------
// Encoding

class Encoder {
 public:
  Encoder(proto::FlowGraphBundle& out, const EncodeOptions& options)
      : bundle_(out), options_(options) {}

  void Run(const std::vector<const FunctionGraph*>& graphs) {
    for (size_t i = 0; i < graphs.size(); ++i) {
      if (graphs[i] == nullptr) throw FlowProtoError("graph " + std::to_string(i) + " is null");
      EncodeGraph(*graphs[i], bundle_.add_graphs());
    }
  }

 private:
  // --- Constants ---

  // The references of `object`, in wire order (see flowgraph.proto), nulls left out.
  static std::vector<const HostObject*> Children(const HostObject* object) {
    std::vector<const HostObject*> children;
    auto add = [&](const HostObject* child) {
      if (child != nullptr) children.push_back(child);
    };
    for (const HostObject* item : object->items()) add(item);
    if (object->code() != nullptr) {
      for (const HostObject* c : object->code()->consts) add(c);
    }
    add(object->code_object());
    add(object->module());
    add(object->defaults());
    add(object->kwdefaults());
    for (const HostObject* cell : object->closure()) add(cell);
    add(object->type());
    for (const auto& attr : object->attrs()) add(attr.second);
    for (const HostObject* klass : object->mro()) add(klass);
    return children;
  }

  // The table index of `root`, adding it and everything it refers to (depth first, in
  // order of first appearance) when new. Iterative: constant chains may be deep.
  int Intern(const HostObject* root) {
    auto found = index_.find(root);
    if (found != index_.end()) return found->second;
    size_t first_new = table_.size();
    std::vector<const HostObject*> stack = {root};
    while (!stack.empty()) {
      const HostObject* object = stack.back();
      stack.pop_back();
      if (index_.count(object)) continue;
      index_.emplace(object, static_cast<int>(table_.size()));
      table_.push_back(object);
      std::vector<const HostObject*> children = Children(object);
      for (auto it = children.rbegin(); it != children.rend(); ++it) {
        if (!index_.count(*it)) stack.push_back(*it);
      }
    }
    if (table_.size() > static_cast<size_t>(INT_MAX)) {
      throw FlowProtoError("constant table exceeds " + std::to_string(INT_MAX) + " values");
    }
    for (size_t i = first_new; i < table_.size(); ++i) {
      EncodeValue(table_[i], bundle_.add_values());
    }
    return index_.at(root);
  }

  // Index of a reference that must not be null.
  int Required(const HostObject* owner, const HostObject* child, const char* field) {
    if (child == nullptr) {
      throw FlowProtoError("constant " + Printable(owner->key()) + " has a null " + field);
    }
    return index_.at(child);  // interned by the walk in Intern
  }

  int Nullable(const HostObject* child) { return child == nullptr ? -1 : index_.at(child); }

  void EncodeValue(const HostObject* object, proto::HostValue* out) {
    out->set_kind(ToProtoKind(object->kind()));
    out->set_key(object->key());
    out->set_bool_value(object->bool_value());
    out->set_int_value(object->int_value());
    out->set_float_value(object->float_value());
    out->set_text(object->text());
    for (const HostObject* item : object->items()) {
      out->add_items(Required(object, item, "item"));
    }
    for (int64_t slot : object->slots()) out->add_slots(slot);
    if (const host::CodeInfo* code = object->code()) {
      proto::CodeInfo* info = out->mutable_code();
      info->set_name(code->name);
      info->set_qualname(code->qualname);
      info->set_filename(code->filename);
      info->set_firstlineno(code->firstlineno);
      info->set_argcount(code->argcount);
      info->set_posonlyargcount(code->posonlyargcount);
      info->set_kwonlyargcount(code->kwonlyargcount);
      info->set_flags(code->flags);
      info->set_stacksize(code->stacksize);
      info->set_code(code->code);
      info->set_exceptiontable(code->exceptiontable);
      info->set_linetable(code->linetable);
      for (const HostObject* c : code->consts) info->add_consts(Required(object, c, "code const"));
      for (const std::string& name : code->names) info->add_names(name);
      for (const std::string& name : code->varnames) info->add_varnames(name);
      for (const std::string& name : code->cellvars) info->add_cellvars(name);
      for (const std::string& name : code->freevars) info->add_freevars(name);
    }
    out->set_code_object(Nullable(object->code_object()));
    out->set_module(Nullable(object->module()));
    out->set_defaults(Nullable(object->defaults()));
    out->set_kwdefaults(Nullable(object->kwdefaults()));
    for (const HostObject* cell : object->closure()) out->add_closure(Nullable(cell));
    out->set_type(Nullable(object->type()));
    for (const auto& [name, value] : object->attrs()) {
      proto::HostAttr* attr = out->add_attrs();
      attr->set_name(name);
      attr->set_value(Required(object, value, "attribute value"));
    }
    for (const HostObject* klass : object->mro())
      out->add_mro(Required(object, klass, "mro entry"));
    out->set_qualname(object->qualname());
    out->set_module_name(object->module_name());
  }

  // --- Graphs ---

  struct GraphState {
    const FunctionGraph* graph;
    std::string where;
    std::unordered_map<const Block*, int> block_index;
    std::map<int, const Variable*> variables;  // by number: the wire order
  };

  static void EncodePosition(const SourcePosition& position, proto::SourcePosition* out) {
    out->set_file(position.file);
    out->set_line(position.line);
    out->set_offset(position.offset);
  }

  // `where()` spells out the place for an error message: only called on failure, since
  // building the text for every operation dominated the encoding of large programs.
  template <typename Where>
  int VariableNumber(GraphState& state, const Variable* var, const Where& where) {
    if (var == nullptr) throw FlowProtoError(state.where + ": " + where() + ": null variable");
    if (var->number() < 0) {
      throw FlowProtoError(state.where + ": " + where() + ": variable with negative number " +
                           std::to_string(var->number()));
    }
    auto [it, inserted] = state.variables.emplace(var->number(), var);
    if (!inserted && it->second != var) {
      throw FlowProtoError(state.where + ": " + where() + ": two distinct variables are numbered " +
                           var->name());
    }
    return var->number();
  }

  template <typename Where>
  void EncodeArg(GraphState& state, const Value* value, const Where& where, proto::GraphArg* out) {
    if (value == nullptr) throw FlowProtoError(state.where + ": " + where() + ": null argument");
    if (value->is_constant()) {
      const auto* constant = static_cast<const Constant*>(value);
      if (IsLowLevel(constant)) {
        out->set_low_level_constant(InternLowLevel(constant));
        return;
      }
      const HostObject* object = constant->object();
      if (object == nullptr) {
        throw FlowProtoError(state.where + ": " + where() + ": constant without a value");
      }
      out->set_constant(Intern(object));
    } else {
      out->set_variable(VariableNumber(state, static_cast<const Variable*>(value), where));
    }
  }

  static bool IsLowLevel(const Constant* c) {
    return c->concretetype != nullptr || c->type_value != nullptr || !c->symbol.empty();
  }

  // Only primitive values cross with a low-level constant: GenC and the backend
  // optimizations read nothing else, and Python objects stay with the front-end.
  static bool IsPrimitiveValue(const HostObject* o) {
    switch (o->kind()) {
      case HostKind::kNone:
      case HostKind::kBool:
      case HostKind::kInt:
      case HostKind::kBigInt:
      case HostKind::kFloat:
      case HostKind::kStr:
      case HostKind::kBytes:
        return true;
      default:
        return false;
    }
  }

  int InternLowLevel(const Constant* c) {
    int value = c->object() != nullptr && IsPrimitiveValue(c->object()) ? Intern(c->object()) : -1;
    int type = c->concretetype == nullptr ? 0 : 1 + types_.Intern(c->concretetype);
    int type_value = c->type_value == nullptr ? 0 : 1 + types_.Intern(c->type_value);
    auto key = std::make_tuple(value, type, type_value, c->symbol);
    auto [it, inserted] = low_level_index_.emplace(key, bundle_.low_level_constants_size());
    if (inserted) {
      proto::LowLevelConstant* out = bundle_.add_low_level_constants();
      out->set_value(value);
      out->set_type(type);
      out->set_type_value(type_value);
      out->set_symbol(c->symbol);
    }
    return it->second;
  }

  void EncodeGraph(const FunctionGraph& graph, proto::FlowGraph* out) {
    PublishFunction(graph.name(), "encoding");
    GraphState state;
    state.graph = &graph;
    state.where = "graph " + Printable(graph.name());
    if (graph.startblock() == nullptr) throw FlowProtoError(state.where + ": no startblock");
    std::vector<Block*> blocks = AllBlocks(graph);
    for (size_t i = 0; i < blocks.size(); ++i) state.block_index[blocks[i]] = static_cast<int>(i);

    out->set_name(graph.name());
    for (const std::string& arg : graph.argnames) out->add_argnames(arg);
    if (options_.positions) EncodePosition(graph.position, out->mutable_position());
    out->set_startblock(state.block_index.at(graph.startblock()));
    out->set_returnblock(state.block_index.at(graph.returnblock()));
    out->set_exceptblock(state.block_index.at(graph.exceptblock()));

    std::unordered_set<const Link*> seen_links;
    for (size_t b = 0; b < blocks.size(); ++b) {
      const Block* block = blocks[b];
      auto where = [b] { return "block " + std::to_string(b); };
      proto::GraphBlock* pblock = out->add_blocks();
      for (const Variable* var : block->inputargs) {
        pblock->add_inputargs(VariableNumber(state, var, [&] { return where() + ": inputargs"; }));
      }
      for (size_t o = 0; o < block->operations.size(); ++o) {
        const SpaceOperation& op = block->operations[o];
        auto op_where = [&] {
          return where() + ": operation " + std::to_string(o) + " (" + Printable(op.opname) + ")";
        };
        proto::GraphOperation* pop = pblock->add_operations();
        pop->set_opname(op.opname);
        for (const Value* arg : op.args) EncodeArg(state, arg, op_where, pop->add_args());
        pop->set_result(VariableNumber(state, op.result, [&] { return op_where() + ": result"; }));
        if (options_.positions) EncodePosition(op.position, pop->mutable_position());
      }
      pblock->set_exitswitch(ToProtoSwitch(block->exitswitch));
      pblock->set_exitswitch_var(
          block->exitswitch_var == nullptr ? -1 : VariableNumber(state, block->exitswitch_var, [&] {
            return where() + ": exitswitch";
          }));
      for (size_t e = 0; e < block->exits.size(); ++e) {
        const Link* link = block->exits[e];
        auto link_where = [&] { return where() + ": exit " + std::to_string(e); };
        if (link == nullptr) throw FlowProtoError(state.where + ": " + link_where() + " is null");
        if (!seen_links.insert(link).second) {
          throw FlowProtoError(state.where + ": " + link_where() +
                               " is also an exit of another block");
        }
        if (link->prevblock != block) {
          throw FlowProtoError(state.where + ": " + link_where() + " has a wrong prevblock");
        }
        if (link->target == nullptr) {
          throw FlowProtoError(state.where + ": " + link_where() + " has no target");
        }
        auto target = state.block_index.find(link->target);
        if (target == state.block_index.end()) {
          // Only a final block that has exits (itself a violation) can get here.
          throw FlowProtoError(state.where + ": " + link_where() + " leads out of the graph");
        }
        pblock->add_exits(out->links_size());
        proto::GraphLink* plink = out->add_links();
        plink->set_prevblock(static_cast<int>(b));
        plink->set_target(target->second);
        for (const Value* arg : link->args) EncodeArg(state, arg, link_where, plink->add_args());
        plink->set_exitcase(link->exitcase == nullptr ? -1 : Intern(link->exitcase));
        if (options_.positions) plink->set_line(link->line);
        plink->set_last_exception(
            link->last_exception == nullptr ? -1 : VariableNumber(state, link->last_exception, [&] {
              return link_where() + ": last_exception";
            }));
        plink->set_last_exc_value(
            link->last_exc_value == nullptr ? -1 : VariableNumber(state, link->last_exc_value, [&] {
              return link_where() + ": last_exc_value";
            }));
      }
    }
    for (const auto& [number, var] : state.variables) {
      proto::GraphVariable* pvar = out->add_variables();
      pvar->set_number(number);
      pvar->set_hint(var->hint());
      if (var->concretetype != nullptr) pvar->set_type(1 + types_.Intern(var->concretetype));
    }
  }

  proto::FlowGraphBundle& bundle_;
  const EncodeOptions options_;
  std::unordered_map<const HostObject*, int> index_;
  std::vector<const HostObject*> table_;
  TypeTableEncoder types_{bundle_.mutable_types()};
  std::map<std::tuple<int, int, int, std::string>, int> low_level_index_;
};

// ---------------------------------------------------------------------------------------
// Decoding

class Decoder {
 public:
  Decoder(const proto::FlowGraphBundle& bundle, const DecodeOptions& options)
      : bundle_(bundle), options_(options) {}

  DecodedGraphs Run() {
    DecodeValues();
    if (bundle_.types_size() > 0 || bundle_.low_level_constants_size() > 0) {
      out_.types = std::make_unique<lltype::TypeRegistry>();
      out_.type_table = DecodeTypeTable(bundle_.types(), *out_.types);
      DecodeLowLevelConstants();
    }
    for (int g = 0; g < bundle_.graphs_size(); ++g) DecodeGraph(g, bundle_.graphs(g));
    return std::move(out_);
  }

 private:
  // --- Constants ---

  std::string ValueWhere(int index) const {
    return "value " + std::to_string(index) + " (" + Printable(bundle_.values(index).key()) + ")";
  }

  const HostObject* Required(int owner, int64_t ref, const char* field) const {
    if (ref < 0 || ref >= static_cast<int64_t>(out_.values.size())) {
      throw FlowProtoError(ValueWhere(owner) + ": " + field + " refers to value " +
                           std::to_string(ref) + ", but the table has " +
                           std::to_string(out_.values.size()) + " values");
    }
    return out_.values[static_cast<size_t>(ref)].get();
  }

  const HostObject* Nullable(int owner, int64_t ref, const char* field) const {
    return ref == -1 ? nullptr : Required(owner, ref, field);
  }

  void DecodeValues() {
    const int count = bundle_.values_size();
    out_.values.reserve(static_cast<size_t>(count));
    // Make every object first, so that references (cycles included) resolve in one pass.
    for (int i = 0; i < count; ++i) {
      const proto::HostValue& value = bundle_.values(i);
      HostKind kind;
      if (!FromProtoKind(value.kind(), &kind)) {
        throw FlowProtoError(ValueWhere(i) + ": invalid kind " + std::to_string(value.kind()));
      }
      out_.values.push_back(HostBuilder::Make(kind, value.key()));
    }
    for (int i = 0; i < count; ++i) {
      const proto::HostValue& value = bundle_.values(i);
      HostObject* object = out_.values[static_cast<size_t>(i)].get();
      HostBuilder::SetBool(object, value.bool_value());
      HostBuilder::SetInt(object, value.int_value());
      HostBuilder::SetFloat(object, value.float_value());
      HostBuilder::SetText(object, value.text());
      std::vector<const HostObject*> items;
      items.reserve(static_cast<size_t>(value.items_size()));
      for (int32_t ref : value.items()) items.push_back(Required(i, ref, "item"));
      HostBuilder::SetItems(object, std::move(items));
      HostBuilder::SetSlots(object,
                            std::vector<int64_t>(value.slots().begin(), value.slots().end()));
      if (value.has_code()) {
        const proto::CodeInfo& info = value.code();
        auto code = std::make_unique<host::CodeInfo>();
        code->name = info.name();
        code->qualname = info.qualname();
        code->filename = info.filename();
        code->firstlineno = info.firstlineno();
        code->argcount = info.argcount();
        code->posonlyargcount = info.posonlyargcount();
        code->kwonlyargcount = info.kwonlyargcount();
        code->flags = info.flags();
        code->stacksize = info.stacksize();
        code->code = info.code();
        code->exceptiontable = info.exceptiontable();
        code->linetable = info.linetable();
        for (int32_t ref : info.consts()) code->consts.push_back(Required(i, ref, "code const"));
        code->names.assign(info.names().begin(), info.names().end());
        code->varnames.assign(info.varnames().begin(), info.varnames().end());
        code->cellvars.assign(info.cellvars().begin(), info.cellvars().end());
        code->freevars.assign(info.freevars().begin(), info.freevars().end());
        HostBuilder::SetCode(object, std::move(code));
      }
      HostBuilder::SetCodeObject(object, Nullable(i, value.code_object(), "code_object"));
      HostBuilder::SetModule(object, Nullable(i, value.module(), "module"));
      HostBuilder::SetDefaults(object, Nullable(i, value.defaults(), "defaults"));
      HostBuilder::SetKwdefaults(object, Nullable(i, value.kwdefaults(), "kwdefaults"));
      std::vector<const HostObject*> closure;
      for (int32_t ref : value.closure()) closure.push_back(Nullable(i, ref, "closure cell"));
      HostBuilder::SetClosure(object, std::move(closure));
      HostBuilder::SetType(object, Nullable(i, value.type(), "type"));
      std::vector<std::pair<std::string, const HostObject*>> attrs;
      for (const proto::HostAttr& attr : value.attrs()) {
        attrs.emplace_back(attr.name(), Required(i, attr.value(), "attribute value"));
      }
      HostBuilder::SetAttrs(object, std::move(attrs));
      std::vector<const HostObject*> mro;
      for (int32_t ref : value.mro()) mro.push_back(Required(i, ref, "mro entry"));
      HostBuilder::SetMro(object, std::move(mro));
      HostBuilder::SetQualname(object, value.qualname());
      HostBuilder::SetModuleName(object, value.module_name());
    }
  }

  // --- Graphs ---

  struct GraphState {
    FunctionGraph* graph = nullptr;
    std::string where;
    std::unordered_map<int, Variable*> variables;
    std::vector<Block*> blocks;
    std::vector<Link*> links;
  };

  [[noreturn]] static void Fail(const GraphState& state, const std::string& what) {
    throw FlowProtoError(state.where + ": " + what);
  }

  // 1 + index into the type table, 0: none.
  const lltype::Type* TypeRef(int64_t ref, const std::string& where) const {
    if (ref == 0) return nullptr;
    if (ref < 0 || ref > static_cast<int64_t>(out_.type_table.size())) {
      throw FlowProtoError(where + ": type " + std::to_string(ref - 1) +
                           " is not in the table of " + std::to_string(out_.type_table.size()) +
                           " types");
    }
    return out_.type_table[static_cast<size_t>(ref - 1)];
  }

  void DecodeLowLevelConstants() {
    for (int i = 0; i < bundle_.low_level_constants_size(); ++i) {
      const proto::LowLevelConstant& c = bundle_.low_level_constants(i);
      std::string where = "low-level constant " + std::to_string(i);
      LowLevelConstant decoded;
      if (c.value() != -1) {
        if (c.value() < 0 || c.value() >= static_cast<int64_t>(out_.values.size())) {
          throw FlowProtoError(where + ": value " + std::to_string(c.value()) +
                               " is not in the table of " + std::to_string(out_.values.size()));
        }
        decoded.value = out_.values[static_cast<size_t>(c.value())].get();
      }
      decoded.type = TypeRef(c.type(), where);
      decoded.type_value = TypeRef(c.type_value(), where);
      decoded.symbol = c.symbol();
      low_level_.push_back(std::move(decoded));
    }
  }

  static SourcePosition DecodePosition(bool present, const proto::SourcePosition& position) {
    SourcePosition out;
    if (!present) return out;
    out.file = position.file();
    out.line = position.line();
    out.offset = position.offset();
    return out;
  }

  // `where()` spells out the place for an error message, as the encoder's: only called
  // on failure (building the text for every operation was a third of decoding).
  template <typename Where>
  static Variable* Var(const GraphState& state, int64_t number, const Where& where) {
    auto it = state.variables.find(static_cast<int>(number));
    if (number < 0 || number > INT_MAX || it == state.variables.end()) {
      Fail(state, where() + ": variable v" + std::to_string(number) + " is not declared");
    }
    return it->second;
  }

  template <typename Where>
  static Variable* NullableVar(const GraphState& state, int64_t number, const Where& where) {
    return number == -1 ? nullptr : Var(state, number, where);
  }

  template <typename Where>
  Value* Arg(const GraphState& state, const proto::GraphArg& arg, const Where& where) {
    switch (arg.value_case()) {
      case proto::GraphArg::kVariable:
        return Var(state, arg.variable(), where);
      case proto::GraphArg::kConstant: {
        int32_t ref = arg.constant();
        if (ref < 0 || ref >= static_cast<int64_t>(out_.values.size())) {
          Fail(state, where() + ": constant " + std::to_string(ref) + " is not in the table of " +
                          std::to_string(out_.values.size()) + " values");
        }
        return state.graph->NewConstant(out_.values[static_cast<size_t>(ref)].get());
      }
      case proto::GraphArg::kLowLevelConstant: {
        int32_t ref = arg.low_level_constant();
        if (ref < 0 || ref >= static_cast<int64_t>(low_level_.size())) {
          Fail(state, where() + ": low-level constant " + std::to_string(ref) +
                          " is not in the table of " + std::to_string(low_level_.size()));
        }
        const LowLevelConstant& decoded = low_level_[static_cast<size_t>(ref)];
        Constant* c = state.graph->NewConstant(decoded.value);
        c->concretetype = decoded.type;
        c->type_value = decoded.type_value;
        c->symbol = decoded.symbol;
        return c;
      }
      case proto::GraphArg::VALUE_NOT_SET:
        break;
    }
    Fail(state, where() + ": argument is neither a variable nor a constant");
  }

  template <typename What>
  static int BlockIndex(const GraphState& state, int64_t index, const What& what) {
    if (index < 0 || index >= static_cast<int64_t>(state.blocks.size())) {
      Fail(state, what() + " " + std::to_string(index) + " is not one of the " +
                      std::to_string(state.blocks.size()) + " blocks");
    }
    return static_cast<int>(index);
  }

  void DecodeVariables(GraphState& state, const proto::FlowGraph& pgraph) {
    FunctionGraph* graph = state.graph;
    // The constructor made the final blocks' inputargs; their numbers are reused.
    std::unordered_map<int, Variable*> premade;
    for (Block* final_block : {graph->returnblock(), graph->exceptblock()}) {
      for (Variable* var : final_block->inputargs) premade[var->number()] = var;
    }
    int64_t previous = -1;
    for (int i = 0; i < pgraph.variables_size(); ++i) {
      const proto::GraphVariable& pvar = pgraph.variables(i);
      int64_t number = pvar.number();
      if (number <= previous) {
        Fail(state, "variable " + std::to_string(i) + " is numbered " + std::to_string(number) +
                        ", not above the previous one (" + std::to_string(previous) + ")");
      }
      if (number >= INT_MAX)
        Fail(state, "variable number " + std::to_string(number) + " is too large");
      previous = number;
      Variable* var;
      if (number < graph->variable_count()) {
        auto it = premade.find(static_cast<int>(number));
        if (it == premade.end()) {
          Fail(state, "variable number " + std::to_string(number) + " is reserved");
        }
        var = it->second;
        var->set_hint(pvar.hint());
      } else {
        var = graph->NewVariableNumbered(static_cast<int>(number), pvar.hint());
      }
      var->concretetype =
          TypeRef(pvar.type(), state.where + ": variable " + std::to_string(number));
      state.variables.emplace(static_cast<int>(number), var);
    }
  }

  void DecodeGraph(int index, const proto::FlowGraph& pgraph) {
    PublishFunction(pgraph.name(), "decoding");
    out_.graphs.push_back(std::make_unique<FunctionGraph>(pgraph.name()));
    GraphState state;
    FunctionGraph* graph = state.graph = out_.graphs.back().get();
    state.where = "graph " + std::to_string(index) + " (" + Printable(pgraph.name()) + ")";
    graph->argnames.assign(pgraph.argnames().begin(), pgraph.argnames().end());
    graph->position = DecodePosition(pgraph.has_position(), pgraph.position());
    DecodeVariables(state, pgraph);

    // Blocks and links first, so that exits may point forward.
    const int block_count = pgraph.blocks_size();
    if (block_count == 0) Fail(state, "no blocks");
    state.blocks.resize(static_cast<size_t>(block_count), nullptr);
    auto text = [](const char* what) { return [what] { return std::string(what); }; };
    int start = BlockIndex(state, pgraph.startblock(), text("startblock"));
    int ret = BlockIndex(state, pgraph.returnblock(), text("returnblock"));
    int exc = BlockIndex(state, pgraph.exceptblock(), text("exceptblock"));
    if (ret == exc)
      Fail(state, "returnblock and exceptblock are both block " + std::to_string(ret));
    for (int b = 0; b < block_count; ++b) {
      state.blocks[static_cast<size_t>(b)] = b == ret   ? graph->returnblock()
                                             : b == exc ? graph->exceptblock()
                                                        : graph->NewBlock();
    }
    graph->set_startblock(state.blocks[static_cast<size_t>(start)]);
    for (int l = 0; l < pgraph.links_size(); ++l) {
      const proto::GraphLink& plink = pgraph.links(l);
      auto where = [l] { return "link " + std::to_string(l); };
      int from = BlockIndex(state, plink.prevblock(), [&] { return where() + ": prevblock"; });
      int to = BlockIndex(state, plink.target(), [&] { return where() + ": target"; });
      const HostObject* exitcase = nullptr;
      if (plink.exitcase() != -1) {
        int64_t ref = plink.exitcase();
        if (ref < 0 || ref >= static_cast<int64_t>(out_.values.size())) {
          Fail(state, where() + ": exitcase " + std::to_string(ref) + " is not in the table of " +
                          std::to_string(out_.values.size()) + " values");
        }
        exitcase = out_.values[static_cast<size_t>(ref)].get();
      }
      state.links.push_back(graph->NewLink(state.blocks[static_cast<size_t>(from)],
                                           state.blocks[static_cast<size_t>(to)], {}, exitcase));
      state.links.back()->line = plink.line();
    }

    int next_link = 0;  // links are listed in exit order
    for (int b = 0; b < block_count; ++b) {
      const proto::GraphBlock& pblock = pgraph.blocks(b);
      Block* block = state.blocks[static_cast<size_t>(b)];
      auto where = [b] { return "block " + std::to_string(b); };
      block->inputargs.clear();
      for (int32_t number : pblock.inputargs()) {
        block->inputargs.push_back(Var(state, number, [&] { return where() + ": inputargs"; }));
      }
      for (int o = 0; o < pblock.operations_size(); ++o) {
        const proto::GraphOperation& pop = pblock.operations(o);
        auto op_where = [&] {
          return where() + ": operation " + std::to_string(o) + " (" + Printable(pop.opname()) +
                 ")";
        };
        SpaceOperation op;
        op.opname = pop.opname();
        op.args.reserve(static_cast<size_t>(pop.args_size()));
        for (int a = 0; a < pop.args_size(); ++a) {
          op.args.push_back(Arg(state, pop.args(a),
                                [&] { return op_where() + ": argument " + std::to_string(a); }));
        }
        op.result = Var(state, pop.result(), [&] { return op_where() + ": result"; });
        op.position = DecodePosition(pop.has_position(), pop.position());
        block->operations.push_back(std::move(op));
      }
      switch (pblock.exitswitch()) {
        case proto::EXIT_SWITCH_NONE:
          block->exitswitch = ExitSwitch::kNone;
          break;
        case proto::EXIT_SWITCH_VARIABLE:
          block->exitswitch = ExitSwitch::kVariable;
          if (pblock.exitswitch_var() == -1)
            Fail(state, where() + ": variable switch without a variable");
          break;
        case proto::EXIT_SWITCH_LAST_EXCEPTION:
          block->exitswitch = ExitSwitch::kLastException;
          break;
        default:
          Fail(state, where() + ": invalid exitswitch kind " + std::to_string(pblock.exitswitch()));
      }
      block->exitswitch_var =
          NullableVar(state, pblock.exitswitch_var(), [&] { return where() + ": exitswitch"; });
      for (int e = 0; e < pblock.exits_size(); ++e) {
        int64_t l = pblock.exits(e);
        auto exit_where = [&] { return where() + ": exit " + std::to_string(e); };
        if (l < 0 || l >= static_cast<int64_t>(state.links.size())) {
          Fail(state, exit_where() + " is link " + std::to_string(l) + ", not one of the " +
                          std::to_string(state.links.size()) + " links");
        }
        if (l != next_link) {
          Fail(state, exit_where() + " is link " + std::to_string(l) + ", expected link " +
                          std::to_string(next_link) + " (links are listed in exit order)");
        }
        ++next_link;
        Link* link = state.links[static_cast<size_t>(l)];
        if (link->prevblock != block) {
          Fail(state, exit_where() + ": link " + std::to_string(l) + " has prevblock " +
                          std::to_string(pgraph.links(static_cast<int>(l)).prevblock()));
        }
        block->exits.push_back(link);
      }
    }
    if (next_link != pgraph.links_size()) {
      Fail(state, "link " + std::to_string(next_link) + " is no block's exit");
    }
    for (int l = 0; l < pgraph.links_size(); ++l) {
      const proto::GraphLink& plink = pgraph.links(l);
      Link* link = state.links[static_cast<size_t>(l)];
      auto where = [l] { return "link " + std::to_string(l); };
      link->args.reserve(static_cast<size_t>(plink.args_size()));
      for (int a = 0; a < plink.args_size(); ++a) {
        link->args.push_back(
            Arg(state, plink.args(a), [&] { return where() + ": argument " + std::to_string(a); }));
      }
      link->last_exception =
          NullableVar(state, plink.last_exception(), [&] { return where() + ": last_exception"; });
      link->last_exc_value =
          NullableVar(state, plink.last_exc_value(), [&] { return where() + ": last_exc_value"; });
    }

    // The wire order is canonical: Blocks() order, then the unreachable final blocks.
    std::vector<Block*> order = graph->Blocks();
    for (size_t i = 0; i < order.size(); ++i) {
      if (order[i] != state.blocks[i]) {
        Fail(state, "block " + std::to_string(i) + " is not in Blocks() order");
      }
    }
    for (size_t i = order.size(); i < state.blocks.size(); ++i) {
      Block* block = state.blocks[i];
      if (block != graph->returnblock() && block != graph->exceptblock()) {
        Fail(state, "block " + std::to_string(i) + " is not reachable from the startblock");
      }
    }

    if (options_.check_graphs) {
      std::vector<std::string> errors = CheckGraph(*graph, options_.check_options);
      if (!errors.empty()) {
        std::string message = "checkgraph: " + Printable(errors[0], 1000);
        if (errors.size() > 1) message += " (and " + std::to_string(errors.size() - 1) + " more)";
        Fail(state, message);
      }
    }
  }

  struct LowLevelConstant {
    const HostObject* value = nullptr;
    const lltype::Type* type = nullptr;
    const lltype::Type* type_value = nullptr;
    std::string symbol;
  };

  const proto::FlowGraphBundle& bundle_;
  const DecodeOptions& options_;
  DecodedGraphs out_;
  std::vector<LowLevelConstant> low_level_;
};

// ---------------------------------------------------------------------------------------
// Comparison

class Comparer {
 public:
  Comparer(const FunctionGraph& a, const FunctionGraph& b) : a_(a), b_(b) {}

  // Returns "" when equal, else the first difference.
  std::string Run() {
    if (a_.name() != b_.name()) {
      return "names differ: '" + Printable(a_.name()) + "' vs '" + Printable(b_.name()) + "'";
    }
    if (a_.argnames != b_.argnames) return "argnames differ";
    if (std::string d = ComparePositions(a_.position, b_.position); !d.empty()) {
      return "graph position: " + d;
    }
    std::vector<Block*> blocks_a = AllBlocks(a_);
    std::vector<Block*> blocks_b = AllBlocks(b_);
    if (blocks_a.size() != blocks_b.size()) {
      return "block counts differ: " + std::to_string(blocks_a.size()) + " vs " +
             std::to_string(blocks_b.size());
    }
    for (size_t i = 0; i < blocks_a.size(); ++i) {
      index_a_[blocks_a[i]] = static_cast<int>(i);
      index_b_[blocks_b[i]] = static_cast<int>(i);
    }
    for (size_t i = 0; i < blocks_a.size(); ++i) {
      if (std::string d = CompareBlocks(blocks_a[i], blocks_b[i]); !d.empty()) {
        return "block " + std::to_string(i) + ": " + d;
      }
    }
    return "";
  }

 private:
  static std::string ComparePositions(const SourcePosition& a, const SourcePosition& b) {
    if (a.file != b.file || a.line != b.line || a.offset != b.offset) {
      return Printable(a.file) + ":" + std::to_string(a.line) + "@" + std::to_string(a.offset) +
             " vs " + Printable(b.file) + ":" + std::to_string(b.line) + "@" +
             std::to_string(b.offset);
    }
    return "";
  }

  static std::string Describe(const Value* value) {
    if (value == nullptr) return "null";
    if (value->is_constant()) {
      const HostObject* object = static_cast<const Constant*>(value)->object();
      return object == nullptr ? "constant(null)" : "constant " + Printable(object->key());
    }
    return static_cast<const Variable*>(value)->name();
  }

  // Matches two variables, extending the bijection; "" when consistent.
  std::string MatchVariables(const Variable* a, const Variable* b) {
    if (a == nullptr || b == nullptr) {
      return a == b ? "" : "variable " + Describe(a) + " vs " + Describe(b);
    }
    auto ita = a_to_b_.find(a);
    auto itb = b_to_a_.find(b);
    if (ita == a_to_b_.end() && itb == b_to_a_.end()) {
      a_to_b_.emplace(a, b);
      b_to_a_.emplace(b, a);
      return "";
    }
    if (ita != a_to_b_.end() && ita->second == b) return "";
    return "variable " + a->name() + " vs " + b->name() + " (already matched to " +
           (ita != a_to_b_.end() ? ita->second->name() : itb->second->name()) + ")";
  }

  std::string MatchValues(const Value* a, const Value* b) {
    if (a == nullptr || b == nullptr) return a == b ? "" : Describe(a) + " vs " + Describe(b);
    if (a->is_constant() != b->is_constant()) return Describe(a) + " vs " + Describe(b);
    if ((a->concretetype == nullptr) != (b->concretetype == nullptr) ||
        (a->concretetype != nullptr && a->concretetype->key() != b->concretetype->key())) {
      return Describe(a) + " and " + Describe(b) + " have different low-level types";
    }
    if (a->is_constant()) {
      const auto* ka = static_cast<const Constant*>(a);
      const auto* kb = static_cast<const Constant*>(b);
      if (ka->symbol != kb->symbol || (ka->type_value == nullptr) != (kb->type_value == nullptr) ||
          (ka->type_value != nullptr && ka->type_value->key() != kb->type_value->key())) {
        return Describe(a) + " vs " + Describe(b) + " (symbol or type argument)";
      }
      // A low-level constant crosses the wire without a Python object it may have held.
      bool low_level = ka->concretetype != nullptr;
      if (low_level && (ka->object() == nullptr || kb->object() == nullptr)) return "";
      return ConstantsEqual(ka->object(), kb->object()) ? "" : Describe(a) + " vs " + Describe(b);
    }
    return MatchVariables(static_cast<const Variable*>(a), static_cast<const Variable*>(b));
  }

  std::string MatchValueLists(const std::vector<Value*>& a, const std::vector<Value*>& b,
                              const std::string& what) {
    if (a.size() != b.size()) {
      return what + " counts differ: " + std::to_string(a.size()) + " vs " +
             std::to_string(b.size());
    }
    for (size_t i = 0; i < a.size(); ++i) {
      if (std::string d = MatchValues(a[i], b[i]); !d.empty()) {
        return what + " " + std::to_string(i) + ": " + d;
      }
    }
    return "";
  }

  static std::string Role(const FunctionGraph& graph, const Block* block) {
    std::string role;
    if (block == graph.startblock()) role += "start";
    if (block == graph.returnblock()) role += "return";
    if (block == graph.exceptblock()) role += "except";
    return role.empty() ? "plain" : role;
  }

  static int TargetIndex(const std::unordered_map<const Block*, int>& index, const Block* block) {
    auto it = index.find(block);
    return it == index.end() ? -1 : it->second;
  }

  std::string CompareBlocks(const Block* a, const Block* b) {
    if (Role(a_, a) != Role(b_, b)) return "role " + Role(a_, a) + " vs " + Role(b_, b);
    if (a->inputargs.size() != b->inputargs.size()) {
      return "inputarg counts differ: " + std::to_string(a->inputargs.size()) + " vs " +
             std::to_string(b->inputargs.size());
    }
    for (size_t i = 0; i < a->inputargs.size(); ++i) {
      if (std::string d = MatchVariables(a->inputargs[i], b->inputargs[i]); !d.empty()) {
        return "inputarg " + std::to_string(i) + ": " + d;
      }
    }
    if (a->operations.size() != b->operations.size()) {
      return "operation counts differ: " + std::to_string(a->operations.size()) + " vs " +
             std::to_string(b->operations.size());
    }
    for (size_t i = 0; i < a->operations.size(); ++i) {
      const SpaceOperation& oa = a->operations[i];
      const SpaceOperation& ob = b->operations[i];
      std::string where = "operation " + std::to_string(i) + " (" + Printable(oa.opname) + ")";
      if (oa.opname != ob.opname) {
        return "operation " + std::to_string(i) + ": opname '" + Printable(oa.opname) + "' vs '" +
               Printable(ob.opname) + "'";
      }
      if (std::string d = MatchValueLists(oa.args, ob.args, "argument"); !d.empty()) {
        return where + ": " + d;
      }
      if (std::string d = MatchVariables(oa.result, ob.result); !d.empty()) {
        return where + ": result: " + d;
      }
      if (std::string d = ComparePositions(oa.position, ob.position); !d.empty()) {
        return where + ": position " + d;
      }
    }
    if (a->exitswitch != b->exitswitch) {
      return "exitswitch kinds differ: " + std::to_string(static_cast<int>(a->exitswitch)) +
             " vs " + std::to_string(static_cast<int>(b->exitswitch));
    }
    if (std::string d = MatchVariables(a->exitswitch_var, b->exitswitch_var); !d.empty()) {
      return "exitswitch: " + d;
    }
    if (a->exits.size() != b->exits.size()) {
      return "exit counts differ: " + std::to_string(a->exits.size()) + " vs " +
             std::to_string(b->exits.size());
    }
    for (size_t i = 0; i < a->exits.size(); ++i) {
      if (std::string d = CompareLinks(a->exits[i], b->exits[i]); !d.empty()) {
        return "exit " + std::to_string(i) + ": " + d;
      }
    }
    return "";
  }

  std::string CompareLinks(const Link* a, const Link* b) {
    if (a == nullptr || b == nullptr) return a == b ? "" : "null link";
    int ta = TargetIndex(index_a_, a->target);
    int tb = TargetIndex(index_b_, b->target);
    if (ta != tb)
      return "targets differ: block " + std::to_string(ta) + " vs block " + std::to_string(tb);
    if (!ConstantsEqual(a->exitcase, b->exitcase)) {
      return "exitcases differ: " + (a->exitcase ? Printable(a->exitcase->key()) : "none") +
             " vs " + (b->exitcase ? Printable(b->exitcase->key()) : "none");
    }
    // The link's own variables first: its args may use them.
    if (std::string d = MatchVariables(a->last_exception, b->last_exception); !d.empty()) {
      return "last_exception: " + d;
    }
    if (std::string d = MatchVariables(a->last_exc_value, b->last_exc_value); !d.empty()) {
      return "last_exc_value: " + d;
    }
    return MatchValueLists(a->args, b->args, "link argument");
  }

  const FunctionGraph& a_;
  const FunctionGraph& b_;
  std::unordered_map<const Block*, int> index_a_;
  std::unordered_map<const Block*, int> index_b_;
  std::unordered_map<const Variable*, const Variable*> a_to_b_;
  std::unordered_map<const Variable*, const Variable*> b_to_a_;
};

}  // namespace

proto::FlowGraphBundle EncodeGraphs(const std::vector<const FunctionGraph*>& graphs) {
  proto::FlowGraphBundle bundle;
  Encoder(bundle, {}).Run(graphs);
  return bundle;
}

void EncodeGraphsInto(const std::vector<const FunctionGraph*>& graphs, proto::FlowGraphBundle* out,
                      const EncodeOptions& options) {
  if (out->values_size() || out->graphs_size() || out->types_size() ||
      out->low_level_constants_size()) {
    throw FlowProtoError("EncodeGraphsInto: the bundle is not empty");
  }
  Encoder(*out, options).Run(graphs);
}

proto::FlowGraphBundle EncodeGraph(const FunctionGraph& graph) { return EncodeGraphs({&graph}); }

std::string SerializeBundle(const proto::FlowGraphBundle& bundle) {
  std::string bytes;
  {
    google::protobuf::io::StringOutputStream stream(&bytes);
    google::protobuf::io::CodedOutputStream coded(&stream);
    coded.SetSerializationDeterministic(true);
    if (!bundle.SerializeToCodedStream(&coded)) {
      throw FlowProtoError("flow graph bundle does not serialise (larger than 2 GiB?)");
    }
  }
  return bytes;
}

DecodedGraphs DecodeGraphs(const proto::FlowGraphBundle& bundle, const DecodeOptions& options) {
  return Decoder(bundle, options).Run();
}

DecodedGraphs DecodeGraphsFromBytes(std::string_view bytes, const DecodeOptions& options) {
  if (bytes.size() > static_cast<size_t>(INT_MAX)) {
    throw FlowProtoError("flow graph bundle of " + std::to_string(bytes.size()) +
                         " bytes is too large to parse");
  }
  proto::FlowGraphBundle bundle;
  if (!bundle.ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) {
    throw FlowProtoError("bytes of length " + std::to_string(bytes.size()) +
                         " are not a FlowGraphBundle message");
  }
  return DecodeGraphs(bundle, options);
}

DecodedGraphs DecodeGraph(const proto::FlowGraphBundle& bundle, const DecodeOptions& options) {
  if (bundle.graphs_size() != 1) {
    throw FlowProtoError("expected a bundle of one graph, got " +
                         std::to_string(bundle.graphs_size()));
  }
  return DecodeGraphs(bundle, options);
}

bool ConstantsEqual(const HostObject* a, const HostObject* b) {
  if (a == nullptr || b == nullptr) return a == b;
  return a->kind() == b->kind() && a->key() == b->key() && a->bool_value() == b->bool_value() &&
         a->int_value() == b->int_value() &&
         std::bit_cast<uint64_t>(a->float_value()) == std::bit_cast<uint64_t>(b->float_value()) &&
         a->text() == b->text();
}

bool GraphsStructurallyEqual(const FunctionGraph& a, const FunctionGraph& b, std::string* why) {
  std::string difference = Comparer(a, b).Run();
  if (why != nullptr) *why = difference;
  return difference.empty();
}

}  // namespace rtfarm::model
