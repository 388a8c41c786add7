#include "passes/model/graph_writers.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "passes/host/host_builder.h"
#include "passes/host/host_object.h"
#include "passes/model/flow_model.h"

namespace rtfarm::model {
namespace {

using host::HostBuilder;
using host::HostKind;
using host::HostObject;

// Owns the hand-made constants of a test.
class Constants {
 public:
  const HostObject* None() { return Keep(HostBuilder::Make(HostKind::kNone, "None")); }
  const HostObject* Bool(bool value) {
    auto o = HostBuilder::Make(HostKind::kBool, value ? "True" : "False");
    HostBuilder::SetBool(o.get(), value);
    return Keep(std::move(o));
  }
  const HostObject* Int(int64_t value) {
    auto o = HostBuilder::Make(HostKind::kInt, "int:" + std::to_string(value));
    HostBuilder::SetInt(o.get(), value);
    return Keep(std::move(o));
  }
  const HostObject* BigInt(const std::string& digits) {
    auto o = HostBuilder::Make(HostKind::kBigInt, "int:" + digits);
    HostBuilder::SetText(o.get(), digits);
    return Keep(std::move(o));
  }
  const HostObject* Float(double value) {
    auto o = HostBuilder::Make(HostKind::kFloat, "float");
    HostBuilder::SetFloat(o.get(), value);
    return Keep(std::move(o));
  }
  const HostObject* Str(const std::string& text) {
    auto o = HostBuilder::Make(HostKind::kStr, "str");
    HostBuilder::SetText(o.get(), text);
    return Keep(std::move(o));
  }
  const HostObject* Bytes(const std::string& data) {
    auto o = HostBuilder::Make(HostKind::kBytes, "bytes");
    HostBuilder::SetText(o.get(), data);
    return Keep(std::move(o));
  }
  const HostObject* Tuple(std::vector<const HostObject*> items) {
    auto o = HostBuilder::Make(HostKind::kTuple, "tuple");
    HostBuilder::SetItems(o.get(), std::move(items));
    return Keep(std::move(o));
  }
  const HostObject* Named(HostKind kind, const std::string& key, const std::string& text = "") {
    auto o = HostBuilder::Make(kind, key);
    HostBuilder::SetText(o.get(), text);
    return Keep(std::move(o));
  }
  const HostObject* Class(const std::string& key, const std::string& name) {
    return Named(HostKind::kClass, key, name);
  }

 private:
  const HostObject* Keep(std::unique_ptr<HostObject> object) {
    objects_.push_back(std::move(object));
    return objects_.back().get();
  }
  std::vector<std::unique_ptr<HostObject>> objects_;
};

void AddOp(Block* block, const std::string& opname, std::vector<Value*> args, Variable* result,
           int line) {
  SpaceOperation op;
  op.opname = opname;
  op.args = std::move(args);
  op.result = result;
  op.position = {"/home/user/project/mod.py", line, line * 2};
  block->operations.push_back(std::move(op));
}

class GraphWritersTest : public ::testing::Test {
 protected:
  // def add1(x): return x + 1
  std::unique_ptr<FunctionGraph> StraightLine() {
    auto g = std::make_unique<FunctionGraph>("mod.add1");
    g->argnames = {"x"};
    g->position = {"/home/user/project/mod.py", 1, -1};
    Variable* x = g->NewVariable("x");
    Block* start = g->NewBlock({x});
    g->set_startblock(start);
    Variable* r = g->NewVariable();
    AddOp(start, "add", {x, g->NewConstant(c_.Int(1))}, r, 2);
    start->exits = {g->NewLink(start, g->returnblock(), {r})};
    return g;
  }

  // def sign(x): return -x if x > 0 else x   (a bool-switch diamond)
  std::unique_ptr<FunctionGraph> Diamond() {
    auto g = std::make_unique<FunctionGraph>("mod.sign");
    g->argnames = {"x"};
    g->position = {"mod.py", 5, -1};
    Variable* x = g->NewVariable("x");
    Block* start = g->NewBlock({x});
    g->set_startblock(start);
    Variable* cmp = g->NewVariable();
    Variable* flag = g->NewVariable();
    AddOp(start, "gt", {x, g->NewConstant(c_.Int(0))}, cmp, 6);
    AddOp(start, "bool", {cmp}, flag, 6);
    Variable* x_false = g->NewVariable("x");
    Block* if_false = g->NewBlock({x_false});
    Variable* x_true = g->NewVariable("x");
    Block* if_true = g->NewBlock({x_true});
    Variable* joined = g->NewVariable("r");
    Block* join = g->NewBlock({joined});
    start->exitswitch = ExitSwitch::kVariable;
    start->exitswitch_var = flag;
    start->exits = {g->NewLink(start, if_false, {x}, c_.Bool(false)),
                    g->NewLink(start, if_true, {x}, c_.Bool(true))};
    Variable* negated = g->NewVariable();
    AddOp(if_true, "neg", {x_true}, negated, 6);
    if_true->exits = {g->NewLink(if_true, join, {negated})};
    if_false->exits = {g->NewLink(if_false, join, {x_false})};
    join->exits = {g->NewLink(join, g->returnblock(), {joined})};
    return g;
  }

