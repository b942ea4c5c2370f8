"""One test per isolation rule: a real attack, its outcome asserted from the host, then a call that works."""

from __future__ import annotations

import json
import os
import signal
import socket
import threading
import time
import uuid
from pathlib import Path

import pytest


def test_no_network_not_even_host_loopback(sandbox, host):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    listener.settimeout(1.0)
    port = listener.getsockname()[1]
    code = f"""
import socket
for addr in [("127.0.0.1", {port}), ("1.1.1.1", 53)]:
    s = socket.socket()
    s.settimeout(2)
    try:
        s.connect(addr)
        s.sendall(b"leak")
        print("CONNECTED", addr)
    except OSError as exc:
        print("blocked", addr, type(exc).__name__)
print([name for _, name in socket.if_nameindex()])
"""
    result = sandbox.run(code)
    try:
        accepted = listener.accept()
    except TimeoutError:
        accepted = None
    finally:
        listener.close()
    assert accepted is None, "the sandboxed code reached a listener on the host's loopback"
    assert result.status == "ok", result
    assert "CONNECTED" not in result.stdout
    assert result.stdout.count("blocked") == 2
    assert result.stdout.strip().endswith("['lo']")  # only its own private loopback exists
    host.assert_next_call_works()


def test_home_workdir_and_benchmark_files_are_invisible(sandbox, host, shared_data, tmp_path):
    secret = f"canary-{uuid.uuid4()}"
    planted = Path.home() / f".proctor-sandbox-canary-{uuid.uuid4().hex}"
    planted.write_text(secret)
    answers = next(p for p in sorted(shared_data.rglob("*")) if p.is_file())
    targets = [planted, Path.cwd() / "pyproject.toml", answers, tmp_path]
    try:
        code = "import os\n"
        for target in targets:
            code += (
                f"try:\n    p = {str(target)!r}\n"
                "    print('READ', os.listdir(p) if os.path.isdir(p) else open(p).read()[:200])\n"
                "except OSError as exc:\n    print('denied', type(exc).__name__)\n"
            )
        code += f"""
for path in [{str(tmp_path / "written")!r}, "/usr/planted", {str(Path.cwd() / "planted")!r}]:
    try:
        open(path, "w").write("x")
        print("WROTE", path)
    except OSError as exc:
        print("denied", type(exc).__name__)
"""
        result = sandbox.run(code)
    finally:
        planted.unlink()
    assert result.status == "ok", result
    assert secret not in result.stdout + result.stderr
    assert "READ" not in result.stdout and "WROTE" not in result.stdout
    assert result.stdout.count("denied") == len(targets) + 3
    assert not (tmp_path / "written").exists() and not (Path.cwd() / "planted").exists()
    host.assert_next_call_works()


def test_environment_is_scrubbed(sandbox, host, canary):
    name, value = canary
    assert os.environ[name] == value  # exported in the parent while the sandbox started
    code = """
import os
print(sorted(os.environ))
print(dict(os.environ))
for pid in (1, 2, os.getppid(), os.getpid()):
    try:
        print(open(f"/proc/{pid}/environ").read())
    except OSError as exc:
        print("denied", pid, type(exc).__name__)
"""
    result = sandbox.run(code)
    assert result.status == "ok", result
    assert value not in result.stdout and name not in result.stdout
    assert "denied 2 PermissionError" in result.stdout  # the zygote's environment
    if sandbox.mode == "root":  # in a user namespace pid 1 (bwrap) has the same uid; it was given PATH only
        assert "denied 1 PermissionError" in result.stdout
    host.assert_next_call_works()


def test_fork_bomb_is_contained(sandbox, host):
    if sandbox.mode == "userns" and os.geteuid() == 0:
        pytest.skip(
            "user-namespace mode started by root maps the code to host root, which the kernel exempts from RLIMIT_NPROC"
        )
    peak = [0]
    stop = threading.Event()

    def sample():
        while not stop.is_set():
            peak[0] = max(peak[0], len(host.processes()))
            time.sleep(0.05)

    sampler = threading.Thread(target=sample)
    sampler.start()
    try:
        result = sandbox.run(
            "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass",
            timeout_s=2,
        )
    finally:
        stop.set()
        sampler.join()
    assert result.status == "timeout", result
    # it did fork, but never past the process cap (its own spare was one of the idle processes)
    assert host.IDLE < peak[0] <= 32 + host.IDLE - 1
    assert len(host.settled()) == host.IDLE  # every bomb process is gone
    host.assert_next_call_works()


