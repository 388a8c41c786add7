#include "passes/rtyper/universe_proto.h"

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/zero_copy_stream_impl_lite.h>
#include <google/protobuf/text_format.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <unordered_set>

#include "passes/annotator/classdef.h"
#include "passes/annotator/descs.h"
#include "passes/model/type_table_proto.h"

namespace rtfarm::rtyper {
namespace {

using lltype::Type;

static_assert(static_cast<int>(proto::HOST_KIND_NONE) ==
              static_cast<int>(host::HostKind::kNone) + 1);
static_assert(static_cast<int>(proto::HOST_KIND_OPAQUE) ==
              static_cast<int>(host::HostKind::kOpaque) + 1);
static_assert(static_cast<int>(proto::HOST_KIND_RANGE) ==
              static_cast<int>(host::HostKind::kRange) + 1);

proto::HostKind ToProto(host::HostKind kind) {
  return static_cast<proto::HostKind>(static_cast<int>(kind) + 1);
}

class Encoder {
 public:
  explicit Encoder(Universe& universe) : u_(universe) {
    for (const auto& [key, desc] : u_.annotator().bookkeeper().descs()) {
      if (desc->kind() == annotator::DescKind::kFunction)
        function_desc_of_[desc->object()] = static_cast<annotator::FunctionDesc*>(desc.get());
    }
  }

  proto::Universe Run();

 private:
  // Every type the message will refer to, by its canonical text: interned in that order,
  // the table does not depend on the order in which the universe met its types.
  void Want(const Type* t) {
    if (t != nullptr && wanted_.insert(t).second) by_key_.emplace(t->key(), t);
  }
  int Index(const Type* t) { return table_->Intern(t); }
  int IndexOrNone(const Type* t) { return t == nullptr ? -1 : table_->Intern(t); }

  const Type* GraphType(const annotator::GraphInfo* info);
  std::string GraphName(const annotator::GraphInfo* info);
  // The C name of the function `value` stands for (a method slot's filling), or "".
  std::string FunctionOf(const host::HostObject* value);
  std::vector<std::string> GraphsOf(const annotator::Desc* desc);
  // The call signature of `desc` in a family: what a call through the family's values
  // calls it with (null: none).
  const Type* SignatureOf(const annotator::Desc* desc);
  void CollectTypes();
  void EncodeClass(const ClassLayout* layout, proto::UniverseClass* out);

