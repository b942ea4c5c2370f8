"""The warm worker that runs inside the isolation (stdlib only; started as ``python -I -S``).

It imports the allowed heavy libraries once, then serves requests from the host over fds 0/1
(frames: 4-byte big-endian length + JSON). A stateless call runs in a "spare": a child forked
ahead of time that has already taken its own IPC namespace, applied the rlimits, a scrubbed
environment, fresh keyrings and an unprivileged uid, and waits for its code on a pipe; its cwd is
the worker's size- and inode-capped ``/tmp``. A session is a kernel process that keeps its
globals, with its own uid, IPC, network and mount namespaces and tmpfs; each of its calls runs in
it and ends with its exit, after it forked the next kernel (see ``Kernel``).

A call's outcome is the exit status of its process (the code holds no descriptor of the harness).
Before the reply, every process of the worker's PID namespace other than the reaper (pid 1), this
zygote, the light template, the other spare and the live session kernels is killed and ``/tmp`` is
wiped: nothing outlives a call. The zygote exits when the host's end of its request pipe closes.

This file is not imported by the host; it is bind-mounted read-only into the sandbox.
"""

import ctypes
import gc
import json
import linecache
import os
import random
import resource
import select
import signal
import socket
import struct
import sys
import time
import traceback
from contextlib import suppress

CLONE_NEWNS, CLONE_NEWIPC, CLONE_NEWNET = 0x00020000, 0x08000000, 0x40000000
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REMOUNT, MS_BIND = 1, 2, 4, 8, 32, 4096
PR_SET_PDEATHSIG, PR_SET_DUMPABLE, PR_SET_CHILD_SUBREAPER = 1, 4, 36
# the exit status with which the harness reports a MemoryError: observed by the zygote like any
# other (a program that exits with it itself is reported "memory": it gains nothing by that)
MEMORY_EXIT = 200
CTL_FD = 1000  # the zygote's descriptor of a writable /proc/sys (closed in a child before its code)
DRAIN_S = 0.02  # how often the output pipes are drained while the code runs

CFG = json.loads(sys.argv[1])
ISOLATED = CFG["isolated"]  # False only in the explicit unsafe mode
CAN_SETUID = ISOLATED and os.geteuid() == 0 and CFG.get("setuid", True)
_libc = ctypes.CDLL(None, use_errno=True)


def _setuid_hides():
    """Whether a uid switch already makes a process non-dumpable: the kernel then resets the flag
    to fs.suid_dumpable, and 0 (off) or 2 (root only) both close its /proc files to other uids."""
    try:
        with open("/proc/sys/fs/suid_dumpable") as f:
            return f.read().strip() in ("0", "2")
    except (OSError, ValueError):
        return False


SETUID_HIDES = CAN_SETUID and _setuid_hides()  # then a child needs no prctl (a ctypes call: 35 page faults)

PROTO_IN = os.dup(0)
PROTO_OUT = os.dup(1)
_null = os.open(os.devnull, os.O_RDWR)
os.dup2(_null, 0)
os.dup2(_null, 1)
os.set_inheritable(PROTO_IN, False)
os.set_inheritable(PROTO_OUT, False)

sys.path[1:1] = CFG.get("paths", [])
# code that names none of these runs in a child of the light template (no heavy imports mapped)
HEAVY_NAMES = tuple(CFG.get("heavy_names", ()))
# a stateless call runs as one of these (never 0): the two kinds of spare cannot signal each other
HEAVY_UID, LIGHT_UID = CFG["uid_base"], CFG["uid_base"] + 1


def _preload(key):
    for name in CFG.get(key, []):
        try:
            __import__(name)
        except Exception:  # a missing optional library must not stop the worker
            pass
    gc.collect()
    gc.freeze()  # the preloaded objects never get scanned (nor their pages copied) in a forked child


# ---------------------------------------------------------------- framing
def _read_exact(fd, n):
    buf = b""
    while len(buf) < n:
        chunk = os.read(fd, n - len(buf))
        if not chunk:
            raise EOFError
        buf += chunk
    return buf


def recv():
    (n,) = struct.unpack(">I", _read_exact(PROTO_IN, 4))
    return json.loads(_read_exact(PROTO_IN, n))


def send(obj):
    data = json.dumps(obj).encode()
    os.write(PROTO_OUT, struct.pack(">I", len(data)) + data)


# ---------------------------------------------------------------- child setup
def _check(rc, what):
    if rc != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")


