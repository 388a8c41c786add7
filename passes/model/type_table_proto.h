// The wire form of low-level types (proto/flowgraph.proto, LowLevelType): one table per
// bundle, each type referring to others by index. Used by the flow graph codec for
// graphs after the RTyper.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "passes/lltype/lltype.h"
#include "proto/flowgraph.pb.h"

namespace rtfarm::model {

// Appends types to a bundle's table as they are first met; a type's index is stable.
class TypeTableEncoder {
 public:
  explicit TypeTableEncoder(google::protobuf::RepeatedPtrField<proto::LowLevelType>* table)
      : table_(table) {}
  int Intern(const lltype::Type* type);

 private:
  google::protobuf::RepeatedPtrField<proto::LowLevelType>* table_;
  std::unordered_map<const lltype::Type*, int> index_;
};

// Rebuilds every type of the table in `types`, by index. Throws FlowProtoError (from
// flow_proto.h) on a malformed table: bad indices, forward references outside structs,
// types the registry refuses.
std::vector<const lltype::Type*> DecodeTypeTable(
    const google::protobuf::RepeatedPtrField<proto::LowLevelType>& table,
    lltype::TypeRegistry& types);

}  // namespace rtfarm::model
