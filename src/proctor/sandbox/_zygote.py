"""The warm worker that runs inside the isolation (stdlib only; started as ``python -I -S``).

It imports the allowed heavy libraries once, then serves requests from the host over fds 0/1
(frames: 4-byte big-endian length + JSON). A stateless call runs in a "spare": a child forked
ahead of time that has already taken its own IPC namespace, applied the rlimits, a scrubbed
environment, fresh keyrings and an unprivileged uid, and waits for its code on a pipe; its cwd is
the worker's size- and inode-capped ``/tmp``. A session is a kernel process that keeps its
globals, with its own uid, IPC, network and mount namespaces and tmpfs; each of its calls runs in
it and ends with a stop of the kernel itself when it is left with one thread, else with its exit
after it forked the next kernel (see ``Kernel``).

A stateless call's outcome is the exit status of its process (the code holds no descriptor of the
harness); a session call's is that, or what its kernel said before it stopped itself (the code's
own choice at most: see ``Kernel.ended``).
Before the reply, every process of the worker's PID namespace other than this zygote (its pid 1),
the two templates, the other spare and the live session kernels is killed and ``/tmp`` is
wiped: nothing outlives a call. The zygote exits when the host's end of its request pipe closes.

This file and its parts (``_confine.py``, ``_sessions.py``) are not imported by the host: the zygote
is started as ``python -I -S -c BOOTSTRAP`` and receives this file's text, then its config (which
holds its parts' text), as the first frames of its request pipe.

Map of this file, in order (Z: runs in the zygote; T: in the light template; C: in a forked child,
a spare or a session's kernel, before or while its code runs):

1. Start-up (Z, at import): the config (``CFG``), the request/reply fds moved off 0/1, the uids of
   the two kinds of spare, the zygote's state (``TEMPLATE``, ``SPARES``).
2. Framing (Z): ``recv``/``send`` on the request/reply fds.
3. The parts and a child's lockdown: ``_load`` runs ``_confine.py`` here. Of what it defines,
   ``_enter_child`` runs in C (namespaces, rlimits, privileges), ``_child_signals`` in C or once
   in T, ``_seal_worker``, ``make_cgroup`` and ``oom_kills`` in Z, ``_set_environment`` and
   ``_clear_user_keyrings`` in Z and in C; the PID namespaces: ``_call_init`` and ``_fork_call``
   in Z and T (a spare is forked into the calls' namespace of its forker), ``_new_init`` in Z and
   in the kernel template (a session's namespace).
4. A child's streams and code: ``_ready_children`` (T, once), ``_redirect_stdio``, ``_execute``,
   ``_fresh_globals`` (C; ``_new_streams`` in T, or in a C that Z forked).
5. Supervision of a call (Z): ``_candidates``, ``_kill_leftovers``, ``_wipe``, ``_reap``,
   ``_Capture``, ``_supervise`` (output and deadline), ``_result``, ``_owner_gone``.
6. Spares and the light template: ``Spare`` forks a spare (in T for light calls where there is a
   template, else in Z); the branch of ``Spare.__init__`` under ``pid == 0`` is C (fds closed,
   ``_enter_child``, the code read, ``RLIMIT_CPU``, ``_execute``, ``os._exit``). ``Template``
   forks T, which runs ``_template_loop``; ``RemoteSpare`` is Z's view of a spare of T's;
   ``KernelTemplate`` forks a second T, which runs ``_kernel_template_loop`` (a light session's
   namespace and its init, which forks its first kernel);
   ``_close_protocol`` runs in every fork (C and T).
7. Stateless calls (Z): ``_take_spare``, ``run_stateless``, ``_finish``, ``_after_call``
   (leftovers killed, scratch wiped), ``after_reply`` (the next spares).
8. Sessions: ``_load`` runs ``_sessions.py`` here: ``Kernel``, ``run_session``, ``close_session``
   (Z); ``_session_init`` is a session's init (it forks the first kernel, reaps and reports exits
   and stops); a kernel's fork is C (``_enter_child``, then ``_kernel_loop``, which stops itself
   after a call that left it one thread, ``_end_in_place``, else forks its successor).
9. The request loop (Z): ``_preload``, ``_internal_error``, ``main``.
"""

