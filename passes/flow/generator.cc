#include "passes/flow/generator.h"

#include <algorithm>
#include <set>
#include <unordered_map>

#include "passes/flow/flow_error.h"

namespace rtfarm::flow {

using model::Block;
using model::FunctionGraph;
using model::Link;
using model::SpaceOperation;
using model::Value;
using model::Variable;

bool IsGeneratorFunction(const host::HostObject* function) {
  const host::CodeInfo* info = function != nullptr ? function->code() : nullptr;
  return info != nullptr && (info->flags & host::kCoGenerator) != 0;
}

std::string GeneratorSlot(size_t resume_point, size_t index) {
  return "_rtfarm_r" + std::to_string(resume_point) + "_" + std::to_string(index);
}

namespace {

// The parameters of the start block the flow builder makes (FlowContext::Build).
int ParameterCount(const host::CodeInfo& info) {
  return info.argcount + info.kwonlyargcount + ((info.flags & host::kCoVarargs) ? 1 : 0) +
         ((info.flags & host::kCoVarkeywords) ? 1 : 0);
}

// Appends operations to a block with the graph's def line as their position.
class Emitter {
 public:
  Emitter(FunctionGraph& graph, host::HostSpace& space) : graph_(graph), space_(space) {}

  Variable* Op(Block* block, const std::string& opname, std::vector<Value*> args,
               const std::string& hint = "") {
    Variable* result = graph_.NewVariable(hint);
    block->operations.push_back(SpaceOperation{
        opname, std::move(args), result, {graph_.position.file, graph_.position.line, -1}});
    return result;
  }
  Value* Str(const std::string& text) { return graph_.NewConstant(space_.Str(text)); }
  Value* Int(int64_t value) { return graph_.NewConstant(space_.Int(value)); }
  void SetAttr(Block* block, Value* object, const std::string& name, Value* value) {
    Op(block, "setattr", {object, Str(name), value});
  }
  Link* Jump(Block* from, Block* to, std::vector<Value*> args,
             const host::HostObject* exitcase = nullptr) {
    Link* link = graph_.NewLink(from, to, std::move(args), exitcase);
    from->exits.push_back(link);
    return link;
  }

