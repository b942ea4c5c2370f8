"""Sessions: a kernel process per session that keeps its globals; it stays over a call that leaves it
one thread, and is replaced by a fork after a call that leaves threads.

Part of the zygote (``_zygote.py`` runs it in its own namespace, whose names it uses: ``CFG``,
``_libc`` and the rest); not importable on its own.
"""
# ruff: noqa: F821

import ctypes
import json
import math
import os
import resource
import select
import signal
import socket
import struct
import time
from contextlib import suppress


class Kernel:
    """A session: the process that holds its globals, stopped (``SIGSTOP``) between its calls.

    A call runs in it; no thread of the call outlives it. A kernel left with one thread (nothing
    else runs that could start one) stays the kernel: it clears its timers, says the call's number
    and exit status on the kernel socket and stops itself; the zygote takes that stop as the
    call's end only after ``ended``'s checks, and counts its CPU time from /proc. A kernel left
    with threads forks the next kernel, which holds the globals as the call left them and none of
    its threads (a fork copies the calling thread only), and exits with the call's status. The
    session's processes keep its own uid (root mode), PID, IPC, network and mount namespaces,
    tmpfs and cgroup from one kernel to the next.

    The session's PID namespace holds its kernels and whatever their calls start, under an init of
    the harness's (``_session_init``) that runs no code: it forks the first kernel, adopts each
    successor when the kernel that forked it exits, reaps them and reports each exit and each stop
    of a child to the zygote.
    A ``light`` session's init is forked by the kernel template (no numpy or sympy mapped: its
    kernels' forks and exits cost a fraction of a heavy one's), a heavy one's by the zygote.
    """

    def __init__(self, sid, uid, light=False):
        self.sid, self.uid, self.cpu_used, self.light = sid, uid, 0.0, light
        self.ooms = None  # its cgroup's OOM-kill count after its last call
        self.cgroup = make_cgroup(f"s{uid}") if CFG.get("cgroup") else None
        if light:
            try:
                init, self.sock, self.reports = KERNEL_TEMPLATE.session(uid, self.cgroup)
            except OSError:  # the template is gone: this worker must restart
                os._exit(70)
        else:
            init, self.sock, self.reports = _new_session(uid, self.cgroup)
        self.init, self.init_fd = init, os.pidfd_open(init)
        self.pidfd = self.pid = self.first_pid = self.nspid = None
        self.calls = 0  # the number of the session's last call (its kernel says it at a stop)
        self.dead_status, self.waited, self._reported = signal.SIGKILL, True, b""
        self.reports.setblocking(False)
        self.sock.settimeout(30)
        named = self.named()  # b"R" and a pidfd from the first kernel, locked down
        if named is None:  # it runs no code before that: a fault of the harness's
            self.destroy()
            raise RuntimeError("a session's first kernel did not start")
        self.first_pid = named[0]
        self.adopt(*named)

    def named(self):
        """(pid, pidfd, pid in its namespace) of the last process named on the kernel socket by a
        pidfd (its pid read from the pidfd's fdinfo, in the zygote's numbering), or None. The first
        read waits up to the socket's timeout; then what is there is drained."""
        last = None
        with suppress(OSError):
            while True:
                data, fds, _flags, _addr = socket.recv_fds(self.sock, 4096, 8)
                for fd in fds[:-1]:
                    os.close(fd)
                if fds:
                    if last is not None:
                        os.close(last)
                    last = fds[-1]
                if not data:
                    break
                self.sock.setblocking(False)
        self.sock.settimeout(30)
        if last is None:
            return None
        try:
            numbers = [int(n) for n in _fields(f"/proc/self/fdinfo/{last}", b"NSpid")[0].split()]
            pid, nspid = numbers[0], numbers[-1]  # here, ..., in its own namespace
        except (OSError, ValueError, IndexError):
            os.close(last)
            return None
        if pid <= 0:  # gone, or not a process of this worker
            os.close(last)
            return None
        return pid, last, nspid

    def adopt(self, pid, pidfd, nspid):
        """Make ``pid`` the session's kernel."""
        if self.pidfd is not None:
            os.close(self.pidfd)
        self.pid, self.pidfd, self.nspid = pid, pidfd, nspid
        self.dead_status, self.waited, self.stopped = None, False, False
        # a new process: none of its CPU time counted yet, its own (for RLIMIT_CPU) at zero (a
        # successor's few harness instructions aside), its hard limit inherited (only lowered)
        self.cpu_counted = self.cpu_own = 0.0
        self.cpu_hard = None

    def stop(self):
        """Stop the kernel until the session's next call. Its init reports that stop too, unless
        the next call's SIGCONT came first: a report read while the kernel runs again is no end
        of call (see ``reported``)."""
        signal.pidfd_send_signal(self.pidfd, signal.SIGSTOP)

    @property
    def alive(self):
        return self.dead_status is None and not select.select([self.pidfd], [], [], 0)[0]

    def reported(self):
        """Read what the init reported so far; True once the kernel's exit is known (its wait
        status and the CPU time not yet counted, counted), or a stop of the kernel that the zygote
        did not make (``stopped``: an end of call, which ``ended`` checks), or the init is gone
        (then the whole namespace is)."""
        try:
            chunk = self.reports.recv(4096)
        except BlockingIOError:
            return None
        except OSError:
            chunk = b""
        if not chunk:
            self.dead_status, self.waited = signal.SIGKILL, True
            return True
        self._reported += chunk
        while len(self._reported) >= REPORT.size:
            nspid, status, cpu = REPORT.unpack(self._reported[: REPORT.size])
            self._reported = self._reported[REPORT.size :]
            if nspid != self.nspid or self.waited:
                continue
            if os.WIFSTOPPED(status):  # an end of call only if it is stopped now (``ended`` checks)
                with suppress(OSError, IndexError):
                    self.stopped = self.stopped or _stat(self.pid)[0] == b"T"
            else:
                self.cpu_used += max(0.0, cpu - self.cpu_counted)
                self.dead_status, self.waited = status, True
        return True if self.waited or self.stopped else None

    def wait(self):
        """The kernel's wait status as its init reports it (after its exit, or a SIGKILL)."""
        deadline = time.monotonic() + 30
        while not self.waited and time.monotonic() < deadline:
            select.select([self.reports], [], [], max(0.0, deadline - time.monotonic()))
            self.reported()
        if not self.waited:
            self.dead_status, self.waited = signal.SIGKILL, True
        return self.dead_status

    def ended(self, number):
        """The exit status of call ``number`` of a kernel that stayed (it stopped itself after the
        call, one thread left), or None: the last message on the kernel socket must say the
        call's number, the call's request must have been read, and the process must be this
        kernel, stopped, with one thread, a child of the session's init. Its CPU time since the
        last count is counted first (also when a check then fails: a restart does not hide it).
        The code can write on that socket and stop itself: then it only ends its own call early,
        with a status of its choosing (as an exit would); a stop before the request was read, or
        with threads, or without the message, fails the checks (and the session is restarted)."""
        data, total = b"", 0
        self.sock.setblocking(False)
        with suppress(OSError):
            while total <= 1 << 20:  # more: a writer the call left keeps writing (no end of call)
                chunk, fds, _flags, _addr = socket.recv_fds(self.sock, 4096, 8)
                for fd in fds:
                    os.close(fd)
                if not chunk:
                    break
                data, total = data[-ENDED.size :] + chunk, total + len(chunk)
        self.sock.settimeout(30)
        self.stopped = False
        try:
            fields = _stat(self.pid)
            state, ppid, threads = fields[0], int(fields[1]), int(fields[17])
            ticks = [int(t) for t in fields[11:15]]  # utime, stime, cutime, cstime
        except (OSError, ValueError, IndexError):
            return None
        if not self.alive:
            return None
        hz = os.sysconf("SC_CLK_TCK")
        spent = sum(ticks) / hz  # the process's and its reaped children's (what its exit reports)
        self.cpu_used += max(0.0, spent - self.cpu_counted)
        self.cpu_counted, self.cpu_own = spent, (ticks[0] + ticks[1]) / hz
        if state != b"T" or ppid != self.init or threads != 1:
            return None
        if len(data) < ENDED.size or total > 1 << 20:
            return None
        tag, said, exit_code = ENDED.unpack(data[-ENDED.size :])
        if tag != b"E" or said != number or _unread(self.sock):
            return None
        return exit_code

    def successor(self):
        """The next kernel the call's harness forked, which it named on the socket (a pidfd): a
        single-threaded process of this session's namespace, adopted by its init, that is no
        other process of the worker's; else None. The code can write on that socket too: then it
        can only name one of its own processes (a pidfd of its own), which then must pass the same
        checks, and is stopped until its session's next call."""
        self.sock.setblocking(False)
        named = self.named()
        if named is None:
            return None
        pid = named[0]
        others = {1, os.getpid()} | {s.pid for s in SPARES.values()} | _live_kernel_pids()
        others |= _template_pids()
        ok = pid not in others
        try:  # one read of its status (a zygote woken after a call runs on cold caches: each read counts)
            ppid, threads, uids = _fields(f"/proc/{pid}/status", b"PPid", b"Threads", b"Uid")
            ok = ok and int(ppid) == self.init and threads.strip() == b"1"
            if CAN_SETUID:
                ok = ok and uids.split()[:1] == [b"%d" % self.uid]
        except (OSError, ValueError, IndexError):
            ok = False
        if not ok:
            os.close(named[1])
            return None
        return named

    def destroy(self):
        """End the session: its init, and with it every process of its namespace."""
        with suppress(OSError):
            signal.pidfd_send_signal(self.init_fd, signal.SIGKILL)
        if self.pidfd is not None:
            with suppress(OSError):
                signal.pidfd_send_signal(self.pidfd, signal.SIGKILL)
        self.waited, self.dead_status = True, signal.SIGKILL
        for fd in (self.pidfd, self.init_fd):
            if fd is not None:
                os.close(fd)
        self.pidfd = self.init_fd = None
        self.sock.close()
        self.reports.close()
        if not ISOLATED and self.first_pid is not None:
            _rmtree(os.path.join(CFG["scratch"], f"c{self.first_pid}"))