import ctypes
import gc
import json
import linecache
import os
import resource
import select
import signal
import socket
import struct
import sys
import time
import traceback
from contextlib import suppress

# ---------------------------------------------------------------- 1. start-up
PR_SET_PDEATHSIG, PR_SET_DUMPABLE, PR_SET_CHILD_SUBREAPER = 1, 4, 36
# the exit status with which the harness reports a MemoryError: observed by the zygote like any
# other (a program that exits with it itself is reported "memory": it gains nothing by that)
MEMORY_EXIT = 200
CTL_FD = 1000  # the zygote's descriptor of a writable /proc/sys (closed in a child before its code)
PIDNS_FD = 1001  # the worker's PID namespace (a forker returns to it after forking into another)
DRAIN_S = 0.02  # how often the output pipes are drained while the code runs

_libc = ctypes.CDLL(None, use_errno=True)
# Not dumpable before anything else: no process of the code's (same uid in user-namespace mode, no
# capabilities) may open this zygote's /proc files (its request and reply pipes, its memory).
_libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)


def _read_config():
    """The config: the first frame on fd 0 (never on the command line, which /proc shows the code)."""
    head = b""
    while len(head) < 4:
        chunk = os.read(0, 4 - len(head))
        if not chunk:
            sys.exit(70)
        head += chunk
    (n,) = struct.unpack(">I", head)
    data = b""
    while len(data) < n:
        chunk = os.read(0, n - len(data))
        if not chunk:
            sys.exit(70)
        data += chunk
    return json.loads(data)


CFG = _read_config()
ISOLATED = CFG["isolated"]  # False only in the explicit unsafe mode
CAN_SETUID = ISOLATED and os.geteuid() == 0 and CFG.get("setuid", True)


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
if ISOLATED:
    _pidns = os.open("/proc/self/ns/pid", os.O_RDONLY)
    os.dup2(_pidns, PIDNS_FD, inheritable=False)
    os.close(_pidns)

sys.path[1:1] = CFG.get("paths", [])
# code that names none of these runs in a child of the light template (no heavy imports mapped)
HEAVY_NAMES = tuple(CFG.get("heavy_names", ()))
# a stateless call runs as one of these (never 0): the two kinds of spare cannot signal each other
HEAVY_UID, LIGHT_UID = CFG["uid_base"], CFG["uid_base"] + 1

TEMPLATE = None
KERNEL_TEMPLATE = None  # forks light session kernels (see KernelTemplate)
SPARES = {}  # "light" / "heavy": the next call's child, locked down and waiting for its code


# ---------------------------------------------------------------- 2. framing
_INBOX = bytearray()  # what the host sent that is not yet a whole frame


def recv():
    """The next request: one read brings a whole frame unless it is large (the host writes a frame
    at once, and never a second before the reply to the first)."""
    while True:
        if len(_INBOX) >= 4:
            end = 4 + struct.unpack_from(">I", _INBOX)[0]
            if len(_INBOX) >= end:
                frame = bytes(_INBOX[4:end])
                del _INBOX[:end]
                return json.loads(frame)
        chunk = os.read(PROTO_IN, 1 << 16)
        if not chunk:
            raise EOFError
        _INBOX.extend(chunk)


def send(obj):
    data = json.dumps(obj).encode()
    os.write(PROTO_OUT, struct.pack(">I", len(data)) + data)


# ---------------------------------------------------------------- 3. the parts; a child's lockdown
def _load(part):
    """Run a part of the zygote (``_confine.py``, ``_sessions.py``: their text is in the config) in
    its namespace: started as ``python -I -S -c``, it has no import path and no file of its own."""
    exec(compile(CFG["parts"][part], f"/sandbox/_{part}.py", "exec"), globals())


# what the parts define, named here for readers and linters (the loads below replace them)
_enter_child = _child_signals = _set_environment = _seal_worker = None
make_cgroup = oom_kills = _clear_user_keyrings = None
_fork_call = _call_init = _call_init_pid = None
_live_kernel_pids = run_session = close_session = _new_session = None
SESSIONS = {}

_load("confine")  # a child's setup: namespaces, limits, keyrings, cgroup, privileges


# ---------------------------------------------------------------- 4. a child's streams and code
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


