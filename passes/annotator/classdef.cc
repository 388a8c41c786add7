#include "passes/annotator/classdef.h"

#include <algorithm>

#include "passes/annotator/bookkeeper.h"
#include "passes/annotator/world_lock.h"

namespace rtfarm::annotator {

ClassDef::ClassDef(Bookkeeper* bookkeeper, ClassDesc* desc, ClassDef* base, std::string name)
    : bookkeeper_(bookkeeper), desc_(desc), base_(base), name_(std::move(name)) {
  if (base_ != nullptr) base_->subdefs_.push_back(this);
  instances_[0] = InstanceAnn(this, false);
  instances_[1] = InstanceAnn(this, true);
}

bool ClassDef::per_site() const { return desc_->ctr_location; }

bool ClassDef::IsSubclassOf(const ClassDef* other) const {
  for (const ClassDef* c = this; c != nullptr; c = c->base_) {
    if (c == other) return true;
  }
  return false;
}

ClassDef* ClassDef::CommonBase(ClassDef* other) {
  for (ClassDef* c = this; c != nullptr; c = c->base_) {
    if (other->IsSubclassOf(c)) return c;
  }
  return nullptr;
}

bool ClassDef::IsException() const {
  for (const ClassDef* c = this; c != nullptr; c = c->base_) {
    if (c->desc_->key() == "builtins.BaseException") return true;
  }
  return false;
}

Attribute* ClassDef::Locate(const std::string& name) {
  for (ClassDef* c = this; c != nullptr; c = c->base_) {
    auto it = c->attrs_.find(name);
    if (it != c->attrs_.end()) return it->second.get();
  }
  return nullptr;
}

void ClassDef::CollectSubAttributes(const std::string& name,
                                    std::vector<std::unique_ptr<Attribute>>& found) {
  for (ClassDef* sub : subdefs_) {
    auto it = sub->attrs_.find(name);
    if (it != sub->attrs_.end()) {
      found.push_back(std::move(it->second));
      sub->attrs_.erase(it);
    } else {
      sub->CollectSubAttributes(name, found);
    }
  }
}

void ClassDef::CollectClassValues(const std::string& name,
                                  std::vector<std::pair<ClassDef*, Ann>>& found) {
  if (const host::HostObject* value = desc_->OwnAttr(name))
    found.emplace_back(this, bookkeeper_->ClassLevelValue(value, this, name));
  for (ClassDef* sub : subdefs_) sub->CollectClassValues(name, found);
}

// Class-level values of this class and every subclass are initial values of the
// attribute (seed 000 §6.7).
void ClassDef::AddClassValues(Attribute& attribute) {
  WorldWrite();
  std::vector<std::pair<ClassDef*, Ann>> found;
  try {
    CollectClassValues(attribute.name, found);
    if (found.empty()) return;
    std::vector<Ann> values;
    values.reserve(found.size());
    for (const auto& [owner, value] : found) values.push_back(value);
    attribute.value.Generalise(UnionOfAll(std::move(values)));
  } catch (const std::exception&) {
    // A value that cannot be annotated or does not fit is reported as before: at the first
    // class it comes from, with the two sides of that union. The descs and values made
    // meanwhile are made once (the bookkeeper keeps them): making them again is harmless.
    AddClassValuesOneByOne(attribute);
    return;
  }
  for (const auto& [owner, value] : found) {
    if (attribute.sources.size() < 4)
      attribute.sources.push_back({"class " + owner->name(), value});
  }
}

void ClassDef::AddClassValuesOneByOne(Attribute& attribute) {
  if (const host::HostObject* value = desc_->OwnAttr(attribute.name)) {
    Ann s = bookkeeper_->ClassLevelValue(value, this, attribute.name);
    attribute.value.Generalise(s);
    if (attribute.sources.size() < 4) attribute.sources.push_back({"class " + name(), s});
  }
  for (ClassDef* sub : subdefs_) sub->AddClassValuesOneByOne(attribute);
}

Attribute& ClassDef::FindAttribute(const std::string& name) {
  if (Attribute* found = Locate(name)) return *found;
  WorldWrite();
  auto attribute = std::make_unique<Attribute>(bookkeeper_->sink(), name);
  std::vector<std::unique_ptr<Attribute>> lifted;
  CollectSubAttributes(name, lifted);
  for (auto& sub : lifted) {
    attribute->value.Absorb(sub->value);
    attribute->assigned |= sub->assigned;
    for (auto& source : sub->sources) {
      if (attribute->sources.size() < 4) attribute->sources.push_back(source);
    }
  }
  Attribute& result = *attribute;
  attrs_[name] = std::move(attribute);
  AddClassValues(result);
  // Class-level values of the bases too (RPython's invariant II): a method defined in a
  // base and first read through a subclass instance lives here, with the base's value.
  for (ClassDef* base = base_; base != nullptr; base = base->base_) {
    if (const host::HostObject* value = base->desc_->OwnAttr(name)) {
      Ann s = bookkeeper_->ClassLevelValue(value, base, name);
      result.value.Generalise(s);
      if (result.sources.size() < 8) result.sources.push_back({"class " + base->name(), s});
    }
  }
  return result;
}

namespace {

std::string Shown(const std::string& location) {
  auto slash = location.rfind('/');
  return slash == std::string::npos ? location : location.substr(slash + 1);
}

}  // namespace

void ClassDef::GeneraliseAttribute(const std::string& name, const Ann& value,
                                   const std::string& where) {
  if (!stored_.count(name)) {
    WorldWrite();
    stored_.insert(name);
  }
  Attribute& attribute = FindAttribute(name);
  // One entry per position and annotation: a re-annotated operation is not a new source.
  bool known = false;
  for (const auto& source : attribute.sources) {
    known |= source.where == where &&
             Describe(WithoutConstant(source.value)) == Describe(WithoutConstant(value));
  }
  bool recorded = !known && attribute.sources.size() < 8;
  if (!attribute.assigned || recorded) WorldWrite();
  attribute.assigned = true;
  if (recorded) attribute.sources.push_back({where, value});
  try {
    attribute.value.Generalise(value);
  } catch (const UnionError&) {
    // Every source, sorted by position: the same message whatever the order of discovery.
    std::vector<AttrSource> sources = attribute.sources;
    std::sort(sources.begin(), sources.end(),
              [](const AttrSource& a, const AttrSource& b) { return a.where < b.where; });
    std::string detail = "attribute '" + name + "' of class " + this->name() + " gets";
    std::string first_location;
    for (size_t i = 0; i < sources.size(); ++i) {
      detail += (i ? " and " : " ") + Describe(WithoutConstant(sources[i].value)) + " at " +
                Shown(sources[i].where);
      if (first_location.empty() && sources[i].where.find(':') != std::string::npos &&
          !sources[i].where.starts_with("class ")) {
        first_location = sources[i].where;
      }
    }
    throw AnnotationRefused(detail, first_location);
  }
}

}  // namespace rtfarm::annotator