def _enter_child(uid, cgroup, session=False):
    """Runs in a freshly forked child, before any user code: isolate, limit, drop privileges.

    Every child gets its own IPC namespace (its System V objects and POSIX message queues die
    with it), capped through that namespace's sysctls, and its ``cgroup`` (a child of the
    worker's memory cgroup, when there is one); a session also gets its own mount namespace with
    its own tmpfs, and its own network namespace (a listener of one session is unreachable
    from every other call).
    """
    os.setsid()
    if not _CHILDREN_READY:  # the light template set its children's signals on itself
        _child_signals()
    scratch = CFG["scratch"]
    if ISOLATED:
        flags = CLONE_NEWIPC | (CLONE_NEWNS | CLONE_NEWNET if session else 0)
        _check(_libc.unshare(flags), "unshare")
        _cap_ipc()
        if session:
            _loopback_up()
            opts = f"size={CFG['disk_mb']}m,mode=0700,nr_inodes={CFG['inodes']}"
            if CAN_SETUID:
                opts += f",uid={uid},gid={uid}"
            _check(
                _libc.mount(b"tmpfs", scratch.encode(), b"tmpfs", MS_NOSUID | MS_NODEV, opts.encode()),
                "mount scratch",
            )
        if CFG.get("cgroup"):
            _join_cgroup(cgroup)
    else:
        scratch = os.path.join(scratch, f"c{os.getpid()}")
        os.makedirs(scratch, mode=0o700, exist_ok=True)
    # else: a stateless call uses the worker's size-capped /tmp, which is wiped after every call
    with suppress(OSError):
        os.close(CTL_FD)
    mb = 1024 * 1024
    limits = {
        resource.RLIMIT_AS: CFG["memory_mb"] * mb,
        resource.RLIMIT_FSIZE: CFG["disk_mb"] * mb,
        resource.RLIMIT_NOFILE: CFG["max_files"],
        resource.RLIMIT_CORE: 0,
    }
    if ISOLATED:
        limits[resource.RLIMIT_NPROC] = CFG["max_procs"]
        limits[resource.RLIMIT_MEMLOCK] = mb  # pinned pages
        limits[resource.RLIMIT_MSGQUEUE] = 256 * 1024  # POSIX message queues' bytes
    for res, value in limits.items():
        hard = resource.getrlimit(res)[1]
        value = value if hard == resource.RLIM_INFINITY else min(value, hard)
        resource.setrlimit(res, (value, value))
    _set_environment(scratch)  # already so in every child of an isolated zygote: then a no-op
    if CAN_SETUID:
        os.setgroups([])
        os.setgid(uid)
        os.setuid(uid)
    elif ISOLATED:
        _drop_caps()
    if ISOLATED:
        _fresh_keyrings()
        if not SETUID_HIDES:
            # /proc/<pid>/root, mem, environ... of this process: closed to its peers of the same uid
            _check(_libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0), "prctl")
    _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)  # after the uid switch, which clears it
    os.chdir(scratch)
    random.seed()
    if "numpy" in sys.modules:  # 128 bits from the OS: a tenth of the cost of seed()'s own gathering
        np = sys.modules["numpy"]
        np.random.seed(np.frombuffer(os.urandom(16), dtype=np.uint32))
    sys.argv = ["<code>"]
    sys.path[0] = scratch
    return scratch


def _cap_ipc():
    """Cap this child's new IPC namespace: System V shared memory at ``memory_mb``, a few message
    queues. Written through the zygote's descriptor of a writable ``/proc/sys`` (the code's is
    read-only): a sysctl file opened after the ``unshare`` is this namespace's."""
    pages = CFG["memory_mb"] * 256  # 4 KiB pages
    for name, value in (
        ("kernel/shmmax", CFG["memory_mb"] << 20),
        ("kernel/shmall", pages),
        ("kernel/shmmni", 64),
        ("kernel/msgmni", 16),
        ("fs/mqueue/queues_max", 16),
    ):
        fd = os.open(name, os.O_WRONLY, dir_fd=CTL_FD)
        try:
            os.write(fd, b"%d" % value)
        finally:
            os.close(fd)


def _loopback_up():
    """A session's own network namespace starts with its loopback down: bring it up."""
    import fcntl  # sessions only: the light template's children never map it

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        ifr = struct.pack("16sh", b"lo", 0)
        flags = struct.unpack("16sh", fcntl.ioctl(s, 0x8913, ifr)[:18])[1]  # SIOCGIFFLAGS
        fcntl.ioctl(s, 0x8914, struct.pack("16sh", b"lo", flags | 1))  # SIOCSIFFLAGS, IFF_UP


def _join_cgroup(name):
    path = f"{CFG['cgroup_dir']}/{name}"
    fd = os.open(f"{path}/cgroup.procs", os.O_WRONLY)
    try:
        os.write(fd, b"%d" % os.getpid())
    finally:
        os.close(fd)


def make_cgroup(name):
    """A child cgroup of the worker's, limited to ``memory_mb`` (made once per name, kept)."""
    path = f"{CFG['cgroup_dir']}/{name}"
    with suppress(FileExistsError):
        os.mkdir(path)
    limit_file = "memory.limit_in_bytes" if CFG["cgroup_version"] == 1 else "memory.max"
    with open(f"{path}/{limit_file}", "w") as f:
        f.write(str(CFG["memory_mb"] << 20))
    return name


