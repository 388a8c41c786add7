"""Files of translated programs: open(), the file objects, sys.stdin/stdout/stderr, input().

A program calls the builtin `open` and uses `sys.stdout` (on CPython it runs the real
ones); the translator substitutes this module's `open`, `input`, `stdin`, `stdout`,
`stderr` (and `path_exists`, `remove`... for `os.path.exists`, `os.remove`...) when it
mirrors those objects (docs/files.md). The file objects are RPython classes translated
like user code: `TextFile` (str, UTF-8/ASCII/Latin-1, universal newlines on read) and
`BinaryFile` (bytes). What they need from the OS are the `ll_*` primitives below, which
the translator maps to runtime/rpy_file.c; their Python bodies are what they mean.

Errors are CPython's: FileNotFoundError, PermissionError, IsADirectoryError,
FileExistsError, NotADirectoryError (else OSError) with errno, strerror and filename
and the message "[Errno 2] No such file or directory: 'x'"; ValueError for I/O on a
closed file, with the message of each operation.
"""

import errno as _errno
import os

from rlib.objectmodel import specialize

CHUNK = 8192
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2

UTF8 = 0
ASCII = 1
LATIN1 = 2

# --- the primitives (runtime/rpy_file.c) -----------------------------------------------


def ll_open(path, flags, mode):
    """The descriptor, or -errno (a directory is -EISDIR, as CPython's FileIO)."""
    try:
        fd = os.open(path, flags, mode)
    except OSError as e:
        return -e.errno
    if os.path.isdir(path):
        os.close(fd)
        return -_errno.EISDIR
    return fd


def ll_strerror(err):
    return os.strerror(err)


def ll_write(fd, data):
    """Buffered per descriptor (1 is print()'s buffer); 0 or errno."""
    try:
        os.write(fd, data.encode("utf-8", "surrogateescape") if isinstance(data, str) else data)
    except OSError as e:
        return e.errno
    return 0


def ll_write_bytes(fd, data):
    """ll_write of bytes (text encoded to ASCII or Latin-1, or a binary file's data)."""
    return ll_write(fd, data)


def ll_flush(fd):
    return 0


def ll_close(fd):
    try:
        os.close(fd)
    except OSError as e:
        return e.errno
    return 0


def ll_seek(fd, pos, whence):
    try:
        return os.lseek(fd, pos, whence)
    except OSError as e:
        return -e.errno


def ll_stat_kind(path):
    if os.path.isfile(path):
        return 1
    if os.path.isdir(path):
        return 2
    if os.path.exists(path):
        return 3
    return 0


def ll_unlink(path):
    try:
        os.unlink(path)
    except OSError as e:
        return e.errno
    return 0


def ll_rmdir(path):
    try:
        os.rmdir(path)
    except OSError as e:
        return e.errno
    return 0


def ll_mkdir(path, mode):
    try:
        os.mkdir(path, mode)
    except OSError as e:
        return e.errno
    return 0


def ll_utf8_complete(data):
    """The length of the longest prefix of `data` not ending inside a UTF-8 sequence."""
    n = len(data)
    i = n
    while i > 0 and n - i < 4 and data[i - 1] & 0xC0 == 0x80:
        i -= 1
    if i == 0:
        return n
    lead = data[i - 1]
    if lead < 0xC0 or lead >= 0xF8:
        return n
    need = 4 if lead >= 0xF0 else 3 if lead >= 0xE0 else 2
    return i - 1 if n - i + 1 < need else n


def ll_find_byte(data, byte, start):
    """data.find(bytes([byte]), start), counting bytes."""
    return data.find(bytes([byte]), start)


def ll_decode(data, kind):
    return data.decode(["utf-8", "ascii", "latin-1"][kind], "surrogateescape" if kind == 0 else "strict")


def ll_encode(text, kind):
    return text.encode(["utf-8", "ascii", "latin-1"][kind], "surrogateescape" if kind == 0 else "strict")


# --- errors -----------------------------------------------------------------------------