def _fields(path, *names):
    """The values (bytes) of the ``Name:\tvalue`` lines ``names`` of a /proc file, in that order;
    IndexError if one is missing."""
    with open(path, "rb") as f:
        text = f.read()
    found = {}
    for line in text.split(b"\n"):
        name, sep, value = line.partition(b":")
        if sep and name in names:
            found[name] = value
    if len(found) < len(names):
        raise IndexError(f"{path} lacks one of {names}")
    return [found[name] for name in names]


def _unread(sock):
    """Bytes the zygote sent on ``sock`` that its peer has not read (SIOCOUTQ)."""
    import fcntl

    return struct.unpack("i", fcntl.ioctl(sock.fileno(), 0x5411, b"\0" * 4))[0]


REPORT = struct.Struct("=iid")  # an exit seen by a session's init: its pid there, wait status, CPU s


def _new_session(uid, cgroup):
    """Fork a session's init (a new PID namespace), which forks its first kernel; return the init's
    pid, the zygote's end of the kernel socket and its end of the init's reports."""
    kernel_mine, kernel_theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    report_mine, report_theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        pid = _new_init(lambda: _session_init(report_theirs, kernel_theirs, uid, cgroup))
    finally:
        kernel_theirs.close()
        report_theirs.close()
    return pid, kernel_mine, report_mine