def oom_kills(name):
    """How many times the kernel killed a process of this cgroup for its memory (0 without one)."""
    if not CFG.get("cgroup") or name is None:
        return 0
    events = "memory.oom_control" if CFG["cgroup_version"] == 1 else "memory.events"
    try:
        with open(f"{CFG['cgroup_dir']}/{name}/{events}") as f:
            for line in f:
                key, _, value = line.partition(" ")
                if key == "oom_kill":
                    return int(value)
    except (OSError, ValueError):
        pass
    return 0


KEYCTL = {"x86_64": 250, "aarch64": 219}.get(os.uname().machine)


def _fresh_keyrings():
    """A new, empty session keyring; the uid's user keyrings and persistent keyring emptied (in
    root mode each kind of call and each session has its own uid; in user-namespace mode the
    zygote also empties them after every call)."""
    if KEYCTL is None:
        return
    _libc.syscall(KEYCTL, 1, None)  # KEYCTL_JOIN_SESSION_KEYRING, anonymous
    _clear_user_keyrings()


def _clear_user_keyrings():
    if KEYCTL is None:
        return
    for ring in (-4, -5):  # KEY_SPEC_USER_KEYRING, KEY_SPEC_USER_SESSION_KEYRING
        _libc.syscall(KEYCTL, 7, ring)  # KEYCTL_CLEAR
    persistent = _libc.syscall(KEYCTL, 22, -1, 0)  # KEYCTL_GET_PERSISTENT, own uid, not linked
    if persistent > 0:
        _libc.syscall(KEYCTL, 7, persistent)


_ENV_FOR = None  # the scratch folder the environment was last set for


def _set_environment(scratch):
    """The code's whole environment: CFG["env"], HOME and TMPDIR the scratch folder. The zygote sets
    it on itself before it forks anything, so a child only pays for a change (unsafe mode's
    per-child scratch): rewriting it, or even reading it back, cost a child dozens of copy-on-write
    page faults."""
    global _ENV_FOR
    if _ENV_FOR != scratch:
        os.environ.clear()
        os.environ.update({**CFG["env"], "HOME": scratch, "TMPDIR": scratch})
        _ENV_FOR = scratch


def _child_signals():
    signal.signal(signal.SIGINT, signal.default_int_handler)
    for sig in (signal.SIGTERM, signal.SIGCHLD, signal.SIGPIPE):
        signal.signal(sig, signal.SIG_DFL)
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # oversize writes raise OSError instead of killing


def _drop_caps():
    """Without a uid switch (user-namespace mode) the code must still not keep the worker's caps."""

    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

    data = (ctypes.c_uint32 * 6)()
    _check(_libc.capset(ctypes.byref(Header(0x20080522, 0)), data), "capset")


_CHILDREN_READY = False  # set in the light template: its children inherit their streams and signals


def _new_streams():
    # line-buffered: what was printed before a crash or a kill is not lost
    for fd, name in ((1, "stdout"), (2, "stderr")):
        stream = open(fd, "w", encoding="utf-8", errors="backslashreplace", closefd=False, buffering=1)
        setattr(sys, name, stream)


def _ready_children():
    """In the light template: set its children's signal dispositions, and build their sys.stdout and
    sys.stderr once, on fds 1 and 2 made pipes (never written: a child dup2s its own pipes onto
    those fds, and its streams are ready). Building them in every child cost about 90
    copy-on-write page faults a call."""
    global _CHILDREN_READY
    _unread, w = os.pipe()
    os.set_blocking(w, False)  # a flag of the pipe, not of fds 1 and 2: a child's own pipes block
    os.dup2(w, 1)
    os.dup2(w, 2)
    os.close(w)
    # The read end stays open, unread: a stray write of the template's (an "Exception ignored"
    # line) is swallowed, or fails once the pipe is full; it neither blocks nor raises SIGPIPE,
    # whose default disposition the template keeps for its children. A child never holds it: its
    # fds from 3 up are replaced or closed.
    _new_streams()
    _child_signals()  # what every child sets: set once here (about 60 page faults a child)
    _CHILDREN_READY = True


def _redirect_stdio(out_fd, err_fd):
    os.dup2(out_fd, 1)
    os.dup2(err_fd, 2)
    if not _CHILDREN_READY:
        _new_streams()


def _execute(code, filename, glb):
    """Run ``code``; return the exit status its process is to end with (MEMORY_EXIT for a MemoryError)."""
    # the code's own lines, for its tracebacks, warnings and inspect (one splitlines: cheap)
    linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)
    exit_code = 0
    try:
        exec(compile(code, filename, "exec"), glb)
    except SystemExit as exc:
        if exc.code is None or exc.code is True or exc.code is False:
            exit_code = int(bool(exc.code))
        elif isinstance(exc.code, int):
            exit_code = exc.code & 0xFF
        else:
            print(exc.code, file=sys.stderr)
            exit_code = 1
    except BaseException as exc:
        with suppress(BaseException):  # the traceback starts at the code, not at this harness frame
            traceback.print_exception(type(exc), exc, exc.__traceback__.tb_next)
        exit_code = MEMORY_EXIT if isinstance(exc, MemoryError) else 1
    for stream in (sys.stdout, sys.stderr):
        with suppress(BaseException):
            stream.flush()
    return exit_code