def os_error(err, filename):
    """The OSError subclass CPython raises for `err`, with errno, strerror and filename
    (None: no file name, as for a failed write)."""
    strerror = ll_strerror(err)
    if filename is None:
        message = "[Errno %d] %s" % (err, strerror)
    else:
        message = "[Errno %d] %s: %s" % (err, strerror, repr(filename))
    if err == _errno.ENOENT:
        e = FileNotFoundError(message)
    elif err == _errno.EACCES or err == _errno.EPERM:
        e = PermissionError(message)
    elif err == _errno.EISDIR:
        e = IsADirectoryError(message)
    elif err == _errno.EEXIST:
        e = FileExistsError(message)
    elif err == _errno.ENOTDIR:
        e = NotADirectoryError(message)
    else:
        e = OSError(message)
    e.errno = err
    e.strerror = strerror
    e.filename = filename
    return e


CLOSED = "I/O operation on closed file."


# --- modes (decided at translation time: open()'s mode is a constant) -----------------

READ = 1
WRITE = 2
APPEND = 4
BINARY = 8
PLUS = 16
CREATE = 32


@specialize.memo()
def mode_bits(mode):
    """READ|WRITE|... for a valid mode; -1 if invalid (mode_error says why)."""
    bits = 0
    for c in mode:
        bit = {"r": READ, "w": WRITE, "a": APPEND, "x": CREATE, "b": BINARY, "+": PLUS,
               "t": 0}.get(c)
        if bit is None or (bit != 0 and bits & bit) or mode.count(c) > 1:
            return -1
        bits |= bit
    kinds = sum(1 for b in (READ, WRITE, APPEND, CREATE) if bits & b)
    if kinds != 1 or ("t" in mode and bits & BINARY):
        return -1
    return bits


@specialize.memo()
def mode_error(mode):
    """CPython's ValueError message for an invalid mode, "" for a valid one."""
    if mode_bits(mode) >= 0:
        return ""
    for c in mode:
        if c not in "rwaxbt+" or mode.count(c) > 1:
            return "invalid mode: %r" % mode
    if "t" in mode and "b" in mode:
        return "can't have text and binary mode at once"
    kinds = sum(1 for c in "rwax" if c in mode)
    if kinds == 0 and "+" not in mode:
        return "Must have exactly one of create/read/write/append mode and at most one plus"
    return "must have exactly one of create/read/write/append mode"


@specialize.memo()
def mode_binary(mode):
    return 1 if mode_bits(mode) >= 0 and mode_bits(mode) & BINARY else 0


@specialize.memo()
def mode_flags(mode):
    bits = mode_bits(mode)
    if bits < 0:
        return 0
    if bits & PLUS:
        flags = os.O_RDWR
    elif bits & READ:
        flags = os.O_RDONLY
    else:
        flags = os.O_WRONLY
    if bits & WRITE:
        flags |= os.O_CREAT | os.O_TRUNC
    if bits & APPEND:
        flags |= os.O_CREAT | os.O_APPEND
    if bits & CREATE:
        flags |= os.O_CREAT | os.O_EXCL
    return flags


@specialize.memo()
def binary_mode_name(mode):
    """What BufferedReader/Writer/Random's .mode says: 'rb', 'wb', 'ab', 'rb+'..."""
    bits = mode_bits(mode)
    if bits < 0:
        return mode
    if bits & PLUS:  # FileIO's mode: 'w+b' reads back as 'rb+'
        return ("a" if bits & APPEND else "x" if bits & CREATE else "r") + "b+"
    return ("r" if bits & READ else "w" if bits & WRITE else "a" if bits & APPEND else "x") + "b"


@specialize.memo()
def encoding_kind(encoding):
    """UTF8, ASCII, LATIN1, or -1 (an encoding not supported)."""
    if encoding is None:
        return UTF8
    name = encoding.lower().replace("_", "-")
    if name in ("utf-8", "utf8", "u8", "utf"):
        return UTF8
    if name in ("ascii", "us-ascii", "646"):
        return ASCII
    if name in ("latin-1", "latin1", "iso-8859-1", "iso8859-1", "l1", "8859", "cp819", "latin"):
        return LATIN1
    return -1


def open_fd(path, flags):
    fd = ll_open(path, flags, 0o666)
    if fd < 0:
        raise os_error(-fd, path)
    return fd