def _session_init(report, kernel_sock, uid, cgroup):
    """pid 1 of a session's namespace (it runs no code): fork the first kernel, then reap every
    process of the namespace and report each exit and each stop of a child; exit when none is
    left (the session is over)."""
    _close_protocol()
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)  # the kernel template ignores it
    _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    pid = os.fork()
    if pid == 0:
        report.close()
        _kernel_child(kernel_sock, uid, cgroup)
    kernel_sock.close()
    keep = report.detach()
    os.closerange(3, keep)
    os.closerange(keep + 1, 65536)
    while True:
        try:
            pid, status, usage = os.wait4(-1, os.WUNTRACED)  # exits, and stops (a kernel's end of call)
        except ChildProcessError:
            return
        try:
            os.write(keep, REPORT.pack(pid, status, usage.ru_utime + usage.ru_stime))
        except OSError:
            return


def _kernel_child(child_sock, uid, cgroup):
    """In a new kernel (forked by its session's init): lock down, say so, and wait for the
    session's calls."""
    try:
        _close_protocol()
        os.dup2(child_sock.fileno(), 3)
        os.closerange(4, CTL_FD)
        os.closerange(CTL_FD + 1, 65536)
        _enter_child(uid, cgroup, session=True)
        sock = socket.socket(fileno=3)
        _name(sock, os.getpid(), b"R")  # locked down: its limits may now be set from outside
        _kernel_loop(sock)
    finally:
        os._exit(70)


