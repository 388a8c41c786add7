#include "passes/genc/function_writer.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <unordered_map>

#include "passes/model/progress.h"
#include "passes/transform/frame_storage.h"

namespace rtfarm::genc {
namespace {

using lltype::Primitive;
using lltype::TypeKind;
using model::Block;
using model::Link;
using model::SpaceOperation;
using model::Value;
using model::Variable;
using transform::IsContainerIteratorHelper;
using transform::IsIteratorHelper;
using transform::IsListHelper;
using transform::IsStrIteratorHelper;

// Operations from which a function counts as huge for gcc (see Writer::Run): an
// interpreter's dispatch loop, a generated table; 4000 statements make about 12000.
constexpr size_t kHugeFunctionOperations = 4000;
// Links into one block (other than the return and except blocks) from which a function
// counts as huge too: a dispatch loop's head.
constexpr size_t kHugeFunctionJoin = 64;

bool IsVoid(const lltype::Type* t) { return t == nullptr || t->IsPrimitive(Primitive::kVoid); }

// Whether stepping that iterator may raise something else than StopIteration (a dict or
// a set whose size changed): its `_ok` then reports the end with the exception set.
bool IteratorStepMayFail(const std::string& callee) { return !IsListHelper(callee); }

// Checked arithmetic of the runtime with an inline `_ok` fast path (runtime/rpy.h): a
// division by zero, an overflowing power or a negative divisor go out of line.
bool IsCheckedArithmetic(const std::string& callee) {
  return callee == "rpy_float_truediv" || callee == "rpy_int_truediv" ||
         callee == "rpy_int_floordiv" || callee == "rpy_int_mod" || callee == "rpy_float_pow";
}

// "fn_mod_func_1a2b3c4d" -> "mod_func": a graph's C name as a reader knows it.
std::string ReadableFunctionName(const std::string& c_name) {
  std::string name = c_name.starts_with("fn_") ? c_name.substr(3) : c_name;
  size_t underscore = name.rfind('_');
  if (underscore != std::string::npos && name.size() - underscore == 9 &&
      name.find_first_not_of("0123456789abcdef", underscore + 1) == std::string::npos)
    name.resize(underscore);
  return name;
}

class Writer {
 public:
  Writer(CTypes& types, const model::FunctionGraph& graph, const transform::GcPolicy& gc)
      : types_(types), graph_(graph), gc_(gc) {}

  // Ranges, range iterators and container iterators (under Boehm; of a prebuilt list,
  // str or bytes under any collector but reference counting) that never escape the
  // function live in the C frame (passes/transform/frame_storage.h).
  void FindFrameAllocations(const std::vector<Block*>& blocks) {
    frame_allocated_ =
        transform::FindFrameStorage(blocks, !gc_.exact(), !gc_.counts_references()).calls;
  }

  // Whether a MemoryError the allocations raise (docs/gc.md) returns from this function
  // at once: when it propagates exceptions (it raises, or checks after a call) and catches
  // none (no handler it would skip). Elsewhere the error stays pending up to the next
  // check, as in RPython, whose raise analysis ignores MemoryError.
  static bool PropagatesMemoryError(const std::vector<Block*>& blocks) {
    bool propagates = false;
    for (const Block* block : blocks) {
      for (const SpaceOperation& op : block->operations) {
        if (op.opname != "direct_call") continue;
        const std::string& f = static_cast<const model::Constant*>(op.args[0])->symbol;
        if (f == "rpy_exc_fetch_type") return false;
        if (f == "rpy_raise" || f == "rpy_exc_occurred") propagates = true;
      }
    }
    return propagates;
  }

  // A function on a cycle of the call graph (transform/stack_check.h): its calls stay
  // calls, so that each recursion grows the stack its checks measure.
  static bool HasStackCheck(const std::vector<Block*>& blocks) {
    for (const Block* block : blocks) {
      for (const SpaceOperation& op : block->operations)
        if (op.opname == "stack_check") return true;
    }
    return false;
  }

  // The runtime's exception state primitives, which never reach the program's code.
  static bool IsExceptionPrimitive(const SpaceOperation& op) {
    const std::string* callee = Callee(op);
    return callee != nullptr && (callee->starts_with("rpy_exc_") || *callee == "rpy_raise" ||
                                 *callee == "rpy_vtable_issubclass");
  }

  // Leaves the function as a propagated exception does (the caller checks).
  std::string Propagation() const {
    const Block* ret = graph_.returnblock();
    const Variable* result = ret->inputargs[0];
    if (IsVoid(result->concretetype)) return "goto " + label_.at(ret) + ";";
    return "{ " + result->name() + " = (" + types_.Name(result->concretetype) + ")0; goto " +
           label_.at(ret) + "; }";
  }

