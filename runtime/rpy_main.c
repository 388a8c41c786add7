/* rpy_main.c: the process entry point of every translated program.
 *
 * Builds sys.argv, runs the program's entry point, flushes stdout, and reports an
 * uncaught exception the way CPython's traceback ends ("Name: message", exit status 1).
 * Otherwise the entry point's result is the exit status, as with sys.exit(n). */
#define _GNU_SOURCE /* pthread_getattr_np: where the main thread's stack lies */
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "rpy_internal.h"

static void report_uncaught_exception(void) {
    rpy_string *name = rpy_exc_type->name;
    rpy_string *msg = NULL;
    /* Builtin exceptions and user subclasses alike start with rpy_exception. */
    if (rpy_exc_value != NULL &&
        rpy_vtable_issubclass(rpy_exc_value->typeptr, rpy_cls_BaseException))
        msg = rpy_exc_str(rpy_exc_value);
    fputs("Traceback (most recent call last):\n  (translated program)\n", stderr);
    if (name != NULL) fwrite(name->chars, 1, (size_t)name->length, stderr);
    if (msg != NULL && msg->length > 0) {
        fputs(": ", stderr);
        fwrite(msg->chars, 1, (size_t)msg->length, stderr);
    }
    fputc('\n', stderr);
    fflush(stderr);
}

/* An uncaught KeyboardInterrupt ends CPython by SIGINT itself (its default action
 * restored), so that the shell sees an interrupted program (status 130), not a failure. */
static void die_of_sigint(void) {
    fflush(stderr);
    signal(SIGINT, SIG_DFL);
    kill(getpid(), SIGINT);
    _exit(128 + SIGINT); /* if the signal was blocked */
}

/* An uncaught SystemExit ends the program as CPython's does: its code None (or no
 * argument) is status 0, an int (shown as its digits) is that status, and anything else
 * is printed to stderr with status 1. */
static int system_exit_status(void) {
    rpy_exception *e = (rpy_exception *)rpy_exc_value;
    const char *text;
    long length, i, status = 0;
    int negative;
    if (e == NULL || e->msg == NULL || e->arg_kind == RPY_EXC_NO_ARG) return 0;
    text = e->msg->chars;
    length = e->msg->length;
    if (e->arg_kind == RPY_EXC_SHOWN_ARG) {
        if (length == 4 && memcmp(text, "None", 4) == 0) return 0;
        if (length == 4 && memcmp(text, "True", 4) == 0) return 1;
        if (length == 5 && memcmp(text, "False", 5) == 0) return 0;
        negative = length > 1 && text[0] == '-';
        for (i = negative; i < length && text[i] >= '0' && text[i] <= '9'; i++)
            status = (status * 10 + (text[i] - '0')) & 0xFFFF;
        if (i == length && length > negative) return (int)((negative ? -status : status) & 0xFF);
    }
    fwrite(text, 1, (size_t)length, stderr);
    fputc('\n', stderr);
    fflush(stderr);
    return 1;
}

/* The main stack: its top, and the lowest address it may grow down to (the kernel's
 * RLIMIT_STACK counts from the top, environment and arguments included). */
static uintptr_t stack_high, stack_low;
static char fault_stack[1 << 16];

/* The most stack the check lets a program use: with no limit (`ulimit -s unlimited`) or a
 * huge one, a runaway recursion stops there rather than when memory runs out. */
#define UNLIMITED_STACK_ROOM ((uintptr_t)256 << 20)

static void find_stack(void) {
    char here;
    pthread_attr_t attr;
    void *low;
    size_t size;
    struct rlimit limit;
    stack_high = (uintptr_t)&here;
    stack_low = 0;
    /* glibc reads /proc/self/maps for the main thread: the top of the stack's mapping,
     * and RLIMIT_STACK from there (or the gap to the mapping below when unlimited). */
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        if (pthread_attr_getstack(&attr, &low, &size) == 0 && size > 0 &&
            (uintptr_t)low < stack_high && (uintptr_t)low + size > stack_high) {
            stack_high = (uintptr_t)low + size;
            stack_low = (uintptr_t)low;
        }
        pthread_attr_destroy(&attr);
    }
    if (stack_low == 0 && getrlimit(RLIMIT_STACK, &limit) == 0 &&
        limit.rlim_cur != RLIM_INFINITY && (uintptr_t)limit.rlim_cur < stack_high)
        stack_low = stack_high - (uintptr_t)limit.rlim_cur;
    if (stack_low == 0 || stack_high - stack_low > UNLIMITED_STACK_ROOM)
        stack_low = stack_high - UNLIMITED_STACK_ROOM;
}

