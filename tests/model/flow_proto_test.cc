#include "passes/model/flow_proto.h"

#include <gtest/gtest.h>

#include <bit>
#include <climits>
#include <cmath>
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "passes/host/host_builder.h"
#include "passes/model/checkgraph.h"
#include "tests/model/test_graphs.h"

namespace rtfarm::model {
namespace {

using host::HostKind;
using host::HostObject;
using testing::TestConstants;

struct Graphs {
  TestConstants constants;
  std::vector<std::unique_ptr<FunctionGraph>> owned;

  Graphs() {
    owned.push_back(testing::StraightLineGraph(constants));
    owned.push_back(testing::DiamondGraph(constants));
    owned.push_back(testing::LoopGraph(constants));
    owned.push_back(testing::ExceptionGraph(constants));
  }
  std::vector<const FunctionGraph*> all() const {
    std::vector<const FunctionGraph*> graphs;
    for (const auto& graph : owned) graphs.push_back(graph.get());
    return graphs;
  }
  const FunctionGraph& straight() const { return *owned[0]; }
  const FunctionGraph& diamond() const { return *owned[1]; }
  const FunctionGraph& loop() const { return *owned[2]; }
  const FunctionGraph& guarded() const { return *owned[3]; }
};

std::string Join(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += line + "\n";
  return out;
}

// Every variable in visit order, as "number:hint", for checking numbers and hints.
std::vector<std::string> VariableListing(const FunctionGraph& graph) {
  std::vector<std::string> out;
  auto add = [&](const Value* value) {
    if (value != nullptr && !value->is_constant()) {
      auto* var = static_cast<const Variable*>(value);
      out.push_back(std::to_string(var->number()) + ":" + var->hint());
    }
  };
  std::vector<Block*> blocks = graph.Blocks();
  blocks.push_back(graph.returnblock());
  blocks.push_back(graph.exceptblock());
  for (const Block* block : blocks) {
    for (const Variable* var : block->inputargs) add(var);
    for (const SpaceOperation& op : block->operations) {
      for (const Value* arg : op.args) add(arg);
      add(op.result);
    }
    add(block->exitswitch_var);
    for (const Link* link : block->exits) {
      add(link->last_exception);
      add(link->last_exc_value);
      for (const Value* arg : link->args) add(arg);
    }
  }
  return out;
}

const HostObject* FindConstantArg(const FunctionGraph& graph, const std::string& key) {
  for (const Block* block : graph.Blocks()) {
    for (const SpaceOperation& op : block->operations) {
      for (const Value* arg : op.args) {
        if (arg->is_constant() && static_cast<const Constant*>(arg)->object()->key() == key) {
          return static_cast<const Constant*>(arg)->object();
        }
      }
    }
  }
  return nullptr;
}

TEST(FlowProtoTest, TestGraphsAreWellFormed) {
  Graphs graphs;
  for (const FunctionGraph* graph : graphs.all()) {
    EXPECT_EQ(Join(CheckGraph(*graph)), "") << graph->name();
  }
}

TEST(FlowProtoTest, EachGraphRoundTripsThroughBytes) {
  Graphs graphs;
  for (const FunctionGraph* graph : graphs.all()) {
    SCOPED_TRACE(graph->name());
    std::string bytes = SerializeBundle(EncodeGraph(*graph));
    proto::FlowGraphBundle parsed;
    ASSERT_TRUE(parsed.ParseFromString(bytes));
    DecodedGraphs decoded = DecodeGraph(parsed);
    ASSERT_EQ(decoded.graphs.size(), 1u);
    const FunctionGraph& copy = *decoded.graphs[0];
    std::string why;
    EXPECT_TRUE(GraphsStructurallyEqual(*graph, copy, &why)) << why;
    EXPECT_EQ(why, "");
    EXPECT_EQ(Join(CheckGraph(copy)), "");
    EXPECT_EQ(VariableListing(*graph), VariableListing(copy));
    EXPECT_EQ(copy.argnames, graph->argnames);
    // Decoding loses nothing the wire carries: encoding the copy gives the same bytes.
    EXPECT_EQ(SerializeBundle(EncodeGraph(copy)), bytes);
  }
}

TEST(FlowProtoTest, BundleRoundTripsAndSharesOneConstantTable) {
  Graphs graphs;
  proto::FlowGraphBundle bundle = EncodeGraphs(graphs.all());
  ASSERT_EQ(bundle.graphs_size(), 4);
  int separate = 0;
  for (const FunctionGraph* graph : graphs.all()) separate += EncodeGraph(*graph).values_size();
  EXPECT_LT(bundle.values_size(), separate);
  int int_zero = 0;
  int object_class = 0;
  for (const proto::HostValue& value : bundle.values()) {
    int_zero += value.key() == "int:0";
    object_class += value.key() == "object";
  }
  EXPECT_EQ(int_zero, 1);  // used by the straight-line graph (ORIGIN.x), diamond and loop
  EXPECT_EQ(object_class, 1);

  DecodedGraphs decoded = DecodeGraphsFromBytes(SerializeBundle(bundle));
  ASSERT_EQ(decoded.graphs.size(), 4u);
  EXPECT_EQ(decoded.values.size(), static_cast<size_t>(bundle.values_size()));
  for (size_t i = 0; i < 4; ++i) {
    std::string why;
    EXPECT_TRUE(GraphsStructurallyEqual(*graphs.all()[i], *decoded.graphs[i], &why)) << why;
  }
  // The decoded graphs share the decoded constants as the originals shared theirs.
  const HostObject* zero_in_diamond = FindConstantArg(*decoded.graphs[1], "int:0");
  const HostObject* zero_in_origin =
      FindConstantArg(*decoded.graphs[0], "mod.ORIGIN")->attrs()[1].second;
  EXPECT_EQ(zero_in_diamond, zero_in_origin);
}

TEST(FlowProtoTest, EncodingIsDeterministic) {
  Graphs graphs;
  proto::FlowGraphBundle first = EncodeGraphs(graphs.all());
  proto::FlowGraphBundle second = EncodeGraphs(graphs.all());
  EXPECT_EQ(first.SerializeAsString(), second.SerializeAsString());
  EXPECT_EQ(SerializeBundle(first), SerializeBundle(second));
  EXPECT_EQ(SerializeBundle(first), first.SerializeAsString());
  // Graphs built again, at other addresses, encode to the same bytes.
  Graphs again;
  EXPECT_EQ(SerializeBundle(EncodeGraphs(again.all())), SerializeBundle(first));
}

TEST(FlowProtoTest, ConstantTableIsInOrderOfFirstAppearance) {
  Graphs graphs;
  proto::FlowGraphBundle bundle = EncodeGraph(graphs.straight());
  std::vector<std::string> keys;
  for (const proto::HostValue& value : bundle.values()) keys.push_back(value.key());
  // mul's 2, add's "!", getattr's ORIGIN and, depth first, everything ORIGIN reaches:
  // its class Point (bases: object; attrs: move -> code -> consts, module, defaults,
  // closure), then ORIGIN.x; then getattr's "self".
  std::vector<std::string> expected = {"int:2",
                                       "str:'!'",
                                       "mod.ORIGIN",
                                       "Point",
                                       "object",
                                       "mod.Point.move",
                                       "mod.Point.move.__code__",
                                       "None",
                                       "int:1",
                                       "mod",
                                       "mod.Point.move.__defaults__",
                                       "int:3",
                                       "int:0",
                                       "str:'self'",
                                       "tuple:('a', 1, None)",
                                       "str:'a'"};
  ASSERT_GE(keys.size(), expected.size());
  EXPECT_EQ(std::vector<std::string>(keys.begin(), keys.begin() + expected.size()), expected);
}

TEST(FlowProtoTest, CyclicConstantsSurvive) {
  Graphs graphs;
  DecodedGraphs decoded = DecodeGraphsFromBytes(SerializeBundle(EncodeGraph(graphs.straight())));
  const HostObject* origin = FindConstantArg(*decoded.graphs[0], "mod.ORIGIN");
  ASSERT_NE(origin, nullptr);
  EXPECT_NE(origin, graphs.constants.origin());
  EXPECT_EQ(origin->kind(), HostKind::kInstance);
  ASSERT_EQ(origin->attrs().size(), 2u);
  EXPECT_EQ(origin->attrs()[0].first, "self");
  EXPECT_EQ(origin->attrs()[0].second, origin);
  EXPECT_EQ(origin->attrs()[1].second->int_value(), 0);

  const HostObject* point = origin->type();
  ASSERT_NE(point, nullptr);
  EXPECT_EQ(point->key(), "Point");
  EXPECT_EQ(point->module_name(), "mod");
  ASSERT_EQ(point->mro().size(), 2u);
  EXPECT_EQ(point->mro()[0], point);
  EXPECT_EQ(point->mro()[1]->key(), "object");
  EXPECT_EQ(point->items().size(), 1u);
  EXPECT_EQ(point->items()[0], point->mro()[1]);
  EXPECT_EQ(point->LookupClassAttr("origin"), origin);

  const HostObject* method = point->LookupClassAttr("move");
  ASSERT_NE(method, nullptr);
  EXPECT_EQ(method->kind(), HostKind::kFunction);
  EXPECT_EQ(method->qualname(), "Point.move");
  EXPECT_EQ(method->text(), "move");
  ASSERT_NE(method->defaults(), nullptr);
  EXPECT_EQ(method->defaults()->items()[0], origin);
  EXPECT_EQ(method->kwdefaults(), nullptr);
  ASSERT_EQ(method->closure().size(), 2u);
  EXPECT_EQ(method->closure()[0], nullptr);
  EXPECT_EQ(method->closure()[1]->int_value(), 3);
  ASSERT_NE(method->module(), nullptr);
  EXPECT_EQ(method->module()->kind(), HostKind::kModule);

  const HostObject* code = method->code_object();
  ASSERT_NE(code, nullptr);
  ASSERT_NE(code->code(), nullptr);
  const host::CodeInfo& info = *code->code();
  const host::CodeInfo& original = *graphs.constants.method()->code_object()->code();
  EXPECT_EQ(info.name, original.name);
  EXPECT_EQ(info.qualname, original.qualname);
  EXPECT_EQ(info.filename, original.filename);
  EXPECT_EQ(info.firstlineno, original.firstlineno);
  EXPECT_EQ(info.argcount, original.argcount);
  EXPECT_EQ(info.flags, original.flags);
  EXPECT_EQ(info.stacksize, original.stacksize);
  EXPECT_EQ(info.code, original.code);
  EXPECT_EQ(info.linetable, original.linetable);
  EXPECT_EQ(info.names, original.names);
  EXPECT_EQ(info.varnames, original.varnames);
  ASSERT_EQ(info.consts.size(), 2u);
  EXPECT_EQ(info.consts[0]->kind(), HostKind::kNone);
  EXPECT_EQ(info.consts[1]->int_value(), 1);
}

TEST(FlowProtoTest, PrimitivePayloadsSurviveBitForBit) {
  Graphs graphs;
  DecodedGraphs decoded = DecodeGraphsFromBytes(SerializeBundle(EncodeGraph(graphs.straight())));
  const HostObject* minus_zero = FindConstantArg(*decoded.graphs[0], "float:-0.0");
  ASSERT_NE(minus_zero, nullptr);
  EXPECT_TRUE(std::signbit(minus_zero->float_value()));
  const HostObject* nan = FindConstantArg(*decoded.graphs[0], "float:nan");
  ASSERT_NE(nan, nullptr);
  EXPECT_EQ(
      std::bit_cast<uint64_t>(nan->float_value()),
      std::bit_cast<uint64_t>(FindConstantArg(graphs.straight(), "float:nan")->float_value()));
  const HostObject* raw = FindConstantArg(*decoded.graphs[0], "bytes:\xff\xfe");
  ASSERT_NE(raw, nullptr);
  EXPECT_EQ(raw->text(), std::string("\xff\x00\xfe", 3));
  EXPECT_EQ(raw->kind(), HostKind::kBytes);
}

TEST(FlowProtoTest, ExceptionLinksKeepTheirVariables) {
  Graphs graphs;
  DecodedGraphs decoded = DecodeGraphsFromBytes(SerializeBundle(EncodeGraph(graphs.guarded())));
  const FunctionGraph& copy = *decoded.graphs[0];
  const Block* start = copy.startblock();
  EXPECT_EQ(start->exitswitch, ExitSwitch::kLastException);
  ASSERT_EQ(start->exits.size(), 3u);
  EXPECT_EQ(start->exits[0]->exitcase, nullptr);
  EXPECT_EQ(start->exits[0]->target, copy.returnblock());
  const Link* caught = start->exits[1];
  ASSERT_NE(caught->exitcase, nullptr);
  EXPECT_EQ(caught->exitcase->key(), "ZeroDivisionError");
  EXPECT_EQ(caught->exitcase->mro().size(), 5u);
  ASSERT_NE(caught->last_exception, nullptr);
  ASSERT_NE(caught->last_exc_value, nullptr);
  EXPECT_EQ(caught->last_exception->hint(), "last_exception");
  ASSERT_EQ(caught->args.size(), 2u);
  EXPECT_EQ(caught->args[0], caught->last_exception);
  EXPECT_EQ(caught->args[1], caught->last_exc_value);
  EXPECT_EQ(start->exits[2]->target, copy.exceptblock());
  EXPECT_TRUE(caught->exitcase->IsSubclassOf(start->exits[2]->exitcase));
}

TEST(FlowProtoTest, UnreachableFinalBlocksAreKept) {
  Graphs graphs;
  // The straight-line graph never raises: its exceptblock is not in Blocks().
  proto::FlowGraphBundle bundle = EncodeGraph(graphs.straight());
  const proto::FlowGraph& wire = bundle.graphs(0);
  EXPECT_EQ(wire.blocks_size(), 3);
  EXPECT_EQ(wire.startblock(), 0);
  EXPECT_EQ(wire.returnblock(), 1);
  EXPECT_EQ(wire.exceptblock(), 2);
  DecodedGraphs decoded = DecodeGraph(bundle);
  EXPECT_EQ(decoded.graphs[0]->exceptblock()->inputargs.size(), 2u);
  EXPECT_EQ(decoded.graphs[0]->exceptblock()->inputargs[0]->hint(), "etype");
}

// --- GraphsStructurallyEqual ---

class StructuralEqualityTest : public ::testing::Test {
 protected:
  std::string Difference(const std::function<void(FunctionGraph&)>& mutate) {
    std::unique_ptr<FunctionGraph> a = testing::LoopGraph(c_);
    std::unique_ptr<FunctionGraph> b = testing::LoopGraph(c_);
    mutate(*b);
    std::string why;
    bool equal = GraphsStructurallyEqual(*a, *b, &why);
    EXPECT_EQ(equal, why.empty());
    return why;
  }
  // The loop graph's blocks in Blocks() order: start, header, body, returnblock.
  static Block* BlockAt(FunctionGraph& g, size_t i) { return g.Blocks().at(i); }