# ---------------------------------------------------------------- 5. supervision of a call
def _stat(pid):
    """The fields of /proc/<pid>/stat after the command's name: [0] is field 3 (the state), [1]
    the parent's pid (the sessions' checks use it too)."""
    with open(f"/proc/{pid}/stat", "rb") as f:
        return f.read().rsplit(b")", 1)[1].split()


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
                ppid = int(_stat(name)[1])
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


LEFTOVERS_S = 5.0  # the longest the cleanup waits for a call's killed processes to be reaped


def _kill_leftovers(pgid=None):
    """Kill every process of the call: all but pid 1, us, the templates, the spares, the session
    kernels and the namespaces' inits; return once they are reaped (a session's leftovers by its
    init, which must be scheduled for it: a time bound, not a count of tries, so a loaded machine
    does not end the wait while they are still zombies a later call could see)."""
    if pgid is not None:
        with suppress(OSError):
            os.killpg(pgid, signal.SIGKILL)
    keep = {1, os.getpid()} | _live_kernel_pids() | {s.pid for s in SPARES.values()}
    keep |= _template_pids()
    deadline = time.monotonic() + LEFTOVERS_S
    while time.monotonic() < deadline:
        targets = _candidates() - keep
        for pid in targets:
            with suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        _reap()
        if not targets:
            return
        time.sleep(0.001)


def _template_pids():
    """The templates and the inits of the calls' namespaces (the light one is the template's child)."""
    pids = {t.pid for t in (TEMPLATE, KERNEL_TEMPLATE) if t is not None}
    pids |= {TEMPLATE.init_pid if TEMPLATE is not None else None, _call_init_pid()}
    return pids - {None}


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
            pid, _status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


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


# ---------------------------------------------------------------- 6. spares and the light template
class Spare:
    """A child forked and locked down ahead of time; it waits for its code on a pipe. When the code
    runs it holds no descriptor of the harness's (only its output pipes): its outcome is its exit
    status, which the zygote (or the light template) reads with ``waitpid``."""

    def __init__(self, uid, cgroup):
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        code_r, code_w = os.pipe()
        pid = _fork_call()  # into the calls' PID namespace: nothing of the harness's to name there
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
                # 64 KiB a read: a 1 MiB buffer is an mmap of its own in a fresh child (0.02 to
                # 0.03 ms more of CPU for a short code)
                while chunk := os.read(3, 1 << 16):
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


def _fork_template(loop, *, reaps_spares):
    """Fork a template process (before the heavy imports) that serves ``loop`` on its end of a new
    socket pair and dies with the zygote: (its pid, the zygote's end). ``reaps_spares``: it readies
    itself to reap the spares it forks (``_ready_children``)."""
    mine, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    pid = os.fork()
    if pid == 0:
        try:
            mine.close()
            _close_protocol()
            _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
            if reaps_spares:
                _ready_children()
            gc.collect()
            gc.freeze()
            loop(theirs)
        finally:
            os._exit(0)
    theirs.close()
    return pid, mine


class Template:
    """A process forked before the heavy imports; it forks the spares of light calls on request.

    Its spares are its children: it hands their pipe ends to the zygote (``SCM_RIGHTS``) and
    reports each one's wait status when it exits. Forking a bare interpreter and tearing it down
    costs a fraction of forking one with numpy and sympy mapped (fewer page tables, fewer
    copy-on-write faults).
    """

    def __init__(self):
        self.pid, self.sock = _fork_template(_template_loop, reaps_spares=True)
        self.init_pid = None

    def spare(self):
        """A light spare (``Spare``'s interface); OSError if the template is gone."""
        self.sock.sendall(b"f")
        head, fds, _flags, _addr = socket.recv_fds(self.sock, 8, 3)
        if len(head) < 8 or len(fds) < 3:
            raise OSError("the light template is gone")
        spare = Spare.__new__(RemoteSpare)
        spare.pid, init = struct.unpack(">ii", head)
        self.init_pid = init or None  # the init of the light calls' namespace (none in unsafe mode)
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
        socket.send_fds(sock, [struct.pack(">ii", spare.pid, _call_init_pid() or 0)], spare.fds())
        spare.close_fds()
        sock.sendall(struct.pack(">i", spare.wait()))


