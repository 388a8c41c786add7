// The universe as a protobuf message (proto/universe.proto, passes/rtyper/universe_proto.h):
// it holds the program's classes, fields, method slots, containers, functions and
// prebuilt constants; it is deterministic (one or two annotation threads, the same
// bytes); it survives the wire; every ShardInput names it by its SHA-256, and the shard
// cache's key leaves that reference out.
#include "passes/rtyper/universe_proto.h"

#include <google/protobuf/text_format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>

#include "farm/content_hash.h"
#include "farm/shard_runner.h"
#include "passes/driver/backend.h"
#include "passes/genc/source_writer.h"
#include "passes/transform/gc_policy.h"
#include "tests/shards/front_end.h"

namespace rtfarm::testing {
namespace {

namespace fs = std::filesystem;

const char kProgram[] = "tests/universe/universe_program.py";

// The universe once the central database has completed it, as `rtfarm translate` has it.
proto::Universe Universe(const std::string& path, int threads) {
  LowLevelProgram program = TranslateFrontEnd(path, threads);
  EXPECT_NE(program.universe, nullptr);
  if (program.universe == nullptr) return {};
  auto gc = transform::MakeGcPolicy("boehm");
  genc::WriteDatabase(*program.universe, program.entry, *gc);
  return rtyper::EncodeUniverse(*program.universe);
}

const proto::UniverseClass* Class(const proto::Universe& u, const std::string& name) {
  for (const auto& c : u.classes())
    if (c.name() == name) return &c;
  return nullptr;
}

std::map<std::string, int> Fields(
    const google::protobuf::RepeatedPtrField<proto::LowLevelField>& fields) {
  std::map<std::string, int> out;
  for (const auto& f : fields) out[f.name()] = f.type();
  return out;
}

// Every type reference is an index into the table.
void ExpectTypesInRange(const proto::Universe& u) {
  const int n = u.types_size();
  auto in_range = [&](int64_t t, bool may_be_none) {
    return (may_be_none && t == -1) || (t >= 0 && t < n);
  };
  for (int i = 0; i < n; ++i) {
    const proto::LowLevelType& t = u.types(i);
    for (const auto& f : t.fields()) EXPECT_TRUE(in_range(f.type(), false)) << "type " << i;
    EXPECT_TRUE(in_range(t.item(), true) && in_range(t.target(), true) &&
                in_range(t.result(), true))
        << "type " << i;
  }
  EXPECT_TRUE(in_range(u.string_pointer(), false));
  for (const auto& c : u.classes()) {
    EXPECT_TRUE(in_range(c.instance(), false) && in_range(c.vtable(), false)) << c.name();
    for (const auto& f : c.fields()) EXPECT_TRUE(in_range(f.type(), false)) << c.name();
    for (const auto& f : c.class_fields()) EXPECT_TRUE(in_range(f.type(), false)) << c.name();
  }
  for (const auto& c : u.containers()) {
    EXPECT_TRUE(in_range(c.pointer(), false) && in_range(c.item(), true) &&
                in_range(c.key(), true) && in_range(c.value(), true))
        << c.name();
  }
  for (const auto& f : u.functions()) {
    ASSERT_TRUE(in_range(f.type(), false)) << f.key();
    EXPECT_EQ(u.types(f.type()).kind(), proto::LOW_LEVEL_FUNC) << f.key();
  }
  for (const auto& p : u.prebuilt()) EXPECT_TRUE(in_range(p.type(), false)) << p.symbol();
  for (const auto& f : u.call_families()) EXPECT_TRUE(in_range(f.signature(), true));
}

// Each list is sorted by its key: the encoding depends on nothing but the program.
void ExpectSorted(const proto::Universe& u) {
  auto sorted = [](const auto& list, auto key) {
    for (int i = 1; i < list.size(); ++i)
      if (!(key(list[i - 1]) < key(list[i]))) return false;
    return true;
  };
  EXPECT_TRUE(sorted(u.classes(), [](const auto& c) { return c.name(); }));
  EXPECT_TRUE(sorted(u.containers(), [](const auto& c) { return c.name(); }));
  EXPECT_TRUE(sorted(u.functions(), [](const auto& f) { return f.key(); }));
  EXPECT_TRUE(sorted(u.prebuilt(), [](const auto& p) { return p.symbol(); }));
  EXPECT_TRUE(sorted(u.helpers(), [](const auto& h) { return h.symbol(); }));
  EXPECT_TRUE(
      sorted(u.method_slots(), [](const auto& s) { return std::make_pair(s.owner(), s.slot()); }));
}

// Field `name` of `c`'s instances (instance fields) or vtable (class fields), owned by the
// class or one of its bases; -1 when none has it.
int FieldOf(const proto::Universe& u, const proto::UniverseClass* c, const std::string& name,
            bool instance) {
  for (; c != nullptr; c = c->base().empty() ? nullptr : Class(u, c->base())) {
    for (const auto& f : instance ? c->fields() : c->class_fields())
      if (f.name() == name) return f.type();
  }
  return -1;
}

TEST(UniverseProto, HoldsTheProgramsDecisions) {
  proto::Universe u = Universe(kProgram, 2);
  ASSERT_GT(u.types_size(), 0);
  ExpectTypesInRange(u);
  ExpectSorted(u);
  EXPECT_EQ(u.types(u.string_pointer()).kind(), proto::LOW_LEVEL_PTR);

  // Functions: C names from the graph keys.
  std::map<std::string, const proto::UniverseFunction*> functions;
  for (const auto& f : u.functions()) functions[f.key()] = &f;
  for (const char* key :
       {"universe_program.entry_point", "universe_program.total", "universe_program.Registry.add",
        "universe_program.Shape.__init__", "universe_program.Shape.area",
        "universe_program.Square.area", "universe_program.Triangle.area"})
    ASSERT_TRUE(functions.count(key)) << key;
  auto c_name = [&](const char* key) { return functions.at(key)->c_name(); };
  EXPECT_EQ(c_name("universe_program.total").rfind("fn_universe_program_total", 0), 0u);

  // Classes: the tree, the subclass ranges, instance fields, class values, method slots.
  const proto::UniverseClass* shape = Class(u, "universe_program.Shape");
  const proto::UniverseClass* square = Class(u, "universe_program.Square");
  const proto::UniverseClass* triangle = Class(u, "universe_program.Triangle");
  const proto::UniverseClass* registry = Class(u, "universe_program.Registry");
  ASSERT_TRUE(shape && square && triangle && registry);
  ASSERT_NE(Class(u, "builtins.IndexError"), nullptr);  // the runtime's exceptions too
  EXPECT_EQ(square->base(), "universe_program.Shape");
  EXPECT_EQ(std::vector<std::string>(shape->subclasses().begin(), shape->subclasses().end()),
            (std::vector<std::string>{"universe_program.Square", "universe_program.Triangle"}));
  EXPECT_EQ(shape->c_name(), "universe_program_Shape");
  EXPECT_EQ(shape->vtable_symbol(), "rpy_vtable_universe_program_Shape");
  EXPECT_EQ(u.types(shape->instance()).name(), "inst_universe_program_Shape");
  EXPECT_EQ(u.types(shape->vtable()).name(), "vt_universe_program_Shape");
  for (const proto::UniverseClass* sub : {square, triangle}) {
    EXPECT_LE(shape->subclass_min(), sub->subclass_min());
    EXPECT_LE(sub->subclass_max(), shape->subclass_max());
    // `size`, set by Shape.__init__: wherever the annotator put it, both have it.
    int size = FieldOf(u, sub, "a_size", true);
    ASSERT_GE(size, 0) << sub->name();
    EXPECT_EQ(u.types(size).primitive(), proto::LOW_LEVEL_SIGNED);
  }
  // `label` is read only through UNIT, a Square: a class value of squares alone.
  EXPECT_EQ(FieldOf(u, square, "c_label", false), u.string_pointer());
  EXPECT_EQ(FieldOf(u, triangle, "c_label", false), -1);
  EXPECT_TRUE(square->subclass_max() < triangle->subclass_min() ||
              triangle->subclass_max() < square->subclass_min());
  // A class attribute read through any shape, and the overridden method: Shape's vtable.
  std::map<std::string, int> class_fields = Fields(shape->class_fields());
  ASSERT_TRUE(class_fields.count("c_sides") && class_fields.count("m_area"))
      << shape->DebugString();
  EXPECT_EQ(u.types(class_fields["c_sides"]).primitive(), proto::LOW_LEVEL_SIGNED);
  EXPECT_EQ(u.types(class_fields["m_area"]).kind(), proto::LOW_LEVEL_PTR);
  // The vtable's contents, inherited levels first.
  std::map<std::string, std::string> square_vtable;
  for (const auto& e : square->vtable_entries()) square_vtable[e.field()] = e.value();
  EXPECT_EQ(square->vtable_entries(0).owner(), "universe_program.Shape");
  EXPECT_EQ(square_vtable["c_sides"], "int:4");
  EXPECT_EQ(square_vtable["c_label"], "str:'square'");
  EXPECT_EQ(square_vtable["m_area"], c_name("universe_program.Square.area"));
  std::map<std::string, int> registry_fields = Fields(registry->fields());
  ASSERT_TRUE(registry_fields.count("a_names") && registry_fields.count("a_shapes"));

  ASSERT_EQ(u.method_slots_size(), 1);
  const proto::UniverseMethodSlot& slot = u.method_slots(0);
  EXPECT_EQ(slot.owner(), "universe_program.Shape");
  EXPECT_EQ(slot.slot(), "m_area");
  EXPECT_EQ(slot.type(), class_fields["m_area"]);
  std::set<std::string> implementations(slot.implementations().begin(),
                                        slot.implementations().end());
  EXPECT_EQ(implementations, (std::set<std::string>{c_name("universe_program.Shape.area"),
                                                    c_name("universe_program.Square.area"),
                                                    c_name("universe_program.Triangle.area")}));
  bool area_family = false;
  for (const auto& family : u.call_families()) {
    std::set<std::string> graphs(family.functions().begin(), family.functions().end());
    if (graphs != implementations) continue;
    area_family = true;
    EXPECT_EQ(family.signature(), slot.type());  // normalised to the slot's signature
  }
  EXPECT_TRUE(area_family);

  // Containers: the registry's list of shapes and dict of names.
  std::map<std::string, const proto::UniverseContainer*> containers;
  for (const auto& c : u.containers()) containers[c.name()] = &c;
  ASSERT_TRUE(containers.count("rpy_list_inst_universe_program_Shape"));
  ASSERT_TRUE(containers.count("rpy_dict_str_Signed"));
  const proto::UniverseContainer& list = *containers["rpy_list_inst_universe_program_Shape"];
  EXPECT_EQ(list.kind(), proto::UNIVERSE_CONTAINER_LIST);
  EXPECT_EQ(u.types(u.types(list.item()).target()).name(), "inst_universe_program_Shape");
  EXPECT_EQ(registry_fields["a_shapes"], list.pointer());
  const proto::UniverseContainer& dict = *containers["rpy_dict_str_Signed"];
  EXPECT_EQ(dict.kind(), proto::UNIVERSE_CONTAINER_DICT);
  EXPECT_EQ(dict.key(), u.string_pointer());
  EXPECT_EQ(dict.item(), -1);
  EXPECT_EQ(registry_fields["a_names"], dict.pointer());

  // Function types, and whether a call can raise.
  const proto::UniverseFunction& total = *functions["universe_program.total"];
  const proto::LowLevelType& total_type = u.types(total.type());
  ASSERT_EQ(total_type.fields_size(), 1);
  EXPECT_EQ(total_type.fields(0).type(), list.pointer());
  EXPECT_EQ(u.types(total_type.result()).primitive(), proto::LOW_LEVEL_SIGNED);
  EXPECT_TRUE(functions["universe_program.entry_point"]->can_raise());  // names["big"]

  // Prebuilt constants: the two module-level instances, the strings.
  std::map<std::string, const proto::UniversePrebuilt*> objects;
  std::set<std::string> strings;
  for (const auto& p : u.prebuilt()) {
    if (p.kind() == proto::UNIVERSE_PREBUILT_OBJECT) objects[p.object()] = &p;
    if (p.kind() == proto::UNIVERSE_PREBUILT_STRING) {
      EXPECT_EQ(p.type(), u.string_pointer());
      strings.insert(p.text());
    }
  }
  ASSERT_TRUE(objects.count("universe_program.UNIT") && objects.count("universe_program.REGISTRY"));
  const proto::UniversePrebuilt& unit = *objects["universe_program.UNIT"];
  EXPECT_EQ(unit.object_kind(), proto::HOST_KIND_INSTANCE);
  EXPECT_EQ(unit.symbol().rfind("rpy_prebuilt_inst_universe_program_", 0), 0u) << unit.symbol();
  EXPECT_NE(unit.annotation().find("universe_program.Square"), std::string::npos)
      << unit.annotation();
  EXPECT_TRUE(strings.count("universe test:"));
  EXPECT_TRUE(strings.count("square"));  // a class attribute's value, through the vtable

  // Helpers: runtime functions the graphs call, not the program's own.
  ASSERT_GT(u.helpers_size(), 0);
  for (const auto& h : u.helpers()) EXPECT_FALSE(functions.count(h.symbol())) << h.symbol();
  std::set<std::string> c_names;
  for (const auto& f : u.functions()) c_names.insert(f.c_name());
  for (const auto& h : u.helpers()) EXPECT_FALSE(c_names.count(h.symbol())) << h.symbol();
}

TEST(UniverseProto, IsDeterministicAndSurvivesTheWire) {
  for (const char* path : {kProgram, "examples/pystone_richards.py"}) {
    SCOPED_TRACE(path);
    proto::Universe one = Universe(path, 1);
    proto::Universe two = Universe(path, 2);
    std::string bytes = rtyper::SerializeUniverse(one);
    ASSERT_GT(bytes.size(), 1000u);
    EXPECT_EQ(bytes, rtyper::SerializeUniverse(two)) << "one thread and two differ";
    EXPECT_EQ(rtyper::UniverseText(one), rtyper::UniverseText(two));
    EXPECT_EQ(bytes, rtyper::SerializeUniverse(Universe(path, 2))) << "two runs differ";

    proto::Universe parsed;
    ASSERT_TRUE(parsed.ParseFromString(bytes));
    EXPECT_EQ(rtyper::SerializeUniverse(parsed), bytes);
    std::string plain;
    ASSERT_TRUE(one.SerializeToString(&plain));
    proto::Universe reparsed;
    ASSERT_TRUE(reparsed.ParseFromString(plain));
    EXPECT_EQ(rtyper::SerializeUniverse(reparsed), bytes);
    proto::Universe from_text;
    ASSERT_TRUE(
        google::protobuf::TextFormat::ParseFromString(rtyper::UniverseText(one), &from_text));
    EXPECT_EQ(rtyper::SerializeUniverse(from_text), bytes);
    ExpectTypesInRange(parsed);
    ExpectSorted(parsed);
  }
}

// Runs shards in process and keeps their inputs.
class RecordingExecutor : public farm::Executor {
 public:
  RecordingExecutor() : inner_(farm::MakeInProcessExecutor(2, {RunfilesHome() + "/runtime", ""})) {}
  std::string name() const override { return "recording"; }
  std::vector<std::string> Run(const std::vector<std::string>& inputs) override {
    this->inputs.insert(this->inputs.end(), inputs.begin(), inputs.end());
    return inner_->Run(inputs);
  }
  std::vector<std::string> inputs;