  TestConstants c_;
};

TEST_F(StructuralEqualityTest, EqualGraphs) {
  EXPECT_EQ(Difference([](FunctionGraph&) {}), "");
  std::unique_ptr<FunctionGraph> loop = testing::LoopGraph(c_);
  EXPECT_TRUE(GraphsStructurallyEqual(*loop, *loop, nullptr));
}

TEST_F(StructuralEqualityTest, VariableNumbersAndHintsDoNotMatter) {
  EXPECT_EQ(Difference([](FunctionGraph& g) {
              g.NewVariable("padding");
              BlockAt(g, 2)->inputargs[0]->set_hint("renamed");
            }),
            "");
}

TEST_F(StructuralEqualityTest, Opname) {
  EXPECT_EQ(
      Difference([](FunctionGraph& g) { BlockAt(g, 2)->operations[1].opname = "inplace_sub"; }),
      "block 2: operation 1: opname 'inplace_add' vs 'inplace_sub'");
}

TEST_F(StructuralEqualityTest, ConstantArgument) {
  EXPECT_EQ(Difference([this](FunctionGraph& g) {
              BlockAt(g, 2)->operations[1].args[1] = g.NewConstant(c_.Int(2));
            }),
            "block 2: operation 1 (inplace_add): argument 1: constant int:1 vs constant int:2");
}

TEST_F(StructuralEqualityTest, VariableBijection) {
  // acc += i  becomes  acc += acc: the second argument no longer matches.
  std::string why = Difference([](FunctionGraph& g) {
    SpaceOperation& op = BlockAt(g, 2)->operations[0];
    op.args[1] = op.args[0];
  });
  EXPECT_EQ(why.rfind("block 2: operation 0 (inplace_add): argument 1: variable ", 0), 0u) << why;
  EXPECT_NE(why.find("already matched"), std::string::npos) << why;
}

TEST_F(StructuralEqualityTest, LinkArguments) {
  std::string why = Difference([](FunctionGraph& g) {
    Link* back = BlockAt(g, 2)->exits[0];
    std::swap(back->args[0], back->args[2]);
  });
  EXPECT_EQ(why.rfind("block 2: exit 0: link argument 0: variable ", 0), 0u) << why;
}

TEST_F(StructuralEqualityTest, Exitcase) {
  EXPECT_EQ(Difference([this](FunctionGraph& g) { BlockAt(g, 1)->exits[1]->exitcase = c_.Int(0); }),
            "block 1: exit 1: exitcases differ: bool:False vs int:0");
}

TEST_F(StructuralEqualityTest, Position) {
  EXPECT_EQ(Difference([](FunctionGraph& g) { BlockAt(g, 1)->operations[0].position.line = 99; }),
            "block 1: operation 0 (lt): position mod.py:22@6 vs mod.py:99@6");
}

TEST_F(StructuralEqualityTest, ShapeOfTheGraph) {
  EXPECT_EQ(Difference([](FunctionGraph& g) {
              Block* header = BlockAt(g, 1);
              header->exits[1]->target = header;
            }),
            "block 1: exit 1: targets differ: block 3 vs block 1");
  EXPECT_EQ(Difference([](FunctionGraph& g) { BlockAt(g, 1)->exitswitch = ExitSwitch::kNone; }),
            "block 1: exitswitch kinds differ: 1 vs 0");
  EXPECT_EQ(Difference([](FunctionGraph& g) { BlockAt(g, 2)->operations.pop_back(); }),
            "block 2: operation counts differ: 2 vs 1");
  EXPECT_EQ(Difference([](FunctionGraph& g) { g.argnames.push_back("extra"); }), "argnames differ");
}

TEST_F(StructuralEqualityTest, DifferentGraphs) {
  std::unique_ptr<FunctionGraph> loop = testing::LoopGraph(c_);
  std::unique_ptr<FunctionGraph> guarded = testing::ExceptionGraph(c_);
  std::string why;
  EXPECT_FALSE(GraphsStructurallyEqual(*loop, *guarded, &why));
  EXPECT_EQ(why, "names differ: 'mod.loop' vs 'mod.guarded'");
}

TEST(ConstantsEqualTest, ComparesKindKeyAndPayload) {
  TestConstants c;
  auto make = [&](HostKind kind, const std::string& key, double f) {
    HostObject* o = c.Add(host::HostBuilder::Make(kind, key));
    host::HostBuilder::SetFloat(o, f);
    return o;
  };
  EXPECT_TRUE(ConstantsEqual(nullptr, nullptr));
  EXPECT_FALSE(ConstantsEqual(c.Int(1), nullptr));
  EXPECT_TRUE(ConstantsEqual(make(HostKind::kFloat, "f", std::nan("")),
                             make(HostKind::kFloat, "f", std::nan(""))));
  EXPECT_FALSE(ConstantsEqual(make(HostKind::kFloat, "f", 0.0), make(HostKind::kFloat, "f", -0.0)));
  EXPECT_FALSE(ConstantsEqual(make(HostKind::kFloat, "f", 0.0), make(HostKind::kInt, "f", 0.0)));
  EXPECT_FALSE(ConstantsEqual(make(HostKind::kFloat, "f", 0.0), make(HostKind::kFloat, "g", 0.0)));
}

// --- Malformed messages ---

class DecodeErrorTest : public ::testing::Test {
 protected:
  // The loop and exception graphs in one bundle, mutated, must be refused with `message`.
  void ExpectRefused(const std::function<void(proto::FlowGraphBundle&)>& mutate,
                     const std::string& message, DecodeOptions options = {}) {
    proto::FlowGraphBundle bundle = Bundle();
    mutate(bundle);
    try {
      DecodeGraphs(bundle, options);
      ADD_FAILURE() << "decoded; expected: " << message;
    } catch (const FlowProtoError& e) {
      EXPECT_NE(std::string(e.what()).find(message), std::string::npos)
          << "error: " << e.what() << "\nexpected: " << message;
    }
  }