  std::string Run(const std::string& name) {
    std::vector<Block*> blocks = graph_.Blocks();
    FindFrameAllocations(blocks);
    for (size_t i = 0; i < blocks.size(); ++i) label_[blocks[i]] = "block" + std::to_string(i);
    // (A function that never returns has no return block to leave through.)
    propagates_memory_error_ =
        label_.count(graph_.returnblock()) > 0 && PropagatesMemoryError(blocks);
    inhibit_tail_calls_ = HasStackCheck(blocks);
    std::ostringstream body;
    std::set<const Variable*> params(graph_.startblock()->inputargs.begin(),
                                     graph_.startblock()->inputargs.end());
    std::set<const Variable*> declared;
    auto declare = [&](const Variable* v) {
      if (IsVoid(v->concretetype) || params.count(v) || !declared.insert(v).second) return;
      out_ << "  " << types_.Declare(v->concretetype, v->name()) << ";\n";
    };
    size_t operations = 0;
    std::unordered_map<const Block*, size_t> entering;
    size_t most_entering = 0;
    for (Block* block : blocks) {
      operations += block->operations.size();
      for (const Link* link : block->exits) {
        if (!link->target->is_final())
          most_entering = std::max(most_entering, ++entering[link->target]);
      }
    }
    // gcc's points-to analysis (tree PTA) and full redundancy elimination (tree FRE, its
    // alias walks) grow faster than linearly with the size of one function: 4000
    // statements of `s += lst[k]` took 14.3 s at -O2, 8.7 s without PTA, 2.9 s without
    // both. FRE is worse still on a loop whose body is a dispatch (a block that many
    // branches lead back to): 100 branches 1.2 s, 250 branches 25 s (0.8 s without it).
    // Then early VRP (the ranger) takes over: 1000 branches 24 s at -O2 without PTA and
    // FRE, 17.6 s of it in VRP, 4.0 s without it. Such a function goes without the three;
    // the rest of -O2 stays (PRE still removes redundancies, CCP still propagates
    // constants), and the code means the same.
    const bool huge = operations >= kHugeFunctionOperations || most_entering >= kHugeFunctionJoin;
    if (huge)
      out_ << "__attribute__((optimize(\"no-tree-pta\", \"no-tree-fre\", \"no-tree-vrp\")))\n";
    // A recursive function (it holds a stack check) is marked inline, which lets gcc
    // inline it into itself a few levels deep as it did before its calls could raise
    // RecursionError: fib(38) 0.26 s -> 0.13 s, as fast as the C version. `extern`
    // keeps it an external definition (C99 inline semantics).
    if (inhibit_tail_calls_ && !huge) out_ << "extern inline ";
    out_ << FunctionSignature(types_, graph_, name) << " {\n";
    // The locals live in a block of their own, not in the function's outermost scope: gcc's
    // C front-end walks every binding of the scope that holds the labels each time it
    // leaves a compound statement (update_label_decls), which is quadratic in a function of
    // thousands of locals and `if`s (parsing 4000 statements took 3.6 s, now 0.5 s).
    out_ << "  {\n";
    for (Block* block : blocks) {
      for (const Variable* v : block->inputargs) declare(v);
      for (const auto& op : block->operations) declare(op.result);
    }
    for (Block* block : blocks) WriteBlock(block, body);
    for (const std::string& temporary : cycle_temporaries_) out_ << "  " << temporary << ";\n";
    out_ << body.str() << "  }\n}\n";
    return out_.str();
  }

 private:
  std::string V(const Value* v) {
    if (v->is_constant()) return types_.Constant(static_cast<const model::Constant*>(v));
    return static_cast<const Variable*>(v)->name();
  }

  void WriteBlock(Block* block, std::ostringstream& o) {
    o << label_[block] << ":;\n";
    if (block == graph_.returnblock()) {
      const Variable* result = block->inputargs[0];
      o << (IsVoid(result->concretetype) ? "  return;\n" : "  return " + V(result) + ";\n");
      return;
    }
    if (block == graph_.exceptblock()) {
      o << "  abort();  /* the exception transformer leaves no path here */\n";
      return;
    }
    if (WriteFusedCheck(block, o)) return;
    for (const SpaceOperation& op : block->operations) WriteOperation(op, o);
    if (block->exits.empty()) {
      o << "  abort();\n";
      return;
    }
    if (block->exitswitch == model::ExitSwitch::kNone) {
      WriteLink(block->exits[0], o, "  ");
      return;
    }
    if (block->exitswitch != model::ExitSwitch::kVariable)
      throw std::runtime_error("GenC: a block still switches on an exception in " + graph_.name());
    const Link* yes = nullptr;
    const Link* no = nullptr;
    for (const Link* link : block->exits) {
      bool truth = link->exitcase != nullptr && (link->exitcase->kind() == host::HostKind::kBool
                                                     ? link->exitcase->bool_value()
                                                     : link->exitcase->int_value() != 0);
      (truth ? yes : no) = link;
    }
    if (yes == nullptr || no == nullptr) {
      WriteLink(yes ? yes : no, o, "  ");
      return;
    }
    o << "  if (" << V(block->exitswitch_var) << ") {\n";
    WriteLink(yes, o, "    ");
    o << "  }\n";
    WriteLink(no, o, "  ");
  }