 private:
  FunctionGraph& graph_;
  host::HostSpace& space_;
};

// The variables `block` uses that it does not define (its operations' results and its
// exception links' own variables), in order of first use.
std::vector<Variable*> UsedFromOutside(const Block* block) {
  std::set<const Value*> defined;
  for (const SpaceOperation& op : block->operations) defined.insert(op.result);
  for (const Link* link : block->exits) {
    defined.insert(link->last_exception);
    defined.insert(link->last_exc_value);
  }
  std::vector<Variable*> used;
  std::set<const Value*> seen;
  auto use = [&](Value* value) {
    if (value == nullptr || value->is_constant() || defined.count(value) ||
        !seen.insert(value).second)
      return;
    used.push_back(static_cast<Variable*>(value));
  };
  for (const SpaceOperation& op : block->operations)
    for (Value* arg : op.args) use(arg);
  use(block->exitswitch_var);
  for (const Link* link : block->exits)
    for (Value* arg : link->args) use(arg);
  return used;
}

}  // namespace

std::unique_ptr<FunctionGraph> BuildGeneratorMaker(host::HostSpace& space,
                                                   const host::HostObject* function,
                                                   const std::string& variant) {
  const host::CodeInfo& info = *function->code();
  host::HostSpace::GeneratorClassInfo made;
  try {
    made = space.GeneratorClass(function, variant);
  } catch (const std::exception& error) {
    throw FlowError(function->key(), info.filename, info.firstlineno,
                    std::string("cannot make the generator class: ") + error.what());
  }
  auto graph = std::make_unique<FunctionGraph>(function->key());
  graph->position = {info.filename, info.firstlineno, -1};
  Emitter emit(*graph, space);
  std::vector<Variable*> parameters;
  for (int i = 0; i < ParameterCount(info); ++i) {
    parameters.push_back(graph->NewVariable(info.varnames[i]));
    graph->argnames.push_back(info.varnames[i]);
  }
  Block* start = graph->NewBlock(parameters);
  graph->set_startblock(start);
  Variable* generator =
      emit.Op(start, "simple_call", {graph->NewConstant(made.klass)}, "generator");
  emit.SetAttr(start, generator, kGeneratorState, emit.Int(0));
  for (size_t i = 0; i < parameters.size(); ++i)
    emit.SetAttr(start, generator, GeneratorSlot(0, i), parameters[i]);
  emit.Jump(start, graph->returnblock(), {generator});
  return graph;
}

void MakeResumeGraph(FunctionGraph& graph, host::HostSpace& space) {
  Emitter emit(graph, space);
  Block* body_start = graph.startblock();
  graph.returnblock()->inputargs.at(0)->set_hint("yielded value");
  const std::vector<Block*> blocks = graph.Blocks();

  // Every block takes the generator object last: the yields inside it store into it.
  std::unordered_map<const Block*, Variable*> self_of;
  for (Block* block : blocks) {
    if (block->is_final()) continue;
    Variable* self = graph.NewVariable("self");
    block->inputargs.push_back(self);
    self_of[block] = self;
  }
  for (Block* block : blocks) {
    for (Link* link : block->exits)
      if (!link->target->is_final()) link->args.push_back(self_of.at(block));
  }

  // The end of the body (a return, or falling off its end) sets the state -2 and raises
  // StopIteration; __next__ then sets it -1, the generator ended for good. A StopIteration
  // raised inside the body leaves the state -1 (set when the body was resumed): __next__
  // turns it into RuntimeError, as CPython 3.11 does.
  const host::HostObject* stop_class = space.Builtin("StopIteration");
  Variable* finish_self = graph.NewVariable("self");
  Block* finish = graph.NewBlock({finish_self});
  emit.SetAttr(finish, finish_self, kGeneratorState, emit.Int(-2));
  Variable* stop = emit.Op(finish, "simple_call", {graph.NewConstant(stop_class)});
  emit.Jump(finish, graph.exceptblock(), {graph.NewConstant(stop_class), stop});
  for (Block* block : blocks) {
    for (Link* link : block->exits) {
      if (link->target != graph.returnblock()) continue;
      link->target = finish;
      link->args = {self_of.at(block)};
    }
  }

  // Each yield ends its block: the variables the rest of the block uses are saved in
  // the object's slots of this resume point, then the value is returned. The rest of the
  // block becomes the block the dispatch jumps to when resuming there.
  // A yield some handler covers ends its block with an exception switch (opcodes.cc):
  // its GeneratorExit link is where close() resumes the generator (the closing entry,
  // reached by state -3 - k), with a new GeneratorExit raised there.
  struct ResumePoint {
    Block* target;
    size_t saved;              // slots, the object (self) not counted
    Block* closing = nullptr;  // takes the same slots and the object
  };
  const host::HostObject* generator_exit = space.Builtin("GeneratorExit");
  std::vector<ResumePoint> resume_points;
  std::vector<Block*> work(blocks.begin(), blocks.end());
  for (size_t w = 0; w < work.size(); ++w) {
    Block* block = work[w];
    if (block->is_final()) continue;
    auto& ops = block->operations;
    auto yield = std::find_if(ops.begin(), ops.end(),
                              [](const SpaceOperation& op) { return op.opname == "yield_"; });
    if (yield == ops.end()) continue;
    Value* yielded = yield->args.at(0);
    int yield_line = yield->position.line;
    Block* rest = graph.NewBlock();
    rest->operations.assign(std::make_move_iterator(yield + 1), std::make_move_iterator(ops.end()));
    ops.erase(yield, ops.end());
    rest->exits = std::move(block->exits);
    block->exits.clear();
    for (Link* link : rest->exits) link->prevblock = rest;
    rest->exitswitch = block->exitswitch;
    rest->exitswitch_var = block->exitswitch_var;
    block->exitswitch = model::ExitSwitch::kNone;
    block->exitswitch_var = nullptr;

    Variable* self = self_of.at(block);
    std::vector<Variable*> live = UsedFromOutside(rest);
    std::erase(live, self);
    // The closing entry: the yield's exception links leave `rest` for a block of their
    // own, which raises GeneratorExit into the handler they lead to.
    std::vector<Link*> closing_links;
    if (rest->exitswitch == model::ExitSwitch::kLastException && rest->operations.empty()) {
      closing_links.assign(rest->exits.begin() + 1, rest->exits.end());
      rest->exits.resize(1);
      rest->exits[0]->exitcase = nullptr;
      rest->exitswitch = model::ExitSwitch::kNone;
    }
    auto enter = [&](Block* entry) {
      std::unordered_map<const Value*, Variable*> renamed;
      for (Variable* variable : live) {
        Variable* copy = graph.CopyVariable(variable);
        renamed[variable] = copy;
        entry->inputargs.push_back(copy);
      }
      Variable* entry_self = graph.NewVariable("self");
      renamed[self] = entry_self;
      entry->inputargs.push_back(entry_self);
      self_of[entry] = entry_self;
      entry->RenameUses(renamed);
    };
    enter(rest);
    Block* closing = nullptr;
    for (Link* link : closing_links) {
      if (link->exitcase != generator_exit) continue;
      closing = graph.NewBlock();
      closing->exits = {link};
      link->prevblock = closing;
      enter(closing);
      Value* raised = emit.Op(closing, "simple_call", {graph.NewConstant(generator_exit)});
      std::unordered_map<const Value*, Value*> exception = {
          {link->last_exception, graph.NewConstant(generator_exit)},
          {link->last_exc_value, raised}};
      for (Value*& arg : link->args) {
        auto it = exception.find(arg);
        if (it != exception.end()) arg = it->second;
      }
      link->exitcase = nullptr;
      link->last_exception = nullptr;
      link->last_exc_value = nullptr;
      break;
    }

    size_t point = resume_points.size() + 1;
    emit.SetAttr(block, self, kGeneratorState, emit.Int(static_cast<int64_t>(point)));
    for (size_t i = 0; i < live.size(); ++i)
      emit.SetAttr(block, self, GeneratorSlot(point, i), live[i]);
    // The yield's line: a message about the values a generator yields names it.
    emit.Jump(block, graph.returnblock(), {yielded})->line = yield_line;
    resume_points.push_back({rest, live.size(), closing});
    work.push_back(rest);
  }
  // The first resumption starts the body with the arguments the maker saved.
  resume_points.push_back({body_start, body_start->inputargs.size() - 1});
  // close() of a generator suspended at a covered yield: after every other test, so
  // that next() pays nothing for them.
  const size_t yield_points = resume_points.size() - 1;
  struct Entry {
    int64_t state;
    const ResumePoint* point;
    size_t slots_of;  // the resume point whose slots it reads
    Block* target;
  };
  std::vector<Entry> entries;
  for (size_t n = 0; n < resume_points.size(); ++n) {
    size_t point = n == yield_points ? 0 : n + 1;
    entries.push_back(
        {static_cast<int64_t>(point), &resume_points[n], point, resume_points[n].target});
  }
  for (size_t n = 0; n < yield_points; ++n) {
    if (resume_points[n].closing == nullptr) continue;
    entries.push_back(
        {-3 - static_cast<int64_t>(n + 1), &resume_points[n], n + 1, resume_points[n].closing});
  }

  // The dispatch: read the state, mark the body running (-1), then jump to the block of
  // the resume point the state names (the ones after a yield first: a loop over the
  // generator resumes there every time but the first); -1 or anything else: ended.
  Variable* self = graph.NewVariable("self");
  Block* dispatch = graph.NewBlock({self});
  Value* state = emit.Op(dispatch, "getattr", {self, emit.Str(kGeneratorState)}, "state");
  emit.SetAttr(dispatch, self, kGeneratorState, emit.Int(-1));
  Block* test = dispatch;
  Value* test_state = state;
  Variable* test_self = self;
  for (const Entry& entry : entries) {
    const ResumePoint& resume = *entry.point;
    Variable* is_point = emit.Op(test, "eq", {test_state, emit.Int(entry.state)});
    test->exitswitch = model::ExitSwitch::kVariable;
    test->exitswitch_var = is_point;
    Variable* other_state = graph.NewVariable("state");
    Variable* other_self = graph.NewVariable("self");
    Block* other = graph.NewBlock({other_state, other_self});
    emit.Jump(test, other, {test_state, test_self}, space.Bool(false));
    Variable* load_self = graph.NewVariable("self");
    Block* load = graph.NewBlock({load_self});
    emit.Jump(test, load, {test_self}, space.Bool(true));
    std::vector<Value*> args;
    for (size_t i = 0; i < resume.saved; ++i)
      args.push_back(
          emit.Op(load, "getattr", {load_self, emit.Str(GeneratorSlot(entry.slots_of, i))}));
    args.push_back(load_self);
    emit.Jump(load, entry.target, args);
    test = other;
    test_state = other_state;
    test_self = other_self;
  }
  emit.Jump(test, finish, {test_self});
  graph.set_startblock(dispatch);
  graph.argnames = {"self"};
}

}  // namespace rtfarm::flow