@specialize.arg(1, 3)
def open(file, mode="r", buffering=-1, encoding=None):
    """The builtin open(): a TextFile or, with 'b' in the mode, a BinaryFile."""
    error = mode_error(mode)
    if mode_bits(mode) < 0:
        raise ValueError(error)
    bits = mode_bits(mode)
    if mode_binary(mode) == 1:
        if encoding is not None:
            raise ValueError("binary mode doesn't take an encoding argument")
        fd = open_fd(file, mode_flags(mode))
        f = BinaryFile(fd, file, binary_mode_name(mode), bits)
        if bits & APPEND:
            ll_seek(fd, 0, SEEK_END)
        return f
    kind = encoding_kind(encoding)
    if kind < 0:
        raise LookupError("unknown encoding: " + encoding)
    fd = open_fd(file, mode_flags(mode))
    f = TextFile(fd, file, mode, bits, kind, True, binary_mode_name(mode))
    if bits & APPEND:
        ll_seek(fd, 0, SEEK_END)
    return f


# --- file objects -----------------------------------------------------------------------


class TextFile(object):
    """io.TextIOWrapper over a descriptor: reads decode and translate '\\r\\n' and '\\r'
    to '\\n'; writes encode and go through the descriptor's buffer in the runtime."""

    def __init__(self, fd, name, mode, bits, kind, translate=True, buffer_mode="rb"):
        self.fd = fd
        # the binary file under it (f.buffer: writes share the descriptor's buffer in the
        # runtime, so both keep one order; reads through both do not mix)
        self.buffer = BinaryFile(fd, name, buffer_mode, bits)
        self.name = name
        self.mode = mode
        self.closed = False
        self.readable_ = bits & (READ | PLUS) != 0
        self.writable_ = bits & (WRITE | APPEND | CREATE | PLUS) != 0
        self.kind = kind
        self.buf = ""  # decoded text not consumed yet, from self.pos
        self.pos = 0
        self.raw = b""  # bytes read but not decoded yet (an incomplete UTF-8 sequence)
        self.cr = False  # a '\r' ended the last chunk: it may be half of '\r\n'
        self.eof = False
        # universal newlines on read (open()'s files; sys.stdin reads '\r' as it is)
        self.translate = translate

    def check_open(self):
        if self.closed:
            raise ValueError(CLOSED)

    def check_readable(self):
        self.check_open()
        if not self.readable_:
            raise OSError("not readable")

    # reading

    def next_chunk(self):
        """The next chunk of text, decoded and with newlines translated; sets self.eof."""
        data = os.read(self.fd, CHUNK)
        if len(data) == 0:
            self.eof = True
            data = self.raw
            self.raw = b""
            text = ll_decode(data, self.kind)
            if not self.translate:
                return text
            if self.cr:
                text = "\r" + text
                self.cr = False
            return text.replace("\r\n", "\n").replace("\r", "\n")
        if len(self.raw) > 0:
            data = self.raw + data
        complete = ll_utf8_complete(data) if self.kind == UTF8 else len(data)
        if complete < len(data):
            self.raw = data[complete:]
            data = data[:complete]
        else:
            self.raw = b""
        text = ll_decode(data, self.kind)
        if not self.translate:
            return text
        if self.cr:
            text = "\r" + text
            self.cr = False
        if text.endswith("\r"):
            self.cr = True
            text = text[:-1]
        return text.replace("\r\n", "\n").replace("\r", "\n")

    def read(self, size=-1):
        self.check_readable()
        self.flush()
        if size < 0:
            parts = [self.buf[self.pos:]]
            self.buf = ""
            self.pos = 0
            while not self.eof:
                parts.append(self.next_chunk())
            self.eof = False  # a file may grow: the next read tries again
            return "".join(parts)
        while len(self.buf) - self.pos < size and not self.eof:
            self.buf = self.buf[self.pos:] + self.next_chunk()
            self.pos = 0
        self.eof = False
        end = min(self.pos + size, len(self.buf))
        result = self.buf[self.pos:end]
        self.pos = end
        return result

    def readline(self, size=-1):
        self.check_readable()
        self.flush()
        while True:
            i = self.buf.find("\n", self.pos)
            if i >= 0 and (size < 0 or i - self.pos < size):
                line = self.buf[self.pos:i + 1]
                self.pos = i + 1
                return line
            if size >= 0 and len(self.buf) - self.pos >= size:
                line = self.buf[self.pos:self.pos + size]
                self.pos += size
                return line
            if self.eof:
                self.eof = False
                line = self.buf[self.pos:]
                self.buf = ""
                self.pos = 0
                return line
            self.buf = self.buf[self.pos:] + self.next_chunk()
            self.pos = 0

    def readlines(self):
        self.check_open()
        lines = []
        while True:
            line = self.readline()
            if len(line) == 0:
                return lines
            lines.append(line)

    def __iter__(self):
        self.check_open()
        return self

    def __next__(self):
        line = self.readline()
        if len(line) == 0:
            raise StopIteration
        return line

    # writing

    def write(self, s):
        self.check_open()
        if not self.writable_:
            raise OSError("not writable")
        if self.kind == UTF8:
            err = ll_write(self.fd, s)
        else:
            err = ll_write_bytes(self.fd, ll_encode(s, self.kind))
        if err != 0:
            raise os_error(err, None)
        return len(s)

    def writelines(self, lines):
        self.check_open()
        for line in lines:
            self.write(line)

    def flush(self):
        self.check_open()
        err = ll_flush(self.fd)
        if err != 0:
            raise os_error(err, None)

    # position

    def tell(self):
        self.check_open()
        self.flush()
        where = ll_seek(self.fd, 0, SEEK_CUR)
        if where < 0:
            raise os_error(-where, None)
        pending = self.buf[self.pos:]
        unread = len(pending) if self.kind != UTF8 else len(ll_encode(pending, UTF8))
        return where - unread - len(self.raw) - (1 if self.cr else 0)

    def seek(self, offset, whence=0):
        self.check_open()
        if whence == SEEK_CUR and offset != 0:
            raise OSError("can't do nonzero cur-relative seeks")
        if whence == SEEK_END and offset != 0:
            raise OSError("can't do nonzero end-relative seeks")
        if whence == SEEK_CUR:
            offset = self.tell()
            whence = SEEK_SET
        self.flush()
        self.buf = ""
        self.pos = 0
        self.raw = b""
        self.cr = False
        self.eof = False
        where = ll_seek(self.fd, offset, whence)
        if where < 0:
            raise os_error(-where, None)
        return where

    # the rest

    def close(self):
        if self.closed:
            return
        self.closed = True
        self.buffer.closed = True
        err = ll_close(self.fd)
        if err != 0:
            raise os_error(err, None)

    def fileno(self):
        self.check_open()
        return self.fd

    def readable(self):
        self.check_open()
        return self.readable_

    def writable(self):
        self.check_open()
        return self.writable_

    def __enter__(self):
        self.check_open()
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        self.close()
        return False


