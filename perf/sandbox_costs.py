"""What each guarantee of a stateless sandbox call costs, in CPU per call, and where the rest goes.

Two measurements, both on serial ``print(1)`` calls of one worker (CPU time: insensitive to load,
unlike wall time), against the light fork server of ``perf/sandbox.py`` in the same rounds:

- ``--toggles``: sandboxes whose zygote has one guarantee's per-call step taken out (or all of
  them), built in this process only by rewriting the zygote's text before it is sent to the worker
  (the shipped code has no switch that turns a guarantee off). CPU per call of the whole worker tree
  plus the host's own, interleaved rounds, medians; the difference with every guarantee on is what
  that guarantee costs a call.
- ``--steps``: one sandbox whose zygote, light template and spares time their steps with
  ``time.thread_time_ns`` (the same rewriting); the child reports its steps on its stderr, the
  zygote and the template theirs in the reply. Medians per step, per process.

    PYTHONPATH=src python perf/sandbox_costs.py --toggles 300 [--rounds 3] [--mode root|userns]
    PYTHONPATH=src python perf/sandbox_costs.py --steps 1000 [--mode root|userns]
    PYTHONPATH=src python perf/sandbox_costs.py --toggles 300 --against OTHER/src/proctor/sandbox --only
    PYTHONPATH=src python perf/sandbox_costs.py --guarded-floor 300 [--rounds 5]   # root

``--guarded-floor`` runs the light fork server of ``perf/sandbox.py`` plain and with each call's
guarantee steps taken in its child before the code (IPC namespace and caps, rlimits, uid switch,
keyrings, seccomp filter, setsid, death signal, reseed; all it needs made before the fork), next
to the sandbox: a floor under any design that takes those steps per call.

``--against`` adds a sandbox whose zygote is another version's (the host side is this one's: the
config must be the same), so two versions' stateless calls are measured in the same rounds.

The CPU that the kernel spends outside the call's processes (an IPC namespace is freed by a kernel
worker after its last process exits) is in neither figure; ``perf/sandbox.py``'s calls/s includes it.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sandbox import DISK_MB, MAX_FILES, MAX_PROCS, MEMORY_MB, TIMEOUT_S, ForkServers, _tree_usage  # noqa: E402

from proctor.sandbox import Sandbox, isolation  # noqa: E402

# (part, text, replacement): "zygote" is _zygote.py, the others its parts (_confine.py, ...)
Edit = tuple[str, str, str]
TOGGLES: dict[str, list[Edit]] = {
    "every guarantee on": [],
    "IPC namespace per call (and its caps)": [
        ("confine", "flags = CLONE_NEWIPC | (", "flags = (CLONE_NEWIPC if session else 0) | ("),
        ("confine", "        _cap_ipc()\n", "        session and _cap_ipc()\n"),
    ],
    "IPC namespace's caps (5 sysctls)": [
        ("confine", "        _cap_ipc()\n", "        session and _cap_ipc()\n")
    ],
    "fresh keyrings": [("confine", "        _fresh_keyrings()\n", "        pass\n")],
    "seccomp filter": [
        (
            "confine",
            '_check(_libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, _SECCOMP_PROG, 0, 0), "seccomp")',
            "pass",
        )
    ],
    "rlimits": [("confine", "    for res, value in limits.items():", "    for res, value in ():")],
    "uid switch / caps dropped": [
        (
            "confine",
            "        os.setgroups([])\n        os.setgid(uid)\n        os.setuid(uid)\n",
            "        pass\n",
        ),
        ("confine", "    elif ISOLATED:\n        _drop_caps()\n", "    elif False:\n        pass\n"),
    ],
    "not dumpable (prctl)": [
        ("confine", '_check(_libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0), "prctl")', "pass"),
    ],
    "memory cgroup joined": [
        (
            "confine",
            '        if CFG.get("cgroup"):\n            _join_cgroup',
            "        if False:\n            _join_cgroup",
        )
    ],
    "calls' PID namespace": [
        (
            "confine",
            "    if not ISOLATED:\n        return os.fork()",
            "    if True:\n        return os.fork()",
        )
    ],
    "own session (setsid)": [("confine", "    os.setsid()\n", "    pass\n")],
    "harness fds closed": [
        # the spare's own end of its code pipe must still go (else its read of the code never ends)
        (
            "zygote",
            "                os.closerange(4, CTL_FD)\n                os.closerange(CTL_FD + 1, 65536)\n",
            "                os.close(code_w)\n",
        ),
    ],
    "random reseeded": [("confine", "    random.seed()\n", "    pass\n")],
    "leftover scan": [("zygote", "    _kill_leftovers(pgid)\n", "    _reap()\n")],
    "/tmp wiped": [("zygote", '            _wipe(CFG["scratch"])\n', "            pass\n")],
}
ALL_OFF = "all of the above off"
AGAINST = "the --against zygote, every guarantee on"

# --steps: where the timers go
STEP_EDITS: list[Edit] = [
    ("zygote", "_libc = ctypes.CDLL(None, use_errno=True)\n",
     "_libc = ctypes.CDLL(None, use_errno=True)\nPROF = []\nZPROF = {}\n"
     "def _t(label):\n    PROF.append((label, time.thread_time_ns()))\n"),
    ("zygote", "            exit_code = 1\n            try:\n                _close_protocol()",
     "            exit_code = 1\n            PROF.clear()\n            _t('child: fork returns')\n            try:\n                _close_protocol()"),
    ("zygote", "                _enter_child(uid, cgroup)\n",
     "                _t('child: stdio, fds closed')\n                _enter_child(uid, cgroup)\n"),
    ("zygote", "                cpu = int(head)\n", "                _t('child: code read')\n                cpu = int(head)\n"),
    ("zygote", "                exit_code = _execute(code.decode(\"utf-8\", \"surrogatepass\"), \"<code>\", _fresh_globals())\n",
     "                _t('child: RLIMIT_CPU')\n"
     "                exit_code = _execute(code.decode(\"utf-8\", \"surrogatepass\"), \"<code>\", _fresh_globals())\n"
     "                _t('child: compile, exec, flush')\n"
     "                os.write(2, b'\\0PROF' + json.dumps(PROF).encode())\n"),
    ("zygote", "        spare = Spare(LIGHT_UID, \"light\")\n        socket.send_fds(",
     "        T = time.thread_time_ns\n        t0 = T()\n        spare = Spare(LIGHT_UID, \"light\")\n        t1 = T()\n        socket.send_fds("),
    ("zygote", "        spare.close_fds()\n        sock.sendall(struct.pack(\">i\", spare.wait()))",
     "        spare.close_fds()\n        t2 = T()\n        st = spare.wait()\n        t3 = T()\n"
     "        sock.sendall(struct.pack(\">iqqq\", st, t1 - t0, t2 - t1, T() - t3))"),
    ("zygote", "        head = self.template.sock.recv(4, socket.MSG_WAITALL)\n        if len(head) < 4:",
     "        head = self.template.sock.recv(28, socket.MSG_WAITALL)\n        if len(head) < 28:"),
    ("zygote", "        return struct.unpack(\">i\", head)[0]",
     "        st, a, b, c = struct.unpack(\">iqqq\", head)\n"
     "        ZPROF.update({'template: fork a spare': a, 'template: send its fds': b, 'template: reap, report': c})\n"
     "        return st"),
    ("zygote", "def run_stateless(req):\n    kind = _kind(req[\"code\"])\n    spare = _take_spare(kind)\n",
     "def run_stateless(req):\n    T = time.thread_time_ns\n    t0 = T()\n    kind = _kind(req[\"code\"])\n"
     "    spare = _take_spare(kind)\n    ZPROF['zygote: take the spare, code sent'] = -t0\n"),
    ("zygote", "    outcome, out, err = _supervise(",
     "    t1 = T()\n    ZPROF['zygote: take the spare, code sent'] += t1\n    outcome, out, err = _supervise("),
    ("zygote", "    exit_code = _finish(spare, kill=outcome != \"done\")\n    seen",
     "    t2 = T()\n    ZPROF['zygote: supervise (poll, output)'] = t2 - t1\n"
     "    exit_code = _finish(spare, kill=outcome != \"done\")\n    t3 = T()\n"
     "    ZPROF['zygote: reap, leftovers, wipe'] = t3 - t2\n    seen"),
    ("zygote", "    return _result(outcome, out, err, exit_code, memory)\n",
     "    r = _result(outcome, out, err, exit_code, memory)\n    ZPROF['zygote: OOM count, result'] = T() - t3\n"
     "    r['zprof'] = dict(ZPROF)\n    return r\n"),
    ("zygote", "            req = recv()\n",
     "            tr = time.thread_time_ns()\n            req = recv()\n            ZPROF['zygote: receive'] = time.thread_time_ns() - tr\n"),
    ("zygote", "        send(reply)\n        if reply.get(\"restart\"):\n            os._exit(70)\n        after_reply()\n",
     "        ts = time.thread_time_ns()\n        send(reply)\n        if reply.get(\"restart\"):\n            os._exit(70)\n"
     "        after_reply()\n        ZPROF['zygote: reply, ask for the next spare'] = time.thread_time_ns() - ts\n"),
    ("confine", "    os.setsid()\n", "    os.setsid()\n    _t('enter: setsid')\n"),
    ("confine", "        _check(_libc.unshare(flags), \"unshare\")\n        _cap_ipc()\n",
     "        _check(_libc.unshare(flags), \"unshare\")\n        _t('enter: unshare IPC')\n        _cap_ipc()\n        _t('enter: IPC caps (sysctls)')\n"),
    ("confine", "    with suppress(OSError):\n        os.close(CTL_FD)\n",
     "    _t('enter: cgroup joined')\n    with suppress(OSError):\n        os.close(CTL_FD)\n"),
    ("confine", "    _set_environment(scratch)  # already", "    _t('enter: rlimits')\n    _set_environment(scratch)  # already"),
    ("confine", "    elif ISOLATED:\n        _drop_caps()\n    if ISOLATED:\n        _fresh_keyrings()\n",
     "    elif ISOLATED:\n        _drop_caps()\n    _t('enter: uid switch / caps dropped')\n    if ISOLATED:\n        _fresh_keyrings()\n        _t('enter: fresh keyrings')\n"),
    ("confine", '        _check(_libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, _SECCOMP_PROG, 0, 0), "seccomp")\n',
     '        _t(\'enter: not dumpable\')\n        _check(_libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, _SECCOMP_PROG, 0, 0), "seccomp")\n        _t(\'enter: seccomp filter\')\n'),
    ("confine", "    os.chdir(scratch)\n    random.seed()\n",
     "    os.chdir(scratch)\n    _t('enter: death signal, chdir')\n    random.seed()\n    _t('enter: random reseeded')\n"),
]  # fmt: skip


def _patched(edits: list[Edit], folder: Path | None = None) -> tuple[bytes, dict[str, str]]:
    zygote = isolation.ZYGOTE if folder is None else folder / isolation.ZYGOTE.name
    source = zygote.read_text(encoding="utf-8")
    parts = {
        part: zygote.with_name(f"_{part}.py").read_text(encoding="utf-8") for part in isolation.ZYGOTE_PARTS
    }
    for part, old, new in edits:
        text = source if part == "zygote" else parts[part]
        if old not in text:
            raise SystemExit(f"perf/sandbox_costs.py is out of date: {old!r} is not in the {part}'s text")
        text = text.replace(old, new)
        if part == "zygote":
            source = text
        else:
            parts[part] = text
    return source.encode(), parts


@contextlib.contextmanager
def _zygote_edited(edits: list[Edit], folder: Path | None = None) -> Iterator[None]:
    source, parts = _patched(edits, folder)
    saved = isolation.zygote_source, isolation.zygote_parts
    isolation.zygote_source, isolation.zygote_parts = (lambda: source), (lambda: parts)
    try:
        yield
    finally:
        isolation.zygote_source, isolation.zygote_parts = saved


def _sandbox(mode: str, edits: list[Edit], folder: Path | None = None) -> Sandbox:
    with _zygote_edited(edits, folder):
        return Sandbox(workers=1, timeout_s=TIMEOUT_S, memory_mb=MEMORY_MB, disk_mb=DISK_MB,
                       max_procs=MAX_PROCS, max_files=MAX_FILES, mode=mode)  # fmt: skip


def toggles(n: int, rounds: int, mode: str, against: Path | None = None, only: bool = False) -> int:
    variants = {"every guarantee on": []} if only else dict(TOGGLES)
    variants[ALL_OFF] = [edit for edits in TOGGLES.values() for edit in edits if edit not in ()]
    # an edit may appear in two toggles (the IPC caps): apply it once
    variants[ALL_OFF] = list(dict.fromkeys(variants[ALL_OFF]))
    if only:
        variants.pop(ALL_OFF)
    if mode != "root":
        variants.pop("memory cgroup joined", None)  # no cgroup in user-namespace mode
    boxes = {name: _sandbox(mode, edits) for name, edits in variants.items()}
    if against is not None:  # another version's zygote (its _zygote.py and parts), every guarantee on
        boxes[AGAINST] = _sandbox(mode, [], against)
    light = ForkServers(1, isolation.LIGHT_PRELOAD)
    got: dict[str, list[float]] = defaultdict(list)
    try:
        sides = {"light fork server": (lambda: light("print(1)"), [light.free.queue[0].pid])}
        for name, sb in boxes.items():
            proc = sb._workers[0].proc
            assert proc is not None
            sides[name] = (lambda sb=sb, name=name: _checked(sb, name), [proc.pid])
        for call, _roots in sides.values():
            for _ in range(20):
                call()
        for _ in range(rounds):
            for name, (call, roots) in sides.items():
                c0, _f0 = _tree_usage(roots)
                for _ in range(n):
                    call()
                c1, _f1 = _tree_usage(roots)
                got[name].append(1e3 * (c1 - c0) / n)
    finally:
        for sb in boxes.values():
            sb.close()
        light.close()
    med = {name: statistics.median(v) for name, v in got.items()}
    base = med["light fork server"]
    # a guarantee's cost (the column "on minus this"): the median over the rounds of (every guarantee on - without it), each
    # pair measured in the same round (a change of load between rounds cancels out)
    full = got["every guarantee on"]
    costs = {name: statistics.median(f - c for f, c in zip(full, v, strict=True)) for name, v in got.items()}
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}; isolation {mode}; "
          f"{n} serial print(1) calls x {rounds} interleaved rounds (medians of CPU-ms per call)")  # fmt: skip
    print(f"{'':48}{'CPU-ms/call':>12}{'x light fork':>14}{'on minus this':>17}")
    for name, c in med.items():
        plain = ("light fork server", "every guarantee on", ALL_OFF, AGAINST)
        cost = "" if name in ("light fork server", "every guarantee on") else f"{costs[name]:+.3f} ms"
        label = name if name in plain else f"without: {name}"
        print(f"{label:48}{c:12.3f}{c / base:13.2f}x{cost:>17}")
    return 0


def _checked(sb: Sandbox, name: str) -> None:
    result = sb.run("print(1)", timeout_s=10)
    if result.stdout != "1\n":
        raise SystemExit(f"a call of the variant {name!r} went wrong: {result}")


def steps(n: int, mode: str) -> int:
    sb = _sandbox(mode, STEP_EDITS)
    worker = sb._workers[0]
    got: dict[str, list[float]] = defaultdict(list)
    try:
        for i in range(n + 30):
            reply = worker.request({"op": "run", "code": "print(1)", "timeout_s": TIMEOUT_S}, TIMEOUT_S + 10)
            if i < 30:
                continue
            err = reply["stderr"]
            assert reply["stdout"] == "1\n" and "\0PROF" in err, reply
            prev = 0
            for label, t in json.loads(err[err.index("\0PROF") + 5 :]):
                got[label].append((t - prev) / 1e3)
                prev = t
            got["child: total before its exit"].append(prev / 1e3)
            for label, ns in reply["zprof"].items():
                got[label].append(ns / 1e3)
    finally:
        sb.close()
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}; isolation {mode}; {n} serial "
          "print(1) calls; CPU (thread time) per step, medians (the timers add a little to each)")  # fmt: skip
    for label, values in got.items():
        print(f"{label:44}{statistics.median(values):9.1f} us")
    return 0


# The light fork server of perf/sandbox.py, whose child first takes each per-call guarantee step of
# a sandbox spare (everything it needs made before the fork, as the zygote does), then runs the
# code: a design with no structure of its own (no spare forked ahead, no hop, no supervision, no
# PID namespace, no leftover scan or wipe), so its CPU is a floor under any design that takes
# those steps per call. Root only (an IPC namespace and a uid switch per call).
GUARDED_FORK_SERVER = """
import ctypes, os, random, resource, signal, struct, sys
for name in sys.argv[1].split(","):
    __import__(name)