class KernelTemplate(Template):
    """A second process forked before the heavy imports: it makes the namespace of a session whose
    first call names none of them, whose init forks the first kernel (a light kernel: forking it
    and ending it after each call costs a fraction of a kernel with numpy and sympy mapped; a later
    call that imports them pays the import once, in its session)."""

    def __init__(self):
        self.pid, self.sock = _fork_template(_kernel_template_loop, reaps_spares=False)

    def session(self, uid, cgroup):
        """(init's pid, kernel socket, report socket) of a new light session (``_new_session``'s);
        OSError if the template is gone."""
        request = json.dumps([uid, cgroup]).encode()
        self.sock.sendall(struct.pack(">I", len(request)) + request)
        head, fds, _flags, _addr = socket.recv_fds(self.sock, 4, 2)
        if len(head) < 4 or len(fds) < 2:
            raise OSError("the kernel template is gone")
        (pid,) = struct.unpack(">i", head)
        return pid, socket.socket(fileno=fds[0]), socket.socket(fileno=fds[1])


def _kernel_template_loop(sock):
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # its children, the sessions' inits: reaped by the kernel
    while head := sock.recv(4, socket.MSG_WAITALL):
        (n,) = struct.unpack(">I", head)
        uid, cgroup = json.loads(sock.recv(n, socket.MSG_WAITALL))
        pid, kernel_sock, report_sock = _new_session(uid, cgroup)
        socket.send_fds(sock, [struct.pack(">i", pid)], [kernel_sock.fileno(), report_sock.fileno()])
        kernel_sock.close()
        report_sock.close()


def _close_protocol():
    """In a child: close the zygote's request/reply fds (once: a template's spares reuse the numbers)."""
    global PROTO_IN, PROTO_OUT
    for fd in (PROTO_IN, PROTO_OUT):
        if fd is not None:
            os.close(fd)
    PROTO_IN = PROTO_OUT = None


# ---------------------------------------------------------------- 7. stateless calls
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
        OOMS_SEEN.pop(kind, None)  # it may have died of its cgroup's limit: not this call's
    return spare or _new_spare(kind)


# each kind's cgroup's OOM-kill count at the end of its last call: between two calls the only
# process in it is the next call's spare, whose death _take_spare sees
OOMS_SEEN = {}


def run_stateless(req):
    kind = _kind(req["code"])
    spare = _take_spare(kind)
    ooms = OOMS_SEEN.get(kind)
    if ooms is None:
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
    seen = OOMS_SEEN[kind] = oom_kills(kind)
    memory = exit_code == MEMORY_EXIT or seen > ooms
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


def _after_call(pgid=None, wipe=True):
    """Before the reply: no process, file or key of the call is left (its IPC namespace dies with it;
    a session call's files are in its session's own tmpfs: ``wipe=False``)."""
    _kill_leftovers(pgid)
    if ISOLATED:
        if wipe:
            _wipe(CFG["scratch"])
        if not CAN_SETUID:  # one uid in user-namespace mode: the zygote's user keyrings are the code's
            _clear_user_keyrings()


def after_reply():
    for kind in ("heavy", "light"):
        if kind not in SPARES:
            SPARES[kind] = _new_spare(kind)


# ---------------------------------------------------------------- 8. sessions
_load("sessions")  # Kernel, run_session, close_session


# ---------------------------------------------------------------- 9. the request loop
def _preload(key):
    for name in CFG.get(key, []):
        try:
            __import__(name)
        except Exception:  # a missing optional library must not stop the worker
            pass
    gc.collect()
    gc.freeze()  # the preloaded objects never get scanned (nor their pages copied) in a forked child


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
    global TEMPLATE, KERNEL_TEMPLATE
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    # the sandbox's pid 1 gets only the signals it handles from inside: Python's SIGINT handler
    # would let the code raise KeyboardInterrupt in it (its children set their own dispositions)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)  # orphans of a call come back to us
    if ISOLATED:
        _seal_worker()
        if not CAN_SETUID:  # one uid: its user keyrings, emptied here and after every call, not by each child
            _clear_user_keyrings()
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
        KERNEL_TEMPLATE = KernelTemplate()
    if ISOLATED:
        _call_init()  # the heavy calls' namespace, its init forked before the heavy imports
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