def _fresh_globals():
    import builtins

    return {"__name__": "__main__", "__builtins__": builtins, "__doc__": None}


# ---------------------------------------------------------------- supervision
def _candidates():
    """Pids that must not outlive the call: everything in our PID namespace (isolated) or, without
    isolation, every descendant of this zygote (it is a child subreaper, so orphans come back to it)."""
    me = os.getpid()
    if ISOLATED:
        return {int(n) for n in os.listdir("/proc") if n.isdigit()}
    children = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat", "rb") as f:
                    ppid = int(f.read().rsplit(b")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(ppid, []).append(int(name))
    found, stack = set(), [me]
    while stack:
        for child in children.get(stack.pop(), []):
            if child not in found:
                found.add(child)
                stack.append(child)
    return found


def _kill_leftovers(pgid=None):
    """Kill every process of the call: all but pid 1, us, the spare and the session kernels."""
    if pgid is not None:
        with suppress(OSError):
            os.killpg(pgid, signal.SIGKILL)
    keep = {1, os.getpid()} | _live_kernel_pids() | {s.pid for s in SPARES.values()}
    if TEMPLATE is not None:
        keep.add(TEMPLATE.pid)
    for _ in range(200):
        targets = _candidates() - keep
        for pid in targets:
            with suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        _reap()
        if not targets:
            return
        time.sleep(0.001)


def _rmtree(path):
    # imported on first use, after the light template is forked: shutil brings zlib, bz2 and lzma,
    # whose mappings every fork of the template would copy
    import shutil

    shutil.rmtree(path, ignore_errors=True)


def _wipe(folder):
    for name in os.listdir(folder):
        path = os.path.join(folder, name)
        if os.path.isdir(path) and not os.path.islink(path):
            _rmtree(path)
        else:
            with suppress(OSError):
                os.unlink(path)


def _reap():
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        for k in list(SESSIONS.values()):
            if k.pid == pid:
                k.dead_status = status


class _Capture:
    def __init__(self, fd, cap):
        self.fd, self.cap, self.data, self.total = fd, cap, bytearray(), 0

    def read(self):
        """Read once; None when nothing is buffered right now, False at EOF."""
        try:
            chunk = os.read(self.fd, 65536)
        except BlockingIOError:
            return None
        except OSError:
            return False
        if not chunk:
            return False
        self.total += len(chunk)
        room = self.cap - len(self.data)
        if room > 0:
            self.data += chunk[:room]
        return True

    def text(self):
        s = self.data.decode("utf-8", errors="replace")
        if self.total > self.cap:
            s += f"\n[output truncated: more than {self.cap} bytes]"
        return s


def _supervise(out_r, err_r, done, timeout_s):
    """Collect output until a ``done`` fd's callback says so, the deadline passes or output overflows.

    Only the ``done`` fds wake the zygote: output waits in its pipes and is drained every
    ``DRAIN_S`` (a pipe holds 64 KiB; a writer that fills it just waits for the next drain). A
    zygote woken by every line would take the CPU from the code it supervises, which on a loaded
    machine then waits for its next turn.
    """
    cap = CFG["max_output_bytes"]
    caps = (_Capture(out_r, cap), _Capture(err_r, cap))
    for c in caps:
        os.set_blocking(c.fd, False)
    poller = select.poll()
    for fd in done:
        poller.register(fd, select.POLLIN | select.POLLHUP)
    poller.register(PROTO_IN, select.POLLHUP)  # the host never writes during a call: only its death
    deadline = time.monotonic() + timeout_s
    outcome = None
    while outcome is None:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            outcome = "timeout"
            break
        for fd, _ev in poller.poll(min(remaining, DRAIN_S) * 1000):
            if fd == PROTO_IN:
                _owner_gone()
            verdict = done[fd]()
            if verdict:
                outcome = "done"
            elif verdict is False:
                poller.unregister(fd)
        if outcome is None:
            for c in caps:
                while c.read() and c.total <= cap:
                    pass
            if any(c.total > cap for c in caps):
                outcome = "overflow"
    for c in caps:  # drain what is already buffered, without waiting for daemons
        while c.read() and c.total <= cap + 65536:
            pass
    return (outcome, *caps)


def _result(outcome, out, err, exit_code, memory, note=""):
    if outcome == "timeout":
        status = "timeout"
    elif outcome == "overflow":
        status = "killed"
    elif memory:  # a MemoryError's exit status, or the kernel's kill of a process over the cgroup's limit
        status = "memory"
    elif exit_code is not None and exit_code < 0:
        status = "killed"
    else:
        status = "ok" if exit_code == 0 else "error"
    stderr = err.text()
    if outcome == "overflow":
        stderr += "\n[sandbox: the program was stopped after exceeding the output limit]"
    if note:
        stderr += note
    return {
        "status": status,
        "stdout": out.text(),
        "stderr": stderr,
        "exit_code": exit_code,
        "truncated": out.total > out.cap or err.total > err.cap,
    }


def _decode_wait(status):
    if os.WIFSIGNALED(status):
        return -os.WTERMSIG(status)
    return os.waitstatus_to_exitcode(status)


def _owner_gone():
    """The host's end of the request pipe closed (proctor died): end every process of the worker."""
    if not ISOLATED:  # no PID namespace takes them down with us
        with suppress(BaseException):
            for pid in _candidates() - {os.getpid()}:
                with suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
    os._exit(0)  # isolated: bubblewrap's init exits with us, and the kernel kills its PID namespace


class Spare:
    """A child forked and locked down ahead of time; it waits for its code on a pipe. When the code
    runs it holds no descriptor of the harness's (only its output pipes): its outcome is its exit
    status, which the zygote (or the light template) reads with ``waitpid``."""

    def __init__(self, uid, cgroup):
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        code_r, code_w = os.pipe()
        pid = os.fork()
        if pid == 0:  # child
            exit_code = 1
            try:
                _close_protocol()
                _redirect_stdio(out_w, err_w)
                os.dup2(code_r, 3)
                os.closerange(4, CTL_FD)
                os.closerange(CTL_FD + 1, 65536)
                _enter_child(uid, cgroup)
                chunks = []
                while chunk := os.read(3, 1 << 20):
                    chunks.append(chunk)
                os.close(3)
                head, _, code = b"".join(chunks).partition(b"\n")  # "<cpu seconds>\n<code>"
                cpu = int(head)
                resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))
                exit_code = _execute(code.decode("utf-8", "surrogatepass"), "<code>", _fresh_globals())
            except BaseException:
                with suppress(BaseException):
                    traceback.print_exc()
                    sys.stderr.flush()
            os._exit(exit_code)
        for fd in (out_w, err_w, code_r):
            os.close(fd)
        self.pid, self.pidfd = pid, os.pidfd_open(pid)
        self.out_r, self.err_r, self.code_w = out_r, err_r, code_w

    def fds(self):
        return [self.out_r, self.err_r, self.code_w]

    def close_fds(self):
        for fd in (self.pidfd, *self.fds()):
            if fd >= 0:
                with suppress(OSError):
                    os.close(fd)

    def wait(self):
        return os.waitpid(self.pid, 0)[1]