def test_memory_bomb_is_stopped(sandbox, host):
    result = sandbox.run("blocks = []\nwhile True:\n    blocks.append(bytearray(64 * 1024 * 1024))")
    assert result.status == "memory", result
    assert "MemoryError" in result.stderr
    result = sandbox.run("x = bytearray(64 * 1024**3)")
    assert result.status == "memory", result
    host.assert_next_call_works()


def test_infinite_loop_times_out_and_is_killed(sandbox, host):
    start = time.monotonic()
    result = sandbox.run("while True:\n    pass", timeout_s=1)
    elapsed = time.monotonic() - start
    assert result.status == "timeout", result
    assert 1.0 <= elapsed < 5.0
    procs = host.settled()
    assert len(procs) == host.IDLE
    assert all(p.cpu_percent(interval=0.2) < 50 for p in procs)  # nothing keeps burning CPU
    host.assert_next_call_works()


def test_output_flood_is_truncated_with_a_marker(sandbox, host):
    start = time.monotonic()
    result = sandbox.run("while True:\n    print('x' * 1000)")
    assert time.monotonic() - start < 5.0  # stopped at the limit, not at the timeout
    assert result.truncated
    assert result.status == "killed"
    assert "[output truncated: more than 4096 bytes]" in result.stdout
    assert len(result.stdout) < 4096 + 100
    host.assert_next_call_works()


def test_disk_fill_is_capped_and_scratch_removed(sandbox, host):
    code = """
import os
f = open("fill", "wb")
try:
    while True:
        f.write(b"0" * 2**20)
        f.flush()
except OSError as exc:
    print("stopped", exc.errno, os.path.getsize("fill") // 2**20)
"""
    result = sandbox.run(code)
    assert result.status == "ok", result
    assert result.stdout.startswith("stopped") and int(result.stdout.split()[-1]) <= 32
    host.settled()
    zygote = host.zygote()
    assert os.listdir(f"/proc/{zygote.pid}/root/tmp") == []  # the worker's scratch was wiped (host view)
    after = sandbox.run("import os\nprint(os.getcwd(), os.listdir('.'))\nopen('f', 'wb').write(b'1' * 2**20)")
    assert after.status == "ok" and after.stdout == "/tmp []\n", after
    host.assert_next_call_works()


def test_no_orphan_or_daemon_survives_a_call(sandbox, host):
    code = """
import os, time
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        time.sleep(1000)
    os._exit(0)
time.sleep(0.2)
import json
print(json.dumps(sorted(int(p) for p in os.listdir("/proc") if p.isdigit())))
"""
    before = {host.ns_pid(p) for p in host.settled()}  # zygote, template, spares
    result = sandbox.run(code)
    assert result.status == "ok", result
    seen_inside = json.loads(result.stdout)  # pids the code saw: its own, the daemon's, ...
    assert len(seen_inside) >= 5  # zygote, template, spare, the call, its daemon (else the probe saw nothing)
    procs = host.settled()
    assert len(procs) == host.IDLE
    leftovers = ({host.ns_pid(p) for p in procs} & set(seen_inside)) - before
    assert leftovers == set(), f"processes of the call survived: {leftovers}"
    host.assert_next_call_works()


def test_segfault_is_reported_and_harmless(sandbox, host):
    zygote = host.zygote().pid
    result = sandbox.run("import ctypes\nctypes.string_at(0)")
    assert result.status == "killed" and result.exit_code == -11, result
    assert host.zygote().pid == zygote
    host.assert_next_call_works()


def test_killing_the_parent_and_signals_do_not_hurt_the_harness(sandbox, host):
    """The call's PID namespace numbers none of the harness's processes: its parent is outside it
    (``getppid`` is 0), its pid 1 is an init of the harness's that ignores what the code sends it
    (as any init does for signals from its own namespace), and kill(-1) reaches only the call's
    own processes. Both modes, whatever the uid."""
    zygote = host.zygote().pid
    restarts = sandbox.stats()["worker_restarts"]
    code = """
import os, signal
print("parent", os.getppid(), flush=True)
for pid in {1, 2, 3} - {os.getpid()}:
    try:
        os.kill(pid, signal.SIGKILL)
        print("sent", pid, flush=True)
    except OSError as exc:
        print("denied", pid, type(exc).__name__, flush=True)
try:
    os.kill(-1, signal.SIGKILL)  # everything it may signal: only its own processes (none here)
except ProcessLookupError:
    pass
print("still here", flush=True)
os.killpg(0, signal.SIGTERM)
"""
    result = sandbox.run(code)
    assert result.stdout.startswith("parent 0\n"), result
    assert "still here" in result.stdout, result
    assert result.status == "killed" and result.exit_code == -15, result
    assert host.zygote().pid == zygote and sandbox.stats()["worker_restarts"] == restarts
    stopped = sandbox.run("import os, signal\nos.kill(os.getpid(), signal.SIGSTOP)", timeout_s=1)
    assert stopped.status == "timeout", stopped
    host.assert_next_call_works()
    assert host.zygote().pid == zygote and sandbox.stats()["worker_restarts"] == restarts