  // def count(n): i = 0; while i < n: i += 1; return i
  std::unique_ptr<FunctionGraph> Loop() {
    auto g = std::make_unique<FunctionGraph>("mod.count");
    g->argnames = {"n"};
    Variable* n = g->NewVariable("n");
    Block* start = g->NewBlock({n});
    g->set_startblock(start);
    Variable* head_n = g->NewVariable("n");
    Variable* head_i = g->NewVariable("i");
    Block* head = g->NewBlock({head_n, head_i});
    start->exits = {g->NewLink(start, head, {n, g->NewConstant(c_.Int(0))})};
    Variable* less = g->NewVariable();
    AddOp(head, "lt", {head_i, head_n}, less, 3);
    Variable* body_n = g->NewVariable("n");
    Variable* body_i = g->NewVariable("i");
    Block* body = g->NewBlock({body_n, body_i});
    head->exitswitch = ExitSwitch::kVariable;
    head->exitswitch_var = less;
    head->exits = {g->NewLink(head, body, {head_n, head_i}, c_.Bool(true)),
                   g->NewLink(head, g->returnblock(), {head_i}, c_.Bool(false))};
    Variable* next = g->NewVariable("i");
    AddOp(body, "inplace_add", {body_i, g->NewConstant(c_.Int(1))}, next, 4);
    body->exits = {g->NewLink(body, head, {body_n, next})};
    return g;
  }

  // def lookup(d, k):
  //     try: return d[k]
  //     except KeyError: return 'missing'
  // (and a ValueError escaping to the caller)
  std::unique_ptr<FunctionGraph> Exceptions() {
    auto g = std::make_unique<FunctionGraph>("mod.lookup");
    g->argnames = {"d", "k"};
    g->position = {"mod.py", 10, -1};
    Variable* d = g->NewVariable("d");
    Variable* k = g->NewVariable("k");
    Block* start = g->NewBlock({d, k});
    g->set_startblock(start);
    Variable* item = g->NewVariable();
    AddOp(start, "getitem", {d, k}, item, 12);
    start->exitswitch = ExitSwitch::kLastException;
    Link* normal = g->NewLink(start, g->returnblock(), {item});
    Variable* handler_exc = g->NewVariable("e");
    Block* handler = g->NewBlock({handler_exc});
    Link* key_error = g->NewLink(start, handler, {}, c_.Class("builtins.KeyError", "KeyError"));
    key_error->last_exception = g->NewVariable();
    key_error->last_exc_value = g->NewVariable();
    key_error->args = {key_error->last_exc_value};
    Link* value_error =
        g->NewLink(start, g->exceptblock(), {}, c_.Class("builtins.ValueError", "ValueError"));
    value_error->last_exception = g->NewVariable();
    value_error->last_exc_value = g->NewVariable();
    value_error->args = {value_error->last_exception, value_error->last_exc_value};
    start->exits = {normal, key_error, value_error};
    handler->exits = {g->NewLink(handler, g->returnblock(), {g->NewConstant(c_.Str("missing"))})};
    return g;
  }