class Template:
    """A process forked before the heavy imports; it forks the spares of light calls on request.

    Its spares are its children: it hands their pipe ends to the zygote (``SCM_RIGHTS``) and
    reports each one's wait status when it exits. Forking a bare interpreter and tearing it down
    costs a fraction of forking one with numpy and sympy mapped (fewer page tables, fewer
    copy-on-write faults).
    """

    def __init__(self):
        mine, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        pid = os.fork()
        if pid == 0:
            try:
                mine.close()
                _close_protocol()
                _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
                _ready_children()
                gc.collect()
                gc.freeze()
                _template_loop(theirs)
            finally:
                os._exit(0)
        theirs.close()
        self.pid, self.sock = pid, mine

    def spare(self):
        """A light spare (``Spare``'s interface); OSError if the template is gone."""
        self.sock.sendall(b"f")
        head, fds, _flags, _addr = socket.recv_fds(self.sock, 4, 3)
        if len(head) < 4 or len(fds) < 3:
            raise OSError("the light template is gone")
        spare = Spare.__new__(RemoteSpare)
        (spare.pid,) = struct.unpack(">i", head)
        spare.out_r, spare.err_r, spare.code_w = fds
        spare.pidfd, spare.template = os.pidfd_open(spare.pid), self
        return spare


class RemoteSpare(Spare):
    def wait(self):
        head = self.template.sock.recv(4, socket.MSG_WAITALL)
        if len(head) < 4:
            raise OSError("the light template is gone")
        return struct.unpack(">i", head)[0]


def _template_loop(sock):
    while sock.recv(1):
        spare = Spare(LIGHT_UID, "light")
        socket.send_fds(sock, [struct.pack(">i", spare.pid)], spare.fds())
        spare.close_fds()
        sock.sendall(struct.pack(">i", spare.wait()))


def _close_protocol():
    """In a child: close the zygote's request/reply fds (once: a template's spares reuse the numbers)."""
    global PROTO_IN, PROTO_OUT
    for fd in (PROTO_IN, PROTO_OUT):
        if fd is not None:
            os.close(fd)
    PROTO_IN = PROTO_OUT = None