/* The stack check's limit (rpy.h): the stack's lowest address plus a margin, an eighth
 * of the stack (64 KiB to 1 MiB), in which the deepest function may still call
 * non-recursive code (a collection, formatting, printing) and the RecursionError is
 * allocated and propagates. */
static void set_stack_limit(void) {
    uintptr_t margin = (stack_high - stack_low) / 8;
    if (margin < ((uintptr_t)64 << 10)) margin = (uintptr_t)64 << 10;
    if (margin > ((uintptr_t)1 << 20)) margin = (uintptr_t)1 << 20;
    rpy_stack_limit = stack_low + margin;
}

static void write_stderr(const char *text) {
    ssize_t unused = write(2, text, strlen(text));
    (void)unused;
}

/* A memory fault, reported the way CPython would end instead of as a crash. Reading
 * x.attr of a None x dereferences NULL (the RTyper adds no check, as RPython does not):
 * CPython raises AttributeError there. A fault just past the stack's reach is a
 * recursion CPython stops with RecursionError. Either way the program's output so far
 * is flushed and the exit status is an uncaught exception's, 1; any other fault is a
 * bug, reported and then killed by the signal as before. */
static void on_memory_fault(int sig, siginfo_t *info, void *context) {
    uintptr_t address = (uintptr_t)info->si_addr;
    (void)context;
    rpy_stdout_flush();
    write_stderr("Traceback (most recent call last):\n  (translated program)\n");
    if (address < 4096) {
        write_stderr("AttributeError: 'NoneType' object has no attribute (a None value was used "
                     "where an object was expected)\n");
        _exit(1);
    }
    /* Past the stack check's limit: a recursion in C code it does not see (the repr of
     * deeply nested lists), or a frame larger than the margin. */
    if (address < stack_high && address + ((uintptr_t)1 << 20) > stack_low) {
        write_stderr("RecursionError: maximum recursion depth exceeded (the C stack is full)\n");
        _exit(1);
    }
    write_stderr("Fatal error: memory fault in the translated program (a bug in rtfarm: please "
                 "report it)\n");
    signal(sig, SIG_DFL);
    raise(sig);
}

static void catch_memory_faults(void) {
    stack_t alternate;
    struct sigaction action;
    /* The handler needs a stack of its own when the fault is the stack's end. */
    alternate.ss_sp = fault_stack;
    alternate.ss_size = sizeof fault_stack;
    alternate.ss_flags = 0;
    sigaltstack(&alternate, NULL);
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_memory_fault;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigaction(SIGSEGV, &action, NULL);
    sigaction(SIGBUS, &action, NULL);
}

int main(int argc, char **argv) {
    rpy_list_str *args;
    long status;
    int i;
    find_stack();
    set_stack_limit();
    /* The collector first (rpy_alloc.c for Boehm, runtime/gc/ for the exact ones). */
    rpy_gc_startup(fault_stack, sizeof fault_stack);
    /* CPython ignores SIGPIPE: writing to a closed pipe is an error, not a kill. */
    signal(SIGPIPE, SIG_IGN);
    catch_memory_faults(); /* after the GC's start-up (Boehm probes memory with faults) */
    args = rpy_list_str_new(argc);
    for (i = 0; i < argc; i++) RPY_RC_ASSIGN(args->items[i], rpy_str_from_cstr(argv[i]));
    status = rpy_entry_point(args);
    rpy_stdout_flush();
    rpy_files_flush_all(); /* files left open, as CPython's shutdown flushes them */
    if (rpy_exc_type != NULL && rpy_vtable_issubclass(rpy_exc_type, rpy_cls_SystemExit))
        return rpy_stdout_failed() ? 120 : system_exit_status();
    if (rpy_exc_type != NULL) {
        report_uncaught_exception();
        if (rpy_vtable_issubclass(rpy_exc_type, rpy_cls_KeyboardInterrupt)) die_of_sigint();
        return 1;
    }
    /* CPython exits with 120 when flushing stdout fails at shutdown. */
    if (rpy_stdout_failed()) return 120;
    return (int)(status & 0xFF);
}