  proto::FlowGraphBundle Bundle() { return EncodeGraphs({&loop(), &guarded()}); }
  const FunctionGraph& loop() { return graphs_.loop(); }
  const FunctionGraph& guarded() { return graphs_.guarded(); }
  static proto::FlowGraph& Loop(proto::FlowGraphBundle& b) { return *b.mutable_graphs(0); }
  static proto::FlowGraph& Guarded(proto::FlowGraphBundle& b) { return *b.mutable_graphs(1); }

  Graphs graphs_;
};

TEST_F(DecodeErrorTest, TheUnmutatedBundleDecodes) {
  DecodedGraphs decoded = DecodeGraphs(
      Bundle(), DecodeOptions{.check_graphs = true, .check_options = {.flow_level = true}});
  EXPECT_EQ(decoded.graphs.size(), 2u);
}

TEST_F(DecodeErrorTest, Values) {
  ExpectRefused([](auto& b) { b.mutable_values(0)->set_kind(proto::HOST_KIND_UNSPECIFIED); },
                "value 0 (int:0): invalid kind 0");
  ExpectRefused([](auto& b) { b.mutable_values(0)->set_kind(static_cast<proto::HostKind>(99)); },
                "value 0 (int:0): invalid kind 99");
  ExpectRefused([](auto& b) { b.mutable_values(0)->add_items(9999); },
                "value 0 (int:0): item refers to value 9999, but the table has");
  ExpectRefused([](auto& b) { b.mutable_values(1)->set_type(-2); },
                "value 1 (bool:True): type refers to value -2");
  ExpectRefused([](auto& b) { b.mutable_values(1)->add_closure(-5); },
                "closure cell refers to value -5");
  ExpectRefused([](auto& b) { b.mutable_values(1)->add_mro(-1); }, "mro entry refers to value -1");
  ExpectRefused(
      [](auto& b) {
        proto::HostAttr* attr = b.mutable_values(1)->add_attrs();
        attr->set_name("x");
        attr->set_value(100000);
      },
      "attribute value refers to value 100000");
  ExpectRefused([](auto& b) { b.mutable_values(1)->mutable_code()->add_consts(-1); },
                "code const refers to value -1");
}

TEST_F(DecodeErrorTest, Variables) {
  ExpectRefused([](auto& b) { Loop(b).mutable_variables()->SwapElements(3, 4); },
                "graph 0 (mod.loop): variable 4 is numbered 3, not above the previous one (4)");
  ExpectRefused([](auto& b) { Loop(b).add_variables()->set_number(INT_MAX); },
                "variable number 2147483647 is too large");
  ExpectRefused([](auto& b) { Loop(b).mutable_variables(0)->set_number(-3); },
                "variable 0 is numbered -3, not above the previous one (-1)");
  ExpectRefused(
      [](auto& b) { Loop(b).mutable_blocks(1)->mutable_operations(0)->set_result(999); },
      "graph 0 (mod.loop): block 1: operation 0 (lt): result: variable v999 is not declared");
  ExpectRefused([](auto& b) { Loop(b).mutable_blocks(0)->set_inputargs(0, -7); },
                "block 0: inputargs: variable v-7 is not declared");
  ExpectRefused([](auto& b) { Guarded(b).mutable_links(1)->set_last_exception(12345); },
                "graph 1 (mod.guarded): link 1: last_exception: variable v12345 is not declared");
}

TEST_F(DecodeErrorTest, Arguments) {
  ExpectRefused(
      [](auto& b) { Loop(b).mutable_blocks(1)->mutable_operations(0)->mutable_args(0)->Clear(); },
      "block 1: operation 0 (lt): argument 0: argument is neither a variable nor a constant");
  ExpectRefused(
      [](auto& b) {
        Loop(b).mutable_blocks(1)->mutable_operations(0)->mutable_args(1)->set_constant(12345);
      },
      "block 1: operation 0 (lt): argument 1: constant 12345 is not in the table of");
  ExpectRefused([](auto& b) { Loop(b).mutable_links(0)->mutable_args(0)->set_constant(-1); },
                "link 0: argument 0: constant -1 is not in the table");
}

TEST_F(DecodeErrorTest, Blocks) {
  ExpectRefused([](auto& b) { Loop(b).clear_blocks(); }, "graph 0 (mod.loop): no blocks");
  ExpectRefused([](auto& b) { Loop(b).set_startblock(50); },
                "startblock 50 is not one of the 5 blocks");
  ExpectRefused([](auto& b) { Loop(b).set_returnblock(-1); }, "returnblock -1 is not one of");
  ExpectRefused([](auto& b) { Loop(b).set_exceptblock(Loop(b).returnblock()); },
                "returnblock and exceptblock are both block 3");
  ExpectRefused([](auto& b) { Loop(b).add_blocks(); },
                "block 5 is not reachable from the startblock");
  ExpectRefused([](auto& b) { Loop(b).set_startblock(1); }, "block 0 is not in Blocks() order");
  ExpectRefused(
      [](auto& b) {
        Loop(b).mutable_blocks(1)->set_exitswitch(static_cast<proto::ExitSwitchKind>(7));
      },
      "block 1: invalid exitswitch kind 7");
  ExpectRefused([](auto& b) { Loop(b).mutable_blocks(1)->set_exitswitch_var(-1); },
                "block 1: variable switch without a variable");
}

TEST_F(DecodeErrorTest, Links) {
  ExpectRefused([](auto& b) { Loop(b).mutable_blocks(1)->mutable_exits()->SwapElements(0, 1); },
                "block 1: exit 0 is link 2, expected link 1 (links are listed in exit order)");
  ExpectRefused([](auto& b) { Loop(b).mutable_blocks(1)->set_exits(0, 40); },
                "block 1: exit 0 is link 40, not one of the 4 links");
  ExpectRefused(
      [](auto& b) {
        proto::GraphLink* extra = Loop(b).add_links();
        extra->set_target(0);
      },
      "link 4 is no block's exit");
  ExpectRefused([](auto& b) { Loop(b).mutable_links(1)->set_prevblock(2); },
                "block 1: exit 0: link 1 has prevblock 2");
  ExpectRefused([](auto& b) { Loop(b).mutable_links(1)->set_target(77); },
                "link 1: target 77 is not one of the 5 blocks");
  ExpectRefused([](auto& b) { Loop(b).mutable_links(1)->set_exitcase(999); },
                "link 1: exitcase 999 is not in the table of");
}

TEST_F(DecodeErrorTest, CheckGraphViolations) {
  // The body's inplace_add uses the header's `i`: well-indexed, but not SSI.
  auto use_header_variable = [](proto::FlowGraphBundle& b) {
    int header_i = Loop(b).blocks(1).inputargs(0);
    Loop(b).mutable_blocks(2)->mutable_operations(0)->mutable_args(1)->set_variable(header_i);
  };
  ExpectRefused(use_header_variable,
                "graph 0 (mod.loop): checkgraph: mod.loop: block 2: v4 used in operation 0 "
                "(inplace_add) is not defined in this block");
  proto::FlowGraphBundle bundle = Bundle();
  use_header_variable(bundle);
  DecodedGraphs unchecked = DecodeGraphs(bundle, DecodeOptions{.check_graphs = false});
  EXPECT_EQ(CheckGraph(*unchecked.graphs[0]).size(), 1u);

  // Unknown operations are refused only when the caller asks for flow-level checks.
  auto rename = [](proto::FlowGraphBundle& b) {
    Loop(b).mutable_blocks(1)->mutable_operations(0)->set_opname("int_lt");
  };
  bundle = Bundle();
  rename(bundle);
  EXPECT_NO_THROW(DecodeGraphs(bundle));
  ExpectRefused(rename, "operation 0 (int_lt) is not a flow operation",
                DecodeOptions{.check_options = {.flow_level = true}});
}

TEST_F(DecodeErrorTest, BytesAndBundleShape) {
  try {
    DecodeGraphsFromBytes(std::string("\xff\xff\xff", 3));
    ADD_FAILURE() << "garbage decoded";
  } catch (const FlowProtoError& e) {
    EXPECT_STREQ(e.what(), "bytes of length 3 are not a FlowGraphBundle message");
  }
  try {
    DecodeGraph(Bundle());
    ADD_FAILURE() << "two graphs decoded as one";
  } catch (const FlowProtoError& e) {
    EXPECT_STREQ(e.what(), "expected a bundle of one graph, got 2");
  }
  EXPECT_EQ(DecodeGraphsFromBytes("").graphs.size(), 0u);
}

TEST_F(DecodeErrorTest, NamesInMessagesArePrintable) {
  ExpectRefused(
      [](auto& b) {
        Loop(b).set_name(std::string("bad\n\xff\0name", 10));
        Loop(b).set_startblock(50);
      },
      "graph 0 (bad\\x0a\\xff\\x00name): startblock 50");
}

// --- Encoding refusals ---

TEST(FlowProtoEncodeTest, RefusesMalformedGraphs) {
  TestConstants c;
  auto expect_refused = [](const FunctionGraph& graph, const std::string& message) {
    try {
      EncodeGraph(graph);
      ADD_FAILURE() << "encoded; expected: " << message;
    } catch (const FlowProtoError& e) {
      EXPECT_EQ(std::string(e.what()), message);
    }
  };
  {
    FunctionGraph g("nostart");
    expect_refused(g, "graph nostart: no startblock");
  }
  {
    std::unique_ptr<FunctionGraph> g = testing::LoopGraph(c);
    g->Blocks()[1]->operations[0].args[0] = nullptr;
    expect_refused(*g, "graph mod.loop: block 1: operation 0 (lt): null argument");
  }
  {
    std::unique_ptr<FunctionGraph> g = testing::LoopGraph(c);
    g->Blocks()[1]->operations[0].result = nullptr;
    expect_refused(*g, "graph mod.loop: block 1: operation 0 (lt): result: null variable");
  }
  {
    std::unique_ptr<FunctionGraph> g = testing::LoopGraph(c);
    g->Blocks()[1]->operations[0].args[0] = g->NewConstant(nullptr);
    expect_refused(*g, "graph mod.loop: block 1: operation 0 (lt): constant without a value");
  }
  {
    // A variable of another graph that happens to carry a number this graph uses.
    std::unique_ptr<FunctionGraph> g = testing::LoopGraph(c);
    std::unique_ptr<FunctionGraph> other = testing::LoopGraph(c);
    g->Blocks()[1]->operations[0].args[0] = other->Blocks()[1]->inputargs[1];
    expect_refused(*g,
                   "graph mod.loop: block 1: operation 0 (lt): two distinct variables are "
                   "numbered v5");
  }
  {
    std::unique_ptr<FunctionGraph> g = testing::LoopGraph(c);
    g->Blocks()[1]->exits[0]->prevblock = g->startblock();
    expect_refused(*g, "graph mod.loop: block 1: exit 0 has a wrong prevblock");
  }
  {
    std::unique_ptr<FunctionGraph> g = testing::LoopGraph(c);
    HostObject* broken = c.Add(host::HostBuilder::Make(HostKind::kTuple, "tuple:broken"));
    host::HostBuilder::SetItems(broken, {c.Int(1), nullptr});
    g->Blocks()[1]->operations[0].args[1] = g->NewConstant(broken);
    expect_refused(*g, "constant tuple:broken has a null item");
  }
}

TEST(FlowProtoEncodeTest, DeepConstantChainsNeedNoDeepRecursion) {
  TestConstants c;
  const HostObject* chain = c.Int(0);
  constexpr int kDepth = 200000;
  for (int i = 0; i < kDepth; ++i) {
    HostObject* link = c.Add(host::HostBuilder::Make(HostKind::kTuple, "t" + std::to_string(i)));
    host::HostBuilder::SetItems(link, {chain});
    chain = link;
  }
  std::unique_ptr<FunctionGraph> g = testing::LoopGraph(c);
  g->Blocks()[1]->operations[0].args[1] = g->NewConstant(chain);
  proto::FlowGraphBundle bundle = EncodeGraph(*g);
  EXPECT_GT(bundle.values_size(), kDepth);
  EXPECT_EQ(bundle.values(1).key(), "t" + std::to_string(kDepth - 1));
  DecodedGraphs decoded = DecodeGraph(bundle);
  std::string why;
  EXPECT_TRUE(GraphsStructurallyEqual(*g, *decoded.graphs[0], &why)) << why;
}

// --- Garbage never crashes the decoder ---

// Decodes `bytes`; a graph that comes out must be usable by every consumer.
// Returns whether it decoded.
bool DecodeAndExercise(std::string_view bytes, bool check) {
  try {
    DecodedGraphs decoded = DecodeGraphsFromBytes(bytes, DecodeOptions{.check_graphs = check});
    std::vector<const FunctionGraph*> graphs;
    for (const auto& graph : decoded.graphs) {
      graphs.push_back(graph.get());
      std::vector<std::string> errors = CheckGraph(*graph, CheckOptions{.flow_level = false});
      if (check) {
        EXPECT_EQ(Join(errors), "");
      }
      CheckGraph(*graph);
      std::string why;
      EXPECT_TRUE(GraphsStructurallyEqual(*graph, *graph, &why)) << why;
    }
    try {
      // Whatever decodes, checked or not, encodes again.
      proto::FlowGraphBundle again = EncodeGraphs(graphs);
      EXPECT_EQ(again.graphs_size(), static_cast<int>(graphs.size()));
    } catch (const FlowProtoError& e) {
      ADD_FAILURE() << "a decoded graph does not encode: " << e.what();
    }
    return true;
  } catch (const FlowProtoError&) {
    return false;
  } catch (const std::exception& e) {
    ADD_FAILURE() << "unexpected exception type: " << e.what();
    return false;
  }
}

TEST(FlowProtoFuzzTest, TruncationsAndByteFlipsNeverCrash) {
  Graphs graphs;
  const std::string bytes = SerializeBundle(EncodeGraphs(graphs.all()));
  int decoded = 0;
  int refused = 0;
  for (size_t length = 0; length < bytes.size(); ++length) {
    for (bool check : {true, false}) {
      (DecodeAndExercise(std::string_view(bytes).substr(0, length), check) ? decoded : refused)++;
    }
  }
  for (size_t i = 0; i < bytes.size(); ++i) {
    for (unsigned char mask : {0x01, 0x02, 0x10, 0x80, 0xff}) {
      std::string mutated = bytes;
      mutated[i] = static_cast<char>(static_cast<unsigned char>(mutated[i]) ^ mask);
      for (bool check : {true, false}) (DecodeAndExercise(mutated, check) ? decoded : refused)++;
    }
  }
  EXPECT_GT(decoded, 0);
  EXPECT_GT(refused, 0);
  RecordProperty("decoded", decoded);
  RecordProperty("refused", refused);
}

TEST(FlowProtoFuzzTest, RandomSplicesAndNoiseNeverCrash) {
  Graphs graphs;
  const std::string bytes = SerializeBundle(EncodeGraphs(graphs.all()));
  std::mt19937 random(12345);
  auto below = [&](size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(random); };
  for (int round = 0; round < 3000; ++round) {
    std::string mutated = bytes;
    switch (round % 4) {
      case 0: {  // several random bytes
        for (int k = 0; k < 4; ++k) mutated[below(mutated.size())] = static_cast<char>(below(256));
        break;
      }
      case 1: {  // a chunk copied elsewhere
        size_t from = below(mutated.size());
        size_t length = below(std::min<size_t>(64, mutated.size() - from) + 1);
        mutated.insert(below(mutated.size()), bytes.substr(from, length));
        break;
      }
      case 2: {  // a chunk removed
        size_t from = below(mutated.size());
        mutated.erase(from, below(std::min<size_t>(64, mutated.size() - from) + 1));
        break;
      }
      default: {  // pure noise
        mutated.resize(below(512));
        for (char& ch : mutated) ch = static_cast<char>(below(256));
      }
    }
    DecodeAndExercise(mutated, round % 2 == 0);
  }
}

// --- FunctionGraph::NewVariableNumbered ---

TEST(NewVariableNumberedTest, NumbersContinueAfterIt) {
  FunctionGraph g("f");
  EXPECT_EQ(g.variable_count(), 3);  // the final blocks' inputargs
  Variable* v = g.NewVariableNumbered(10, "x");
  EXPECT_EQ(v->number(), 10);
  EXPECT_EQ(v->hint(), "x");
  EXPECT_EQ(g.NewVariable()->number(), 11);
  EXPECT_EQ(g.NewVariableNumbered(12, "")->number(), 12);
  EXPECT_THROW(g.NewVariableNumbered(5, "taken"), std::invalid_argument);
  EXPECT_THROW(g.NewVariableNumbered(12, "taken"), std::invalid_argument);
  EXPECT_THROW(g.NewVariableNumbered(INT_MAX, "last"), std::invalid_argument);
  EXPECT_EQ(g.variable_count(), 13);
}

// --- Constant::number ---

TEST(ConstantNumberTest, NumberedInCreationOrderPerGraph) {
  FunctionGraph f("f"), g("g");
  EXPECT_EQ(f.constant_count(), 0);
  EXPECT_EQ(f.NewConstant(nullptr)->number(), 0);
  EXPECT_EQ(f.NewConstant(nullptr)->number(), 1);
  EXPECT_EQ(g.NewConstant(nullptr)->number(), 0);  // each graph counts its own
  EXPECT_EQ(f.constant_count(), 2);
  EXPECT_EQ(Constant(nullptr).number(), -1);  // made by no graph
}

}  // namespace
}  // namespace rtfarm::model
