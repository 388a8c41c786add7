#include "passes/annotator/annotator.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <string_view>
#include <thread>

#include "passes/annotator/rules.h"
#include "passes/annotator/special_methods.h"
#include "passes/flow/build_flow.h"

namespace rtfarm::annotator {
namespace {

// A vector kept on each thread from one block to the next (an allocation per block and
// vector otherwise); taken out while in use, so that a use nested in another on the same
// thread starts from an empty one.
template <typename T>
class LentVector {
 public:
  LentVector() : items_(std::move(Spare())) {}
  ~LentVector() {
    items_.clear();
    Spare() = std::move(items_);
  }
  LentVector(const LentVector&) = delete;
  LentVector& operator=(const LentVector&) = delete;
  std::vector<T>& operator*() { return items_; }

 private:
  static std::vector<T>& Spare() {
    static thread_local std::vector<T> spare;
    return spare;
  }
  std::vector<T> items_;
};

// Narrowing facts name variables of the block that computed them: they do not travel.
Ann ForLink(const Ann& value) {
  if (value->knowntypedata.empty()) return value;
  auto copy = std::make_shared<Annotation>(*value);
  copy->knowntypedata.clear();
  return copy;
}

// The file name of `path` without its directory: a view into it.
std::string_view BaseName(std::string_view path) {
  auto slash = path.rfind('/');
  return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

int ThreadCount(int requested) {
  int cores = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  return requested > 0 ? requested : cores;
}

// Constants whose annotation needs no shared state (no ListDef, ClassDef or Desc).
bool IsPrimitiveConstant(const host::HostObject* object) {
  switch (object->kind()) {
    case host::HostKind::kNone:
    case host::HostKind::kBool:
    case host::HostKind::kInt:
    case host::HostKind::kFloat:
    case host::HostKind::kStr:
    case host::HostKind::kBytes:
      return true;
    case host::HostKind::kTuple:
      for (const host::HostObject* item : object->items()) {
        if (!IsPrimitiveConstant(item)) return false;
      }
      return true;
    default:
      return false;
  }
}

// Calls `use` with each constant an operation or a link of `blocks` uses (a graph keeps
// others that simplification dropped).
template <typename Use>
void ForEachUsedConstant(const std::vector<model::Block*>& blocks, Use&& use) {
  auto visit = [&](const model::Value* value) {
    if (value != nullptr && value->is_constant()) use(static_cast<const model::Constant*>(value));
  };
  for (const model::Block* block : blocks) {
    for (const model::SpaceOperation& op : block->operations) {
      for (const model::Value* arg : op.args) visit(arg);
    }
    for (const model::Link* link : block->exits) {
      for (const model::Value* arg : link->args) visit(arg);
    }
  }
}

}  // namespace

std::string AnnotatorError::Format() const {
  std::string text = file + ":" + std::to_string(line) + ": " +
                     (function.empty() ? "" : "in " + function + ": ") + message;
  if (!operation.empty()) text += "\n    operation: " + operation;
  return text;
}

bool AnnotatorError::operator<(const AnnotatorError& other) const {
  return std::tie(file, line, function, operation, message) <
         std::tie(other.file, other.line, other.function, other.operation, other.message);
}

Annotator::Position& Annotator::Here() {
  static thread_local Position position;
  return position;
}

bool& Annotator::SubclassesRead() {
  static thread_local bool read = false;
  return read;
}

void NoteSubclassesRead() { Annotator::SubclassesRead() = true; }

Annotator::Annotator(host::HostSpace& space, AnnotatorOptions options)
    : space_(space),
      options_(options),
      parallelism_(
          ThreadCount(options.threads) > static_cast<int>(std::thread::hardware_concurrency())
              ? std::optional<tbb::global_control>(std::in_place,
                                                   tbb::global_control::max_allowed_parallelism,
                                                   ThreadCount(options.threads))
              : std::nullopt),
      arena_(ThreadCount(options.threads)),
      bookkeeper_(std::make_unique<Bookkeeper>(space, this)) {
  shuffle_state_ = options_.schedule_seed;
  threads_ = ThreadCount(options.threads);
}

Annotator::~Annotator() {
  arena_.execute([&] { group_->wait(); });
}

const model::Block* Annotator::CurrentBlock() const { return Here().block; }

void Annotator::AnnotateEntryPoint(const host::HostObject* function) {
  Ann argv;
  {
    ExclusiveWorld world(world_);
    ListDef* list = bookkeeper_->NewListDef();
    list->item().Generalise(StrAnn());
    argv = ListAnn(list);
  }
  AnnotateFunction(function, {argv});
}

GraphInfo* Annotator::AnnotateFunction(const host::HostObject* function, std::vector<Ann> args) {
  GraphInfo* info;
  // Tasks are spawned inside the arena, so that `threads` bounds the whole annotation.
  arena_.execute([&] {
    for (;;) {
      {
        ExclusiveWorld world(world_);
        if (prefetched_modules_.insert(function->module()).second)
          PrefetchModule(function->module());
        info = GraphFor(bookkeeper_->GetFunctionDesc(function), "");
        Position saved = Here();
        Here() = Position{};
        try {
          CallGraph(info, args);
        } catch (const std::exception& error) {
          RecordError(error.what());
        }
        Here() = saved;
      }
      if (!CalledUnbuilt()) break;
      AwaitGraphs();
    }
  });
  Complete();
  return info;
}

GraphInfo* Annotator::GraphFor(FunctionDesc* desc, const std::string& spec_key) {
  auto it = desc->specializations.find(spec_key);
  if (it != desc->specializations.end()) return it->second;
  WorldWrite();
  std::string key = desc->key() + (spec_key.empty() ? "" : "<" + spec_key + ">");
  auto info = std::make_unique<GraphInfo>();
  info->key = key;
  info->desc = desc;
  GraphInfo* result = info.get();
  graphs_[key] = std::move(info);
  desc->specializations[spec_key] = result;
  BuildGraph(result);
  return result;
}

// Flow graphs are built by workers with no lock, in parallel with annotation, most urgent
// first (NextBuild); a step calling a graph not built yet builds it once the step ends,
// or leaves the block to the worker building it (CallGraph, InWorld).
void Annotator::BuildGraph(GraphInfo* info) {
  info->building = true;
  {
    std::lock_guard lock(build_mu_);
    builds_.push_back(info);
  }
  // One task per graph, building whichever unclaimed graph is most urgent: every graph is
  // built once, by a task or by BuildNow.
  group_->run([this] {
    if (GraphInfo* next = NextBuild()) BuildClaimed(next);
  });
}

GraphInfo* Annotator::NextBuild() {
  std::lock_guard lock(build_mu_);
  for (std::deque<GraphInfo*>* queue : {&builds_soon_, &builds_}) {
    while (!queue->empty()) {
      GraphInfo* info = queue->front();
      queue->pop_front();
      if (!info->build_claimed.exchange(true)) return info;
    }
  }
  return nullptr;
}

Annotator::BuiltGraph Annotator::Build(GraphInfo* info) {
  BuiltGraph built{info, nullptr, std::nullopt, {}, {}, {}, {}, {}, {}, {}};
  try {
    const std::string& base_key = info->desc->object()->key();
    std::string variant = info->key.starts_with(base_key) ? info->key.substr(base_key.size()) : "";
    built.graph = flow::BuildFlowGraph(space_, info->desc->object(), {}, variant);
  } catch (const flow::FlowError& refused) {
    built.error =
        AnnotatorError{refused.file(), refused.line(), refused.function(), "", refused.construct()};
    return built;
  }
  built.blocks = built.graph->Blocks();
  built.block_index.reserve(built.blocks.size());
  for (size_t i = 0; i < built.blocks.size(); ++i)
    built.block_index[built.blocks[i]] = static_cast<int>(i);
  built.bindings.resize(built.graph->variable_count());
  built.origins.resize(built.graph->variable_count());
  built.constants = PrimitiveConstants(*built.graph, built.blocks);
  built.file_base = std::string(BaseName(built.graph->position.file));
  built.link_wheres.resize(built.blocks.size());
  for (size_t i = 0; i < built.blocks.size(); ++i) {
    for (const model::Link* link : built.blocks[i]->exits)
      built.link_wheres[i].push_back(LinkWhere(built.file_base, *built.graph, link));
  }
  return built;
}

void Annotator::BuildClaimed(GraphInfo* info) {
  // Set however the build ends: a caller waiting for the graph (CallGraph) must not hang.
  struct Done {
    GraphInfo* info;
    ~Done() { info->build_done.store(true, std::memory_order_release); }
  } done{info};
  Park(Build(info));
}

void Annotator::Park(BuiltGraph built) {
  {
    std::lock_guard lock(parked_mu_);
    parked_.push_back(std::move(built));
  }
  ++parked_count_;
  // Installed at once if no worker annotates blocks; otherwise by the workers between
  // blocks, several at a time (each installation holds the world exclusive).
  {
    std::lock_guard lock(queue_mu_);
    if (active_runners_ > 0) return;
  }
  InstallParked();
}

void Annotator::InstallParked() {
  ExclusiveWorld world(world_);
  std::vector<BuiltGraph> ready;
  {
    std::lock_guard lock(parked_mu_);
    ready.swap(parked_);
  }
  parked_count_ -= static_cast<int>(ready.size());
  for (BuiltGraph& built : ready) FinishBuild(std::move(built));
}

bool Annotator::BuildNow(GraphInfo* info) {
  if (info->build_claimed.exchange(true)) return info->graph != nullptr;
  FinishBuild(Build(info));
  info->build_done.store(true, std::memory_order_release);
  return info->graph != nullptr;
}

bool Annotator::AwaitGraphs(bool may_leave) {
  std::vector<GraphInfo*> unbuilt;
  unbuilt.swap(UnbuiltCallees());
  bool ready = true;
  for (GraphInfo* info : unbuilt) {
    if (!may_leave) {
      AwaitGraph(info);
    } else if (!BuildNow(info) && !info->build_done.load(std::memory_order_acquire)) {
      ready = false;
    }
  }
  if (parked_count_ > 0) InstallParked();
  return ready;
}

void Annotator::AwaitGraph(GraphInfo* info) {
  if (BuildNow(info)) return;
  while (!info->build_done.load(std::memory_order_acquire)) std::this_thread::yield();
  InstallParked();
}

void Annotator::FinishBuild(BuiltGraph built) {
  ExclusiveWorld world(world_);
  GraphInfo* info = built.info;
  info->building = false;
  if (built.error) {
    info->build_error = std::move(built.error);
    if (info->called) ReportBuildError(info);
    // Its callers, annotated again, find it refused (those that left for it wait).
    std::lock_guard lock(info->inputs_mu);
    Reflow(info->return_readers);
    return;
  }
  info->graph = std::move(built.graph);
  info->inputs = built.bindings;
  info->bindings = std::move(built.bindings);
  info->origins = std::move(built.origins);
  info->constants = std::move(built.constants);
  AnnotateDescConstants(info, built.blocks);
  info->block_index = std::move(built.block_index);
  info->file_base = std::move(built.file_base);
  for (size_t i = 0; i < built.blocks.size(); ++i) {
    BlockEntry& entry = blocks_[built.blocks[i]];
    entry.graph = info;
    entry.link_wheres = std::move(built.link_wheres[i]);
  }
  blocks_[info->graph->returnblock()].graph = info;
  blocks_[info->graph->exceptblock()].graph = info;
  std::lock_guard lock(info->inputs_mu);
  Reflow(info->return_readers);
}

Ann Annotator::Binding(const GraphInfo& info, const model::Value* value) const {
  if (value == nullptr) return Impossible();
  if (value->is_constant()) return nullptr;
  auto* var = static_cast<const model::Variable*>(value);
  if (var->number() < 0 || var->number() >= static_cast<int>(info.bindings.size()))
    return Impossible();
  const Ann& a = info.bindings[var->number()];
  return a ? a : Impossible();
}

Ann Annotator::ReturnAnnotation(const GraphInfo& info) const {
  if (info.graph == nullptr) return Impossible();
  std::lock_guard lock(info.inputs_mu);
  const Ann& a = info.inputs[info.graph->returnblock()->inputargs[0]->number()];
  return a ? a : Impossible();
}

Ann Annotator::CallGraph(GraphInfo* info, const std::vector<Ann>& args) {
  {
    std::lock_guard lock(info->inputs_mu);
    if (const model::Block* here = Here().block;
        here != nullptr && here != info->last_return_reader) {
      info->return_readers.insert(here);
      info->last_return_reader = here;
    }
    if (!info->called) {
      info->called = true;
      if (info->build_error) ReportBuildError(info);
    }
  }
  // Built by this worker, or waited for, once the step ends (InWorld); then the step is
  // made again.
  if (info->graph == nullptr && info->building && threads_ == 1) BuildNow(info);
  if (info->graph == nullptr && info->building) {
    UnbuiltCallees().push_back(info);
    return Impossible();
  }
  if (info->graph == nullptr) return Impossible();  // refused by the flow builder
  const model::Block* start = info->graph->startblock();
  if (args.size() != start->inputargs.size()) {
    throw AnnotationRefused(info->key + "() takes " + std::to_string(start->inputargs.size()) +
                            " arguments, " + std::to_string(args.size()) + " given");
  }
  MergeInto(info, start, args, CallWhere());
  return ReturnAnnotation(*info);
}

ListDef* Annotator::ListDefHere(int slot) {
  std::string key = CurrentPositionKey() + "#" + std::to_string(slot);
  // The operation's own ListDef: made by the worker annotating its block, with the world
  // held shared (nobody else sees it before the operation's result).
  std::lock_guard lock(here_mu_);
  ListDef*& def = listdefs_here_[key];
  if (def == nullptr) def = bookkeeper_->NewListDef();
  return def;
}

DictDef* Annotator::DictDefHere(int slot) {
  std::string key = CurrentPositionKey() + "#" + std::to_string(slot);
  std::lock_guard lock(here_mu_);
  DictDef*& def = dictdefs_here_[key];
  if (def == nullptr) def = bookkeeper_->NewDictDef();
  return def;
}

Annotator::CalleeLog* Annotator::CalleeLogHere() {
  Position& here = Here();
  const model::SpaceOperation* op = here.op;
  if (op == nullptr) return nullptr;
  // A call through 1,448 methods records them one after the other: one lookup for all.
  // The log is the operation's: only the worker annotating its block writes it.
  if (op != here.callee_op) {
    std::lock_guard lock(callees_mu_);
    here.callee_op = op;
    here.callee_log = &callees_[op];
  }
  return here.callee_log;
}

void Annotator::RecordCallee(const Desc* desc, GraphInfo* callee) {
  CalleeLog* log = CalleeLogHere();
  if (log == nullptr) return;
  log->entries.emplace_back(desc, callee);
  CompactIfLong(*log);
}

void Annotator::CompactIfLong(CalleeLog& log) {
  // Annotated again, a call records its callees again: kept to the latest of each desc
  // once the log has doubled (and holds a few thousand), so that it stays within about
  // twice their number. Sorting it sooner cost a third of what the log saved.
  if (log.entries.size() < 2 * log.compacted + 4096) return;
  auto& entries = log.entries;
  std::stable_sort(entries.begin(), entries.end(),
                   [](const auto& x, const auto& y) { return x.first < y.first; });
  size_t kept = 0;
  for (size_t i = 0; i < entries.size(); ++i) {
    if (i + 1 < entries.size() && entries[i + 1].first == entries[i].first) continue;
    entries[kept++] = entries[i];
  }
  entries.resize(kept);
  log.compacted = kept;
}

CallSiteMemo* Annotator::CallSiteMemoHere() {
  const model::SpaceOperation* op = Here().op;
  if (op == nullptr) return nullptr;
  std::lock_guard lock(callees_mu_);
  return &call_memos_[op];
}

std::map<std::string, GraphInfo*> Annotator::CalleesOf(const model::SpaceOperation* op) const {
  std::map<std::string, GraphInfo*> result;
  auto it = callees_.find(op);
  if (it == callees_.end()) return result;
  for (const auto& [desc, graph] : it->second.entries) result[desc->key()] = graph;  // latest
  return result;
}

// Appends "file.py:12" for the current operation (which has one) to `out`.
void Annotator::AppendWhere(std::string& out) const {
  const Position& here = Here();
  // The graph's own file, whose base name is known, unless the operation came from another.
  const GraphInfo* info = here.graph;
  const std::string& file = here.op->position.file;
  bool own_file = info != nullptr && info->graph != nullptr && file == info->graph->position.file;
  out += own_file ? std::string_view(info->file_base) : BaseName(file);
  out += ':';
  out += std::to_string(here.op->position.line);
}

std::string Annotator::CurrentWhere() const {
  if (Here().op == nullptr) return "?";
  std::string where;
  AppendWhere(where);
  return where;
}

const std::string& Annotator::CallWhere() const {
  Position& here = Here();
  if (here.where_op != here.op || here.call_where == nullptr) {
    here.where_op = here.op;
    // Built in one string: made once per call operation annotated, it was three each.
    static thread_local std::string text;
    text.assign("the call at ");
    if (here.op == nullptr) {
      text += '?';
    } else {
      AppendWhere(text);
    }
    here.call_where = &Intern(text);
  }
  return *here.call_where;
}

std::string Annotator::CurrentLocation() const {
  const Position& here = Here();
  if (here.op == nullptr) return "?";
  return here.op->position.file + ":" + std::to_string(here.op->position.line);
}

std::string Annotator::CurrentPositionKey() const {
  // Blocks are identified by their index in the deterministic block order.
  const Position& here = Here();
  std::string key = here.graph ? here.graph->key : "?";
  if (here.graph != nullptr) {
    auto it = here.graph->block_index.find(here.block);
    key += "/" + std::to_string(it == here.graph->block_index.end() ? -1 : it->second);
  }
  return key + "/" + std::to_string(here.op_index);
}

void Annotator::Reflow(const Readers& readers) {
  for (const model::Block* block : readers) Schedule(block);
}

// With the world held (blocks_ changes only under an exclusive hold).
Annotator::BlockEntry& Annotator::EntryOf(const model::Block* block) {
  auto it = blocks_.find(block);
  if (it == blocks_.end()) throw std::logic_error("annotator: a block of no installed graph");
  return it->second;
}

void Annotator::Schedule(const model::Block* block) { Schedule(block, EntryOf(block)); }

void Annotator::Schedule(const model::Block* block, BlockEntry& entry) {
  // The graphs a block calls start building when it is first queued, not when it runs.
  // Looked up before anything changes: making a graph writes the world (NeedExclusive).
  if (!entry.scheduled.load(std::memory_order_relaxed)) PrefetchCallees(block);
  std::lock_guard lock(queue_mu_);
  entry.scheduled.store(true, std::memory_order_relaxed);
  switch (entry.state) {
    case BlockState::kIdle:
      entry.state = BlockState::kQueued;
      pending_.push_back({block, &entry});
      // A worker runs blocks until the queue is empty: one more starts while there are
      // fewer than workers.
      if (active_runners_ < threads_) {
        ++active_runners_;
        group_->run([this] { RunBlocks(); });
      }
      return;
    case BlockState::kRunning:
      entry.state = BlockState::kDirty;  // run again when the current run ends
      return;
    case BlockState::kQueued:
    case BlockState::kDirty:
      return;
  }
}

void Annotator::RunBlocks() {
  for (;;) {
    if (parked_count_ > 0) InstallParked();
    PendingBlock next;
    {
      std::lock_guard lock(queue_mu_);
      if (pending_.empty() || stopped_) {
        --active_runners_;
        return;
      }
      if (shuffle_state_ != 0 && pending_.size() > 1) {
        // A deterministic pseudo-random pick: the result must not depend on the order.
        shuffle_state_ = shuffle_state_ * 6364136223846793005ULL + 1442695040888963407ULL;
        size_t pick = (shuffle_state_ >> 33) % pending_.size();
        std::swap(pending_.front(), pending_[pick]);
      }
      next = pending_.front();
      pending_.pop_front();
      next.entry->state = BlockState::kRunning;
    }
    for (;;) {
      if (++block_flows_ > options_.max_block_flows) {
        if (!stopped_.exchange(true)) {
          RecordError("annotation does not terminate (more than " +
                      std::to_string(options_.max_block_flows) + " block annotations)");
        }
        std::lock_guard lock(queue_mu_);
        next.entry->state = BlockState::kIdle;
        break;
      }
      FlowBlock(*next.entry, next.block);
      std::lock_guard lock(queue_mu_);
      if (next.entry->state == BlockState::kDirty) {
        next.entry->state = BlockState::kRunning;
        continue;
      }
      next.entry->state = BlockState::kIdle;
      break;
    }
  }
}

namespace {

// Whether the position "file:line" (possibly with a prefix such as "the call at ") `a`
// comes before `b`: by file, then by line as a number (line 9 before line 10).
bool PositionBefore(const std::string& a, const std::string& b) {
  size_t ca = a.rfind(':'), cb = b.rfind(':');
  if (ca == std::string::npos || cb == std::string::npos || a.compare(0, ca, b, 0, cb) != 0)
    return a < b;
  auto line = [](const std::string& s, size_t colon) {
    size_t end = colon + 1;
    while (end < s.size() && s[end] >= '0' && s[end] <= '9') ++end;
    return std::make_pair(std::stol("0" + s.substr(colon + 1, end - colon - 1)), s.substr(end));
  };
  return line(a, ca) < line(b, cb);
}

}  // namespace

void Annotator::MergeInto(GraphInfo* info, const model::Block* target,
                          const std::vector<Ann>& values, const std::string& where) {
  // Merges into a graph come from any worker: its inputs are under its own lock. The
  // unions come first and may throw (an error, or NeedExclusive when they would merge
  // ListDefs); then the block is scheduled (which may throw NeedExclusive too, making a
  // graph) and only then are the new bindings stored, so that an interrupted merge
  // stores nothing and is made again in full.
  std::lock_guard lock(info->inputs_mu);
  // A block with inputargs is reached when they are first bound (a null binding changes
  // below); only one with none needs remembering.
  BlockEntry* entry = nullptr;  // looked up only when needed: a hash lookup per merge
  if (target->inputargs.empty()) {
    entry = &EntryOf(target);
    if (entry->reached) return;
  }
  bool changed = target->inputargs.empty();
  LentVector<Ann> lent_merged;
  std::vector<Ann>& merged_values = *lent_merged;
  for (size_t i = 0; i < target->inputargs.size(); ++i) {
    const model::Variable* var = target->inputargs[i];
    Ann& binding = info->inputs[var->number()];
    const std::string*& origin = info->origins[var->number()];
    // The same object again (a shared number or instance, a link followed again): nothing
    // to unite, and no reference counted twice over.
    if (binding != nullptr && binding == values[i] && binding->knowntypedata.empty()) {
      if (IsEarlierOrigin(where, origin)) origin = &where;
      merged_values.push_back(nullptr);
      continue;
    }
    Ann value = ForLink(values[i]);
    Ann merged;
    try {
      merged = binding ? Union(binding, value) : value;
    } catch (const UnionError&) {
      // The return block's variable is the flow's own ("result"), not one the program
      // names: a user reads "the return value".
      const bool returned = info->graph != nullptr && target == info->graph->returnblock();
      std::string name = returned              ? std::string("the return value")
                         : var->hint().empty() ? std::string("a value")
                                               : "variable '" + var->hint() + "'";
      // Sides sorted by position: the same message whatever the order they arrived in.
      std::pair<std::string, std::string> sides[] = {
          {origin != nullptr ? *origin : "", Describe(binding)}, {where, Describe(value)}};
      if (PositionBefore(sides[1].first, sides[0].first)) std::swap(sides[0], sides[1]);
      // A function returning a value on some paths and None on others is most often one
      // whose last `if` or `match` has no case for some values: say so.
      std::string hint;
      if (info->graph != nullptr && target == info->graph->returnblock() &&
          (binding->kind == Kind::kNone || value->kind == Kind::kNone)) {
        hint =
            " (a function returns one type; it returns None where it says so, and where it "
            "ends without a return statement, as after an `if` or a `match` none of whose "
            "cases is taken)";
      }
      if (hint.empty()) hint = FalseUnionHint(binding, value);
      // Reported at the later side, not at the block whose merge came second.
      throw AnnotationRefused(name + " of " + info->key + " gets " + sides[0].second + " at " +
                                  sides[0].first + " and " + sides[1].second + " at " +
                                  sides[1].first + hint,
                              sides[1].first, info->key);
    }
    // Updated after the union, whose error names the origin it had.
    if (IsEarlierOrigin(where, origin)) origin = &where;
    if (binding == nullptr || !Equal(merged, binding)) {
      merged_values.push_back(std::move(merged));
      changed = true;
    } else {
      merged_values.push_back(nullptr);
    }
  }
  if (!changed) return;
  if (entry == nullptr) entry = &EntryOf(target);
  Schedule(target, *entry);
  // A generalised return value reaches every caller that used it.
  if (info->graph != nullptr && target == info->graph->returnblock()) Reflow(info->return_readers);
  entry->reached = true;
  for (size_t i = 0; i < target->inputargs.size(); ++i) {
    if (merged_values[i] != nullptr)
      info->inputs[target->inputargs[i]->number()] = std::move(merged_values[i]);
  }
}

std::string Annotator::LinkWhere(const std::string& file_base, const model::FunctionGraph& graph,
                                 const model::Link* link) {
  int line = link->line != 0 ? link->line : graph.position.line;
  return file_base + ":" + std::to_string(line);
}

Ann Annotator::ConstantValue(const model::Constant* constant) {
  const host::HostObject* object = constant->object();
  return bookkeeper_->ImmutableValue(object);
}

Ann Annotator::ValueOf(GraphInfo* info, const model::Value* value) {
  if (!value->is_constant())
    return VariableBinding(*info, static_cast<const model::Variable*>(value));
  return ConstantOf(info, static_cast<const model::Constant*>(value));
}

Ann Annotator::ConstantOf(GraphInfo* info, const model::Constant* constant) {
  int number = constant->number();
  if (number < 0 || number >= static_cast<int>(info->constants.size()))
    return ConstantValue(constant);
  Ann& known = info->constants[number];
  // A constant's annotation is a function of its object (the bookkeeper makes each desc,
  // ClassDef or pre-built ListDef once), so the first one made serves every later use:
  // a function's PBC was looked up and allocated again at every call of it. Workers
  // annotating blocks of the graph read it with the world held shared: it is stored
  // with the world held exclusive.
  if (known != nullptr) return known;
  WorldWrite();
  known = ConstantValue(constant);
  return known;
}

// The functions, classes, builtins and modules the graph names: annotated when it is
// installed (the world held exclusive anyway) rather than at their first use, which
// would hold it exclusive once more per constant and graph (41k times at 200k lines).
// Their annotation only finds or makes a desc; one that fails (a class that cannot be a
// user class) is left to its use, which reports it there.
void Annotator::AnnotateDescConstants(GraphInfo* info, const std::vector<model::Block*>& blocks) {
  auto add = [&](const model::Constant* constant) {
    int number = constant->number();
    if (number < 0 || number >= static_cast<int>(info->constants.size()) ||
        info->constants[number] != nullptr || constant->object() == nullptr)
      return;
    switch (constant->object()->kind()) {
      case host::HostKind::kFunction:
      case host::HostKind::kClass:
      case host::HostKind::kBuiltin:
      case host::HostKind::kModule:
        break;
      default:
        return;
    }
    try {
      info->constants[number] = ConstantValue(constant);
    } catch (const std::exception&) {
    }
  };
  ForEachUsedConstant(blocks, add);
}

// Workers annotated a primitive constant at every use, allocating its annotation
// anew (6% of its serial instructions at 50k generated lines); a builder makes them once
// per graph, in parallel. Constants whose annotation fails (an integer beyond 64 bits)
// are left to ConstantValue, which reports the error where the constant is used. Only the
// constants the graph's operations and links use: a graph keeps others that simplification
// dropped, and annotating every one held 6% more memory at 200k lines.
std::vector<Ann> Annotator::PrimitiveConstants(const model::FunctionGraph& graph,
                                               const std::vector<model::Block*>& blocks) const {
  std::vector<Ann> constants(graph.constant_count());
  auto add = [&](const model::Constant* constant) {
    int number = constant->number();
    if (number < 0 || number >= graph.constant_count() || constants[number] != nullptr) return;
    if (constant->object() == nullptr || !IsPrimitiveConstant(constant->object())) return;
    try {
      constants[number] = bookkeeper_->ImmutableValue(constant->object());
    } catch (const std::exception&) {
    }
  };
  ForEachUsedConstant(blocks, add);
  return constants;
}

void Annotator::SetBinding(GraphInfo* info, const model::Variable* var, const Ann& value) {
  // Operation results are written only by the worker annotating their block.
  Ann& slot = info->bindings[var->number()];
  Ann merged = slot ? Union(slot, value) : value;
  // Narrowing facts describe this annotation of the block: the newest ones hold.
  if (!value->knowntypedata.empty() && merged->kind == Kind::kBool &&
      merged->constant == value->constant) {
    merged = value;
  }
  slot = merged;
}

void Annotator::RecordError(const std::string& message, const std::string& location) {
  // Describing the operation's arguments reads the world: held here, wherever the error
  // was caught (a step made exclusive describes it again).
  AddError(InWorld([&] { return ErrorHere(message, location); }));
}

AnnotatorError Annotator::ErrorHere(const std::string& message, const std::string& location,
                                    const std::string& function) {
  const Position& here = Here();
  AnnotatorError error;
  error.function = here.graph ? here.graph->key : "?";
  auto colon = location.rfind(':');
  if (!location.empty() && colon != std::string::npos) {
    // A conflict between several sources: reported at the first, with no operation (the
    // one being annotated when it was found depends on the order of discovery).
    error.file = location.substr(0, colon);
    // Sources name the file by its base name: the full path when it is this graph's file.
    if (here.graph != nullptr && here.graph->graph != nullptr) {
      const std::string& full = here.graph->graph->position.file;
      if (full.ends_with("/" + error.file)) error.file = full;
    }
    error.line = std::atoi(location.c_str() + colon + 1);
    error.function = function;
  } else if (here.op != nullptr) {
    error.file = here.op->position.file;
    error.line = here.op->position.line;
    error.operation = here.op->opname + "(";
    for (size_t i = 0; i < here.op->args.size(); ++i) {
      std::string text;
      try {
        text = Describe(ValueOf(here.graph, here.op->args[i]));
      } catch (const std::exception&) {
        text = "?";
      }
      error.operation += (i ? ", " : "") + text;
    }
    error.operation += ")";
  } else if (here.link != nullptr && here.graph != nullptr) {
    error.file = here.graph->graph->position.file;
    error.line = here.link->line != 0 ? here.link->line : here.graph->graph->position.line;
  }
  error.message = message;
  return error;
}

void Annotator::AddError(const AnnotatorError& error, const model::Block* block) {
  std::string key = error.Format();
  std::lock_guard lock(errors_mu_);
  std::vector<const model::Block*>& blocks = error_blocks_[key];
  if (std::find(blocks.begin(), blocks.end(), block) == blocks.end()) blocks.push_back(block);
  if (error_keys_.insert(std::move(key)).second) errors_.push_back(error);
}

void Annotator::RunToFixpoint() {
  // Parked graphs may reschedule blocks: wait again until nothing is left to install.
  for (;;) {
    arena_.execute([&] { group_->wait(); });
    if (parked_count_ == 0) break;
    arena_.execute([&] { InstallParked(); });
  }
}

std::vector<std::string> Annotator::BlockErrorKeys() const {
  std::vector<std::string> keys;
  for (const auto& [block, entry] : blocks_) {
    for (const AnnotatorError& error : entry.errors) keys.push_back(error.Format());
  }
  std::sort(keys.begin(), keys.end());
  return keys;
}

void Annotator::RecheckRefusedBlocks() {
  // A refusal made early (an operator on a class before its subclass defining the
  // method was seen, a sort of a list before its items generalised) is made again on
  // the final bindings; so are the decisions taken from the subclasses known then (a
  // print of an instance before the subclass defining __str__ was seen must refuse).
  // Rechecked blocks that now pass may annotate more of the program, which may change
  // other refusals: again, until nothing changes. Bounded, as every refusal stops its
  // block and each round can only reach further.
  constexpr int kMaxRounds = 8;
  std::vector<std::string> before = BlockErrorKeys();
  for (int round = 0; round < kMaxRounds && !stopped_; ++round) {
    bool any = false;
    arena_.execute([&] {
      ExclusiveWorld world(world_);
      for (auto& [block, entry] : blocks_) {
        if (entry.errors.empty() && !entry.read_subclasses) continue;
        Schedule(block, entry);
        any = true;
      }
    });
    if (!any) break;
    RunToFixpoint();
    std::vector<std::string> after = BlockErrorKeys();
    if (after == before) break;
    before = std::move(after);
  }
}

namespace {

// Whether a parameter annotated `own` is passed in another representation than one
// annotated `united` (the union of the parameters of the functions one call may reach):
// another kind (char and str, int and float), None allowed or not, another set of
// pre-built constants. Integers of either sign share theirs.
bool NeedsGeneralising(const Ann& own, const Ann& united) {
  return own->kind != united->kind || own->can_be_none != united->can_be_none ||
         (own->kind == Kind::kPBC && own->descs != united->descs);
}

}  // namespace

bool Annotator::NormalizeCallFamilies() {
  static const std::string kOrigin = "a call through a variable that holds other functions too";
  bool changed = false;
  arena_.execute([&] {
    ExclusiveWorld world(world_);
    for (const auto& [key, info] : graphs_) {
      if (info->graph == nullptr || !info->called) continue;
      for (const auto& [block, index] : info->block_index) {
        for (const auto& op : block->operations) {
          // A constant callee calls one function (and asking for its value could make a
          // desc now): only variables are looked at.
          if (op.args.empty() || op.args[0]->is_constant() || !CallsOnlyFunctions(info.get(), op))
            continue;
          Ann callee = ValueOf(info.get(), op.args[0]);
          bool plain = callee->descs.size() > 1;
          for (const Desc* d : callee->descs) plain = plain && d->kind() == DescKind::kFunction;
          if (!plain) continue;
          std::vector<GraphInfo*> graphs;
          for (const auto& [name, graph] : CalleesOf(&op)) {
            if (graph == nullptr || graph->graph == nullptr) plain = false;
            graphs.push_back(graph);
          }
          if (!plain || graphs.size() < 2) continue;
          size_t arity = graphs[0]->graph->startblock()->inputargs.size();
          for (GraphInfo* graph : graphs)
            plain = plain && graph->graph->startblock()->inputargs.size() == arity;
          if (!plain) continue;
          // The union of every parameter; none when two cannot meet (the RTyper then
          // refuses the call with both types).
          std::vector<Ann> united(arity);
          try {
            for (GraphInfo* graph : graphs) {
              const auto& params = graph->graph->startblock()->inputargs;
              for (size_t i = 0; i < arity; ++i) {
                const Ann& own = graph->inputs[params[i]->number()];
                if (own == nullptr) throw UnionError(Impossible(), Impossible());
                united[i] = united[i] == nullptr ? own : Union(united[i], own);
              }
            }
          } catch (const UnionError&) {
            continue;
          } catch (const AnnotationRefused&) {
            continue;
          }
          for (GraphInfo* graph : graphs) {
            const auto& params = graph->graph->startblock()->inputargs;
            bool differs = false;
            for (size_t i = 0; i < arity; ++i)
              differs = differs || NeedsGeneralising(graph->inputs[params[i]->number()], united[i]);
            if (!differs) continue;
            MergeInto(graph, graph->graph->startblock(), united, kOrigin);
            changed = true;
          }
        }
      }
    }
  });
  return changed;
}

void Annotator::Complete() {
  auto start = std::chrono::steady_clock::now();
  RunToFixpoint();
  // As RPython's normalizecalls: functions called through one variable take their
  // arguments in one representation. Each round only generalises: bounded.
  for (int round = 0; round < 8 && !stopped_ && NormalizeCallFamilies(); ++round) RunToFixpoint();
  RecheckRefusedBlocks();
  seconds_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ExclusiveWorld world(world_);
  for (const auto& [block, entry] : blocks_) {
    for (const AnnotatorError& error : entry.errors) AddError(error, block);
  }
  DropErrorsOfUnreachedBlocks();
  // The inputargs' bindings, merged from every worker, become the bindings read from now
  // on (the dump, the RTyper): a block annotated since its last merge holds a copy already.
  for (const auto& [key, info] : graphs_) {
    if (info->graph == nullptr) continue;
    for (size_t n = 0; n < info->inputs.size(); ++n) {
      if (info->inputs[n] != nullptr) info->bindings[n] = info->inputs[n];
    }
  }
  ReportBlockedBlocks();
  std::sort(errors_.begin(), errors_.end());
  ComputeCallFamilies();
}

// As RPython: an operation whose result is still unknown at the fixpoint cannot succeed
// (a call of a function that always raises, outside a try; the items of a list nothing
// is ever put in). The rest of its block was never annotated, so it is an error rather
// than a silently incomplete program.
// A getattr blocked because no instance of the class (nor of its bases or subclasses)
// ever has the attribute: what CPython would report as an AttributeError at run time.
// Empty for any other blocked operation.
std::string Annotator::MissingAttribute(const GraphInfo& info,
                                        const model::SpaceOperation& op) const {
  if (op.opname != "getattr" || op.args.size() != 2 || !op.args[1]->is_constant()) return "";
  const host::HostObject* name = static_cast<const model::Constant*>(op.args[1])->object();
  Ann object = Binding(info, op.args[0]);
  if (name == nullptr || name->kind() != host::HostKind::kStr || object == nullptr ||
      object->kind != Kind::kInstance || object->classdef == nullptr)
    return "";
  const std::string& attr = name->text();
  for (const ClassDef* def = object->classdef; def != nullptr; def = def->base()) {
    auto it = def->attrs().find(attr);
    if (it != def->attrs().end() && it->second->value.peek()->kind != Kind::kImpossible) return "";
  }
  if (object->classdef->IsException() && attr == "args")
    return "the args of an exception (" + object->classdef->name() +
           ") are read here, but the program never makes one";
  return "instances of " + object->classdef->name() + " never have an attribute '" + attr +
         "': it is read here and set nowhere (CPython would raise AttributeError)";
}

bool Annotator::CallsOnlyFunctions(GraphInfo* info, const model::SpaceOperation& op) {
  if ((op.opname != "simple_call" && op.opname != "call_args") || op.args.empty()) return false;
  Ann callee = ValueOf(info, op.args[0]);
  if (callee == nullptr || callee->kind != Kind::kPBC || callee->descs.empty()) return false;
  for (const Desc* d : callee->descs) {
    if (d->kind() != DescKind::kFunction && d->kind() != DescKind::kMethod &&
        d->kind() != DescKind::kMethodOfFrozen)
      return false;
  }
  return true;
}

bool Annotator::NoInputBlockReached(const model::Block* block) const {
  auto it = blocks_.find(block);
  return it != blocks_.end() && it->second.reached;
}

int Annotator::NeverReturningCallAt(const model::Block* block) const {
  auto it = never_returning_.find(block);
  return it == never_returning_.end() ? -1 : it->second;
}

int Annotator::UnreachedFrom(const model::Block* block) const {
  auto it = unreached_from_.find(block);
  return it == unreached_from_.end() ? -1 : it->second;
}

void Annotator::ReportBlockedBlocks() {
  bool had_errors = !errors_.empty();
  std::vector<AnnotatorError> consequences;
  for (const auto& [block, entry] : blocks_) {
    GraphInfo* info = entry.graph;
    int index = entry.blocked_at;
    if (index < 0 || index >= static_cast<int>(block->operations.size())) continue;
    const model::SpaceOperation& op = block->operations[index];
    // A call of functions none of which ever returns (`sys.exit()`, a helper that always
    // raises): CPython never runs the rest of the block either. Their graphs were
    // annotated (errors in them are reported there), so the unknown result is the fact
    // that they never return, not a missing annotation.
    if (CallsOnlyFunctions(info, op)) {
      never_returning_[block] = index;
      continue;
    }
    std::string missing = MissingAttribute(*info, op);
    // The dispatch of a generator's resume graph reading the slots of a resume point that
    // no yield ever stores: that point is never resumed (the yield is in code never run,
    // such as a loop over an always empty tuple).
    if (!missing.empty() && IsGeneratorObject(Binding(*info, op.args[0])) &&
        static_cast<const model::Constant*>(op.args[1])
            ->object()
            ->text()
            .starts_with("_rtfarm_r")) {
      unreached_from_[block] = index;
      continue;
    }
    if (reached_at_fixpoint_ && !reached_at_fixpoint_->contains(block)) continue;
    Here() = Position{info, block, &op, index, nullptr, nullptr, {}};
    if (!missing.empty()) {
      RecordError("blocked block: " + missing);
    } else {
      consequences.push_back(ErrorHere("blocked block: " + BlockedReason(info, op), ""));
    }
    Here() = Position{};
  }
  // An operation left unknown is most often the consequence of an error found elsewhere
  // (a refused callee, a conflict that stopped a value from flowing): the user is shown
  // the causes alone, and these only when there is nothing else to show.
  if (!had_errors) {
    for (AnnotatorError& error : consequences) AddError(std::move(error));
  }
}

// Why the operation `op`, blocked at the fixpoint, never got a result: an empty
// container it reads, or else the operation's own description.
std::string Annotator::BlockedReason(GraphInfo* info, const model::SpaceOperation& op) {
  Ann first = op.args.empty() ? nullptr : ValueOf(info, op.args[0]);
  if (first != nullptr && first->kind == Kind::kNone) {
    if ((op.opname == "getattr" || op.opname == "setattr") && op.args.size() > 1 &&
        op.args[1]->is_constant())
      return "the object is always None here, so it has no attribute '" +
             static_cast<const model::Constant*>(op.args[1])->object()->text() +
             "' (CPython would raise AttributeError)";
    if (op.opname == "simple_call" || op.opname == "call_args")
      return "the value called is always None here (CPython would raise TypeError: "
             "'NoneType' object is not callable)";
  }
  for (const model::Value* arg : op.args) {
    Ann a = ValueOf(info, arg);
    if (a == nullptr) continue;
    if (a->kind == Kind::kList && a->listdef->item().peek()->kind == Kind::kImpossible)
      return "the list it reads is always empty: nothing is ever put into it, so its items "
             "have no type (give the list an item, or leave out the operation)";
    if (a->kind == Kind::kDict && a->dictdef->value().peek()->kind == Kind::kImpossible)
      return "the dict it reads is always empty: nothing is ever stored into it, so its "
             "items have no type";
  }
  return "this operation (" + op.opname +
         ") never gets a result: none of the values it could produce is ever known (a "
         "container nothing is put in? a value that is only ever None?)";
}

// Call families come from the final annotations of the callees at every call site:
// intermediate states (methods bound to a narrower class before the receiver
// generalised) must not leave members behind.
void Annotator::ComputeCallFamilies() {
  bookkeeper_->ClearCallFamilies();
  // Many call sites share one callee set (every `op.execute(frame)` of a program): each
  // set is united once, uniting it again would change nothing.
  std::set<std::vector<Desc*>> united;
  for (const auto& [key, info] : graphs_) {
    if (info->graph == nullptr || !info->called) continue;
    for (const auto& [block, index] : info->block_index) {
      for (const auto& op : block->operations) {
        if (op.opname != "simple_call" && op.opname != "call_args") continue;
        Ann callee = op.args[0]->is_constant() ? nullptr : Binding(*info, op.args[0]);
        if (callee != nullptr && callee->kind == Kind::kPBC && united.insert(callee->descs).second)
          bookkeeper_->UniteCallFamily(callee->descs);
      }
    }
  }
}

void Annotator::FlowBlock(BlockEntry& entry, const model::Block* block) {
  GraphInfo* info = entry.graph;
  if (info == nullptr) throw std::logic_error("annotator: a block of no installed graph");
  if (block->is_final()) return;
  {
    // The block's own copy of its inputargs: merges from other workers go on meanwhile.
    std::lock_guard lock(info->inputs_mu);
    for (const model::Variable* var : block->inputargs) {
      if (info->inputs[var->number()] == nullptr) return;  // not reached yet
    }
    for (const model::Variable* var : block->inputargs)
      info->bindings[var->number()] = info->inputs[var->number()];
  }
  info->flows.fetch_add(1, std::memory_order_relaxed);
  entry.errors.clear();
  SubclassesRead() = false;
  // A refusal judged on the bindings of this annotation of the block is kept with the
  // block (BlockEntry::errors). A conflict (a union that failed, reported at its
  // sources) is the program's: the union stays failed, and the source it failed on is
  // not merged again, so annotating the block again would not find it again.
  auto record = [&](const std::string& message, const std::string& location,
                    const std::string& function) {
    AnnotatorError error = InWorld([&] { return ErrorHere(message, location, function); });
    if (location.empty()) {
      entry.errors.push_back(std::move(error));
    } else {
      AddError(error);
    }
  };
  Here() = Position{info, block, nullptr, -1, nullptr, nullptr, {}};
  bool blocked_at_raising_op = false;
  bool completed = false;
  try {
    int blocked = AnnotateOperations(info, block);
    completed = blocked < 0;
    // Blocked at its last operation, a block that catches what it raises follows its
    // handlers: it is not blocked.
    blocked_at_raising_op = blocked >= 0 &&
                            blocked + 1 == static_cast<int>(block->operations.size()) &&
                            block->exitswitch == model::ExitSwitch::kLastException;
    entry.blocked_at = completed || blocked_at_raising_op ? -1 : blocked;
  } catch (const AnnotationRefused& refused) {
    entry.refused_at = Here().op_index;
    record(refused.what(), refused.location, refused.function);
  } catch (const UnionError& error) {
    RecordError(error.what());
  }
  if (completed || blocked_at_raising_op) {
    Here().op = nullptr;
    Here().op_index = -1;
    try {
      InWorld([&] { FollowExits(info, block, entry.link_wheres, blocked_at_raising_op); });
    } catch (const AnnotationRefused& refused) {
      entry.refused_at = static_cast<int>(block->operations.size());
      record(refused.what(), refused.location, refused.function);
    } catch (const UnionError& error) {
      RecordError(error.what());
    }
  }
  entry.read_subclasses = SubclassesRead();
  Here() = Position{};
}

int Annotator::AnnotateOperations(GraphInfo* info, const model::Block* block) {
  // Each operation is one step in the world (InWorld): held shared, or exclusive when its
  // rule writes the world.
  LentVector<Ann> lent_args;
  LentVector<const model::Variable*> lent_vars;
  std::vector<Ann>& args = *lent_args;
  std::vector<const model::Variable*>& vars = *lent_vars;
  Position& here = Here();
  struct Leaving {
    Leaving() { LeavingAllowed() = true; }
    ~Leaving() { LeavingAllowed() = false; }
  } leaving;
  for (size_t i = 0; i < block->operations.size(); ++i) {
    const model::SpaceOperation& op = block->operations[i];
    here.op = &op;
    here.op_index = static_cast<int>(i);
    bool blocked;
    try {
      blocked = InWorld([&] {
        args.clear();
        vars.clear();
        for (const model::Value* arg : op.args) {
          if (arg->is_constant()) {  // asked once per argument: a virtual call
            args.push_back(ConstantOf(info, static_cast<const model::Constant*>(arg)));
            vars.push_back(nullptr);
          } else {
            auto* var = static_cast<const model::Variable*>(arg);
            args.push_back(VariableBinding(*info, var));
            vars.push_back(var);
          }
        }
        Ann result = AnnotateOperation(*this, op, args, vars);
        // Blocked: the result is not known yet (a callee's return value, an empty list's
        // items). The block is annotated again when that changes. Returned, not thrown: a
        // throw per blocked block was 7% of the serial instructions.
        if (result->kind == Kind::kImpossible) return true;
        SetBinding(info, op.result, result);
        return false;
      });
    } catch (const LeftForBuilds&) {
      blocked = true;  // as if blocked: annotated again when the graphs are installed
    }
    if (blocked) return static_cast<int>(i);
  }
  return -1;
}

void Annotator::FollowExits(GraphInfo* info, const model::Block* block,
                            const std::vector<std::string>& link_wheres, bool only_exceptions) {
  Ann switch_value;
  if (block->exitswitch == model::ExitSwitch::kVariable)
    switch_value = Binding(*info, block->exitswitch_var);
  LentVector<const KnownType*> lent_knowntypes;
  LentVector<Ann> lent_values;
  std::vector<const KnownType*>& knowntypes = *lent_knowntypes;
  std::vector<Ann>& values = *lent_values;
  for (size_t i = 0; i < block->exits.size(); ++i) {
    const model::Link* link = block->exits[i];
    bool exception_link = block->exitswitch == model::ExitSwitch::kLastException && i > 0;
    if (only_exceptions && !exception_link) continue;
    if (exception_link && link->exitcase == space_.Builtin("Exception") &&
        !RaisingOperationMayCallUserCode(info, block->operations.back())) {
      continue;  // `a + b` of ints inside a try: no __add__ to raise anything
    }
    knowntypes.clear();
    if (switch_value != nullptr) {
      // A constant switch follows only its own case: dead branches are cut.
      if (switch_value->constant != nullptr && link->exitcase != nullptr &&
          switch_value->constant->key() != link->exitcase->key()) {
        continue;
      }
      for (const KnownType& known : switch_value->knowntypedata) knowntypes.push_back(&known);
    }
    values.clear();
    bool takeable = true;
    for (const model::Value* arg : link->args) {
      Ann value;
      if (exception_link && arg == link->last_exception) {
        value = TypeAnn(bookkeeper_->ClassDefOf(link->exitcase));
      } else if (exception_link && arg == link->last_exc_value) {
        value = bookkeeper_->InstanceOf(link->exitcase);
      } else {
        value = ValueOf(info, arg);
        for (const KnownType* known : knowntypes) {
          if (known->variable != arg || link->exitcase == nullptr) continue;
          const Ann& refined =
              link->exitcase->IsTrueConstant() ? known->when_true : known->when_false;
          if (refined != nullptr) value = refined;
        }
      }
      if (value->kind == Kind::kImpossible && value != UndefinedAnn()) takeable = false;  // not yet
      values.push_back(value);
    }
    if (!takeable) continue;
    Here().link = link;
    if (i < link_wheres.size()) {
      MergeInto(info, link->target, values, link_wheres[i]);
    } else {
      MergeInto(info, link->target, values, Intern(LinkWhere(info->file_base, *info->graph, link)));
    }
    Here().link = nullptr;
  }
}

bool Annotator::RaisingOperationMayCallUserCode(GraphInfo* info, const model::SpaceOperation& op) {
  std::vector<Ann> args;
  for (const model::Value* arg : op.args) args.push_back(ValueOf(info, arg));
  return OperationMayCallUserCode(op.opname, args);
}

void Annotator::ReportBuildError(GraphInfo* info) { AddError(*info->build_error); }

// Every function of the target's module starts building on the workers at once: most are
// reachable in a real program, and building them is the part of annotation that runs in
// parallel. Graphs never called stay out of the results.
void Annotator::PrefetchModule(const host::HostObject* module) {
  if (module == nullptr) return;
  // Before any graph is built in parallel: the keys of pre-built objects then do not
  // depend on which thread met them first.
  space_.MirrorGlobals(module);
  for (const host::HostObject* function : space_.DefinedFunctions(module)) {
    FunctionDesc* desc = bookkeeper_->GetFunctionDesc(function);
    const host::CodeInfo* code =
        function->code_object() ? function->code_object()->code() : nullptr;
    if (!desc->policy().empty() || code == nullptr || (code->flags & host::kCoVarargs)) continue;
    GraphFor(desc, "");
  }
}

// The first time a block is scheduled, the graphs of the functions it calls directly
// start building on other workers, before the graphs merely prefetched: otherwise a
// block calling many functions blocks on each in turn and is annotated again once per
// callee.
void Annotator::PrefetchCallees(const model::Block* block) {
  for (const auto& op : block->operations) {
    std::string_view name = op.opname;  // compared as a view: a literal's length is known
    if ((name != "simple_call" && name != "call_args") || !op.args[0]->is_constant()) continue;
    const host::HostObject* callee = static_cast<const model::Constant*>(op.args[0])->object();
    const host::HostObject* function = callee;
    if (callee->kind() == host::HostKind::kClass && bookkeeper_->IsDescClass(callee)) {
      function = callee->LookupClassAttr("__init__");
    }
    if (function == nullptr || function->kind() != host::HostKind::kFunction) continue;
    FunctionDesc* desc = bookkeeper_->GetFunctionDesc(function);
    const host::CodeInfo* code =
        function->code_object() ? function->code_object()->code() : nullptr;
    // Only the default specialisation of a fixed-arity function is known in advance.
    if (!desc->policy().empty() || code == nullptr || (code->flags & host::kCoVarargs)) continue;
    GraphInfo* info = GraphFor(desc, "");
    if (info->graph == nullptr && info->building && !info->build_claimed.load()) {
      std::lock_guard lock(build_mu_);
      builds_soon_.push_back(info);
    }
  }
}

std::vector<const GraphInfo*> Annotator::graphs() const {
  std::vector<const GraphInfo*> result;
  for (const auto& [key, info] : graphs_) {
    if (info->called) result.push_back(info.get());
  }
  return result;
}

AnnotatorStats Annotator::stats() const {
  AnnotatorStats stats;
  for (const auto& [key, info] : graphs_) {
    if (info->graph == nullptr || !info->called) continue;
    ++stats.graphs;
    stats.blocks += static_cast<int>(info->block_index.size());
  }
  stats.block_flows = block_flows_;
  stats.classes = static_cast<int>(bookkeeper_->classdefs().size());
  stats.seconds = seconds_;
  return stats;
}

}  // namespace rtfarm::annotator