  // A frame-allocated range (lrange_new) or range iterator (lrange_iter_new, from a
  // range), or list iterator (NAME_iter_new): its storage in the C frame, filled in, and
  // the result pointing to it.
  void WriteFrameStorage(const SpaceOperation& op, std::ostringstream& o) {
    auto a = [&](size_t i) { return V(op.args.at(i)); };
    std::string r = op.result->name();
    std::string storage = r + "_frame";
    const std::string& f = *Callee(op);
    if (IsIteratorHelper(f) && IsListHelper(f)) {
      // NAME_iter_new -> a NAME_iter in the frame
      o << "  " << f.substr(0, f.size() - 4) << " " << storage << ";\n";
      o << "  " << storage << ".list = " << a(1) << "; " << storage << ".index = 0;\n";
    } else if (f == "rpy_str_iter_new" || f == "rpy_bytes_iter_new") {
      o << "  " << f.substr(0, f.size() - 4) << " " << storage << ";\n";
      o << "  " << storage << ".s = " << a(1) << "; " << storage << ".index = 0;\n";
    } else if (IsIteratorHelper(f)) {
      // a dict's or a set's: NAME_iter_init fills it as NAME_iter_new would
      std::string iter_type = f.substr(0, f.size() - 4);
      o << "  " << iter_type << " " << storage << ";\n";
      o << "  " << iter_type << "_init(&" << storage << ", " << a(1) << ");\n";
    } else if (IsCallTo(op, "lrange_iter_new")) {
      o << "  struct lrange_iter " << storage << ";\n";
      o << "  " << storage << ".next = " << a(1) << "->start; " << storage << ".stop = " << a(1)
        << "->stop; " << storage << ".step = " << a(1) << "->step;\n";
    } else {
      o << "  struct lrange " << storage << ";\n";
      o << "  " << storage << ".start = " << a(1) << "; " << storage << ".stop = " << a(2) << "; "
        << storage << ".step = " << a(3) << ";\n";
    }
    o << "  " << r << " = &" << storage << ";\n";
  }

  static const std::string* Callee(const SpaceOperation& op) {
    if (op.opname != "direct_call") return nullptr;
    return &static_cast<const model::Constant*>(op.args[0])->symbol;
  }
  static bool IsCallTo(const SpaceOperation& op, const std::string& symbol) {
    const std::string* callee = Callee(op);
    return callee != nullptr && *callee == symbol;
  }