compile("", "<warm>", "exec")
libc = ctypes.CDLL(None, use_errno=True)
for fn in ("unshare", "prctl", "syscall"):
    getattr(libc, fn)
class Prog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_char_p)]
code = bytes.fromhex(sys.argv[2])
prog = Prog(len(code) // 8, code)
PROG = ctypes.byref(prog)
UID = int(sys.argv[3])
KEYCTL = 250 if os.uname().machine == "x86_64" else 219
mb = 1 << 20
LIMITS = tuple((r, (v, v)) for r, v in (
    (resource.RLIMIT_AS, 2048 * mb), (resource.RLIMIT_FSIZE, 256 * mb), (resource.RLIMIT_NOFILE, 256),
    (resource.RLIMIT_CORE, 0), (resource.RLIMIT_NPROC, 64), (resource.RLIMIT_MEMLOCK, mb),
    (resource.RLIMIT_MSGQUEUE, 256 * 1024)))
CAPS = (("kernel/shmmax", b"%d" % (2048 << 20)), ("kernel/shmall", b"%d" % (2048 * 256)),
        ("kernel/shmmni", b"64"), ("kernel/msgmni", b"16"), ("fs/mqueue/queues_max", b"16"))
SYS = os.open("/proc/sys", os.O_RDONLY | os.O_DIRECTORY)
SCRATCH = sys.argv[4]
inp, out = sys.stdin.buffer, sys.stdout.buffer
while head := inp.read(4):
    src = inp.read(struct.unpack(">I", head)[0]).decode()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        os.dup2(w, 1)
        sys.stdout = open(1, "w", closefd=False)
        os.setsid()
        libc.unshare(0x08000000)  # CLONE_NEWIPC
        for name, value in CAPS:
            fd = os.open(name, os.O_WRONLY, dir_fd=SYS)
            os.write(fd, value)
            os.close(fd)
        os.close(SYS)
        for res, value in LIMITS:
            resource.setrlimit(res, value)
        os.setgroups([])
        os.setgid(UID)
        os.setuid(UID)
        libc.syscall(KEYCTL, 1, None)
        libc.syscall(KEYCTL, 7, -4)
        libc.syscall(KEYCTL, 7, -5)
        p = libc.syscall(KEYCTL, 22, -1, 0)
        if p > 0:
            libc.syscall(KEYCTL, 7, p)
        libc.prctl(38, 1, 0, 0, 0)  # PR_SET_NO_NEW_PRIVS: a filter without CAP_SYS_ADMIN
        libc.prctl(22, 2, PROG, 0, 0)  # the sandbox's seccomp filter
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)
        os.chdir(SCRATCH)
        random.seed()
        resource.setrlimit(resource.RLIMIT_CPU, (31, 31))
        exec(compile(src, "<code>", "exec"), {"__name__": "__main__"})
        sys.stdout.flush()
        os._exit(0)
    os.close(w)
    chunks = []
    while chunk := os.read(r, 65536):
        chunks.append(chunk)
    os.close(r)
    os.waitpid(pid, 0)
    data = b"".join(chunks)
    out.write(struct.pack(">I", len(data)) + data)
    out.flush()
