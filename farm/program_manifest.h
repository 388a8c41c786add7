// The program cache's manifests: like a compiler's dependency file, the list of files a
// translation's import read (with their contents' SHA-256) and the program key they gave.
// A re-translation first checks the manifest of its target and options: when every file
// still has the same content, the program key is known without importing the target, and
// the program is served at the cost of hashing its sources.
//
// The assumption is the program cache's (program_cache.h) plus one: the import reads the
// same files when none of them changed — a module appearing earlier on sys.path, or an
// import that depends on a file's absence, is not seen (--no-cache).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "farm/artifact_cache.h"

namespace rtfarm::farm {

// The manifest's key: the target's absolute path and every input besides the files.
std::string ManifestKey(const std::string& target, const std::string& options);

// The program key recorded under `manifest_key`, when every file it lists is unchanged.
std::optional<std::string> CheckManifest(const ArtifactCache& cache,
                                         const std::string& manifest_key);

// Records `files` (their contents now) and `program_key` under `manifest_key`.
void StoreManifest(const ArtifactCache& cache, const std::string& manifest_key,
                   const std::vector<std::string>& files, const std::string& program_key);

}  // namespace rtfarm::farm