  // The exception transformer's handler of exactly StopIteration entered by `raised`:
  // a block fetching the exception, a test of its class against StopIteration, a block
  // clearing it, then the except clause's code. Returns the link from the raising block
  // straight to that code (args renamed through the chain), or nothing when the chain
  // has another shape or the clause reads the exception. An iterator that only says
  // "exhausted" then needs neither the exception state nor its check.
  std::optional<Link> StopIterationHandler(const Link* raised) {
    // Values of the chain's blocks expressed in the raising block's variables; null for
    // the fetched exception (and what carries it), which the clause must not read.
    std::map<const Value*, Value*> env;
    std::set<const Value*> fetched;
    bool first = true;
    auto lookup = [&](Value* a, Value** out) {
      if (a->is_constant() || first) {
        *out = a;
        return true;
      }
      if (fetched.count(a)) {
        *out = nullptr;
        return true;
      }
      auto it = env.find(a);
      if (it == env.end()) return false;
      *out = it->second;
      return true;
    };
    auto bind = [&](const Block* target, const Link* link) {
      if (target->is_final() || target->inputargs.size() != link->args.size()) return false;
      std::map<const Value*, Value*> next;
      for (size_t i = 0; i < link->args.size(); ++i) {
        if (!lookup(link->args[i], &next[target->inputargs[i]])) return false;
      }
      env = std::move(next);
      first = false;
      return true;
    };
    const Block* fetch = raised->target;
    if (!bind(fetch, raised)) return std::nullopt;
    const auto& fops = fetch->operations;
    if (fops.size() < 2 || !IsCallTo(fops[0], "rpy_exc_fetch_type") ||
        !IsCallTo(fops[1], "rpy_exc_fetch_value"))
      return std::nullopt;
    fetched = {fops[0].result, fops[1].result};
    const Value* etype = fops[0].result;
    const Block* test = fetch;
    size_t at = 2;
    if (fops.size() == 2) {
      if (fetch->exitswitch != model::ExitSwitch::kNone || fetch->exits.size() != 1)
        return std::nullopt;
      const Link* into = fetch->exits[0];
      test = into->target;
      const Value* moved = nullptr;  // the class, as the test block receives it
      for (size_t i = 0; i < into->args.size() && i < test->inputargs.size(); ++i) {
        if (into->args[i] == etype) moved = test->inputargs[i];
      }
      if (moved == nullptr || !bind(test, into)) return std::nullopt;
      etype = moved;
      fetched.clear();
      at = 0;
    }
    const auto& tops = test->operations;
    if (tops.size() != at + 1 || !IsCallTo(tops[at], "rpy_vtable_issubclass") ||
        tops[at].args.size() != 3 || tops[at].args[1] != etype ||
        !tops[at].args[2]->is_constant() ||
        static_cast<const model::Constant*>(tops[at].args[2])->symbol !=
            "&rpy_vtable_builtins_StopIteration" ||
        test->exitswitch != model::ExitSwitch::kVariable || test->exitswitch_var != tops[at].result)
      return std::nullopt;
    if (at == 2) fetched.insert(tops[at].result);
    const Link* matched = nullptr;
    for (const Link* link : test->exits) {
      if (link->exitcase != nullptr && link->exitcase->kind() == host::HostKind::kBool &&
          link->exitcase->bool_value())
        matched = link;
    }
    if (matched == nullptr) return std::nullopt;
    // The clearing block may have been joined with the clause's code: enter it (clearing
    // an exception state that is already clear costs two stores).
    const Block* clear = matched->target;
    if (!bind(clear, matched) || clear->operations.empty() ||
        !IsCallTo(clear->operations[0], "rpy_clear_exception"))
      return std::nullopt;
    std::set<const Value*> used;
    for (const SpaceOperation& op : clear->operations) used.insert(op.args.begin(), op.args.end());
    used.insert(clear->exitswitch_var);
    for (const Link* link : clear->exits) used.insert(link->args.begin(), link->args.end());
    Link direct;
    direct.target = const_cast<Block*>(clear);
    for (Variable* param : clear->inputargs) {
      Value* v = env.at(param);
      if (v == nullptr) {
        if (used.count(param)) return std::nullopt;  // the clause reads the exception
        v = param;                                   // never read: WriteLink skips a move to itself
      }
      direct.args.push_back(v);
    }
    return direct;
  }