def test_harness_survives_the_worker_dying(sandbox, host):
    restarts = sandbox.stats()["worker_restarts"]
    host.zygote().kill()
    statuses = [sandbox.run("print(6 * 7)") for _ in range(2)]
    assert statuses[-1].status == "ok" and statuses[-1].stdout == "42\n", statuses
    assert sandbox.stats()["worker_restarts"] == restarts + 1
    host.assert_next_call_works()


def test_limits_on_files_and_privileges(sandbox, host):
    code = """
import os
try:
    handles = [open("/dev/null") for _ in range(100000)]
except OSError as exc:
    print("files", exc.errno)
try:
    os.setuid(0 if os.getuid() else 1)  # a uid it does not have
    print("setuid WORKED")
except OSError as exc:
    print("setuid", exc.errno in (1, 22))  # EPERM, or EINVAL for a uid its namespace lacks
print("uid", os.getuid())
print("caps", open("/proc/self/status").read().split("CapEff:")[1].split()[0])
import resource
print("limits", *(resource.getrlimit(getattr(resource, f"RLIMIT_{n}"))[1] for n in ("CPU", "AS", "NPROC", "FSIZE")))
"""
    result = sandbox.run(code, timeout_s=4)
    assert result.status == "ok", result
    lines = result.stdout.splitlines()
    # hard limits as configured: CPU = timeout + 1 s, 768 MiB address space, 32 processes, 32 MiB files
    assert lines[4] == f"limits 5 {768 << 20} 32 {32 << 20}"
    assert lines[0] == "files 24"  # EMFILE
    assert lines[1] == "setuid True"
    assert lines[3] == "caps 0000000000000000"  # no capability left, in either mode
    uid = int(lines[2].split()[1])
    if sandbox.mode == "root":
        assert uid >= 1 << 20  # an unprivileged uid of the sandbox's own block
    else:
        assert uid == 0  # the only uid of its user namespace, without capabilities
    host.assert_next_call_works()


def test_the_code_is_not_dumpable(sandbox, host):
    """Its /proc files (mem, environ, root) are closed to its peers: PR_GET_DUMPABLE is 0 (off) or 2
    (root only), never 1, in both modes, stateless and in a session."""
    light = "import ctypes\nprint('dumpable', ctypes.CDLL(None).prctl(3, 0, 0, 0, 0))"
    heavy = light + "  # numpy: runs in the heavy spare"
    for run, code in ((sandbox.run, light), (sandbox.run, heavy), (sandbox.session().run, light)):
        result = run(code)
        assert result.status == "ok", result
        assert result.stdout.strip() in ("dumpable 0", "dumpable 2"), result
    host.assert_next_call_works()


def test_signal_dispositions_are_the_same_in_every_kind_of_child(sandbox, host):
    """Ctrl-C raises KeyboardInterrupt, a broken pipe and the usual signals kill by default, an
    oversize write raises instead of killing: in light and heavy spares and in a session alike."""
    light = (
        "import signal\n"
        "print(signal.getsignal(signal.SIGINT) is signal.default_int_handler,"
        " [int(signal.getsignal(s)) for s in (signal.SIGPIPE, signal.SIGTERM, signal.SIGCHLD, signal.SIGXFSZ)])"
    )
    heavy = light + "  # numpy"
    want = f"True {[int(signal.SIG_DFL)] * 3 + [int(signal.SIG_IGN)]}"
    for run, code in ((sandbox.run, light), (sandbox.run, heavy), (sandbox.session().run, light)):
        result = run(code)
        assert result.status == "ok", result
        assert result.stdout.strip() == want, result
    host.assert_next_call_works()