  Universe& u_;
  std::unordered_set<const Type*> wanted_;
  std::map<std::string, const Type*> by_key_;
  std::unique_ptr<model::TypeTableEncoder> table_;
  std::map<const host::HostObject*, annotator::FunctionDesc*> function_desc_of_;
  std::map<const annotator::GraphInfo*, const Type*> graph_type_;
};

// A graph's type as its low-level graph has it (GenC writes its prototype from the same
// variables).
const Type* Encoder::GraphType(const annotator::GraphInfo* info) {
  auto it = graph_type_.find(info);
  if (it != graph_type_.end()) return it->second;
  const model::FunctionGraph& graph = *info->graph;
  std::vector<const Type*> args;
  for (const model::Variable* v : graph.startblock()->inputargs) {
    if (v->concretetype == nullptr)
      throw std::runtime_error("the universe is encoded before the RTyper typed " + info->key);
    args.push_back(v->concretetype);
  }
  const Type* result = graph.returnblock()->inputargs[0]->concretetype;
  if (result == nullptr)
    throw std::runtime_error("the universe is encoded before the RTyper typed " + info->key);
  const Type* type = u_.types().Func(std::move(args), result);
  graph_type_[info] = type;
  return type;
}

std::string Encoder::GraphName(const annotator::GraphInfo* info) { return u_.FunctionName(info); }

std::string Encoder::FunctionOf(const host::HostObject* value) {
  if (value == nullptr || value->kind() != host::HostKind::kFunction) return "";
  auto it = function_desc_of_.find(value);
  if (it == function_desc_of_.end()) return "";
  const annotator::FunctionDesc* f = it->second;
  if (f->specializations.size() != 1 || f->specializations.begin()->second->graph == nullptr)
    return "";
  return GraphName(f->specializations.begin()->second);
}

std::vector<std::string> Encoder::GraphsOf(const annotator::Desc* desc) {
  const annotator::FunctionDesc* f = nullptr;
  switch (desc->kind()) {
    case annotator::DescKind::kFunction:
      f = static_cast<const annotator::FunctionDesc*>(desc);
      break;
    case annotator::DescKind::kMethod:
      f = static_cast<const annotator::MethodDesc*>(desc)->function();
      break;
    case annotator::DescKind::kMethodOfFrozen:
      f = static_cast<const annotator::MethodOfFrozenDesc*>(desc)->function();
      break;
    default:
      return {};
  }
  std::vector<std::string> names;
  for (const auto& [spec, info] : f->specializations)
    if (info->graph != nullptr) names.push_back(GraphName(info));
  return names;
}

const Type* Encoder::SignatureOf(const annotator::Desc* desc) {
  const annotator::FunctionDesc* f = nullptr;
  if (desc->kind() == annotator::DescKind::kMethod) {
    const auto* m = static_cast<const annotator::MethodDesc*>(desc);
    annotator::ClassDef* receiver = m->selfclass() ? m->selfclass() : m->origin();
    if (receiver != nullptr) {
      try {
        if (const ClassLayout* owner = u_.MethodSlotOwner(receiver, m->name()))
          return owner->class_fields.at("m_" + m->name());
      } catch (const RTypeError&) {  // a class without layout: no slot
      }
    }
    f = m->function();
  } else if (desc->kind() == annotator::DescKind::kFunction) {
    f = static_cast<const annotator::FunctionDesc*>(desc);
  }
  if (f == nullptr || f->specializations.size() != 1) return nullptr;
  const annotator::GraphInfo* info = f->specializations.begin()->second;
  if (info->graph == nullptr) return nullptr;
  return u_.types().Ptr(GraphType(info));
}

void Encoder::CollectTypes() {
  Want(u_.StringPtr());
  Want(u_.ObjectPtr());
  Want(u_.VtablePtr());
  for (const auto& layout : u_.layouts()) {
    Want(layout->instance);
    Want(layout->vtable);
  }
  for (const auto& [name, c] : u_.containers()) {
    Want(u_.types().Ptr(u_.types().Opaque(name)));
    Want(c.item);
    Want(c.key);
    Want(c.value);
  }
  for (const auto& family : u_.frozen_families()) Want(family->ptr);
  const auto& descs = u_.annotator().bookkeeper().descs();
  for (const std::vector<std::string>& members : u_.annotator().bookkeeper().CallFamilies()) {
    for (const std::string& key : members) {
      auto it = descs.find(key);
      if (it != descs.end()) Want(SignatureOf(it->second.get()));
    }
  }
  for (const auto& [symbol, p] : u_.prebuilt()) Want(p.type);
  for (const auto& [what, type] : u_.type_helpers()) Want(type);
  for (const auto& [symbol, plan] : u_.init_dispatches()) {
    Want(plan.base);
    for (const Type* t : plan.args) Want(t);
  }
  // The low-level type of every value of the program: its graphs' variables (the
  // constants naming the callees of calls are left out, so that inlining, which removes
  // calls, does not change the table).
  for (const annotator::GraphInfo* info : u_.graphs()) {
    if (info->graph == nullptr) continue;
    Want(GraphType(info));
    for (const model::Block* block : info->graph->Blocks()) {
      for (const model::Variable* v : block->inputargs) Want(v->concretetype);
      for (const auto& op : block->operations) {
        Want(op.result->concretetype);
        for (const model::Value* a : op.args) {
          if (a->is_constant()) Want(static_cast<const model::Constant*>(a)->type_value);
        }
      }
    }
  }
}

void Encoder::EncodeClass(const ClassLayout* layout, proto::UniverseClass* out) {
  out->set_name(layout->name);
  out->set_c_name(layout->c_name);
  if (layout->base != nullptr) out->set_base(layout->base->name);
  for (const ClassLayout* sub : layout->subclasses) out->add_subclasses(sub->name);
  out->set_annotated(layout->classdef != nullptr);
  out->set_instance(Index(layout->instance));
  out->set_vtable(Index(layout->vtable));
  out->set_vtable_symbol(layout->vtable_symbol);
  out->set_subclass_min(layout->subclass_min);
  out->set_subclass_max(layout->subclass_max);
  for (const auto& [name, type] : layout->fields) {
    proto::LowLevelField* f = out->add_fields();
    f->set_name(name);
    f->set_type(Index(type));
  }
  for (const auto& [name, type] : layout->class_fields) {
    proto::LowLevelField* f = out->add_class_fields();
    f->set_name(name);
    f->set_type(Index(type));
  }
  // The vtable's contents, root level first (the struct's order), as GenC fills them.
  std::vector<const ClassLayout*> levels;
  for (const ClassLayout* l = layout; l != nullptr; l = l->base) levels.push_back(l);
  std::reverse(levels.begin(), levels.end());
  const host::HostObject* klass =
      layout->classdef != nullptr ? layout->classdef->desc()->object() : nullptr;
  for (const ClassLayout* level : levels) {
    for (const auto& [field, type] : level->class_fields) {
      proto::UniverseVtableEntry* e = out->add_vtable_entries();
      e->set_field(field);
      e->set_owner(level->name);
      const host::HostObject* value = klass ? klass->LookupClassAttr(field.substr(2)) : nullptr;
      if (field.starts_with("m_")) {
        e->set_value(FunctionOf(value));
      } else if (value != nullptr) {
        e->set_value(value->key());
      }
    }
  }
  for (const Universe::FieldDefault& d : u_.FieldDefaults(layout)) {
    proto::UniverseFieldDefault* out_default = out->add_field_defaults();
    out_default->set_field(d.field);
    out_default->set_type(Index(d.type));
    out_default->set_value(d.value->key());
  }
}

proto::Universe Encoder::Run() {
  proto::Universe out;
  CollectTypes();
  table_ = std::make_unique<model::TypeTableEncoder>(out.mutable_types());
  for (const auto& [key, type] : by_key_) table_->Intern(type);

  out.set_string_pointer(Index(u_.StringPtr()));
  out.set_object_pointer(Index(u_.ObjectPtr()));
  out.set_vtable_pointer(Index(u_.VtablePtr()));

  std::vector<const ClassLayout*> layouts;
  for (const auto& layout : u_.layouts()) layouts.push_back(layout.get());
  std::sort(layouts.begin(), layouts.end(), [](auto* a, auto* b) { return a->name < b->name; });
  for (const ClassLayout* layout : layouts) EncodeClass(layout, out.add_classes());

  // Method slots (layouts sorted by name, their class fields by name: sorted by both).
  for (const ClassLayout* owner : layouts) {
    for (const auto& [field, type] : owner->class_fields) {
      if (!field.starts_with("m_")) continue;
      proto::UniverseMethodSlot* slot = out.add_method_slots();
      slot->set_owner(owner->name);
      slot->set_slot(field);
      slot->set_type(Index(type));
      std::set<std::string> implementations;
      for (const ClassLayout* l : layouts) {
        if (l->subclass_min < owner->subclass_min || l->subclass_min > owner->subclass_max ||
            l->classdef == nullptr)
          continue;
        std::string name =
            FunctionOf(l->classdef->desc()->object()->LookupClassAttr(field.substr(2)));
        if (!name.empty()) implementations.insert(name);
      }
      for (const std::string& name : implementations) slot->add_implementations(name);
    }
  }

  for (const auto& [name, c] : u_.containers()) {
    proto::UniverseContainer* out_c = out.add_containers();
    out_c->set_name(name);
    out_c->set_kind(c.kind == ContainerType::kList   ? proto::UNIVERSE_CONTAINER_LIST
                    : c.kind == ContainerType::kDict ? proto::UNIVERSE_CONTAINER_DICT
                                                     : proto::UNIVERSE_CONTAINER_SET);
    out_c->set_pointer(Index(u_.types().Ptr(u_.types().Opaque(name))));
    out_c->set_item(IndexOrNone(c.item));
    out_c->set_key(IndexOrNone(c.key));
    out_c->set_value(IndexOrNone(c.value));
    out_c->set_runtime_defined(c.runtime_defined);
  }

  std::set<std::string> function_names;
  for (const annotator::GraphInfo* info : u_.graphs()) {  // sorted by key
    if (info->graph == nullptr) continue;
    proto::UniverseFunction* f = out.add_functions();
    f->set_key(info->key);
    f->set_c_name(GraphName(info));
    f->set_type(Index(GraphType(info)));
    f->set_can_raise(u_.CanRaise(f->c_name()));
    function_names.insert(f->c_name());
  }

  const auto& descs = u_.annotator().bookkeeper().descs();
  for (const std::vector<std::string>& members : u_.annotator().bookkeeper().CallFamilies()) {
    proto::UniverseCallFamily* family = out.add_call_families();
    std::set<std::string> graphs;
    std::set<const Type*> signatures;
    for (const std::string& key : members) {
      family->add_members(key);
      auto it = descs.find(key);
      if (it == descs.end()) {
        signatures.insert(nullptr);
        continue;
      }
      for (std::string& name : GraphsOf(it->second.get())) graphs.insert(std::move(name));
      signatures.insert(SignatureOf(it->second.get()));
    }
    for (const std::string& name : graphs) family->add_functions(name);
    family->set_signature(signatures.size() == 1 ? IndexOrNone(*signatures.begin()) : -1);
  }

  for (const auto& [symbol, plan] : u_.init_dispatches()) {
    proto::UniverseInitDispatch* d = out.add_init_dispatches();
    d->set_symbol(symbol);
    d->set_base(Index(plan.base));
    for (const auto& [layout, graph] : plan.cases) {
      proto::UniverseInitCase* c = d->add_cases();
      c->set_class_name(layout->name);
      c->set_init(GraphName(graph));
    }
    for (const Type* t : plan.args) d->add_args(Index(t));
  }

  for (const auto& family : u_.frozen_families()) {  // sorted by name
    proto::UniverseFrozenFamily* f = out.add_frozen_families();
    f->set_name(family->name);
    f->set_pointer(Index(family->ptr));
    for (const annotator::Desc* d : family->members) f->add_members(d->key());
    for (const auto& [name, ann] : family->attrs) {
      proto::UniverseFrozenAttribute* a = f->add_attributes();
      a->set_name(name);
      a->set_annotation(annotator::Describe(ann));
    }
    for (const auto& [name, type] : family->fields) {
      proto::LowLevelField* field = f->add_fields();
      field->set_name(name);
      field->set_type(Index(type));
    }
  }

  for (const auto& [symbol, p] : u_.prebuilt()) {
    proto::UniversePrebuilt* out_p = out.add_prebuilt();
    out_p->set_symbol(symbol);
    out_p->set_type(Index(p.type));
    if (symbol.starts_with("rpy_sconst_")) {
      out_p->set_kind(proto::UNIVERSE_PREBUILT_STRING);
      if (p.object != nullptr) out_p->set_text(p.object->text());
    } else {
      out_p->set_kind(proto::UNIVERSE_PREBUILT_OBJECT);
      if (p.object != nullptr) {
        out_p->set_object(p.object->key());
        out_p->set_object_kind(ToProto(p.object->kind()));
      }
      if (p.annotation != nullptr) out_p->set_annotation(annotator::Describe(p.annotation));
    }
  }

  for (const auto& [symbol, can_raise] : u_.helpers()) {
    if (function_names.count(symbol)) continue;  // a program function: in `functions`
    proto::UniverseHelper* h = out.add_helpers();
    h->set_symbol(symbol);
    h->set_can_raise(can_raise);
  }

  // The universe's set is ordered by type address: by (what, the type's text) here.
  std::map<std::pair<std::string, std::string>, const Type*> type_helpers;
  for (const auto& [what, type] : u_.type_helpers()) type_helpers[{what, type->key()}] = type;
  for (const auto& [what_key, type] : type_helpers) {
    proto::UniverseTypeHelper* h = out.add_type_helpers();
    h->set_what(what_key.first);
    h->set_type(Index(type));
    h->set_symbol("rpy_" + what_key.first + "_" + u_.TypeTag(type));
  }
  for (const Universe::GcType& t : u_.gc_types()) {
    proto::UniverseGcType* g = out.add_gc_types();
    g->set_name(t.name);
    g->set_id(t.id);
    g->set_varsize(t.varsize);
    g->set_items_offset(t.items_offset);
    g->set_item_size(t.item_size);
    for (const std::string& o : t.pointer_offsets) g->add_pointer_offsets(o);
  }
  for (const std::string& r : u_.gc_static_roots()) out.add_gc_static_roots(r);
  return out;
}

}  // namespace

proto::Universe EncodeUniverse(Universe& universe) { return Encoder(universe).Run(); }

std::string SerializeUniverse(const proto::Universe& universe) {
  std::string bytes;
  {
    google::protobuf::io::StringOutputStream stream(&bytes);
    google::protobuf::io::CodedOutputStream coded(&stream);
    coded.SetSerializationDeterministic(true);
    if (!universe.SerializeToCodedStream(&coded))
      throw std::runtime_error("the universe does not serialise (larger than 2 GiB?)");
  }
  return bytes;
}

std::string UniverseText(const proto::Universe& universe) {
  std::string text;
  google::protobuf::TextFormat::Printer printer;
  if (!printer.PrintToString(universe, &text))
    throw std::runtime_error("the universe does not print as text");
  return text;
}

}  // namespace rtfarm::rtyper