  // A call whose only possible exception is a condition the helper can report itself,
  // followed by the exception check (the block's last operation and switch): written as
  // one test of that condition. No exception is pending before a call, so "the state is
  // set after the call" equals "this call raised"; testing the helper's own condition
  // spares reloading rpy_exc_type after every list store (-fno-strict-aliasing makes gcc
  // assume the store may have changed it). An iterator's end caught by an `except
  // StopIteration` that ignores the exception jumps straight to the clause without
  // raising. Every other exception check gets __builtin_expect. Returns false when the
  // block does not end with an exception check.
  bool WriteFusedCheck(Block* block, std::ostringstream& o) {
    auto& ops = block->operations;
    if (block->exitswitch != model::ExitSwitch::kVariable || ops.size() < 2) return false;
    const SpaceOperation& check = ops.back();
    if (!IsCallTo(check, "rpy_exc_occurred") || check.result != block->exitswitch_var) return false;
    const Link* yes = nullptr;
    const Link* no = nullptr;
    for (const Link* link : block->exits) {
      if (link->exitcase == nullptr || link->exitcase->kind() != host::HostKind::kBool)
        return false;
      (link->exitcase->bool_value() ? yes : no) = link;
    }
    if (yes == nullptr || no == nullptr || block->exits.size() != 2) return false;
    // The GC transform's reload or collect point may sit between the call and the check:
    // it is written on both paths, after the call.
    const SpaceOperation* gc_after = nullptr;
    if (ops[ops.size() - 2].opname == "gc_pop_roots" ||
        ops[ops.size() - 2].opname == "gc_collect_point") {
      if (ops.size() < 3) return false;
      gc_after = &ops[ops.size() - 2];
    }
    size_t call_index = ops.size() - (gc_after ? 3 : 2);
    for (size_t i = 0; i < call_index; ++i) WriteOperation(ops[i], o);
    const SpaceOperation& call = ops[call_index];
    const std::string* callee = Callee(call);
    auto a = [&](size_t i) { return V(call.args.at(i)); };
    bool has_result = !IsVoid(call.result->concretetype);
    std::string r = call.result->name();
    std::string cond;
    std::optional<Link> bypass;
    if (callee != nullptr && (*callee == "lrange_iter_next" ||
                              (IsIteratorHelper(*callee) && callee->ends_with("_iter_next"))))
      bypass = StopIterationHandler(yes);
    // The `_ok` step of a dict or a set reports a size change as an end with the
    // exception set: the exception path is taken then, the loop's end otherwise.
    bool raised_first = false;
    if (call.opname == "stack_check") {
      // One comparison of the stack pointer with a global (runtime/rpy.h).
      cond = "rpy_stack_check_failed()";
    } else if (callee == nullptr) {
      // indirect calls and the like: the generic check
    } else if (frame_allocated_.count(&call) && *callee == "lrange_new") {
      WriteFrameStorage(call, o);
      cond = "(" + a(3) + " == 0 && (rpy_raise_builtin(rpy_cls_ValueError, " +
             "\"range() arg 3 must not be zero\"), 1))";
    } else if ((*callee == "lrange_iter_next" ||
                (IsStrIteratorHelper(*callee) && callee->ends_with("_iter_next"))) &&
               has_result && call.args.size() == 2) {
      // The end is reported, not raised, unless an except clause needs the exception.
      cond = "!" + *callee + "_ok(" + a(1) + ", &" + r + ")";
      if (!bypass) cond = "(" + cond + " && (rpy_raise_builtin(rpy_cls_StopIteration, NULL), 1))";
    } else if (IsContainerIteratorHelper(*callee) && callee->ends_with("_iter_next") &&
               has_result && bypass && call.args.size() == 2) {
      cond = "!" + *callee + "_ok(" + a(1) + ", &" + r + ")";
      raised_first = IteratorStepMayFail(*callee);
    } else if (IsListHelper(*callee) &&
               (callee->ends_with("_getitem") || callee->ends_with("_getitem_nonneg")) &&
               has_result && call.args.size() == 3) {
      cond = "!" + *callee + "_ok(" + a(1) + ", " + a(2) + ", &" + r + ")";
    } else if (IsListHelper(*callee) &&
               (callee->ends_with("_setitem") || callee->ends_with("_setitem_nonneg")) &&
               !has_result && call.args.size() == 4 && !IsVoid(call.args[3]->concretetype)) {
      cond = "!" + *callee + "_ok(" + a(1) + ", " + a(2) + ", " + a(3) + ")";
    } else if ((*callee == "rpy_str_getitem" || *callee == "rpy_str_getitem_nonneg" ||
                IsCheckedArithmetic(*callee)) &&
               has_result && call.args.size() == 3) {
      cond = "!" + *callee + "_ok(" + a(1) + ", " + a(2) + ", &" + r + ")";
    }
    if (cond.empty()) {
      WriteOperation(call, o);
      cond = "rpy_exc_occurred()";
      bypass.reset();
      if (gc_after) {
        WriteOperation(*gc_after, o);
        gc_after = nullptr;
      }
    }
    o << "  if (__builtin_expect(" << cond << ", 0)) {\n";
    if (gc_after) WriteOperation(*gc_after, o);
    if (raised_first && bypass) {
      o << "    if (rpy_exc_occurred()) {\n";
      WriteLink(yes, o, "      ");
      o << "    }\n";
    }
    WriteLink(bypass ? &*bypass : yes, o, "    ");
    o << "  }\n";
    if (gc_after) WriteOperation(*gc_after, o);
    WriteLink(no, o, "  ");
    return true;
  }

