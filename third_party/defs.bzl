"""Project-wide Bazel macros: warning flags for project code and the .proto route."""

# Project code is held to these; third-party and generated code is not.
RTFARM_COPTS = [
    "-Wall",
    "-Wextra",
    "-Werror",
]

def rtfarm_cc_library(name, copts = [], **kwargs):
    native.cc_library(name = name, copts = RTFARM_COPTS + copts, **kwargs)

# Every binary and test allocates through jemalloc rather than glibc's malloc.
MALLOC = ["//third_party:jemalloc"]

def rtfarm_cc_binary(name, copts = [], deps = [], **kwargs):
    native.cc_binary(name = name, copts = RTFARM_COPTS + copts, deps = deps + MALLOC, **kwargs)

def rtfarm_cc_test(name, copts = [], deps = [], **kwargs):
    native.cc_test(
        name = name,
        copts = RTFARM_COPTS + copts,
        deps = deps + ["//third_party:gtest_main"] + MALLOC,
        **kwargs
    )

def rtfarm_proto_library(name, src, grpc = False, proto_deps = [], deps = [], visibility = None):
    """Turns one .proto into a C++ library (plus gRPC stubs when grpc = True).

    Runs Debian's protoc and grpc_cpp_plugin in a genrule: Bazel's native proto rules
    want @com_google_protobuf, which cannot be downloaded here.
    `proto_deps` are the .proto files `src` imports, `deps` their rtfarm_proto_library targets.
    """
    base = src[:-len(".proto")]
    outs = [base + ".pb.h", base + ".pb.cc"]
    cmd = "protoc -I. --cpp_out=$(GENDIR) "
    if grpc:
        outs += [base + ".grpc.pb.h", base + ".grpc.pb.cc"]
        cmd += "--grpc_out=$(GENDIR) --plugin=protoc-gen-grpc=$$(which grpc_cpp_plugin) "
    cmd += "$(location " + src + ")"
    native.genrule(
        name = name + "_gen",
        srcs = [src] + proto_deps,
        outs = outs,
        cmd = cmd,
        message = "protoc " + src,
    )
    native.cc_library(
        name = name,
        srcs = [o for o in outs if o.endswith(".cc")],
        hdrs = [o for o in outs if o.endswith(".h")],
        deps = deps + ["//third_party:protobuf"] + (["//third_party:grpc"] if grpc else []),
        visibility = visibility,
    )
