// Calls: of functions (direct calls of the graph the annotator chose, or indirect
// calls through a function pointer), of methods (direct when one implementation can be
// called, through the vtable slot otherwise), of classes (allocation, class defaults,
// __init__), of builtin functions and methods.
#include <functional>
#include <set>

#include "passes/annotator/classdef.h"
#include "passes/annotator/descs.h"
#include "passes/annotator/file_primitives.h"
#include "passes/rtyper/lowering_util.h"

namespace rtfarm::rtyper {

Value* VtableOf(OpContext& c, Value* instance, const ClassLayout* layout);
void PassKwargsOn(OpContext& c, CallShape* shape);

namespace {

using annotator::Kind;

// The default value of parameter `p` of `function` (positional or keyword-only), for a
// call that passes no argument for it; a missing argument fails.
const host::HostObject* DefaultArgument(OpContext& c, const host::HostObject* function,
                                        const host::CodeInfo& code, size_t p) {
  size_t argcount = code.argcount;
  const host::HostObject* defaults = function->defaults();
  size_t ndefaults = defaults ? defaults->items().size() : 0;
  const host::HostObject* fallback = nullptr;
  if (p < argcount && p >= argcount - ndefaults)
    fallback = defaults->items()[p - (argcount - ndefaults)];
  if (p >= argcount && function->kwdefaults() != nullptr) {
    const auto& items = function->kwdefaults()->items();
    for (size_t k = 0; k + 1 < items.size(); k += 2) {
      if (items[k]->text() == code.varnames[p]) fallback = items[k + 1];
    }
  }
  if (fallback == nullptr) c.Fail("missing argument " + code.varnames[p]);
  return fallback;
}

// The default of parameter `p` computed when the nested function `graph` was made: read
// from the closure (the first operand), converted to the parameter's annotation `want`.
Value* ComputedDefault(OpContext& c, const annotator::GraphInfo* graph,
                       const std::vector<Value*>& operands, size_t p, const Ann& want) {
  const auto& params = graph->graph->startblock()->inputargs;
  const host::CodeInfo& code = *graph->desc->object()->code_object()->code();
  size_t ndefaults = graph->desc->object()->defaults()->items().size();
  std::string name = host::ComputedDefaultAttr(p - (code.argcount - ndefaults));
  Ann self_ann = c.universe().annotator().Binding(*graph, params.at(0));
  if (operands.empty() || self_ann->kind != Kind::kInstance)
    c.Fail(graph->key + ": a computed default without its closure");
  bool instance_field = false;
  ClassLayout* layout = c.universe().AttributeOwner(self_ann->classdef, name, &instance_field);
  if (layout == nullptr || !instance_field) c.Fail(graph->key + ": no field for " + name);
  Ann stored = layout->classdef->attrs().at(name)->value.peek();
  Value* value =
      c.Emit("getfield", {operands[0], c.Field("a_" + name)}, layout->fields.at("a_" + name));
  value = c.Convert(value, stored, want);
  return c.ConvertType(value, params.at(p)->concretetype);
}

// The operands for calling `graph`: the call's arguments bound to its parameters
// (positional, keywords, defaults, a tuple for *args), converted to their types.
std::vector<Value*> BindArguments(OpContext& c, const annotator::GraphInfo* graph,
                                  const CallShape& shape, Value* self, const Ann& self_ann) {
  const auto& params = graph->graph->startblock()->inputargs;
  const host::HostObject* function = graph->desc->object();
  const host::CodeInfo& code = *function->code_object()->code();
  size_t argcount = code.argcount, kwonly = code.kwonlyargcount;
  bool varargs = code.flags & host::kCoVarargs;
  bool varkeywords = code.flags & host::kCoVarkeywords;
  std::vector<Value*> bound(argcount + kwonly, nullptr);
  std::vector<std::pair<std::string, size_t>> extra_keywords;
  std::vector<Ann> anns(argcount + kwonly);
  std::vector<Value*> extra;
  std::vector<Ann> extra_anns;
  std::vector<std::pair<Value*, Ann>> positional;
  if (self != nullptr) positional.push_back({self, self_ann});
  for (size_t i : shape.positional) positional.push_back({c.Arg(i), c.args[i]});
  // f(*xs) of a list whose items all go to the *args parameter, a tuple of any length
  // (the annotator's BindArguments): a copy of the list.
  const bool star_list = shape.star >= 0 && c.args[shape.star]->kind == Kind::kList;
  if (shape.star >= 0 && !star_list) {
    const Ann& star = c.args[shape.star];
    std::vector<Value*> items = TupleItems(c, c.Arg(shape.star), star);
    for (size_t i = 0; i < items.size(); ++i) positional.push_back({items[i], star->items[i]});
  }

  // With a list for *args, the positional arguments past the named parameters go first
  // into that parameter's tuple (below).
  std::vector<std::pair<Value*, Ann>> before_star;
  if (star_list) {
    for (size_t i = argcount; i < positional.size(); ++i) before_star.push_back(positional[i]);
    if (positional.size() > argcount) positional.resize(argcount);
  }
  for (size_t i = 0; i < positional.size(); ++i) {
    if (i < argcount) {
      bound[i] = positional[i].first;
      anns[i] = positional[i].second;
    } else {
      extra.push_back(positional[i].first);
      extra_anns.push_back(positional[i].second);
    }
  }
  for (const auto& [name, index] : shape.keywords) {
    bool named = false;
    for (size_t p = 0; p < argcount + kwonly; ++p) {
      if (code.varnames[p] == name) {
        bound[p] = c.Arg(index);
        anns[p] = c.args[index];
        named = true;
      }
    }
    if (!named) extra_keywords.push_back({name, index});
  }
  std::vector<Value*> operands;
  for (size_t p = 0; p < argcount + kwonly; ++p) {
    const Variable* param = params.at(p);
    Ann want = c.graph.universe.annotator().Binding(*graph, param);
    if (bound[p] == nullptr) {
      const host::HostObject* fallback = DefaultArgument(c, function, code, p);
      if (host::IsComputedDefault(fallback)) {
        operands.push_back(ComputedDefault(c, graph, operands, p, want));
        continue;
      }
      operands.push_back(c.LowLevelConstant(fallback, want, param->concretetype));
    } else {
      operands.push_back(c.Convert(bound[p], anns[p], want));
      if (operands.back()->concretetype != param->concretetype)
        operands.back() = c.ConvertType(operands.back(), param->concretetype);
    }
  }
  if (varargs && star_list) {
    const Variable* param = params.at(argcount + kwonly);
    Ann want = c.graph.universe.annotator().Binding(*graph, param);
    // A list never filled (`f(*[])`) has items of no type: an empty tuple.
    Value* items = c.args[shape.star]->listdef->item().peek()->kind == Kind::kImpossible
                       ? NewList(c, param->concretetype, {})
                       : c.ConvertType(c.Convert(c.Arg(shape.star), c.args[shape.star], want),
                                       param->concretetype);
    if (!before_star.empty()) {
      const ContainerType* tuple = c.universe().ContainerOf(param->concretetype);
      std::vector<Value*> first;
      for (const auto& [value, ann] : before_star)
        first.push_back(
            c.ConvertType(c.Convert(value, ann, want->listdef->item().peek()), tuple->item));
      items = c.Call(tuple->name + "_concat", {NewList(c, param->concretetype, first), items},
                     param->concretetype, false);
    }
    operands.push_back(items);
  } else if (varargs) {
    const Variable* param = params.at(argcount + kwonly);
    std::vector<Value*> items;
    Ann want = c.graph.universe.annotator().Binding(*graph, param);
    for (size_t i = 0; i < extra.size(); ++i) {
      items.push_back(c.Convert(extra[i], extra_anns[i], want->items.at(i)));
    }
    Value* tuple =
        c.Emit("malloc", {c.TypeArg(param->concretetype->target())}, param->concretetype);
    for (size_t i = 0; i < items.size(); ++i) {
      std::string field = "item" + std::to_string(i);
      if (const Type* ft = param->concretetype->target()->FieldType(field))
        c.Emit("setfield", {tuple, c.Field(field), c.ConvertType(items[i], ft)}, c.types().Void());
    }
    operands.push_back(tuple);
  }
  if (varkeywords && c.graph.universe.annotator()
                             .Binding(*graph, params.at(argcount + kwonly + (varargs ? 1 : 0)))
                             ->kind == Kind::kTuple) {
    // **kwargs only passed on: a record of the keywords no parameter names, in its order.
    const Variable* param = params.at(argcount + kwonly + (varargs ? 1 : 0));
    Ann want = c.graph.universe.annotator().Binding(*graph, param);
    if (want->dict_keys == nullptr || want->dict_keys->size() != extra_keywords.size())
      c.Fail("the **kwargs record of " + graph->key + " does not match the call");
    Value* record =
        c.Emit("malloc", {c.TypeArg(param->concretetype->target())}, param->concretetype);
    for (size_t i = 0; i < extra_keywords.size(); ++i) {
      const auto& [name, index] = extra_keywords[i];
      if ((*want->dict_keys)[i] != name)
        c.Fail("the **kwargs record of " + graph->key + " names '" + (*want->dict_keys)[i] +
               "' where the call passes '" + name + "'");
      Value* value = c.Convert(c.Arg(index), c.args[index], want->items.at(i));
      std::string field = "item" + std::to_string(i);
      if (const Type* ft = param->concretetype->target()->FieldType(field))
        c.Emit("setfield", {record, c.Field(field), c.ConvertType(value, ft)}, c.types().Void());
    }
    operands.push_back(record);
  } else if (varkeywords) {
    // **kwargs: a new dict of the keywords no parameter names, in the call's order.
    const Variable* param = params.at(argcount + kwonly + (varargs ? 1 : 0));
    const ContainerType* dict = c.universe().ContainerOf(param->concretetype);
    if (dict == nullptr)
      c.Fail("the **kwargs parameter of " + graph->desc->key() + " is not a dict");
    Ann want = c.graph.universe.annotator().Binding(*graph, param);
    Value* kwargs = c.Call(dict->name + "_new", {}, param->concretetype, false);
    for (const auto& [name, index] : extra_keywords) {
      Value* key = c.LowLevelConstant(c.universe().space().Str(name), want->dictdef->key().Read(),
                                      dict->key);
      Value* value = c.Convert(c.Arg(index), c.args[index], want->dictdef->value().Read());
      c.Call(dict->name + "_setitem", {kwargs, key, c.ConvertType(value, dict->value)},
             c.types().Void(), false);
    }
    operands.push_back(kwargs);
  }
  return operands;
}

}  // namespace

Value* NarrowWidenedResult(OpContext& c, Value* result, const Type* own) {
  auto& t = c.types();
  if (own == result->concretetype) return result;
  bool integral = own == t.Signed() || own == t.Bool();
  if (Universe::IsMixedNumber(result->concretetype) && integral)  // the box's int, exact
    result = c.Emit("getfield", {result, c.Field("ival")}, t.Signed());
  else if (result->concretetype == t.Float() && integral)
    result = c.Emit("cast_float_to_int", {result}, t.Signed());
  if (result->concretetype == t.Signed() && own == t.Bool())
    return c.Emit("int_ne", {result, c.Int(0)}, t.Bool());
  return result;
}

namespace {

Value* CallGraph(OpContext& c, const annotator::GraphInfo* graph, std::vector<Value*> operands) {
  const Type* fn = c.universe().FunctionType(graph);
  operands.insert(operands.begin(), c.Symbol(c.universe().FunctionName(graph), c.types().Ptr(fn)));
  Value* result = c.Emit("direct_call", std::move(operands), fn->result());
  // A function of a family called through one pointer returns the family's common type
  // (Universe::NormaliseClassMethodReturns: `half` returning a float and `double` an
  // int both return a double); called directly, its caller expects its own result type,
  // which the widened value holds exactly (an int or a bool kept in a double or an int).
  const Type* own = c.universe().LowLevelType(c.universe().annotator().ReturnAnnotation(*graph));
  return NarrowWidenedResult(c, result, own);
}

const annotator::GraphInfo* OnlyGraph(const std::map<std::string, annotator::GraphInfo*>& callees) {
  if (callees.size() != 1) return nullptr;
  return callees.begin()->second;
}

// --- instantiation ---------------------------------------------------------------------------

// What BaseException.__init__ keeps of its arguments: str(e) and what repr(e) shows (of
// several, repr(args)), and e.args, an instance attribute of the program's exception
// classes when it reads one (`classdef`: the class instantiated, null when not known).
void StoreExceptionArguments(OpContext& c, Value* exception, annotator::ClassDef* classdef,
                             const CallShape& shape) {
  std::vector<Ann> anns;
  for (size_t i : shape.positional) anns.push_back(annotator::WithoutConstant(c.args[i]));
  Ann tuple_ann = annotator::TupleAnn(anns);
  Value* tuple = nullptr;
  auto args_tuple = [&]() {
    if (tuple == nullptr) {
      std::vector<Value*> items;
      for (size_t i : shape.positional) items.push_back(c.Arg(i));
      tuple = NewTuple(c, c.universe().LowLevelType(tuple_ann), items);
    }
    return tuple;
  };
  if (shape.positional.size() == 1) {
    size_t i = shape.positional[0];
    StoreExceptionArgument(c, exception, c.Arg(i), c.args[i]);
  } else if (shape.positional.size() > 1) {
    c.Call("rpy_exc_init_args",
           {c.ConvertType(exception, c.universe().ObjectPtr()), ToRepr(c, args_tuple(), tuple_ann)},
           c.types().Void(), false);
  }
  if (classdef == nullptr || classdef->desc()->is_builtin() ||
      !c.universe().annotator().bookkeeper().ExceptionArgsReadAfterAnnotation())
    return;
  bool instance_field = false;
  ClassLayout* owner = c.universe().AttributeOwner(classdef, "args", &instance_field);
  if (owner == nullptr || !instance_field) return;  // never read through this class
  const Type* field = owner->fields.at("a_args");
  auto attribute = owner->classdef->attrs().find("args");
  if (attribute == owner->classdef->attrs().end()) c.Fail("e.args has no attribute");
  Value* value =
      c.ConvertType(c.Convert(args_tuple(), tuple_ann, attribute->second->value.peek()), field);
  c.Emit("setfield",
         {c.ConvertType(exception, c.types().Ptr(owner->instance)), c.Field("a_args"), value},
         c.types().Void());
}

Value* Instantiate(OpContext& c, annotator::ClassDesc* desc, const CallShape& shape) {
  auto& t = c.types();
  // A specialize:ctr_location class: this site's copy, the class of the result.
  annotator::ClassDef* site_def =
      desc->ctr_location && c.result->kind == Kind::kInstance ? c.result->classdef : nullptr;
  ClassLayout* layout =
      site_def != nullptr ? c.universe().LayoutOf(site_def) : c.universe().LayoutNamed(desc->key());
  if (layout == nullptr) c.Fail("class " + desc->key() + " has no layout");
  const Type* ptr = t.Ptr(layout->instance);
  Value* object = c.Emit("malloc", {c.TypeArg(layout->instance)}, ptr);
  c.Emit(
      "setfield",
      {object, c.Field("typeptr"), c.Symbol("&" + layout->vtable_symbol, c.universe().VtablePtr())},
      t.Void());
  // Instance fields start with the class-level value of the same name, when there is one.
  for (const auto& d : c.universe().FieldDefaults(layout)) {
    Ann a = c.universe().annotator().bookkeeper().ImmutableValue(d.value);
    c.Emit("setfield", {object, c.Field(d.field), c.LowLevelConstant(d.value, a, d.type)},
           t.Void());
  }
  auto callees = c.universe().annotator().CalleesOf(&c.op);
  const annotator::GraphInfo* init = nullptr;
  for (const auto& [key, graph] : callees) {
    if (key.ends_with(".__init__")) init = graph;
  }
  if (init != nullptr) {
    Ann self_ann = annotator::InstanceAnn(
        site_def != nullptr ? site_def : c.universe().annotator().bookkeeper().GetClassDef(desc));
    CallGraph(c, init, BindArguments(c, init, shape, object, self_ann));
  } else if (layout->name.starts_with("builtins.") ||
             (layout->classdef && layout->classdef->IsException())) {
    StoreExceptionArguments(c, object, layout->classdef, shape);
  }
  return object;
}

// The default values of the parameters an __init__ called with `given` positional
// arguments through a class held in a variable leaves out (`cls(a)` where one class's
// __init__ is (self, a, b=2)): each case of the InitDispatch passes its own, so they must
// be constants GenC writes (numbers, bools, None, strs).
std::vector<std::pair<const host::HostObject*, Ann>> InitDefaults(OpContext& c,
                                                                  const annotator::GraphInfo* graph,
                                                                  size_t given) {
  std::vector<std::pair<const host::HostObject*, Ann>> defaults;
  const auto& params = graph->graph->startblock()->inputargs;
  if (params.size() < given + 1) c.Fail(graph->key + "() called with more arguments than it takes");
  if (params.size() == given + 1) return defaults;
  const host::HostObject* function = graph->desc->object();
  const host::CodeInfo& code = *function->code_object()->code();
  if (code.flags & (host::kCoVarargs | host::kCoVarkeywords))
    c.Fail("instantiating one of several classes whose " + graph->key +
           "() takes *args or **kwargs is not supported yet");
  for (size_t p = given + 1; p < params.size(); ++p) {
    const host::HostObject* fallback = DefaultArgument(c, function, code, p);
    const Type* type = params[p]->concretetype;
    bool writable =
        !host::IsComputedDefault(fallback) &&
        (type->kind() == lltype::TypeKind::kPrimitive ||
         fallback->kind() == host::HostKind::kNone ||
         (fallback->kind() == host::HostKind::kStr && type == c.universe().StringPtr()));
    if (!writable)
      c.Fail(
          "instantiating one of several classes (cls(...), type(x)(...)) that leaves out "
          "parameter '" +
          code.varnames[p] + "' of " + graph->key +
          "(), whose default is not a number, a bool, None or a str: pass it explicitly");
    if (fallback->kind() == host::HostKind::kStr) c.universe().StringConstant(fallback->text());
    defaults.push_back({fallback, c.universe().annotator().Binding(*graph, params[p])});
  }
  return defaults;
}

// A class held in a variable (a vtable pointer), one of `classes`: GenC's `rpy_new_<base>`
// allocates the class it points to; the __init__ all of them share is then called.
Value* InstantiateOneOf(OpContext& c, const CallShape& shape,
                        const std::vector<annotator::Desc*>& classes) {
  auto& bookkeeper = c.universe().annotator().bookkeeper();
  annotator::ClassDef* common = nullptr;
  for (annotator::Desc* d : classes) {
    annotator::ClassDef* def = bookkeeper.GetClassDef(static_cast<annotator::ClassDesc*>(d));
    common = common ? common->CommonBase(def) : def;
  }
  if (common == nullptr) c.Fail("instantiating classes with no common base is not supported");
  ClassLayout* base = c.universe().LayoutOf(common);
  const Type* ptr = c.types().Ptr(base->instance);
  std::string symbol = c.universe().RequestTypeHelper("new", ptr);
  std::set<const annotator::GraphInfo*> inits;
  for (const auto& [key, graph] : c.universe().annotator().CalleesOf(&c.op)) {
    if (key.ends_with(".__init__")) inits.insert(graph);
  }
  if (inits.size() > 1) {
    // Each class its own __init__: GenC dispatches on the class (positional calls only).
    if (!shape.keywords.empty() || shape.star >= 0)
      c.Fail(
          "instantiating one of several classes with keyword or * arguments is not supported yet");
    InitDispatch plan;
    plan.base = ptr;
    std::vector<Value*> operands = {c.ConvertType(c.Arg(0), c.universe().VtablePtr())};
    for (size_t i : shape.positional) {
      operands.push_back(c.Arg(i));
      plan.args.push_back(operands.back()->concretetype);
    }
    for (annotator::Desc* d : classes) {
      const host::HostObject* init = nullptr;
      for (auto* k = static_cast<annotator::ClassDesc*>(d); k != nullptr && init == nullptr;
           k = k->base())
        init = k->OwnAttr("__init__");
      if (init == nullptr || init->kind() != host::HostKind::kFunction) {
        // BaseException.__init__ keeps the message: the dispatch has no case for it.
        if (common->IsException())
          c.Fail(
              "instantiating one of several exception classes, some with an __init__ of "
              "their own and some without, is not supported yet");
        continue;
      }
      auto* f = bookkeeper.GetFunctionDesc(init);
      if (f->specializations.size() != 1)
        c.Fail("a specialised __init__ in a class held in a variable");
      const annotator::GraphInfo* graph = f->specializations.begin()->second;
      plan.cases.push_back({c.universe().LayoutNamed(d->key()), graph});
      plan.defaults.push_back(InitDefaults(c, graph, shape.positional.size()));
    }
    bool any_defaults = false;
    for (const auto& one : plan.defaults) any_defaults |= !one.empty();
    if (!any_defaults) plan.defaults.clear();
    std::string dispatch = c.universe().RegisterInitDispatch(std::move(plan));
    return c.Call(dispatch, operands, ptr, true);
  }
  Value* object = c.Call(symbol, {c.ConvertType(c.Arg(0), c.universe().VtablePtr())}, ptr, false);
  if (inits.size() == 1) {
    const annotator::GraphInfo* init = *inits.begin();
    Ann want = c.universe().annotator().Binding(*init, init->graph->startblock()->inputargs[0]);
    Value* self = c.ConvertType(object, c.graph.TypeOf(want));
    CallGraph(c, init, BindArguments(c, init, shape, self, want));
  } else if (common->IsException()) {
    StoreExceptionArguments(c, object, common, shape);  // BaseException.__init__
  }
  return object;
}

// --- method calls ---------------------------------------------------------------------------

// indirect_call's last argument: the graphs it may call, as the annotator recorded them at
// this call site (a Void constant whose symbol is "graphs:" and their C names). The
// exception transformer skips the check after a call none of whose targets can raise.
template <typename Callees>
Value* GraphList(OpContext& c, const Callees& callees) {
  std::set<std::string> names;
  for (const auto& [key, graph] : callees) names.insert(c.universe().FunctionName(graph));
  std::string symbol = "graphs:";
  for (const std::string& name : names) symbol += (symbol.back() == ':' ? "" : ",") + name;
  return c.Symbol(symbol, c.types().Void());
}

// A bound method whose receivers have no common base (closures of different functions
// in one variable): a call of a MethodDispatch, which GenC writes as a test of the
// receiver's class per implementation. Every implementation gets the arguments bound
// for the first one, so each must take them in the same representations.
// Whether a callee taking `own` can receive an argument passed as `passed` (the first
// callee's): the same representation, or pointers to structs (instances of related
// classes, which a cast converts). A char here and a str there (a function also called
// elsewhere with strs) cannot: the call would pass the wrong bits.
bool SameArgumentRepresentation(const Type* own, const Type* passed) {
  if (own == passed) return true;
  return own->kind() == lltype::TypeKind::kPtr && passed->kind() == lltype::TypeKind::kPtr &&
         own->target()->kind() == lltype::TypeKind::kStruct &&
         passed->target()->kind() == lltype::TypeKind::kStruct;
}

// Every callee of one call site must take its arguments in the first one's
// representations (the annotator unites the parameters of plain functions called through
// a variable, Annotator::NormalizeCallFamilies; not those of methods, nor types that
// cannot unite).
void RefuseDifferentArgumentRepresentations(
    OpContext& c, const std::map<std::string, annotator::GraphInfo*>& callees, size_t first) {
  const annotator::GraphInfo* model = callees.begin()->second;
  const auto& model_params = model->graph->startblock()->inputargs;
  for (const auto& [key, graph] : callees) {
    const auto& params = graph->graph->startblock()->inputargs;
    for (size_t i = first; i < params.size() && i < model_params.size(); ++i) {
      if (SameArgumentRepresentation(params[i]->concretetype, model_params[i]->concretetype))
        continue;
      c.Fail("calling " + annotator::Describe(c.args[0]) + ": parameter '" + params[i]->hint() +
             "' of " + graph->key + " is " +
             annotator::Describe(c.universe().annotator().Binding(*graph, params[i])) +
             " but that of " + model->key + " is " +
             annotator::Describe(c.universe().annotator().Binding(*model, model_params[i])) +
             ": functions called through one variable must take the same types (one of them "
             "is also called elsewhere with other arguments; give it its own copy)");
    }
  }
}

Value* CallMethodByClass(OpContext& c, const CallShape& shape,
                         const std::map<std::string, annotator::GraphInfo*>& callees) {
  const Ann& bound = c.args[0];
  MethodDispatch plan;
  const annotator::GraphInfo* model = nullptr;
  for (annotator::Desc* d : bound->descs) {
    // The callees are keyed by function; each function here is bound to one class (an
    // instance's, or for classmethods the class itself: the receiver is its vtable).
    const annotator::FunctionDesc* function = nullptr;
    annotator::ClassDef* classdef = nullptr;
    if (d->kind() == annotator::DescKind::kMethodOfFrozen) {
      auto* method = static_cast<annotator::MethodOfFrozenDesc*>(d);
      function = method->function();
      classdef = static_cast<annotator::ClassDesc*>(method->frozen())->classdef;
      plan.class_receiver = true;
    } else {
      auto* method = static_cast<annotator::MethodDesc*>(d);
      function = method->function();
      classdef = method->selfclass();
    }
    auto it = callees.find(function->key());
    if (it == callees.end() || it->second == nullptr || it->second->graph == nullptr ||
        classdef == nullptr)
      c.Fail("calling " + annotator::Describe(bound) + ": no graph for " + function->key());
    plan.cases.push_back({c.universe().LayoutOf(classdef), it->second});
    if (model == nullptr) model = it->second;
  }
  Value* self = c.Arg(0);
  if (bound->can_be_none) {  // f(x) where f may be None
    Value* none = c.Emit("ptr_iszero", {self}, c.types().Bool());
    c.Call("rpy_check_callable", {none}, c.types().Void(), true);
  }
  auto& annotator = c.universe().annotator();
  const auto& model_params = model->graph->startblock()->inputargs;
  size_t given = shape.positional.size();
  bool omitted = false;
  for (const auto& [layout, graph] : plan.cases)
    omitted = omitted || given + 1 < graph->graph->startblock()->inputargs.size();
  std::vector<Value*> operands;
  if (omitted && shape.keywords.empty() && shape.star < 0) {
    // Arguments omitted: each implementation gets its own defaults, which GenC writes
    // in its case (constants of primitive types only).
    operands.push_back(self);
    for (size_t k = 0; k < given; ++k) {
      const Variable* param = model_params.at(k + 1);
      Value* value = c.Convert(c.Arg(shape.positional[k]), c.args[shape.positional[k]],
                               annotator.Binding(*model, param));
      operands.push_back(c.ConvertType(value, param->concretetype));
    }
    plan.defaults.resize(plan.cases.size());
    for (size_t n = 0; n < plan.cases.size(); ++n) {
      const annotator::GraphInfo* graph = plan.cases[n].second;
      const auto& params = graph->graph->startblock()->inputargs;
      const host::HostObject* function = graph->desc->object();
      const host::CodeInfo& code = *function->code_object()->code();
      if (code.kwonlyargcount != 0 || (code.flags & (host::kCoVarargs | host::kCoVarkeywords)))
        c.Fail("calling " + annotator::Describe(bound) + ": " + graph->key +
               " has keyword-only or star parameters");
      for (size_t p = given + 1; p < params.size(); ++p) {
        const host::HostObject* fallback = DefaultArgument(c, function, code, p);
        if (host::IsComputedDefault(fallback) ||
            !(params[p]->concretetype->kind() == lltype::TypeKind::kPrimitive ||
              fallback->kind() == host::HostKind::kNone))
          c.Fail("calling " + annotator::Describe(bound) + ": functions with different " +
                 "parameters or default values in one variable are not supported yet, except " +
                 "defaults that are numbers, bools or None (" + graph->key + ")");
        plan.defaults[n].push_back({fallback, annotator.Binding(*graph, params[p])});
      }
    }
  } else {
    operands = BindArguments(c, model, shape, self, annotator.Binding(*model, model_params[0]));
  }
  for (const auto& [layout, graph] : plan.cases) {
    const auto& params = graph->graph->startblock()->inputargs;
    const host::HostObject* defaults = graph->desc->object()->defaults();
    // Bound for the first implementation: another one's own defaults would be lost.
    bool bound_defaults = plan.defaults.empty() && omitted && defaults != nullptr;
    if ((plan.defaults.empty() && params.size() != model_params.size()) ||
        (bound_defaults && graph != model))
      c.Fail("calling " + annotator::Describe(bound) +
             ": functions with different parameters or default values in one variable are "
             "not supported yet (" +
             graph->key + ")");
    for (size_t i = 1; i < operands.size(); ++i) {
      bool model_void = IsVoidType(operands[i]->concretetype);
      if (model_void != IsVoidType(params.at(i)->concretetype) ||
          (!model_void &&
           !SameArgumentRepresentation(params.at(i)->concretetype, operands[i]->concretetype)))
        c.Fail("calling " + annotator::Describe(bound) + ": argument " + std::to_string(i) +
               " has different representations in " + model->key + " and " + graph->key);
    }
    if (c.universe().ReturnType(graph) != c.universe().ReturnType(model))
      c.Fail("calling " + annotator::Describe(bound) + ": " + model->key + " and " + graph->key +
             " return values of different representations");
  }
  std::vector<Value*> args = {
      c.ConvertType(self, plan.class_receiver ? c.universe().VtablePtr()
                                              : c.types().Ptr(c.types().FindStruct("rpy_object")))};
  for (size_t i = 1; i < operands.size(); ++i) {
    args.push_back(operands[i]);
    plan.args.push_back(operands[i]->concretetype);
  }
  const Type* result = c.universe().ReturnType(model);
  plan.result = result;
  std::string symbol = c.universe().RegisterMethodDispatch(std::move(plan));
  Value* value = c.Call(symbol, args, result, true);
  return IsVoidType(c.result_type) || value == nullptr ? nullptr
                                                       : c.ConvertType(value, c.result_type);
}

// A bound method's run-time value is its receiver alone: which method runs follows from
// the receiver's class. Two methods of different names that instances of one class may be
// bound to (`{"dup": self.dup, "drop": self.drop}`) cannot be told apart then: refused,
// rather than calling one of them for the other.
void RefuseMethodsSharingReceivers(OpContext& c, const Ann& bound) {
  for (size_t i = 0; i < bound->descs.size(); ++i) {
    auto* a = static_cast<annotator::MethodDesc*>(bound->descs[i]);
    for (size_t j = i + 1; j < bound->descs.size(); ++j) {
      auto* b = static_cast<annotator::MethodDesc*>(bound->descs[j]);
      if (a->name() == b->name() || a->selfclass() == nullptr || b->selfclass() == nullptr)
        continue;
      annotator::ClassDef* common = a->selfclass()->CommonBase(b->selfclass());
      if (common != a->selfclass() && common != b->selfclass()) continue;
      c.Fail("calling a value that may be the bound method " + a->selfclass()->name() + "." +
             a->name() + " or " + b->selfclass()->name() + "." + b->name() +
             ": bound methods of different names on instances of one class in one variable "
             "are not supported (the value keeps only the instance); store a function that "
             "calls the method instead (lambda: self." +
             a->name() + "())");
    }
  }
}

// A call of bound methods of different names held in one value: the function of the
// (receiver, function) pair, called with its receiver (Universe::BoundMethodPairType).
Value* CallBoundMethodPair(OpContext& c, const CallShape& shape) {
  const Ann& bound = c.args[0];
  Value* pair = c.Arg(0);
  auto callees = c.universe().annotator().CalleesOf(&c.op);
  if (callees.empty()) c.Fail("the annotator recorded no callee for this method call");
  if (bound->can_be_none) {  // calling None: CPython's TypeError
    Value* none = c.Emit("ptr_iszero", {pair}, c.types().Bool());
    c.Call("rpy_check_callable", {none}, c.types().Void(), true);
  }
  const Type* pair_struct = pair->concretetype->target();
  Value* self = c.Emit("getfield", {pair, c.Field("item0")}, pair_struct->FieldType("item0"));
  const Type* slot = pair_struct->FieldType("item1");
  Value* fn = c.Emit("getfield", {pair, c.Field("item1")}, slot);
  const annotator::GraphInfo* model = callees.begin()->second;
  Ann self_ann = c.universe().annotator().Binding(*model, model->graph->startblock()->inputargs[0]);
  std::vector<Value*> operands = BindArguments(c, model, shape, self, self_ann);
  operands[0] = self;
  operands.insert(operands.begin(), fn);
  operands.push_back(GraphList(c, callees));
  Value* value = c.Emit("indirect_call", std::move(operands), slot->target()->result());
  return IsVoidType(c.result_type) || value == nullptr ? nullptr
                                                       : c.ConvertType(value, c.result_type);
}

Value* CallMethod(OpContext& c, const CallShape& shape) {
  const Ann& bound = c.args[0];
  if (Universe::IsBoundMethodPair(bound)) return CallBoundMethodPair(c, shape);
  Value* self = c.Arg(0);
  RefuseMethodsSharingReceivers(c, bound);
  auto* first = static_cast<annotator::MethodDesc*>(bound->descs[0]);
  Ann self_ann = annotator::InstanceAnn(first->selfclass());
  auto callees = c.universe().annotator().CalleesOf(&c.op);
  if (callees.empty()) c.Fail("the annotator recorded no callee for this method call");
  if (const annotator::GraphInfo* graph = OnlyGraph(callees)) {
    Ann want_self =
        c.universe().annotator().Binding(*graph, graph->graph->startblock()->inputargs[0]);
    return CallGraph(c, graph, BindArguments(c, graph, shape, self, want_self));
  }
  // Several implementations: through the vtable.
  annotator::ClassDef* common = nullptr;
  for (annotator::Desc* d : bound->descs) {
    auto* m = static_cast<annotator::MethodDesc*>(d);
    common = common ? common->CommonBase(m->selfclass()) : m->selfclass();
    if (common == nullptr) return CallMethodByClass(c, shape, callees);
  }
  for (annotator::Desc* d : bound->descs) {
    const std::string& name = static_cast<annotator::MethodDesc*>(d)->name();
    if (name != first->name())
      c.Fail("calling " + annotator::Describe(bound) + ": bound methods of different names (" +
             first->name() + ", " + name +
             ") in one variable are not supported yet (a dict of methods as a dispatch table: "
             "keep functions taking the object, or dispatch on the name with if/elif)");
  }
  ClassLayout* owner = c.universe().MethodSlotOwner(common, first->name());
  if (owner == nullptr) c.Fail("no vtable slot for method " + first->name());
  const Type* slot = owner->class_fields.at("m_" + first->name());
  const annotator::GraphInfo* model = callees.begin()->second;
  Ann owner_ann = annotator::InstanceAnn(owner->classdef);
  std::vector<Value*> operands = BindArguments(c, model, shape, self, owner_ann);
  operands[0] = c.ConvertType(self, c.types().Ptr(owner->instance));
  // The model graph's parameter types, except self, are every implementation's.
  Value* fn = c.Emit("getfield", {VtableOf(c, self, owner), c.Field("m_" + first->name())}, slot);
  operands.insert(operands.begin(), fn);
  operands.push_back(GraphList(c, callees));
  // The slot returns what every implementation in the class's subtree may; the methods
  // this call reaches may return a narrower number (ints, where another subclass's
  // returns a float), which the widened value holds exactly.
  Value* result = c.Emit("indirect_call", std::move(operands), slot->target()->result());
  return IsVoidType(c.result_type) ? result : NarrowWidenedResult(c, result, c.result_type);
}

Value* CallFunctionPointer(OpContext& c, const CallShape& shape) {
  auto callees = c.universe().annotator().CalleesOf(&c.op);
  if (callees.empty()) c.Fail("the annotator recorded no callee for this call");
  const annotator::GraphInfo* model = callees.begin()->second;
  RefuseDifferentArgumentRepresentations(c, callees, 0);
  if (c.args[0]->can_be_none) {  // f(x) where f may be None
    Value* none = c.Emit("ptr_iszero", {c.Arg(0)}, c.types().Bool());
    c.Call("rpy_check_callable", {none}, c.types().Void(), true);
  }
  // The arguments are bound for the first function: every one must have the same
  // defaults for the arguments the call omits.
  size_t given = shape.positional.size() + shape.keywords.size();
  if (shape.star < 0) {
    for (const auto& [key, graph] : callees) {
      size_t nparams = graph->graph->startblock()->inputargs.size();
      const host::HostObject* function = graph->desc->object();
      const host::CodeInfo& code = *function->code_object()->code();
      const host::CodeInfo& model_code = *model->desc->object()->code_object()->code();
      size_t own = static_cast<size_t>(code.argcount + code.kwonlyargcount);
      size_t model_own = static_cast<size_t>(model_code.argcount + model_code.kwonlyargcount);
      for (size_t p = given; p < nparams && p < own; ++p) {
        if (p >= model_own || DefaultArgument(c, function, code, p)->key() !=
                                  DefaultArgument(c, model->desc->object(), model_code, p)->key())
          c.Fail("calling " + annotator::Describe(c.args[0]) +
                 ": functions with different default values in one variable are not supported "
                 "yet (" +
                 graph->key + ")");
      }
    }
  }
  std::vector<Value*> operands = BindArguments(c, model, shape, nullptr, nullptr);
  const Type* fn = c.Arg(0)->concretetype;
  operands.insert(operands.begin(), c.Arg(0));
  operands.push_back(GraphList(c, callees));
  return c.Emit("indirect_call", std::move(operands), fn->target()->result());
}

// --- specialize:memo ---------------------------------------------------------------------

// Whether `value` (annotated `a`, a set of pre-built constants) is `object`.
Value* IsObject(OpContext& c, Value* value, const Ann& a, const host::HostObject* object) {
  const Type* b = c.types().Bool();
  if (object->kind() == host::HostKind::kNone) return c.Emit("ptr_iszero", {value}, b);
  return c.Emit("ptr_eq", {value, c.LowLevelConstant(object, a, value->concretetype)}, b);
}

// specialize:memo (seed 000 §6.10.2): the annotator called the function on every
// combination of the values its arguments may have (FunctionDesc::memo_table); a call is
// a lookup in that table. When every argument is a constant the result is one prebuilt
// constant (a mutable result, a list, is one object shared by every call, as in RPython);
// otherwise the results are chosen among by the arguments' values: `select` on a bool,
// identity tests on a set of pre-built constants (frozen objects, classes, functions,
// None), nested in the order of the arguments.
Value* CallMemo(OpContext& c, annotator::FunctionDesc* f, const CallShape& shape) {
  const host::HostObject* function = f->object();
  const host::CodeInfo& code = *function->code_object()->code();
  size_t argcount = code.argcount, nparams = code.argcount + code.kwonlyargcount;
  if (shape.star >= 0 || (code.flags & host::kCoVarargs))
    c.Fail("specialize:memo of " + f->key() + " with *args is not supported");
  std::vector<Value*> values(nparams, nullptr);
  std::vector<Ann> anns(nparams);
  for (size_t k = 0; k < shape.positional.size(); ++k) {
    if (k >= argcount) c.Fail(f->key() + "() called with too many arguments");
    values[k] = c.Arg(shape.positional[k]);
    anns[k] = c.args[shape.positional[k]];
  }
  for (const auto& [name, index] : shape.keywords) {
    for (size_t p = 0; p < nparams; ++p) {
      if (code.varnames[p] != name) continue;
      values[p] = c.Arg(index);
      anns[p] = c.args[index];
    }
  }
  // The values each argument may have, in the annotator's order (rules_calls.cc).
  std::vector<std::vector<const host::HostObject*>> options(nparams);
  for (size_t p = 0; p < nparams; ++p) {
    const Ann& a = anns[p];
    if (a == nullptr) {  // a default
      options[p] = {DefaultArgument(c, function, code, p)};
    } else if (a->constant != nullptr) {
      options[p] = {a->constant};
    } else if (a->kind == Kind::kNone) {
      options[p] = {c.universe().space().None()};
    } else if (a->kind == Kind::kBool) {
      options[p] = {c.universe().space().Bool(false), c.universe().space().Bool(true)};
    } else if (a->kind == Kind::kPBC) {
      for (annotator::Desc* d : a->descs) options[p].push_back(d->object());
      if (a->can_be_none) options[p].push_back(c.universe().space().None());
    } else {
      c.Fail("specialize:memo of " + f->key() + " with an argument that is " +
             annotator::Describe(a));
    }
  }
  if (IsVoidType(c.result_type)) return nullptr;
  std::vector<const host::HostObject*> chosen;
  std::function<Value*(size_t)> lookup = [&](size_t p) -> Value* {
    if (p == nparams) {
      std::string key;
      for (const host::HostObject* o : chosen) key += (key.empty() ? "" : ",") + o->key();
      auto it = f->memo_table.find(key);
      if (it == f->memo_table.end())
        c.Fail("specialize:memo of " + f->key() + ": no result for (" + key + ")");
      return c.ConvertType(c.LowLevelConstant(it->second, c.result, c.result_type), c.result_type);
    }
    auto result_with = [&](const host::HostObject* o) {
      chosen.push_back(o);
      Value* v = lookup(p + 1);
      chosen.pop_back();
      return v;
    };
    const auto& choices = options[p];
    if (choices.size() == 1) return result_with(choices[0]);
    if (anns[p]->kind == Kind::kBool) {
      Value* when_true = result_with(choices[1]);
      Value* when_false = result_with(choices[0]);
      Value* cond = c.ConvertType(values[p], c.types().Bool());
      return c.Emit("select", {cond, when_true, when_false}, c.result_type);
    }
    Value* result = result_with(choices.back());
    for (size_t k = choices.size() - 1; k-- > 0;) {
      Value* cond = IsObject(c, values[p], anns[p], choices[k]);
      result = c.Emit("select", {cond, result_with(choices[k]), result}, c.result_type);
    }
    return result;
  };
  return lookup(0);
}

// rlib.jit's hints (the annotator's SpecialFunction): a `_translated_as_noop_` call is
// removed, a `_translated_as_identity_` call is its first argument. Null when `f` is
// neither; `*done` says whether it was one.
Value* HintCall(OpContext& c, const annotator::FunctionDesc* f, const CallShape& shape,
                bool* done) {
  *done = true;
  if (f->Attr("_translated_as_noop_") != nullptr) return nullptr;
  if (f->Attr("_translated_as_identity_") != nullptr)
    return c.ConvertType(c.Arg(shape.positional[0]), c.result_type);
  *done = false;
  return nullptr;
}

// A primitive of rlib/rfile.py: its runtime function (file_primitives.h).
Value* CallFilePrimitive(OpContext& c, const annotator::FilePrimitive& primitive,
                         const CallShape& shape) {
  auto& t = c.types();
  std::vector<Value*> args;
  for (size_t n = 0; n < primitive.args.size(); ++n) {
    size_t i = shape.positional.at(n);
    args.push_back(primitive.args[n] == 'i' ? c.ConvertType(c.Arg(i), t.Signed())
                                            : c.ArgAs(i, StrAnnotation()));
  }
  const Type* result =
      primitive.result == 'i' || primitive.result == 'n' ? t.Signed() : c.universe().StringPtr();
  return c.ConvertType(c.Call(std::string(primitive.c_symbol), args, result, primitive.can_raise),
                       c.result_type);
}

Value* CallPbc(OpContext& c, const CallShape& shape) {
  const Ann& callee = c.args[0];
  annotator::DescKind kind = callee->descs[0]->kind();
  if (callee->descs.size() == 1 &&
      (kind == annotator::DescKind::kFunction || kind == annotator::DescKind::kMethodOfFrozen)) {
    const auto* f =
        kind == annotator::DescKind::kFunction
            ? static_cast<const annotator::FunctionDesc*>(callee->descs[0])
            : static_cast<const annotator::MethodOfFrozenDesc*>(callee->descs[0])->function();
    bool done = false;
    Value* hinted = HintCall(c, f, shape, &done);
    if (done) return hinted;
  }
  switch (kind) {
    case annotator::DescKind::kFunction: {
      if (callee->descs.size() == 1) {
        auto* f = static_cast<annotator::FunctionDesc*>(callee->descs[0]);
        if (f->policy() == "specialize:memo") return CallMemo(c, f, shape);
        if (f->key().starts_with("rlib.")) {
          const std::string& key = f->key();
          Value* arg = shape.positional.empty() ? nullptr : c.Arg(shape.positional[0]);
          if (key == "rlib.rarithmetic.intmask" || key == "rlib.rarithmetic.ovfcheck")
            return c.ConvertType(arg, c.types().Signed());
          if (key == "rlib.objectmodel.we_are_translated") return c.Bool(true);
          if (key == "rlib.rarithmetic.is_valid_int") return c.Bool(true);
          if (key == "rlib.debug.ll_assert") return nullptr;
          if (key == "rlib.rcopy.deepcopy_value") {
            // copy.deepcopy(): GenC's helper, with a memo of its own.
            std::string symbol = c.universe().RequestTypeHelper("deepcopy_top", arg->concretetype);
            return c.ConvertType(c.Call(symbol, {arg}, arg->concretetype, false), c.result_type);
          }
          if (key == "rlib.rcopy.copy_instance") {
            // copy.copy() of an instance: a field-by-field clone (GenC's helper).
            std::string symbol = c.universe().RequestTypeHelper("clone", arg->concretetype);
            return c.ConvertType(c.Call(symbol, {arg}, arg->concretetype, false), c.result_type);
          }
          if (key == "rlib.rbuiltin.str_items" && arg != nullptr &&
              c.args[shape.positional[0]]->kind == Kind::kTuple) {
            // print(*t) of a tuple of known length: str() of each item (the annotator's
            // special case of str_items).
            const Ann& tuple = c.args[shape.positional[0]];
            std::vector<Value*> items = TupleItems(c, arg, tuple);
            std::vector<Value*> shown;
            for (size_t i = 0; i < items.size(); ++i)
              shown.push_back(ToStr(c, items[i], tuple->items[i]));
            return NewList(c, c.result_type, shown);
          }
          if (const annotator::FilePrimitive* primitive = annotator::FindFilePrimitive(key))
            return CallFilePrimitive(c, *primitive, shape);
        }
        auto callees = c.universe().annotator().CalleesOf(&c.op);
        const annotator::GraphInfo* graph = OnlyGraph(callees);
        if (graph == nullptr) {
          if (c.result->constant != nullptr)
            return c.LowLevelConstant(c.result->constant, c.result, c.result_type);
          c.Fail("no graph recorded for the call of " + f->key());
        }
        return CallGraph(c, graph, BindArguments(c, graph, shape, nullptr, nullptr));
      }
      return CallFunctionPointer(c, shape);
    }
    case annotator::DescKind::kClass:
      if (callee->descs.size() != 1) return InstantiateOneOf(c, shape, callee->descs);
      return Instantiate(c, static_cast<annotator::ClassDesc*>(callee->descs[0]), shape);
    case annotator::DescKind::kMethod:
      return CallMethod(c, shape);
    case annotator::DescKind::kMethodOfFrozen: {
      auto callees = c.universe().annotator().CalleesOf(&c.op);
      const annotator::GraphInfo* graph = OnlyGraph(callees);
      if (graph == nullptr &&
          static_cast<annotator::MethodOfFrozenDesc*>(callee->descs[0])->is_classmethod())
        return CallMethodByClass(c, shape, callees);  // overridden in a subclass
      if (graph == nullptr)
        c.Fail("calling methods of frozen objects with several implementations is not supported");
      // The method is represented by the object it is bound to: that is `self`.
      std::vector<annotator::Desc*> objects;
      for (annotator::Desc* d : callee->descs)
        objects.push_back(static_cast<annotator::MethodOfFrozenDesc*>(d)->frozen());
      Ann self_ann = annotator::PbcAnn(objects, callee->can_be_none);
      Value* self = c.Arg(0);
      return CallGraph(c, graph, BindArguments(c, graph, shape, self, self_ann));
    }
    default:
      c.Fail(annotator::Describe(callee) + " is not callable");
  }
}

// BaseException.__init__ called on `exception` with the message at positional index
// `first` (if any): kept for str(e), as when the class is instantiated.
Value* ExceptionInit(OpContext& c, Value* exception, const CallShape& shape, size_t first) {
  if (shape.positional.size() > first) {
    size_t i = shape.positional[first];
    StoreExceptionArgument(c, exception, c.Arg(i), c.args[i]);
  }
  return c.LowLevelConstant(c.result->constant, c.result, c.result_type);
}

Value* Call(OpContext& c) {
  CallShape shape = ParseCall(c);
  PassKwargsOn(c, &shape);
  const Ann& callee = c.args[0];
  switch (callee->kind) {
    case Kind::kBuiltin:
      // Exception.__init__(self, message): self is the first argument.
      if (callee->name == "exception.__init__")
        return ExceptionInit(c, c.Arg(shape.positional.at(0)), shape, 1);
      if (callee->name.starts_with("str.")) {  // str.lower(s): s.lower()
        CallShape rest = shape;
        size_t receiver = rest.positional.at(0);
        rest.positional.erase(rest.positional.begin());
        return LowerStrMethod(c, callee->name.substr(4), c.Arg(receiver), rest);
      }
      return LowerBuiltinCall(c, callee->name, shape);
    case Kind::kBuiltinMethod: {
      const std::string& full = callee->name;
      std::string type = full.substr(0, full.find('.'));
      std::string name = full.substr(full.find('.') + 1);
      Value* receiver = c.Arg(0);
      if (full == "exception.__init__") return ExceptionInit(c, receiver, shape, 0);
      if (full == "kwargs.get") {
        // A **kwargs record read by a constant key (the annotator's "kwargs.get"): that
        // keyword's item, or the default when no call of this graph passes it.
        const Ann& record = callee->items[0];
        const std::vector<std::string>& keys = *record->dict_keys;
        auto found =
            std::find(keys.begin(), keys.end(), c.args[shape.positional[0]]->constant->text());
        if (found != keys.end())
          return c.ConvertType(TupleItems(c, receiver, record)[found - keys.begin()],
                               c.result_type);
        if (shape.positional.size() > 1)
          return c.ConvertType(c.Arg(shape.positional[1]), c.result_type);
        return c.Null(c.result_type);
      }
      if (type == "bytes") {
        if (callee->items[0]->kind == Kind::kList)  // a bytearray: as bytes(x)
          receiver = c.Call("rpy_bytes_from_list", {receiver}, c.universe().StringPtr(), true);
        return LowerBytesMethod(c, name, receiver, shape);
      }
      if (full == "int.bit_length" || full == "int.bit_count")
        return c.Call(full == "int.bit_length" ? "rpy_int_bit_length" : "rpy_int_bit_count",
                      {c.ConvertType(receiver, c.types().Signed())}, c.types().Signed(), false);
      if (full == "int.to_bytes") {  // the annotator checked the byte order is a constant
        auto argument = [&](size_t n, const char* keyword) -> size_t {
          return n < shape.positional.size() ? shape.positional[n] : shape.Keyword(keyword);
        };
        size_t length = argument(0, "length"), order = argument(1, "byteorder");
        size_t is_signed = shape.Keyword("signed");
        bool little = order && c.args[order]->constant != nullptr &&
                      c.args[order]->constant->text() == "little";
        Value* signed_value =
            is_signed
                ? c.ConvertType(IsTrue(c, c.Arg(is_signed), c.args[is_signed]), c.types().Bool())
                : c.Bool(false);
        return c.Call("rpy_int_to_bytes",
                      {c.ConvertType(receiver, c.types().Signed()),
                       length ? c.ConvertType(c.Arg(length), c.types().Signed()) : c.Int(1),
                       c.Bool(little), signed_value},
                      c.universe().StringPtr(), true);
      }
      if (full == "float.is_integer")
        return c.Call("rpy_float_is_integer", {c.ConvertType(receiver, c.types().Float())},
                      c.types().Bool(), false);
      if (type == "str") return LowerStrMethod(c, name, receiver, shape);
      if (type == "list") return LowerListMethod(c, name, receiver, shape);
      if (type == "tuple") return LowerTupleMethod(c, name, receiver, callee->items[0], shape);
      if (type == "dict") return LowerDictMethod(c, name, receiver, shape);
      if (type == "set") return LowerSetMethod(c, name, receiver, shape);
      c.Fail(full + "() is not supported yet");
    }
    case Kind::kPBC:
      return CallPbc(c, shape);
    case Kind::kType: {  // type(x)(...): one of the classes the annotator called
      const auto& classes =
          c.universe().annotator().bookkeeper().ClassesOfType(callee->classdef->desc());
      if (classes.size() == 1)
        return Instantiate(c, static_cast<annotator::ClassDesc*>(classes[0]), shape);
      return InstantiateOneOf(c, shape, classes);
    }
    case Kind::kInstance: {  // obj(args): its __call__ (positional arguments only)
      std::vector<Value*> args;
      for (size_t i : shape.positional) args.push_back(c.Arg(i));
      return CallMethodByName(c, c.Arg(0), callee, "__call__", args, c.result_type);
    }
    default:
      c.Fail(annotator::Describe(callee) + " is not callable");
  }
}

}  // namespace

// The key the annotator gave the specialize:arg(i...) or arg_or_var(i...) copy of a
// method called with `args` (self not among them), as rules_calls.cc's
// SpecializationKey writes it; empty when the policy is another, or when an argument
// specialize:arg names is not a constant.
static std::string ConstantArgumentsKey(const std::string& policy,
                                        const std::vector<Value*>& args) {
  bool or_var = policy.starts_with("specialize:arg_or_var(");
  if (!or_var && !policy.starts_with("specialize:arg(")) return "";
  size_t open = policy.find('(') + 1;
  std::string inside = policy.substr(open, policy.find(')') - open);
  std::string key = or_var ? "arg_or_var(" : "arg(";
  for (size_t pos = 0; pos < inside.size();) {
    size_t comma = std::min(inside.find(',', pos), inside.size());
    int index = std::stoi(inside.substr(pos, comma - pos)) - 1;
    pos = comma + 1;
    if (index < 0 || index >= static_cast<int>(args.size())) return "";
    std::string part;
    if (args[index]->is_constant())
      part = static_cast<const model::Constant*>(args[index])->object()->key();
    else if (or_var)
      part = "var";
    else
      return "";
    key += (key.back() == '(' ? "" : ",") + part;
  }
  return key + ")";
}

// The method `name` of the instance `self` called with `args` (the annotator annotated
// that call: str(), iteration, print(file=...)), directly when one implementation can be
// reached, through its vtable slot otherwise; the result converted to `result_type`.
Value* CallMethodByName(OpContext& c, Value* self, const Ann& a, const std::string& name,
                        const std::vector<Value*>& args, const Type* result_type) {
  if (ClassLayout* owner = c.universe().MethodSlotOwner(a->classdef, name)) {
    const Type* slot = owner->class_fields.at("m_" + name);
    Value* receiver = c.ConvertType(self, c.types().Ptr(owner->instance));
    Value* fn = c.Emit("getfield", {VtableOf(c, receiver, owner), c.Field("m_" + name)}, slot);
    const auto& params = slot->target()->fields();
    if (params.size() != args.size() + 1)
      c.Fail("the method " + name + " of " + a->classdef->name() + " takes " +
             std::to_string(params.size() - 1) + " arguments here");
    std::vector<Value*> operands = {fn, receiver};
    for (size_t i = 0; i < args.size(); ++i)
      operands.push_back(c.ConvertType(args[i], params[i + 1].second));
    operands.push_back(c.Null(c.types().Void()));
    Value* result = c.Emit("indirect_call", operands, slot->target()->result());
    if (IsVoidType(result_type)) return nullptr;
    return c.ConvertType(NarrowWidenedResult(c, result, result_type), result_type);
  }
  const host::HostObject* method = nullptr;
  for (annotator::ClassDesc* d = a->classdef->desc(); d != nullptr && method == nullptr;
       d = d->base())
    method = d->OwnAttr(name);
  if (method == nullptr || method->kind() != host::HostKind::kFunction)
    c.Fail("the class " + a->classdef->name() + " has no method " + name);
  auto* f = c.universe().annotator().bookkeeper().GetFunctionDesc(method);
  const annotator::GraphInfo* graph = nullptr;
  if (a->classdef->per_site() && a->classdef->desc()->OwnAttr(name) == method) {
    // A method of a specialize:ctr_location class: the graph of this site's copy.
    auto it = f->specializations.find(a->classdef->SelfSpecialization());
    if (it != f->specializations.end()) graph = it->second;
  } else if (f->specializations.size() == 1) {
    graph = f->specializations.begin()->second;
  } else if (std::string key = ConstantArgumentsKey(f->policy(), args); !key.empty()) {
    // A specialize:arg method (a named tuple's __getitem__ with a constant index): the copy
    // the annotator made for these constants.
    auto it = f->specializations.find(key);
    if (it != f->specializations.end()) graph = it->second;
  }
  if (graph == nullptr || graph->graph == nullptr)
    c.Fail("the method " + f->key() + " has " + std::to_string(f->specializations.size()) +
           " specialisations");
  const auto& inputs = graph->graph->startblock()->inputargs;
  if (inputs.size() != args.size() + 1)
    c.Fail("the method " + f->key() + " takes " + std::to_string(inputs.size() - 1) +
           " arguments here");
  std::vector<Value*> operands = {c.ConvertType(self, inputs[0]->concretetype)};
  for (size_t i = 0; i < args.size(); ++i)
    operands.push_back(c.ConvertType(args[i], inputs[i + 1]->concretetype));
  Value* result = CallGraph(c, graph, operands);
  return IsVoidType(result_type) ? nullptr : c.ConvertType(result, result_type);
}

// str(x) / repr(x) of an instance: `name` (__str__ or __repr__) called on it.
Value* CallSpecialMethod(OpContext& c, Value* self, const Ann& a, const std::string& name) {
  return CallMethodByName(c, self, a, name, {}, c.universe().StringPtr());
}

// super().name of a property (annotator's SuperAttribute): its getter, found from the base
// of the class whose method reads it, called directly on the instance.
bool CallSuperPropertyGetter(OpContext& c, Value* self, const Ann& super, const std::string& name,
                             Value** result) {
  const host::HostObject* property = nullptr;
  for (annotator::ClassDesc* d = super->classdef->desc()->base(); d != nullptr; d = d->base()) {
    if (const host::HostObject* found = d->OwnAttr(name)) {
      if (!host::IsProperty(found)) return false;
      property = found;
      break;
    }
  }
  if (property == nullptr) return false;
  auto* f = c.universe().annotator().bookkeeper().GetFunctionDesc(property->items()[0]);
  if (f->specializations.size() != 1 || f->specializations.begin()->second->graph == nullptr)
    c.Fail("the getter " + f->key() + " of property '" + name + "' has no single graph");
  const annotator::GraphInfo* graph = f->specializations.begin()->second;
  const auto& params = graph->graph->startblock()->inputargs;
  Value* called = CallGraph(c, graph, {c.ConvertType(self, params.at(0)->concretetype)});
  *result = IsVoidType(c.result_type) ? nullptr : c.ConvertType(called, c.result_type);
  return true;
}

// The value given to an overridden property's setter method `accessor`, in the
// representation of its parameter (that of the implementation `a`'s class sees).
Value* ConvertedSetterValue(OpContext& c, const Ann& a, const std::string& accessor, Value* value,
                            const Ann& value_ann) {
  const host::HostObject* method = nullptr;
  for (annotator::ClassDesc* d = a->classdef->desc(); d != nullptr && method == nullptr;
       d = d->base())
    method = d->OwnAttr(accessor);
  if (method == nullptr || method->kind() != host::HostKind::kFunction) return value;
  auto* f = c.universe().annotator().bookkeeper().GetFunctionDesc(method);
  if (f->specializations.size() != 1 || f->specializations.begin()->second->graph == nullptr)
    return value;
  const annotator::GraphInfo* graph = f->specializations.begin()->second;
  const auto& params = graph->graph->startblock()->inputargs;
  if (params.size() != 2) return value;
  return c.Convert(value, value_ann, c.universe().annotator().Binding(*graph, params[1]));
}

// Reading (value null) or setting a property of an instance: a direct call of its getter
// or setter, the one the annotator called (rules_attributes.cc). Returns false when `name`
// is no property of the instance's class.
bool CallPropertyAccessor(OpContext& c, Value* self, const Ann& a, const std::string& name,
                          Value* value, const Ann& value_ann, Value** result) {
  const host::HostObject* property = nullptr;
  annotator::ClassDesc* owner = nullptr;
  for (annotator::ClassDesc* d = a->classdef->desc(); d != nullptr && property == nullptr;
       d = d->base()) {
    if (const host::HostObject* found = d->OwnAttr(name)) {
      if (!host::IsProperty(found)) return false;
      property = found;
      owner = d;
    }
  }
  if (property == nullptr) return false;
  // A property some related class defines again: its accessors are methods the host
  // added (annotator's OverriddenPropertyAccessor), called through the vtable.
  std::string accessor = (value == nullptr ? "_rtfarm_get_" : "_rtfarm_set_") + name;
  if (owner->OwnAttr(accessor) != nullptr) {
    if (value == nullptr) {
      Value* got = CallMethodByName(c, self, a, accessor, {}, c.result_type);
      if (result != nullptr) *result = got;
      return true;
    }
    CallMethodByName(c, self, a, accessor, {ConvertedSetterValue(c, a, accessor, value, value_ann)},
                     c.types().Void());
    return true;
  }
  // Called directly: a subclass defining the name again would need a vtable slot.
  std::function<void(const ClassLayout*)> check = [&](const ClassLayout* layout) {
    for (const ClassLayout* sub : layout->subclasses) {
      if (sub->classdef != nullptr && sub->classdef->desc()->OwnAttr(name) != nullptr &&
          sub->classdef->desc()->OwnAttr(name) != property) {
        c.Fail("property '" + name + "' of " + a->classdef->name() + " is defined again in " +
               sub->classdef->name() + ": not supported");
      }
      check(sub);
    }
  };
  check(c.universe().LayoutOf(a->classdef));
  const host::HostObject* function = property->items()[value == nullptr ? 0 : 1];
  if (value != nullptr && function->kind() != host::HostKind::kFunction) {
    // A property without a setter: CPython's AttributeError, naming the object's class.
    c.Call("rpy_raise_no_setter",
           {c.LowLevelConstant(c.universe().space().Str(name), annotator::StrAnn(),
                               c.universe().StringPtr()),
            c.ConvertType(self, c.universe().ObjectPtr())},
           c.types().Void(), true);
    return true;
  }
  auto* f = c.universe().annotator().bookkeeper().GetFunctionDesc(function);
  if (f->specializations.size() != 1 || f->specializations.begin()->second->graph == nullptr)
    c.Fail("the accessor " + f->key() + " of property '" + name + "' has no single graph");
  const annotator::GraphInfo* graph = f->specializations.begin()->second;
  const auto& params = graph->graph->startblock()->inputargs;
  std::vector<Value*> operands = {c.ConvertType(self, params.at(0)->concretetype)};
  if (value != nullptr) {
    Ann want = c.universe().annotator().Binding(*graph, params.at(1));
    operands.push_back(
        c.ConvertType(c.Convert(value, value_ann, want), params.at(1)->concretetype));
  }
  Value* called = CallGraph(c, graph, std::move(operands));
  if (result != nullptr)
    *result = IsVoidType(c.result_type) ? nullptr : c.ConvertType(called, c.result_type);
  return true;
}

CallShape ParseCall(const OpContext& c) {
  CallShape shape;
  if (c.op.opname == "simple_call") {
    for (size_t i = 1; i < c.arity(); ++i) shape.positional.push_back(i);
    return shape;
  }
  const host::HostObject* spec = c.ConstArg(1);
  if (spec == nullptr || spec->kind() != host::HostKind::kTuple || spec->items().size() != 4)
    c.Fail("call_args without a constant shape");
  size_t npos = spec->items()[0]->int_value();
  const auto& names = spec->items()[1]->items();
  bool star = spec->items()[2]->bool_value();
  size_t next = 2;
  for (size_t i = 0; i < npos; ++i) shape.positional.push_back(next++);
  for (const host::HostObject* name : names) shape.keywords.push_back({name->text(), next++});
  if (star) shape.star = static_cast<long>(next++);
  if (spec->items()[3]->bool_value()) shape.double_star = static_cast<long>(next++);
  return shape;
}

// f(**kwargs) of a **kwargs parameter whose keys the annotator knew (rules.cc,
// PassKwargsOn): each key's value is read from the dict and becomes one more operand of
// the operation (an index past its arguments, OpContext::unboxed), passed as a keyword.
void PassKwargsOn(OpContext& c, CallShape* shape) {
  if (shape->double_star < 0) return;
  size_t index = static_cast<size_t>(shape->double_star);
  const Ann dict_ann = c.args.at(index);
  if (dict_ann->kind == Kind::kTuple && dict_ann->dict_keys != nullptr) {
    // The record of a **kwargs parameter only passed on: its items, each of its own type.
    std::vector<Value*> items = TupleItems(c, c.Arg(index), dict_ann);
    for (size_t i = 0; i < items.size(); ++i) {
      size_t slot = c.args.size();
      c.args.push_back(dict_ann->items[i]);
      if (c.unboxed.size() < slot + 1) c.unboxed.resize(slot + 1, nullptr);
      c.unboxed[slot] = items[i];
      shape->keywords.push_back({(*dict_ann->dict_keys)[i], slot});
    }
    shape->double_star = -1;
    return;
  }
  if (dict_ann->kind != Kind::kDict || dict_ann->dict_keys == nullptr)
    c.Fail("f(**d) of a dict whose keys are not known");
  // A mutation annotated after the call was: the keys passed on could be wrong.
  if (dict_ann->dictdef->keys_changed())
    c.Fail(
        "f(**kwargs) passes on the keywords a **kwargs parameter was called with, but this "
        "dict's keys may change (item assignment, del, pop, update...): pass the keywords "
        "explicitly instead");
  Value* dict = c.Arg(index);
  const ContainerType* type = c.universe().ContainerOf(dict->concretetype);
  if (type == nullptr) c.Fail("f(**kwargs) of a dict without a dict representation");
  Ann key_ann = dict_ann->dictdef->key().peek();
  Ann value_ann = dict_ann->dictdef->value().peek();
  for (const std::string& name : *dict_ann->dict_keys) {
    Value* key = c.LowLevelConstant(c.universe().space().Str(name), key_ann, type->key);
    Value* value = c.Call(type->name + "_getitem", {dict, key}, type->value, true);
    size_t slot = c.args.size();
    c.args.push_back(value_ann);
    if (c.unboxed.size() < slot + 1) c.unboxed.resize(slot + 1, nullptr);
    c.unboxed[slot] = value;
    shape->keywords.push_back({name, slot});
  }
  shape->double_star = -1;
}

void RegisterCallLowerings(LoweringTable& table) {
  table["simple_call"].push_back({Always(), Call});
  table["call_args"].push_back({Always(), Call});
}

}  // namespace rtfarm::rtyper