  void WriteLink(const Link* link, std::ostringstream& o, const std::string& indent) {
    const Block* target = link->target;
    struct Move {
      std::string dst, src;
      const lltype::Type* type;
      bool done = false;
    };
    std::vector<Move> moves;  // target <- source; the targets are distinct
    for (size_t i = 0; i < link->args.size() && i < target->inputargs.size(); ++i) {
      const Variable* param = target->inputargs[i];
      if (IsVoid(param->concretetype)) continue;
      std::string src = V(link->args[i]);
      if (src == param->name()) continue;
      moves.push_back({param->name(), std::move(src), param->concretetype});
    }
    // Most links carry a few values, none of them read by another move: written last
    // first, as the general case below writes moves that wait for nothing, without its
    // four hash maps per link (a tenth of GenC on big functions).
    if (moves.size() <= 16 && !AnyMoveReadsAnother(moves)) {
      for (auto m = moves.rbegin(); m != moves.rend(); ++m)
        o << indent << m->dst << " = " << m->src << ";\n";
      o << indent << "goto " << label_.at(target) << ";\n";
      return;
    }
    // A parallel assignment, written as a sequence of assignments without a block of its
    // own (gcc's C front-end pays for every compound statement of a huge function, see
    // Run): a move goes once no pending move reads its target; a cycle goes through a
    // temporary declared with the function's locals. Linear in the moves.
    std::unordered_map<std::string, size_t> by_dst;
    std::unordered_map<std::string, std::vector<size_t>> readers;  // source -> moves
    for (size_t i = 0; i < moves.size(); ++i) {
      by_dst[moves[i].dst] = i;
      readers[moves[i].src].push_back(i);
    }
    std::unordered_map<std::string, size_t> pending_reads;
    for (const Move& m : moves) ++pending_reads[m.src];
    std::vector<size_t> ready;
    for (size_t i = 0; i < moves.size(); ++i)
      if (!pending_reads.count(moves[i].dst)) ready.push_back(i);
    size_t left = moves.size();
    size_t scan = 0;  // moves before it are done or waiting in a cycle
    while (left > 0) {
      if (ready.empty()) {  // only cycles are left: break one at its first pending move
        while (moves[scan].done) ++scan;
        Move& m = moves[scan];
        std::string temp = CycleTemporary(m.type);
        o << indent << temp << " = " << m.dst << ";\n";
        for (size_t r : readers[m.dst]) moves[r].src = temp;
        pending_reads.erase(m.dst);
        ready.push_back(scan);
      }
      size_t i = ready.back();
      ready.pop_back();
      Move& m = moves[i];
      o << indent << m.dst << " = " << m.src << ";\n";
      m.done = true;
      --left;
      auto reads = pending_reads.find(m.src);
      if (reads != pending_reads.end() && --reads->second == 0) {
        pending_reads.erase(reads);
        auto waiting = by_dst.find(m.src);
        if (waiting != by_dst.end() && !moves[waiting->second].done)
          ready.push_back(waiting->second);
      }
    }
    o << indent << "goto " << label_.at(target) << ";\n";
  }

  // Whether some move's source is another move's target (quadratic: for a few moves).
  template <typename Move>
  static bool AnyMoveReadsAnother(const std::vector<Move>& moves) {
    for (const Move& reader : moves) {
      for (const Move& written : moves) {
        if (reader.src == written.dst) return true;
      }
    }
    return false;
  }

  // A temporary of type `type` for breaking a cycle of moves, declared with the locals.
  std::string CycleTemporary(const lltype::Type* type) {
    std::string name = "rpy_cycle" + std::to_string(cycle_temporaries_.size());
    cycle_temporaries_.push_back(types_.Declare(type, name));
    return name;
  }