class BinaryFile(object):
    """io.BufferedReader/Writer/Random over a descriptor: bytes in, bytes out."""

    def __init__(self, fd, name, mode, bits):
        self.fd = fd
        self.name = name
        self.mode = mode
        self.closed = False
        self.readable_ = bits & (READ | PLUS) != 0
        self.writable_ = bits & (WRITE | APPEND | CREATE | PLUS) != 0
        self.buf = b""  # bytes read and not consumed yet, from self.pos
        self.pos = 0

    def check_open(self, what):
        if self.closed:
            raise ValueError(what)

    def check_readable(self, what):
        self.check_open(what)
        if not self.readable_:
            raise OSError("read")

    def fill(self):
        """Reads one more chunk after what is buffered; False at the end of the file."""
        data = os.read(self.fd, CHUNK)
        if len(data) == 0:
            return False
        self.buf = self.buf[self.pos:] + data
        self.pos = 0
        return True

    def read(self, size=-1):
        self.check_readable("read of closed file")
        self.flush()
        if size < 0:
            parts = [self.buf[self.pos:]]
            self.buf = b""
            self.pos = 0
            while True:
                data = os.read(self.fd, CHUNK)
                if len(data) == 0:
                    break
                parts.append(data)
            return b"".join(parts)
        while len(self.buf) - self.pos < size and self.fill():
            pass
        end = min(self.pos + size, len(self.buf))
        result = self.buf[self.pos:end]
        self.pos = end
        return result

    def readline(self, size=-1):
        self.check_readable("readline of closed file")
        self.flush()
        while True:
            i = ll_find_byte(self.buf, 10, self.pos)
            if i >= 0 and (size < 0 or i - self.pos < size):
                line = self.buf[self.pos:i + 1]
                self.pos = i + 1
                return line
            if size >= 0 and len(self.buf) - self.pos >= size:
                line = self.buf[self.pos:self.pos + size]
                self.pos += size
                return line
            if not self.fill():
                line = self.buf[self.pos:]
                self.buf = b""
                self.pos = 0
                return line

    def readlines(self):
        self.check_open(CLOSED)
        lines = []
        while True:
            line = self.readline()
            if len(line) == 0:
                return lines
            lines.append(line)

    def __iter__(self):
        self.check_open(CLOSED)
        return self

    def __next__(self):
        line = self.readline()
        if len(line) == 0:
            raise StopIteration
        return line

    def write(self, data):
        if not self.writable_:
            raise OSError("write")
        self.check_open("write to closed file")
        if len(self.buf) > self.pos:  # drop read-ahead: write where the reader stands
            ll_seek(self.fd, self.pos - len(self.buf), SEEK_CUR)
        self.buf = b""
        self.pos = 0
        err = ll_write_bytes(self.fd, data)
        if err != 0:
            raise os_error(err, None)
        return len(data)

    def writelines(self, lines):
        self.check_open(CLOSED)
        for line in lines:
            self.write(line)

    def flush(self):
        self.check_open("flush of closed file" if self.writable_ else CLOSED)
        err = ll_flush(self.fd)
        if err != 0:
            raise os_error(err, None)

    def tell(self):
        self.check_open("I/O operation on closed file")
        self.flush()
        where = ll_seek(self.fd, 0, SEEK_CUR)
        if where < 0:
            raise os_error(-where, None)
        return where - (len(self.buf) - self.pos)

    def seek(self, offset, whence=0):
        self.check_open("seek of closed file")
        if whence == SEEK_CUR:
            offset -= len(self.buf) - self.pos
        self.flush()
        self.buf = b""
        self.pos = 0
        where = ll_seek(self.fd, offset, whence)
        if where < 0:
            raise os_error(-where, None)
        return where

    def close(self):
        if self.closed:
            return
        self.closed = True
        err = ll_close(self.fd)
        if err != 0:
            raise os_error(err, None)

    def fileno(self):
        self.check_open("I/O operation on closed file")
        return self.fd

    def readable(self):
        self.check_open(CLOSED)
        return self.readable_

    def writable(self):
        self.check_open(CLOSED)
        return self.writable_

    def __enter__(self):
        self.check_open(CLOSED)
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        self.close()
        return False