REQUEST = struct.Struct(">II")  # a call's header on the kernel socket: the code's size, the call's number
ENDED = struct.Struct(">cIB")  # b"E", the call's number, its exit status: a kernel that stays


def _kernel_loop(sock):
    glb = _fresh_globals()
    n = 0
    while True:
        head, fds, _flags, _addr = socket.recv_fds(sock, REQUEST.size, 2)
        if len(head) < REQUEST.size or len(fds) < 2:
            os._exit(70)
        size, number = REQUEST.unpack(head)
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
        if len(os.listdir("/proc/self/task")) == 1:  # nothing else runs: this process stays the kernel
            _end_in_place(sock, number, exit_code)
            continue
        successor = _fork_kernel()
        if successor:  # this process ran the call: its exit status is the call's outcome
            _name(sock, successor, b"S")
            os._exit(exit_code)
        # the successor: this thread alone, the globals as the call left them; it waits for the next


def _end_in_place(sock, number, exit_code):
    """End a call in a kernel left with one thread (none can start another): what a fork would not
    have carried over and could act later (its timers) is cleared, the zygote is told the call's
    number and exit status, and the kernel stops itself; the zygote accepts the stop only from this
    very process, stopped, single-threaded, with the call's request read (see ``Kernel.ended``)."""
    signal.alarm(0)
    for timer in (signal.ITIMER_REAL, signal.ITIMER_VIRTUAL, signal.ITIMER_PROF):
        signal.setitimer(timer, 0)
    with suppress(OSError):
        sock.sendall(ENDED.pack(b"E", number, exit_code & 0xFF))
    os.kill(os.getpid(), signal.SIGSTOP)  # resumed (SIGCONT) by the session's next call


# libc's fork called with the GIL held (a PyDLL function): no Python at-fork handler runs
_raw_fork = ctypes.PyDLL(None, use_errno=True).fork
_raw_fork.restype = ctypes.c_int


def _fork_kernel():
    """Fork the next kernel (after a call that left threads: a kernel left with one thread stays,
    ``_end_in_place``). One whose other threads ended since forks through libc: then no lock of the
    interpreter's can be held by another thread, and the at-fork handlers that ``os.fork`` runs
    (``random``'s reseed, ``threading``'s and ``logging``'s reinitialisation: about 70 pages
    written a call, each a copy-on-write fault in a process with numpy and sympy mapped) have
    nothing to repair. With threads left, ``os.fork`` (which resets what they held)."""
    if len(os.listdir("/proc/self/task")) > 1:
        return os.fork()
    pid = _raw_fork()
    if pid < 0:
        raise OSError(ctypes.get_errno(), "fork")
    return pid


def _name(sock, pid, tag):
    """Name a kernel to the zygote by a pidfd (the zygote reads its pid in its own numbering)."""
    with suppress(OSError):
        fd = os.pidfd_open(pid)
        socket.send_fds(sock, [tag], [fd])
        os.close(fd)


SESSIONS = {}
RESTART_NOTE = "\n[sandbox: the session was restarted; variables from earlier calls are lost]"