TEMPLATE = None
SPARES = {}  # "light" / "heavy": the next call's child, locked down and waiting for its code


def _kind(code):
    return "heavy" if any(name in code for name in HEAVY_NAMES) else "light"


def _new_spare(kind):
    if kind == "light" and TEMPLATE is not None:
        try:
            return TEMPLATE.spare()
        except OSError:  # the template was killed (user-namespace mode): this worker must restart
            os._exit(70)
    return Spare(HEAVY_UID, "heavy")


def _take_spare(kind):
    """The waiting spare of this kind, or a fresh one if it died while it waited (killed from outside)."""
    spare = SPARES.pop(kind, None)
    if spare is not None and select.select([spare.pidfd], [], [], 0)[0]:
        _finish(spare, kill=True)
        spare = None
    return spare or _new_spare(kind)


def run_stateless(req):
    kind = _kind(req["code"])
    spare = _take_spare(kind)
    ooms = oom_kills(kind)
    try:
        cpu = int(req["timeout_s"]) + 1  # RLIMIT_CPU: the wall-clock limit ends the call first
        os.write(spare.code_w, b"%d\n" % cpu + req["code"].encode("utf-8", "surrogatepass"))
    except OSError:
        pass  # the spare died; the supervision sees its exit
    os.close(spare.code_w)
    spare.code_w = -1
    # the call is over when its process has exited: nothing it writes anywhere can end it sooner
    outcome, out, err = _supervise(spare.out_r, spare.err_r, {spare.pidfd: lambda: True}, req["timeout_s"])
    exit_code = _finish(spare, kill=outcome != "done")
    memory = exit_code == MEMORY_EXIT or oom_kills(kind) > ooms
    return _result(outcome, out, err, exit_code, memory)


def _finish(spare, kill):
    """Reap the call's process, kill whatever it left, wipe the scratch; return its exit code."""
    if kill:
        with suppress(OSError):
            os.kill(spare.pid, signal.SIGKILL)  # its process group goes in _after_call
    try:
        status = spare.wait()
    except ChildProcessError:  # reaped by _reap: it died outside a call's wait, so it was killed
        status = signal.SIGKILL
    except OSError:  # the light template was killed (user-namespace mode): this worker must restart
        os._exit(70)
    spare.close_fds()
    _after_call(pgid=spare.pid)
    if not ISOLATED:
        _rmtree(os.path.join(CFG["scratch"], f"c{spare.pid}"))
    return _decode_wait(status)


def _after_call(pgid=None):
    """Before the reply: no process, file or key of the call is left (its IPC namespace dies with it)."""
    _kill_leftovers(pgid)
    if ISOLATED:
        _wipe(CFG["scratch"])
        if not CAN_SETUID:  # one uid in user-namespace mode: the zygote's user keyrings are the code's
            _clear_user_keyrings()


def after_reply():
    for kind in ("heavy", "light"):
        if kind not in SPARES:
            SPARES[kind] = _new_spare(kind)