  void WriteOperation(const SpaceOperation& op, std::ostringstream& o) {
    const std::string& n = op.opname;
    std::string r = IsVoid(op.result->concretetype) ? "" : op.result->name() + " = ";
    auto a = [&](size_t i) { return V(op.args.at(i)); };
    static const std::map<std::string, std::string> kBinary = {
        {"add", "+"},     {"sub", "-"}, {"mul", "*"}, {"floordiv", "/"}, {"mod", "%"},
        {"and", "&"},     {"or", "|"},  {"xor", "^"}, {"lshift", "<<"},  {"rshift", ">>"},
        {"truediv", "/"}, {"lt", "<"},  {"le", "<="}, {"eq", "=="},      {"ne", "!="},
        {"gt", ">"},      {"ge", ">="}};
    auto underscore = n.find('_');
    std::string family = underscore == std::string::npos ? "" : n.substr(0, underscore);
    std::string rest = underscore == std::string::npos ? "" : n.substr(underscore + 1);
    bool arithmetic_family = family == "int" || family == "uint" || family == "float" ||
                             family == "char" || family == "bool" || family == "unichar";
    if (arithmetic_family && kBinary.count(rest) && op.args.size() == 2) {
      o << "  " << r << a(0) << " " << kBinary.at(rest) << " " << a(1) << ";\n";
      return;
    }
    if (family == "int" && rest.ends_with("_nonbig")) {
      // An overflow where the exact value matters stops the program (the readable part
      // of the graph's name: the module and function, without "fn_" and the hash).
      std::string what = rest.substr(0, rest.size() - 7);
      std::string res = op.result->name();
      std::string check;
      if (what == "lshift") {
        check = "(" + a(1) + " < 0 || " + a(1) + " >= 64 || ((" + res +
                " = (long)((unsigned long)" + a(0) + " << " + a(1) + ")) >> " + a(1) +
                ") != " + a(0) + ")";
      } else {
        check = "__builtin_" + what + "_overflow(" + a(0) + ", " + a(1) + ", &" + res + ")";
      }
      o << "  if (__builtin_expect(" << check << ", 0)) rpy_fatal_int_overflow(\""
        << ReadableFunctionName(graph_.name()) << "\");\n";
      return;
    }
    if (arithmetic_family && rest.ends_with("_ovf")) {
      std::string what = rest.substr(0, rest.size() - 4);
      std::string res = op.result->name();
      std::string check;
      if (what == "add" || what == "sub" || what == "mul") {
        check = "__builtin_" + what + "_overflow(" + a(0) + ", " + a(1) + ", &" + res + ")";
      } else if (what == "neg") {
        check = "__builtin_sub_overflow(0L, " + a(0) + ", &" + res + ")";
      } else if (what == "abs") {
        check = "(" + a(0) + " < 0 ? __builtin_sub_overflow(0L, " + a(0) + ", &" + res + ") : (" +
                res + " = " + a(0) + ", 0))";
      } else if (what == "lshift") {
        check = "(" + a(1) + " < 0 || " + a(1) + " >= 64 || ((" + res +
                " = (long)((unsigned long)" + a(0) + " << " + a(1) + ")) >> " + a(1) +
                ") != " + a(0) + ")";
      } else {
        throw std::runtime_error("GenC: " + n);
      }
      o << "  if (" << check
        << ") rpy_raise_builtin(rpy_cls_OverflowError, \"integer overflow\");\n";
      return;
    }
    if (arithmetic_family && op.args.size() == 1) {
      if (rest == "neg") return void(o << "  " << r << "-" << a(0) << ";\n");
      if (rest == "invert") return void(o << "  " << r << "~" << a(0) << ";\n");
      if (rest == "not") return void(o << "  " << r << "!" << a(0) << ";\n");
      if (rest == "is_true") return void(o << "  " << r << "(" << a(0) << " != 0);\n");
      if (rest == "abs") {
        if (family == "float") return void(o << "  " << r << "fabs(" << a(0) << ");\n");
        return void(o << "  " << r << "(" << a(0) << " < 0 ? -" << a(0) << " : " << a(0) << ");\n");
      }
    }
    if (n.starts_with("cast_") || n == "same_as") {
      if (r.empty()) return;
      o << "  " << r << "(" << types_.Name(op.result->concretetype) << ")" << a(0) << ";\n";
      return;
    }
    if (n == "getfield") {
      o << "  " << r << a(0) << "->" << types_.FieldPath(op.args[0]->concretetype, FieldName(op, 1))
        << ";\n";
      return;
    }
    if (n == "setfield") {
      if (IsVoid(op.args[2]->concretetype)) return;
      if (gc_.counts_references()) {
        // Reference counting: the field's reference moves to the new value (rpy.h's
        // macro counts pointers into the heap only; other values are a plain store).
        o << "  RPY_RC_ASSIGN(" << a(0) << "->"
          << types_.FieldPath(op.args[0]->concretetype, FieldName(op, 1)) << ", " << a(2) << ");\n";
        return;
      }
      o << "  " << a(0) << "->" << types_.FieldPath(op.args[0]->concretetype, FieldName(op, 1))
        << " = " << a(2) << ";\n";
      return;
    }
    if (n == "malloc") {
      const lltype::Type* t = static_cast<const model::Constant*>(op.args[0])->type_value;
      std::string checked = propagates_memory_error_
                                ? gc_.AllocateChecked(types_.Name(t), types_.HoldsGcPointers(t))
                                : "";
      o << "  " << r << "(" << types_.Name(op.result->concretetype) << ")"
        << (checked.empty() ? gc_.Allocate(types_.Name(t), types_.HoldsGcPointers(t)) : checked)
        << ";\n";
      if (!checked.empty())
        o << "  if (__builtin_expect(" << op.result->name() << " == NULL, 0)) " << Propagation()
          << "\n";
      return;
    }
    if (n == "select") {
      o << "  " << r << "(" << a(0) << " ? " << a(1) << " : " << a(2) << ");\n";
      return;
    }
    if (n == "ptr_nonzero") return void(o << "  " << r << "(" << a(0) << " != NULL);\n");
    if (n == "ptr_iszero") return void(o << "  " << r << "(" << a(0) << " == NULL);\n");
    if (n == "ptr_eq" || n == "ptr_ne") {
      o << "  " << r << "((void *)" << a(0) << (n == "ptr_eq" ? " == " : " != ") << "(void *)"
        << a(1) << ");\n";
      return;
    }
    if (frame_allocated_.count(&op)) {
      if (IsCallTo(op, "lrange_new")) {
        o << "  if (" << a(3) << " == 0) rpy_raise_builtin(rpy_cls_ValueError, "
          << "\"range() arg 3 must not be zero\");\n";
      }
      WriteFrameStorage(op, o);
      return;
    }
    if (n == "direct_call" && IsCallTo(op, "rpy_clear_exception")) {
      // Two stores instead of a call: every except clause and loop exit runs it.
      o << "  rpy_exc_type = NULL;\n  rpy_exc_value = NULL;\n";
      return;
    }
    if (n == "stack_check") {
      // Not followed by its exception check (a MemoryError handler's region): the
      // check that follows finds the RecursionError.
      o << "  (void)rpy_stack_check_failed();\n";
      return;
    }
    if (n == "direct_call" || n == "indirect_call") {
      size_t end = op.args.size() - (n == "indirect_call" ? 1 : 0);
      std::string callee = n == "direct_call"
                               ? static_cast<const model::Constant*>(op.args[0])->symbol
                               : "(" + a(0) + ")";
      o << "  " << r << callee << "(";
      bool first = true;
      for (size_t i = 1; i < end; ++i) {
        if (IsVoid(op.args[i]->concretetype)) continue;
        o << (first ? "" : ", ") << a(i);
        first = false;
      }
      o << ");\n";
      if (inhibit_tail_calls_ && !IsExceptionPrimitive(op)) o << "  RPY_INHIBIT_TAIL_CALL();\n";
      return;
    }
    if (n == "gc_write_barrier") {
      // A frozen object is a static struct ("&symbol"): its fields are static roots,
      // scanned at every minor collection, and it has no header to flag.
      if (op.args[0]->is_constant()) {
        const std::string& symbol = static_cast<const model::Constant*>(op.args[0])->symbol;
        if (symbol.empty() || symbol[0] == '&') return;
      }
      o << "  RPY_GC_WRITE_BARRIER(" << V(op.args[0]) << ");\n";
      return;
    }
    if (n == "gc_push_roots") return WritePush(op, o, "  ");
    if (n == "gc_pop_roots") return WritePop(op, o, "  ");
    if (n == "gc_collect_point") {
      if (op.args.empty()) return void(o << "  RPY_GC_POLL();\n");
      o << "  if (__builtin_expect(rpy_gc_budget < 0, 0)) {\n";
      WritePush(op, o, "    ");
      o << "    rpy_gc_collect_point();\n";
      WritePop(op, o, "    ");
      // A collection that finds the live data past the heap limit raises MemoryError.
      if (propagates_memory_error_)
        o << "    if (__builtin_expect(rpy_exc_type != NULL, 0)) " << Propagation() << "\n";
      o << "  }\n";
      return;
    }
    if (n == "keepalive" || n == "debug_assert" || n == "catch_region") return;
    throw std::runtime_error("GenC cannot write the operation " + n + " in " + graph_.name());
  }

