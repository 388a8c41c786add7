// Blobs over gRPC (proto/blob.proto): a blob travels as chunks of at most kChunkBytes,
// never as one large message, and is checked against its digest at both ends.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "proto/blob.grpc.pb.h"

namespace rtfarm::farm {

constexpr size_t kChunkBytes = 1 << 20;
// Payloads up to this size may travel inside a farm message (a lease's input, a
// completion's output) instead of as a separate blob transfer.
constexpr size_t kInlineBytes = 64 << 10;

// Uploads `bytes` (whose digest is `digest`); returns "" or what failed.
std::string UploadBlob(proto::Blobs::StubInterface& stub, const proto::Digest& digest,
                       std::string_view bytes);

// Uploads those of `blobs` the store lacks. Returns "" or what failed.
std::string UploadMissing(proto::Blobs::StubInterface& stub,
                          const std::vector<std::pair<proto::Digest, const std::string*>>& blobs);

// Downloads a blob and checks it against `digest`; nullopt with `problem` otherwise.
std::optional<std::string> DownloadBlob(proto::Blobs::StubInterface& stub,
                                        const proto::Digest& digest, std::string* problem);

// Writes `bytes` to a server stream as chunks, the first naming `digest`.
template <typename Writer>
bool WriteChunks(Writer& writer, const proto::Digest& digest, std::string_view bytes) {
  size_t offset = 0;
  do {
    proto::BlobChunk chunk;
    if (offset == 0) *chunk.mutable_digest() = digest;
    size_t n = std::min(kChunkBytes, bytes.size() - offset);
    chunk.set_data(bytes.data() + offset, n);
    offset += n;
    if (!writer.Write(chunk)) return false;
  } while (offset < bytes.size());
  return true;
}

}  // namespace rtfarm::farm