# ---------------------------------------------------------------- sessions
class Kernel:
    """A session: the process that holds its globals, stopped (``SIGSTOP``) between its calls.

    A call runs in it and ends with its exit, whose status is the call's; just before, the harness
    forks the next kernel, which holds the globals as the call left them and none of its threads
    (a fork copies the calling thread only). The session's processes keep its own uid (root mode),
    IPC, network and mount namespaces, tmpfs and cgroup from one kernel to the next.
    """

    def __init__(self, sid, uid):
        self.sid, self.uid, self.cpu_used = sid, uid, 0.0
        self.cgroup = make_cgroup(f"s{uid}") if CFG.get("cgroup") else None
        parent_sock, child_sock = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        pid = os.fork()
        if pid == 0:
            try:
                _close_protocol()
                parent_sock.close()
                os.dup2(child_sock.fileno(), 3)
                os.closerange(4, CTL_FD)
                os.closerange(CTL_FD + 1, 65536)
                _enter_child(uid, self.cgroup, session=True)
                sock = socket.socket(fileno=3)
                sock.sendall(b"R")  # locked down: its limits may now be set from outside
                _kernel_loop(sock)
            finally:
                os._exit(70)
        child_sock.close()
        self.sock, self.first_pid, self.pidfd = parent_sock, pid, None
        self.adopt(pid)
        self.sock.settimeout(30)
        with suppress(OSError):
            self.sock.recv(1)  # b"R"; nothing if it died (then the call finds it dead)

    def adopt(self, pid):
        if self.pidfd is not None:
            os.close(self.pidfd)
        self.pid, self.pidfd, self.dead_status = pid, os.pidfd_open(pid), None

    @property
    def alive(self):
        return self.dead_status is None and not select.select([self.pidfd], [], [], 0)[0]

    def wait(self):
        try:
            _pid, status, usage = os.wait4(self.pid, 0)
        except ChildProcessError:  # reaped by _reap
            return self.dead_status if self.dead_status is not None else signal.SIGKILL
        self.cpu_used += usage.ru_utime + usage.ru_stime
        return status

    def successor(self):
        """The next kernel the call's harness forked, named on the socket: a single-threaded child
        (now) of ours that is no other process of the worker's; else None. The code can write on
        that socket too: then it can only name one of its own processes, which then must pass the
        same checks, and is stopped until its session's next call."""
        data = b""
        self.sock.setblocking(False)
        with suppress(OSError):
            while len(data) < 65536 and (chunk := self.sock.recv(4096)):
                data += chunk
        names = [int(m) for m in data.split(b"S")[1:] if m[:-1].isdigit() and m.endswith(b"\n")]
        if not names:
            return None
        pid = names[-1]
        others = {1, os.getpid()} | {s.pid for s in SPARES.values()} | _live_kernel_pids()
        if TEMPLATE is not None:
            others.add(TEMPLATE.pid)
        if pid in others:
            return None
        try:
            with open(f"/proc/{pid}/stat", "rb") as f:
                ppid = int(f.read().rsplit(b")", 1)[1].split()[1])
            with open(f"/proc/{pid}/status") as f:
                fields = dict(line.split(":", 1) for line in f if ":" in line)
        except (OSError, ValueError, IndexError):
            return None
        ok = ppid == os.getpid() and fields.get("Threads", "").strip() == "1"
        if CAN_SETUID:
            ok = ok and fields.get("Uid", "").split()[:1] == [str(self.uid)]
        return pid if ok else None

    def destroy(self):
        """Kill the kernel; return its wait status."""
        with suppress(OSError):
            os.kill(self.pid, signal.SIGKILL)
        status = self.wait()
        self.sock.close()
        os.close(self.pidfd)
        if not ISOLATED:
            _rmtree(os.path.join(CFG["scratch"], f"c{self.first_pid}"))
        return status


def _kernel_loop(sock):
    glb = _fresh_globals()
    n = 0
    while True:
        head, fds, _flags, _addr = socket.recv_fds(sock, 4, 2)
        if len(head) < 4 or len(fds) < 2:
            os._exit(70)
        (size,) = struct.unpack(">I", head)
        msg = b""
        while len(msg) < size:
            chunk = sock.recv(size - len(msg))
            if not chunk:
                os._exit(70)
            msg += chunk
        n += 1
        _redirect_stdio(fds[0], fds[1])
        for fd in fds:
            os.close(fd)
        exit_code = _execute(json.loads(msg)["code"], f"<cell-{n}>", glb)
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.dup2(null, 2)
        os.close(null)
        successor = os.fork()
        if successor:  # this process ran the call: its exit status is the call's outcome
            sock.sendall(b"S%d\n" % successor)
            os._exit(exit_code)
        # the successor: this thread alone, the globals as the call left them; it waits for the next


SESSIONS = {}
RESTART_NOTE = "\n[sandbox: the session was restarted; variables from earlier calls are lost]"


def _live_kernel_pids():
    return {k.pid for k in SESSIONS.values()}


def _session_uid(sid):
    used = {k.uid for k in SESSIONS.values()}
    for i in range(1, 1024):
        uid = CFG["uid_base"] + 2 + (sid + i) % 1022
        if uid not in used:
            return uid
    raise RuntimeError("too many sessions on one worker")


def run_session(req):
    sid = req["session"]
    kernel = SESSIONS.get(sid)
    note = ""
    if kernel is None or not kernel.alive:
        if kernel is not None:
            kernel.destroy()
            note = RESTART_NOTE
        kernel = SESSIONS[sid] = Kernel(sid, _session_uid(sid))
    remaining = int(CFG["session_cpu_s"] - kernel.cpu_used)
    if remaining < 1:
        return _spent(kernel)
    cgroup, ooms = kernel.cgroup, oom_kills(kernel.cgroup)
    # set from outside, the hard limit only ever lowered: the session's whole CPU budget
    _prlimit_cpu(kernel, min(int(req["timeout_s"]) + 1, remaining), remaining)
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    with suppress(OSError):
        os.kill(kernel.pid, signal.SIGCONT)
    try:
        kernel.sock.settimeout(req["timeout_s"])
        payload = json.dumps({"code": req["code"]}).encode()
        socket.send_fds(kernel.sock, [struct.pack(">I", len(payload))], [out_w, err_w])
        kernel.sock.sendall(payload)
    except OSError:
        pass  # the kernel is gone; the supervision below sees it
    os.close(out_w)
    os.close(err_w)
    try:
        outcome, out, err = _supervise(out_r, err_r, {kernel.pidfd: lambda: True}, req["timeout_s"])
    finally:
        os.close(out_r)
        os.close(err_r)
    if outcome != "done":
        with suppress(OSError):
            os.kill(kernel.pid, signal.SIGKILL)
    exit_code = _decode_wait(kernel.wait())  # (and the CPU time of the call's process, counted)
    successor = kernel.successor() if outcome == "done" else None
    if successor is not None:
        kernel.adopt(successor)
        os.kill(successor, signal.SIGSTOP)  # nothing of the session runs until its next call
    else:  # timeout, overflow, a crash or os._exit: the state is lost
        kernel.dead_status = signal.SIGKILL
        kernel.destroy()
        SESSIONS[sid] = Kernel(sid, _session_uid(sid))
        os.kill(SESSIONS[sid].pid, signal.SIGSTOP)
        note += RESTART_NOTE
    _after_call()
    memory = exit_code == MEMORY_EXIT or oom_kills(cgroup) > ooms
    return _result(outcome, out, err, exit_code, memory, note)