  // The shadow stack (runtime/gc/rpy_gc.h): the GC transform's roots of a call.
  void WritePush(const SpaceOperation& op, std::ostringstream& o, const std::string& indent) {
    for (size_t i = 0; i < op.args.size(); ++i)
      o << indent << "rpy_gc_root_top[" << i << "] = (void *)" << V(op.args[i]) << ";\n";
    o << indent << "rpy_gc_root_top += " << op.args.size() << ";\n";
  }
  void WritePop(const SpaceOperation& op, std::ostringstream& o, const std::string& indent) {
    o << indent << "rpy_gc_root_top -= " << op.args.size() << ";\n";
    for (size_t i = 0; i < op.args.size(); ++i) {
      o << indent << V(op.args[i]) << " = (" << types_.Name(op.args[i]->concretetype)
        << ")rpy_gc_root_top[" << i << "];\n";
    }
  }

  static std::string FieldName(const SpaceOperation& op, size_t i) {
    return static_cast<const model::Constant*>(op.args.at(i))->symbol;
  }

  CTypes& types_;
  const model::FunctionGraph& graph_;
  const transform::GcPolicy& gc_;
  bool propagates_memory_error_ = false;
  bool inhibit_tail_calls_ = false;
  std::map<const Block*, std::string> label_;
  std::set<const SpaceOperation*> frame_allocated_;
  std::ostringstream out_;
  std::vector<std::string> cycle_temporaries_;  // declarations
};

}  // namespace

std::string FunctionSignature(CTypes& types, const model::FunctionGraph& graph,
                              const std::string& name) {
  std::string s = types.Name(graph.returnblock()->inputargs[0]->concretetype) + " " + name + "(";
  bool first = true;
  for (const Variable* v : graph.startblock()->inputargs) {
    if (IsVoid(v->concretetype)) continue;
    s += (first ? "" : ", ") + types.Declare(v->concretetype, v->name());
    first = false;
  }
  return s + (first ? "void)" : ")");
}

std::string WriteFunction(CTypes& types, const model::FunctionGraph& graph, const std::string& name,
                          const transform::GcPolicy& gc) {
  model::PublishFunction(name, "GenC");
  return Writer(types, graph, gc).Run(name);
}

}  // namespace rtfarm::genc
