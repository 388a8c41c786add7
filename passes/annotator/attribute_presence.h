// hasattr(x, "name") and getattr(x, "name", default) of an instance of the program's
// classes: whether the instances of each class x may be always have the attribute, never
// have it, or have it only after something that depends on the run (refused). A class
// attribute or a method is always there; an instance attribute is always there when the
// class's __init__ sets it on every path that returns (through the base's __init__,
// super().__init__ and methods it calls on self, as far as it can see), never there when
// no code stores it on instances of that class.
#pragma once

#include <string>
#include <vector>

namespace rtfarm::annotator {

class Annotator;
class ClassDesc;

struct AttributePresenceAnswer {
  std::vector<ClassDesc*> present;  // classes whose instances always have it, by key
  std::vector<ClassDesc*> absent;   // classes whose instances never have it, by key
  std::string depends;              // non-empty: why the answer depends on the run
};

// For `root` and every class the program derives from it (Bookkeeper::ClassesOfType) that
// has a ClassDef (the others have no instances).
AttributePresenceAnswer AttributePresence(Annotator& annotator, ClassDesc* root,
                                          const std::string& name);

}  // namespace rtfarm::annotator