def _prlimit_cpu(kernel, soft, hard):
    """Set the kernel's RLIMIT_CPU from outside. Another uid's limits need CAP_SYS_RESOURCE, which a
    container may not grant even to root: then the zygote takes the kernel's uid for the call (its
    saved uid stays 0, so it takes root back at once; the kernel is stopped meanwhile)."""
    if not CAN_SETUID:
        with suppress(OSError):  # (unsafe mode: the kernel keeps its own limit)
            resource.prlimit(kernel.pid, resource.RLIMIT_CPU, (soft, hard))
        return
    os.setresgid(kernel.uid, kernel.uid, 0)
    os.setresuid(kernel.uid, kernel.uid, 0)
    try:
        resource.prlimit(kernel.pid, resource.RLIMIT_CPU, (soft, hard))
    finally:
        os.setresuid(0, 0, 0)
        os.setresgid(0, 0, 0)


def _spent(kernel):
    budget = CFG["session_cpu_s"]
    return {
        "status": "killed",
        "stdout": "",
        "stderr": f"[sandbox: this session used up its CPU budget ({budget:g} s); open a new session]",
        "exit_code": None,
        "truncated": False,
    }


def close_session(req):
    kernel = SESSIONS.pop(req["session"], None)
    if kernel is not None:
        kernel.destroy()
    _after_call()
    return {"closed": kernel is not None}


def _seal_worker():
    """Before anything is forked: the scratch ``/tmp`` gets a size and an inode cap, and
    ``/proc/sys`` turns read-only for everything after (the zygote keeps a writable descriptor of
    it, with which each child caps its own IPC namespace)."""
    opts = f"size={CFG['disk_mb']}m,nr_inodes={CFG['inodes']},mode=1777".encode()
    _check(_libc.mount(b"tmpfs", b"/tmp", b"tmpfs", MS_NOSUID | MS_NODEV, opts), "mount /tmp")
    os.chdir("/tmp")
    fd = os.open("/proc/sys", os.O_RDONLY | os.O_DIRECTORY)
    os.dup2(fd, CTL_FD, inheritable=False)
    os.close(fd)
    _check(_libc.mount(b"/proc/sys", b"/proc/sys", None, MS_BIND, None), "bind /proc/sys")
    flags = MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC
    _check(_libc.mount(None, b"/proc/sys", None, flags, None), "remount /proc/sys")


def _internal_error():
    """A fault of the harness itself: logged on the worker's stderr, never shown to the code's
    caller; the worker is restarted (its state is unknown)."""
    with suppress(BaseException):
        sys.stderr.write(traceback.format_exc())
        sys.stderr.flush()
    return {
        "status": "killed",
        "stdout": "",
        "stderr": "[sandbox: internal error of the worker; it was restarted]",
        "exit_code": None,
        "truncated": False,
        "restart": True,
    }


def main():
    global TEMPLATE
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    _libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)  # orphans of a call come back to us
    if ISOLATED:
        _seal_worker()
    _set_environment(CFG["scratch"])
    _preload("light_preload")
    # The first compile() of a process builds the types of the ast module (PyAST_Check creates about
    # a hundred classes): 3 ms that every forked child would pay again inside its call. Pay it once.
    compile("", "<warm>", "exec")
    if CFG.get("cgroup"):
        for kind in ("light", "heavy"):
            make_cgroup(kind)
    if HEAVY_NAMES:
        TEMPLATE = Template()  # before the heavy imports
    _preload("preload")
    after_reply()
    send({"ready": True, "preloaded": sorted(set(CFG.get("preload", [])) & set(sys.modules))})
    handlers = {"run": run_stateless, "exec": run_session, "close": close_session, "ping": lambda req: {}}
    while True:
        try:
            req = recv()
        except EOFError:
            break
        start = time.monotonic()
        try:
            reply = handlers[req["op"]](req)
        except Exception:
            reply = _internal_error()
        reply["duration_s"] = time.monotonic() - start
        send(reply)
        if reply.get("restart"):
            os._exit(70)
        after_reply()
    _owner_gone()


if __name__ == "__main__":
    main()
