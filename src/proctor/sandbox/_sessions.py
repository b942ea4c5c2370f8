"""Sessions: a kernel process per session that keeps its globals, replaced by a fork after each call.

Part of the zygote (``_zygote.py`` runs it in its own namespace, whose names it uses: ``CFG``,
``_libc`` and the rest); not importable on its own.
"""
# ruff: noqa: F821

import json
import os
import resource
import select
import signal
import socket
import struct
from contextlib import suppress


class Kernel:
    """A session: the process that holds its globals, stopped (``SIGSTOP``) between its calls.

    A call runs in it and ends with its exit, whose status is the call's; just before, the harness
    forks the next kernel, which holds the globals as the call left them and none of its threads
    (a fork copies the calling thread only). The session's processes keep its own uid (root mode),
    IPC, network and mount namespaces, tmpfs and cgroup from one kernel to the next.

    A ``light`` session's first kernel is forked by the kernel template (no numpy or sympy
    mapped: its calls' forks and exits cost a fraction of a heavy kernel's), a heavy one's by
    the zygote; both are the zygote's children and lock down the same way (``_kernel_child``).
    """

    def __init__(self, sid, uid, light=False):
        self.sid, self.uid, self.cpu_used, self.light = sid, uid, 0.0, light
        self.cgroup = make_cgroup(f"s{uid}") if CFG.get("cgroup") else None
        if light:
            try:
                pid, parent_sock = KERNEL_TEMPLATE.kernel(uid, self.cgroup)
            except OSError:  # the template was killed (user-namespace mode): this worker must restart
                os._exit(70)
        else:
            parent_sock, child_sock = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
            pid = os.fork()
            if pid == 0:
                parent_sock.close()
                _kernel_child(child_sock, uid, self.cgroup)
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
        others |= _template_pids()
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


def _kernel_child(child_sock, uid, cgroup):
    """In a new kernel (forked by the zygote, or by the kernel template and then adopted by the
    zygote): lock down, say so, and wait for the session's calls."""
    try:
        _close_protocol()
        os.dup2(child_sock.fileno(), 3)
        os.closerange(4, CTL_FD)
        os.closerange(CTL_FD + 1, 65536)
        _enter_child(uid, cgroup, session=True)
        sock = socket.socket(fileno=3)
        sock.sendall(b"R")  # locked down: its limits may now be set from outside
        _kernel_loop(sock)
    finally:
        os._exit(70)


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
        light = KERNEL_TEMPLATE is not None and _kind(req["code"]) == "light"
        kernel = SESSIONS[sid] = Kernel(sid, _session_uid(sid), light)
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
        SESSIONS[sid] = Kernel(sid, _session_uid(sid), kernel.light)
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