"""


def guarded_floor(n: int, rounds: int) -> int:
    """The light fork server, plain and with each call's guarantee steps (``GUARDED_FORK_SERVER``),
    and the sandbox (root mode), in the same interleaved rounds: CPU per serial ``print(1)``."""
    import subprocess
    import tempfile

    from proctor.sandbox import syscall_filter

    if os.geteuid() != 0:
        print("--guarded-floor needs root (an IPC namespace and a uid switch per call)")
        return 2
    plain = ForkServers(1, isolation.LIGHT_PRELOAD)
    guarded = ForkServers(1, isolation.LIGHT_PRELOAD)
    scratch = tempfile.mkdtemp(prefix="guarded-")
    os.chmod(scratch, 0o1777)
    first = guarded.free.get()
    first.stdin.close()
    first.wait()
    cmd = [sys.executable, "-S", "-c", GUARDED_FORK_SERVER, ",".join(isolation.LIGHT_PRELOAD),
           syscall_filter.compiled().hex(), str(1 << 29), scratch]  # fmt: skip
    env = {"PATH": os.environ.get("PATH", "")}
    guarded.free.put(subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env))
    sb = _sandbox("root", [])
    proc = sb._workers[0].proc
    assert proc is not None
    sides = {
        "light fork server": (lambda: plain("print(1)"), [plain.free.queue[0].pid]),
        "light fork server + the guarantee steps": (lambda: guarded("print(1)"), [guarded.free.queue[0].pid]),
        "proctor sandbox, stateless": (lambda: _checked(sb, "stateless"), [proc.pid]),
    }
    got: dict[str, list[float]] = defaultdict(list)
    try:
        for name, (call, _roots) in sides.items():
            for _ in range(20):
                call()
            if name != "proctor sandbox, stateless":
                assert plain("print(1)") == "1\n" and guarded("print(1)") == "1\n"
        for _ in range(rounds):
            for name, (call, roots) in sides.items():
                c0, _f0 = _tree_usage(roots)
                for _ in range(n):
                    call()
                c1, _f1 = _tree_usage(roots)
                got[name].append(1e3 * (c1 - c0) / n)
    finally:
        sb.close()
        plain.close()
        guarded.close()
        os.rmdir(scratch)
    base = statistics.median(got["light fork server"])
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}; isolation root; {n} serial "
          f"print(1) calls x {rounds} interleaved rounds (medians of CPU-ms per call)")  # fmt: skip
    for name, values in got.items():
        c = statistics.median(values)
        print(f"{name:48}{c:12.3f}{c / base:13.2f}x")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--toggles", type=int, metavar="N", help="CPU per call with each guarantee off, N calls each"
    )
    ap.add_argument("--steps", type=int, metavar="N", help="CPU per step of a stateless call, N calls")
    ap.add_argument(
        "--guarded-floor",
        type=int,
        metavar="N",
        help="the light fork server plain and with each call's guarantee steps, and the sandbox (root)",
    )
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument(
        "--against",
        type=Path,
        metavar="DIR",
        help="also a sandbox running the zygote in DIR (another version's src/proctor/sandbox)",
    )
    ap.add_argument("--only", action="store_true", help="with --against: no toggles, just the two zygotes")
    ap.add_argument("--mode", default="auto", choices=("auto", "root", "userns"))
    args = ap.parse_args()
    if args.guarded_floor:
        return guarded_floor(args.guarded_floor, args.rounds)
    mode = isolation.detect_mode(args.mode)
    if args.steps:
        return steps(args.steps, mode)
    return toggles(args.toggles or 300, args.rounds, mode, args.against, args.only)


if __name__ == "__main__":
    sys.exit(main())
