// The universe as a protobuf message (proto/universe.proto): what a Universe holds once
// the RTyper, the exception transform and the central database (GenC's header and data,
// which ask it for more string constants, prebuilt objects and type helpers) have run.
// Deterministic: every list is sorted by a stable key, so the same program gives the same
// bytes whatever the number of annotation threads (tests/universe/universe_proto_test.cc).
#pragma once

#include <string>

#include "passes/rtyper/universe.h"
#include "proto/universe.pb.h"

namespace rtfarm::rtyper {

// Encodes every decision `universe` holds now. Changes none of them (it only reads the
// annotator's state and interns in the type registry the function types of the graphs,
// which the RTyper made already).
proto::Universe EncodeUniverse(Universe& universe);

// The deterministic serialisation (what a ShardInput's universe_sha256 is the hash of).
std::string SerializeUniverse(const proto::Universe& universe);

// Protobuf text format (`rtfarm translate --dump-universe`): deterministic too.
std::string UniverseText(const proto::Universe& universe);

}  // namespace rtfarm::rtyper