# --- the standard streams and input() --------------------------------------------------

stdin = TextFile(0, "<stdin>", "r", READ, UTF8, False)  # CPython's stdin: newline='\n'
stdout = TextFile(1, "<stdout>", "w", WRITE, UTF8, True, "wb")
stderr = TextFile(2, "<stderr>", "w", WRITE, UTF8, True, "wb")


@specialize.argtype(0)
def input(prompt=""):
    """The builtin input(): str(prompt) on stdout (flushed), a line of stdin without its
    newline; EOFError at the end of the input."""
    stderr.flush()
    text = str(prompt)
    if len(text) > 0:
        stdout.write(text)
    stdout.flush()
    line = stdin.readline()
    if len(line) == 0:
        raise EOFError("EOF when reading a line")
    if line.endswith("\n"):
        line = line[:-1]
    return line


# --- os and os.path functions that name files ------------------------------------------


def path_exists(path):
    return ll_stat_kind(path) != 0


def path_isfile(path):
    return ll_stat_kind(path) == 1


def path_isdir(path):
    return ll_stat_kind(path) == 2


def remove(path):
    err = ll_unlink(path)
    if err != 0:
        raise os_error(err, path)


def rmdir(path):
    err = ll_rmdir(path)
    if err != 0:
        raise os_error(err, path)


def mkdir(path, mode=0o777):
    err = ll_mkdir(path, mode)
    if err != 0:
        raise os_error(err, path)