  Constants c_;
};

// ---------------------------------------------------------------------------------------
// FormatConstant.

TEST_F(GraphWritersTest, FormatsPrimitives) {
  EXPECT_EQ(FormatConstant(nullptr), "<null>");
  EXPECT_EQ(FormatConstant(c_.None()), "None");
  EXPECT_EQ(FormatConstant(c_.Bool(true)), "True");
  EXPECT_EQ(FormatConstant(c_.Bool(false)), "False");
  EXPECT_EQ(FormatConstant(c_.Int(0)), "0");
  EXPECT_EQ(FormatConstant(c_.Int(-42)), "-42");
  EXPECT_EQ(FormatConstant(c_.Int(std::numeric_limits<int64_t>::min())), "-9223372036854775808");
  EXPECT_EQ(FormatConstant(c_.BigInt("123456789012345678901234567890")),
            "123456789012345678901234567890");
  EXPECT_EQ(FormatConstant(c_.Named(HostKind::kEllipsis, "Ellipsis")), "Ellipsis");
}

TEST_F(GraphWritersTest, FormatsFloatsLikePythonRepr) {
  const std::vector<std::pair<double, std::string>> cases = {
      {1.0, "1.0"},
      {0.0, "0.0"},
      {-0.0, "-0.0"},
      {0.1, "0.1"},
      {2.5, "2.5"},
      {-123.456, "-123.456"},
      {1e15, "1000000000000000.0"},
      {1e16, "1e+16"},
      {1.5e16, "1.5e+16"},
      {1e22, "1e+22"},
      {1.5e300, "1.5e+300"},
      {0.0001, "0.0001"},
      {0.00001, "1e-05"},
      {1.25e-7, "1.25e-07"},
      {5e-324, "5e-324"},
      {1.0 / 3.0, "0.3333333333333333"},
      {123456789012345.6, "123456789012345.6"},
      {std::numeric_limits<double>::infinity(), "inf"},
      {-std::numeric_limits<double>::infinity(), "-inf"},
      {std::nan(""), "nan"},
  };
  for (const auto& [value, expected] : cases) {
    EXPECT_EQ(FormatConstant(c_.Float(value)), expected) << expected;
  }
}

TEST_F(GraphWritersTest, FormatsStringsLikePythonRepr) {
  EXPECT_EQ(FormatConstant(c_.Str("")), "''");
  EXPECT_EQ(FormatConstant(c_.Str("abc")), "'abc'");
  EXPECT_EQ(FormatConstant(c_.Str("it's")), "\"it's\"");
  EXPECT_EQ(FormatConstant(c_.Str("say \"hi\"")), "'say \"hi\"'");
  EXPECT_EQ(FormatConstant(c_.Str("a'b\"c")), "'a\\'b\"c'");
  EXPECT_EQ(FormatConstant(c_.Str("back\\slash")), "'back\\\\slash'");
  EXPECT_EQ(FormatConstant(c_.Str("a\nb\tc\rd")), "'a\\nb\\tc\\rd'");
  EXPECT_EQ(FormatConstant(c_.Str(std::string("\x00\x1f\x7f", 3))), "'\\x00\\x1f\\x7f'");
  EXPECT_EQ(FormatConstant(c_.Str("caf\xc3\xa9 \xe2\x82\xac")), "'caf\xc3\xa9 \xe2\x82\xac'");
  EXPECT_EQ(FormatConstant(c_.Str("nb\xc2\xa0sp")), "'nb\\xa0sp'");
  EXPECT_EQ(FormatConstant(c_.Str("ls\xe2\x80\xa8")), "'ls\\u2028'");
  EXPECT_EQ(FormatConstant(c_.Str(std::string(60, 'a'))), "'" + std::string(60, 'a') + "'");
  EXPECT_EQ(FormatConstant(c_.Str(std::string(70, 'a'))), "'" + std::string(60, 'a') + "'...");
  // Truncation counts characters, never cutting a UTF-8 sequence.
  std::string accents;
  for (int i = 0; i < 61; ++i) accents += "\xc3\xa9";
  EXPECT_EQ(FormatConstant(c_.Str(accents)), "'" + accents.substr(0, 120) + "'...");

  EXPECT_EQ(FormatConstant(c_.Bytes("")), "b''");
  EXPECT_EQ(FormatConstant(c_.Bytes(std::string("a\x00\xff'\\", 5))), "b\"a\\x00\\xff'\\\\\"");
  EXPECT_EQ(FormatConstant(c_.Bytes("\n\"")), "b'\\n\"'");
  EXPECT_EQ(FormatConstant(c_.Bytes(std::string(61, 'z'))), "b'" + std::string(60, 'z') + "'...");
}

TEST_F(GraphWritersTest, FormatsTuplesAndNamedObjects) {
  EXPECT_EQ(FormatConstant(c_.Tuple({})), "()");
  EXPECT_EQ(FormatConstant(c_.Tuple({c_.Int(1)})), "(1,)");
  EXPECT_EQ(FormatConstant(c_.Tuple({c_.Int(1), c_.Str("a"), c_.Tuple({c_.None()})})),
            "(1, 'a', (None,))");
  std::vector<const HostObject*> many;
  for (int i = 0; i < 12; ++i) many.push_back(c_.Int(i));
  EXPECT_EQ(FormatConstant(c_.Tuple(many)), "(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, ...)");

  EXPECT_EQ(FormatConstant(c_.Named(HostKind::kFunction, "mod.f", "f")), "<function mod.f>");
  EXPECT_EQ(FormatConstant(c_.Class("builtins.ValueError", "ValueError")),
            "<class builtins.ValueError>");
  EXPECT_EQ(FormatConstant(c_.Named(HostKind::kBuiltin, "len", "len")), "<builtin len>");
  EXPECT_EQ(FormatConstant(c_.Named(HostKind::kModule, "mod", "mod")), "<module mod>");
  EXPECT_EQ(FormatConstant(c_.Named(HostKind::kList, "mod.table")), "<list mod.table>");
  EXPECT_EQ(FormatConstant(c_.Named(HostKind::kInstance, "mod.config")), "<instance mod.config>");
  EXPECT_EQ(FormatConstant(c_.Named(HostKind::kOpaque, "", "socket")), "<opaque socket>");
}

// ---------------------------------------------------------------------------------------
// Text listings.

TEST_F(GraphWritersTest, ListsStraightLineGraph) {
  auto g = StraightLine();
  EXPECT_EQ(GraphToText(*g),
            "graph mod.add1(x)   # mod.py:1\n"
            "block0(v3 x):\n"
            "  v4 = add(v3, 1)   # mod.py:2\n"
            "  -> return v4\n");
}

TEST_F(GraphWritersTest, ListsBoolSwitchDiamond) {
  auto g = Diamond();
  EXPECT_EQ(GraphToText(*g),
            "graph mod.sign(x)   # mod.py:5\n"
            "block0(v3 x):\n"
            "  v4 = gt(v3, 0)   # mod.py:6\n"
            "  v5 = bool(v4)   # mod.py:6\n"
            "  exitswitch: v5\n"
            "  -> block1(v3) [case False]\n"
            "  -> block3(v3) [case True]\n"
            "block1(v6 x):\n"
            "  -> block2(v6)\n"
            "block2(v8 r):\n"
            "  -> return v8\n"
            "block3(v7 x):\n"
            "  v9 = neg(v7)   # mod.py:6\n"
            "  -> block2(v9)\n");
}

TEST_F(GraphWritersTest, ListsLoop) {
  auto g = Loop();
  EXPECT_EQ(GraphToText(*g),
            "graph mod.count(n)\n"
            "block0(v3 n):\n"
            "  -> block1(v3, 0)\n"
            "block1(v4 n, v5 i):\n"
            "  v6 = lt(v5, v4)   # mod.py:3\n"
            "  exitswitch: v6\n"
            "  -> block2(v4, v5) [case True]\n"
            "  -> return v5 [case False]\n"
            "block2(v7 n, v8 i):\n"
            "  v9 = inplace_add(v8, 1)   # mod.py:4\n"
            "  -> block1(v7, v9)\n");
}

TEST_F(GraphWritersTest, ListsExceptionSwitch) {
  auto g = Exceptions();
  EXPECT_EQ(GraphToText(*g),
            "graph mod.lookup(d, k)   # mod.py:10\n"
            "block0(v3 d, v4 k):\n"
            "  v5 = getitem(v3, v4)   # mod.py:12\n"
            "  exitswitch: last_exception\n"
            "  -> return v5\n"
            "  -> block1(v8) [case KeyError] last_exception=v7 last_exc_value=v8\n"
            "  -> raise (v9, v10) [case ValueError] last_exception=v9 last_exc_value=v10\n"
            "block1(v6 e):\n"
            "  -> return 'missing'\n");
}

TEST_F(GraphWritersTest, ListsEdgeCases) {
  FunctionGraph empty("mod.empty");
  EXPECT_EQ(GraphToText(empty), "graph mod.empty()\n  (no start block)\n");

  FunctionGraph g("mod.partial");
  Block* start = g.NewBlock({g.NewVariable()});
  g.set_startblock(start);
  SpaceOperation op;
  op.opname = "simple_call";
  op.args = {g.NewConstant(c_.Named(HostKind::kFunction, "mod.helper")), nullptr};
  start->operations.push_back(op);  // no result, no position
  EXPECT_EQ(GraphToText(g),
            "graph mod.partial()\n"
            "block0(v3):\n"
            "  simple_call(<function mod.helper>, <null>)\n"
            "  (no exits)\n");
}

// ---------------------------------------------------------------------------------------
// Dot, SVG and HTML.

TEST_F(GraphWritersTest, DotOfEveryShapeRendersToSvg) {
  auto a = StraightLine();
  auto b = Diamond();
  auto c = Loop();
  auto d = Exceptions();
  for (const FunctionGraph* g : {a.get(), b.get(), c.get(), d.get()}) {
    const std::string dot = GraphToDot(*g);
    EXPECT_EQ(dot.rfind("digraph flowgraph {\n", 0), 0u) << dot;
    const std::string svg = DotToSvg(dot);
    EXPECT_NE(svg.find("<svg"), std::string::npos) << g->name();
    EXPECT_NE(svg.find("</svg>"), std::string::npos) << g->name();
  }
  const std::string all = GraphsToDot({a.get(), b.get(), c.get(), d.get()});
  for (int i = 0; i < 4; ++i) {
    EXPECT_NE(all.find("subgraph cluster_" + std::to_string(i) + " {"), std::string::npos);
  }
  EXPECT_NE(all.find("g3_block0 -> g3_block1"), std::string::npos) << all;
  EXPECT_NE(DotToSvg(all).find("<svg"), std::string::npos);
}

TEST_F(GraphWritersTest, DotShowsBlocksStylesAndEdges) {
  auto g = Exceptions();
  const std::string dot = GraphToDot(*g);
  // Node ids follow the block order; the final blocks have their own names and colours.
  EXPECT_NE(dot.find("  block0 [id=\"block0\" label=<"), std::string::npos) << dot;
  EXPECT_NE(dot.find("<B>block0(v3 d, v4 k)</B>"), std::string::npos) << dot;
  EXPECT_NE(dot.find("v5 = getitem(v3, v4)"), std::string::npos) << dot;
  EXPECT_NE(dot.find("<I>exitswitch: last_exception</I>"), std::string::npos) << dot;
  EXPECT_NE(dot.find("style=\"bold\""), std::string::npos) << dot;
  EXPECT_NE(dot.find("  returnblock [id=\"returnblock\""), std::string::npos) << dot;
  EXPECT_NE(dot.find("fillcolor=\"#c8efc8\""), std::string::npos) << dot;
  EXPECT_NE(dot.find("  exceptblock [id=\"exceptblock\""), std::string::npos) << dot;
  EXPECT_NE(dot.find("fillcolor=\"#f8c8c8\""), std::string::npos) << dot;
  EXPECT_NE(dot.find("block0 -> returnblock [id=\"block0_exit0\" label=<(v5)<BR ALIGN=\"LEFT\"/>>"
                     "];"),
            std::string::npos)
      << dot;
  EXPECT_NE(dot.find("block0 -> block1 [id=\"block0_exit1\" label=<[case KeyError]"
                     "<BR ALIGN=\"LEFT\"/>(v8)<BR ALIGN=\"LEFT\"/>last_exception=v7"
                     "<BR ALIGN=\"LEFT\"/>last_exc_value=v8<BR ALIGN=\"LEFT\"/>> "
                     "style=\"dashed\""),
            std::string::npos)
      << dot;
  EXPECT_NE(dot.find("block1 -> returnblock [id=\"block1_exit0\" label=<('missing')"),
            std::string::npos)
      << dot;
}

TEST_F(GraphWritersTest, EscapesNastyText) {
  FunctionGraph g("mod.<script>alert(\"x\")</script>{|}\\N&");
  g.argnames = {"a"};
  Variable* a = g.NewVariable("we\"ird<>{|}\\");
  Block* start = g.NewBlock({a});
  g.set_startblock(start);
  Variable* r = g.NewVariable();
  const std::string nasty = "</script><b>\"quoted\" {braces|bar} back\\slash & \x01";
  AddOp(start, "getattr", {a, g.NewConstant(c_.Str(nasty))}, r, 1);
  start->exits = {g.NewLink(start, g.returnblock(), {r})};

  const std::string dot = GraphToDot(g);
  EXPECT_EQ(dot.find("<script>"), std::string::npos) << dot;
  EXPECT_NE(dot.find("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;{|}\\\\N&amp;"),
            std::string::npos)
      << dot;
  EXPECT_NE(dot.find("v3 we&quot;ird&lt;&gt;{|}\\\\"), std::string::npos) << dot;
  const std::string svg = DotToSvg(dot);
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  EXPECT_EQ(svg.find("<script"), std::string::npos) << svg;
  EXPECT_NE(svg.find("{braces|bar} back\\\\slash &amp;"), std::string::npos) << svg;
  EXPECT_NE(svg.find("\\N&amp;"), std::string::npos) << svg;  // \N not expanded by dot

  // Also inside a cluster label.
  EXPECT_NE(DotToSvg(GraphsToDot({&g, &g})).find("<svg"), std::string::npos);

  const std::string html = GraphsToHtml({&g}, "t<i>tle & \"co\"");
  EXPECT_EQ(html.find("<script>alert"), std::string::npos);
  EXPECT_EQ(html.find("</script><b>"), std::string::npos);
  size_t scripts = 0;
  for (size_t at = html.find("<script"); at != std::string::npos;
       at = html.find("<script", at + 1)) {
    ++scripts;
  }
  EXPECT_EQ(scripts, 1u);  // only the filter script
  EXPECT_NE(html.find("<title>t&lt;i&gt;tle &amp; &quot;co&quot;</title>"), std::string::npos);
  EXPECT_NE(html.find("data-name=\"mod.&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;{|}"
                      "\\N&amp;\""),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("&#39;&lt;/script&gt;&lt;b&gt;"), std::string::npos) << html;
}

TEST_F(GraphWritersTest, HtmlPageHasIndexAnchorsSvgsAndListings) {
  auto a = StraightLine();
  auto b = Diamond();
  auto c = Loop();
  auto d = Exceptions();
  const std::vector<const FunctionGraph*> graphs = {a.get(), b.get(), c.get(), d.get()};
  const std::string html = GraphsToHtml(graphs, "demo");
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_EQ(html.find("<?xml"), std::string::npos);  // SVG prologs stripped
  EXPECT_EQ(html.find("http://www.w3.org/Graphics/SVG/1.1/DTD"), std::string::npos);
  EXPECT_EQ(html.find("src="), std::string::npos);  // nothing external
  EXPECT_EQ(html.find("<link"), std::string::npos);
  EXPECT_NE(html.find("<input id=\"filter\""), std::string::npos);
  for (size_t i = 0; i < graphs.size(); ++i) {
    const std::string n = std::to_string(i);
    const std::string name = graphs[i]->name();
    EXPECT_NE(html.find("<a href=\"#graph-" + n + "\">" + name + "</a>"), std::string::npos)
        << name;
    const size_t section = html.find("<section id=\"graph-" + n + "\"");
    ASSERT_NE(section, std::string::npos) << name;
    const size_t svg = html.find("<svg", section);
    ASSERT_NE(svg, std::string::npos) << name;
    const size_t details = html.find("<details>", svg);
    ASSERT_NE(details, std::string::npos) << name;
    EXPECT_LT(details, html.find("</section>", section));
    // Node ids are unique across the page.
    EXPECT_NE(html.find("id=\"g" + n + "_block0\""), std::string::npos) << name;
  }
  EXPECT_NE(html.find("<pre>graph mod.lookup(d, k)   # mod.py:10\n"), std::string::npos);
  EXPECT_NE(html.find("  -&gt; return &#39;missing&#39;\n"), std::string::npos);
  EXPECT_NE(html.find("</script>\n</body>\n</html>\n"), std::string::npos);
}

TEST_F(GraphWritersTest, OutputIsDeterministic) {
  auto first = Diamond();
  auto second = Diamond();  // a separately built, identical graph
  const std::vector<const FunctionGraph*> graphs = {first.get(), second.get()};
  EXPECT_EQ(GraphToText(*first), GraphToText(*first));
  EXPECT_EQ(GraphToText(*first), GraphToText(*second));
  EXPECT_EQ(GraphToDot(*first), GraphToDot(*second));
  EXPECT_EQ(GraphsToDot(graphs), GraphsToDot(graphs));
  EXPECT_EQ(DotToSvg(GraphToDot(*first)), DotToSvg(GraphToDot(*second)));
  EXPECT_EQ(GraphsToHtml(graphs, "x"), GraphsToHtml(graphs, "x"));
}

TEST_F(GraphWritersTest, DotToSvgReportsDotErrors) {
  try {
    DotToSvg("digraph { a -> ; }");
    FAIL() << "expected std::runtime_error";
  } catch (const std::runtime_error& error) {
    const std::string message = error.what();
    EXPECT_NE(message.find("dot -Tsvg failed"), std::string::npos) << message;
    EXPECT_NE(message.find("syntax error"), std::string::npos) << message;
  }
}

}  // namespace
}  // namespace rtfarm::model