 private:
  std::unique_ptr<farm::Executor> inner_;
};

TEST(UniverseProto, EveryShardNamesItsUniverse) {
  fs::path dir = fs::path(std::getenv("TEST_TMPDIR") ? std::getenv("TEST_TMPDIR") : "/tmp") /
                 "universe-shard-cache";
  fs::remove_all(dir);
  farm::ArtifactCache cache(dir.string());
  LowLevelProgram program = TranslateFrontEnd("examples/pystone_richards.py");
  ASSERT_NE(program.universe, nullptr);
  auto gc = transform::MakeGcPolicy("boehm");
  driver::BackendOptions options;
  options.shards = 3;
  options.compile = false;
  RecordingExecutor executor;
  driver::BackendResult result =
      driver::RunBackend(*program.universe, program.entry, *gc, options, executor, cache);
  EXPECT_EQ(result.universe_sha256, farm::Sha256Hex(result.universe_bytes));
  EXPECT_EQ(result.universe_bytes, rtyper::SerializeUniverse(result.universe));
  EXPECT_EQ(result.universe_sha256.size(), 64u);
  ASSERT_EQ(executor.inputs.size(), result.shards.size());
  for (const std::string& bytes : executor.inputs) {
    proto::ShardInput input;
    ASSERT_TRUE(input.ParseFromString(bytes));
    EXPECT_EQ(input.universe_sha256(), result.universe_sha256);
    // The bytes are the input's deterministic serialisation...
    EXPECT_EQ(farm::SerializeDeterministic(input), bytes);
    // ... and the cache keeps the output under the hash of the input without the
    // reference.
    input.clear_universe_sha256();
    std::string key = farm::Sha256Hex(farm::SerializeDeterministic(input));
    EXPECT_TRUE(fs::exists(dir / key.substr(0, 2) / key)) << key;
  }
  // The universe does not depend on the shard count or on the run.
  LowLevelProgram again = TranslateFrontEnd("examples/pystone_richards.py");
  options.shards = 1;
  RecordingExecutor one;
  driver::BackendResult single =
      driver::RunBackend(*again.universe, again.entry, *gc, options, one, farm::ArtifactCache(""));
  EXPECT_EQ(single.universe_bytes, result.universe_bytes);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace rtfarm::testing