def _live_kernel_pids():
    """The sessions' kernels and their namespaces' inits."""
    return {k.pid for k in SESSIONS.values()} | {k.init for k in SESSIONS.values()}


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
    note, spent = "", 0.0
    if kernel is None or not kernel.alive:
        if kernel is not None:
            kernel.destroy()
            note, spent = RESTART_NOTE, kernel.cpu_used
        light = KERNEL_TEMPLATE is not None and _kind(req["code"]) == "light"
        kernel = SESSIONS[sid] = Kernel(sid, _session_uid(sid), light)
        kernel.cpu_used = spent  # a restart does not renew the session's CPU budget
    remaining = int(CFG["session_cpu_s"] - kernel.cpu_used)
    if remaining < 1:
        return _spent(kernel)
    # the cgroup's OOM-kill count as the end of its previous call saw it (nothing of the session
    # runs between its calls: its kernel is stopped, every other process of it killed), else read
    cgroup = kernel.cgroup
    ooms = kernel.ooms if kernel.ooms is not None else oom_kills(cgroup)
    # set from outside, the hard limit only ever lowered: the session's whole CPU budget. RLIMIT_CPU
    # counts the process's CPU time since it started: a kernel that stayed has spent some already
    # (whole seconds: rounded down for the call's soft limit, which then gets timeout + 1 s less
    # under a second; up for the hard one, so that what is left of the budget is not cut short)
    hard = math.ceil(kernel.cpu_own) + remaining
    if kernel.cpu_hard is not None:
        hard = min(kernel.cpu_hard, hard)
    _prlimit_cpu(kernel, min(int(kernel.cpu_own) + int(req["timeout_s"]) + 1, hard), hard)
    kernel.cpu_hard = hard
    kernel.calls += 1
    number = kernel.calls
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    with suppress(OSError):
        os.kill(kernel.pid, signal.SIGCONT)
    try:
        kernel.sock.settimeout(req["timeout_s"])
        payload = json.dumps({"code": req["code"]}).encode()
        socket.send_fds(kernel.sock, [REQUEST.pack(len(payload), number)], [out_w, err_w])
        kernel.sock.sendall(payload)
    except OSError:
        pass  # the kernel is gone; the supervision below sees it
    os.close(out_w)
    os.close(err_w)
    try:  # done when the session's init reports the kernel's exit (its wait status, CPU time) or stop
        outcome, out, err = _supervise(
            out_r, err_r, {kernel.reports.fileno(): kernel.reported}, req["timeout_s"]
        )
    finally:
        os.close(out_r)
        os.close(err_r)
    if outcome != "done":
        with suppress(OSError):
            signal.pidfd_send_signal(kernel.pidfd, signal.SIGKILL)
    if outcome == "done" and kernel.stopped and not kernel.waited:  # it stayed: it is stopped already
        exit_code = kernel.ended(number)
        successor = None if exit_code is None else True
    else:
        exit_code = _decode_wait(kernel.wait())  # (and the CPU time of the call's process, counted)
        successor = kernel.successor() if outcome == "done" else None
        if successor is not None:
            kernel.adopt(*successor)
            try:
                kernel.stop()  # nothing runs until its next call
            except OSError:  # it is gone already
                successor = None
    if successor is None:  # timeout, overflow, a crash, os._exit or a failed check: the state is lost
        if exit_code is None and outcome == "done":  # a stop that was no harness's end of call
            exit_code = -signal.SIGSTOP
        kernel.dead_status = signal.SIGKILL
        kernel.destroy()
        SESSIONS[sid] = Kernel(sid, _session_uid(sid), kernel.light)
        SESSIONS[sid].cpu_used = kernel.cpu_used  # (nor this restart)
        SESSIONS[sid].stop()
        note += RESTART_NOTE
    _after_call(wipe=False)  # a session's scratch is its own tmpfs, out of the worker's /tmp
    seen = oom_kills(cgroup)
    if successor is not None:
        kernel.ooms = seen
    memory = exit_code == MEMORY_EXIT or seen > ooms
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
        _libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)  # a uid switch may have reset it (suid_dumpable 1)


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
