"""Nothing a call leaves behind reaches a later call, and its outcome is the harness's: one test per
kind of footprint, in root mode, user-namespace mode, and user-namespace mode started by nobody."""

from __future__ import annotations

import glob
import json
import sys
import time

import pytest
from nobody import BOXES, open_box

# ctypes helpers the attacks share (System V IPC, POSIX message queues, keyrings)
IPC = """
import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
libc.shmat.restype = ctypes.c_void_p
libc.mq_open.restype = ctypes.c_int
KEY = 0x5EC12E7
def err():
    return os.strerror(ctypes.get_errno())
"""
KEYS = """
import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
ADD_KEY, KEYCTL = {"x86_64": (248, 250), "aarch64": (217, 219)}[os.uname().machine]
def search(ring):
    return libc.syscall(KEYCTL, 10, ring, b"user", b"proctor-canary", 0) > 0  # KEYCTL_SEARCH
"""


def test_files_planted_anywhere_are_gone_for_the_next_call(box):
    targets = [
        "/sandbox/site/difflib.py", "/difflib.py", "/etc/planted", "/dev/shm/planted", "/dev/planted",
        "/root/planted", "/usr/lib/python3/dist-packages/planted", "/sandbox/planted",
        "/proc/sys/kernel/shmmax",
    ]  # fmt: skip
    plant = f"""
import os
for path in {targets!r}:
    try:
        with open(path, "w") as f:
            f.write("print('PLANTED')" if path.endswith(".py") else "1")
        print("WROTE", path)
    except OSError as exc:
        print("refused", path, exc.errno)
"""
    result = box.run(plant)
    assert result.status == "ok", result
    assert "WROTE" not in result.stdout, result.stdout  # only /tmp (wiped) and a session's tmpfs are writable
    check = f"""
import difflib, os, sys
print(difflib.__file__.startswith(sys.base_prefix))
print([p for p in {targets[:-1]!r} if os.path.exists(p)])
"""
    for run in (box.run, box.session().run):
        after = run(check)
        assert after.status == "ok" and after.stdout == "True\n[]\n", after
        assert "PLANTED" not in after.stdout


def test_ipc_objects_die_with_their_call(box):
    create = (
        IPC
        + """
shm = libc.shmget(KEY, 1 << 20, 0o1666)  # IPC_CREAT | 0666
msg = libc.msgget(KEY, 0o1666)
sem = libc.semget(KEY, 1, 0o1666)
mq = libc.mq_open(b"/proctor-canary", os.O_CREAT | os.O_RDWR, 0o666, None)
print(shm >= 0, msg >= 0, sem >= 0, mq >= 0)
"""
    )
    probe = (
        IPC
        + """
print(libc.shmget(KEY, 0, 0), libc.msgget(KEY, 0), libc.semget(KEY, 0, 0),
      libc.mq_open(b"/proctor-canary", os.O_RDONLY, 0, None))
print(open("/proc/sysvipc/shm").read().count("\\n") - 1, open("/proc/sysvipc/msg").read().count("\\n") - 1)
"""
    )
    session = box.session()
    try:
        for make in (box.run, session.run):  # left by a stateless call, then by a session
            made = make(create)
            assert made.status == "ok" and made.stdout == "True True True True\n", made
            for run in (box.run, box.session().run):
                seen = run(probe)
                assert seen.status == "ok", seen
                assert seen.stdout == "-1 -1 -1 -1\n0 0\n", (make, run, seen.stdout)
    finally:
        session.close()


def test_keys_do_not_reach_a_later_call(box):
    add = (
        KEYS
        + """
for ring in (-4, -5, -3):  # the user keyring, the user session keyring, the session keyring
    print(libc.syscall(ADD_KEY, b"user", b"proctor-canary", b"secret", 6, ring) > 0)
"""
    )
    probe = KEYS + "print([search(ring) for ring in (-4, -5, -3)])"
    made = box.run(add)  # the seccomp filter denies add_key (test_harness_reach.py checks its errno)
    assert made.status == "ok" and made.stdout == "False\nFalse\nFalse\n", made
    for run in (box.run, box.session().run):
        seen = run(probe)
        assert seen.status == "ok" and seen.stdout == "[False, False, False]\n", seen


def test_a_session_call_ends_with_its_threads_and_children(box):
    with box.session() as session:
        first = session.run("""
import os, threading, time
ticks = []
def tick():
    while True:
        ticks.append(1)
        time.sleep(0.01)
threading.Thread(target=tick, daemon=True).start()
if (child := os.fork()) == 0:
    time.sleep(1000)
    os._exit(0)
time.sleep(0.3)
print(len(ticks) > 5)
at_return = len(ticks)
""")
        assert first.status == "ok" and first.stdout == "True\n", first
        time.sleep(0.6)  # 60 ticks if the thread ran between the calls
        second = session.run("""
import threading
print(len(ticks) - at_return <= 2, threading.active_count())
try:
    os.kill(child, 0)
    print("child alive")
except ProcessLookupError:
    print("child gone")
""")
        assert second.status == "ok", second
        assert second.stdout == "True 1\nchild gone\n", second


def test_a_listener_of_one_session_reaches_no_other_call(box):
    listen = """
import socket, threading
server = socket.socket()
server.bind(("127.0.0.1", 0))
server.listen(16)
got = []
def serve():
    while True:
        conn, _ = server.accept()
        got.append(conn.recv(100))
threading.Thread(target=serve, daemon=True).start()
print(server.getsockname()[1])
"""
    send = """
import socket
try:
    s = socket.create_connection(("127.0.0.1", {port}), timeout=2)
    s.sendall(b"leak")
    s.close()
    print("connected")
except OSError as exc:
    print("refused", type(exc).__name__)
"""
    with box.session() as a, box.session() as b:
        opened = a.run(listen)
        assert opened.status == "ok", opened
        port = int(opened.stdout)
        for run in (box.run, b.run):
            tried = run(send.format(port=port))
            assert tried.status == "ok" and tried.stdout.startswith("refused"), tried
        time.sleep(0.2)
        left = a.run("print(got, server.accept if False else len(got))")
        assert left.status == "ok" and left.stdout == "[] 0\n", left
        # the session still reaches its own listener (whose thread ended with its call)
        own = a.run(send.format(port=port) + "conn, _ = server.accept()\nprint(conn.recv(100))")
        assert own.stdout == "connected\nb'leak'\n", own


def test_scratch_has_an_inode_cap(box):
    fill = """
import os
n = 0
try:
    while n < 40000:
        open(f"f{n}", "w").close()
        n += 1
    print("no cap", n)
except OSError as exc:
    print("capped", exc.errno, n)
"""
    for run in (box.run, box.session().run):
        result = run(fill, timeout_s=30)
        assert result.status == "ok", result
        word, errno, count = result.stdout.split()
        assert (word, errno) == ("capped", "28") and int(count) <= 16384, result  # ENOSPC
    assert box.run("import os\nprint(len(os.listdir('.')))").stdout == "0\n"


def test_shared_memory_is_capped_by_memory_mb(box):
    """768 MiB allowed: five segments of 256 MiB, each attached, filled and detached (so never
    more than one is mapped at once, under the address-space limit) must not all exist."""
    code = (
        IPC
        + """
made = 0
for i in range(5):
    shm = libc.shmget(0, 256 << 20, 0o1600)  # IPC_PRIVATE: a new segment each time
    if shm < 0:
        print("refused", err())
        break
    addr = libc.shmat(shm, None, 0)
    if addr in (None, ctypes.c_void_p(-1).value):
        print("attach refused", err())
        break
    ctypes.memset(addr, 1, 256 << 20)
    libc.shmdt(ctypes.c_void_p(addr))
    made += 1
print("made", made)
"""
    )
    result = box.run(code, timeout_s=30)
    if result.status == "ok":
        assert int(result.stdout.split()[-1]) <= 3, result  # at most 768 MiB of it
    else:  # the memory cgroup stopped it
        assert result.status == "memory", result


def test_the_code_cannot_forge_its_outcome(box):
    forge = """
import os, sys, time
for fd in range(3, 64):
    for junk in (b"E0", b"M", b'{"exit_code": 0, "memory": true}', b"S1\\n", b"\\xff" * 64):
        try:
            os.write(fd, junk)
        except OSError:
            pass
time.sleep(0.5)
print("still running", flush=True)
sys.exit(3)
"""
    for run in (box.run, box.session().run):
        result = run(forge)
        assert (result.status, result.exit_code) == ("error", 3), result
        assert result.stdout == "still running\n", result
        assert "zygote" not in result.stderr and "Traceback" not in result.stderr, result
        after = run("print('fine')")
        assert after.status == "ok" and after.stdout == "fine\n", after


def test_only_the_allowed_packages_import_whatever_sys_path_says(box):
    dirs = sorted(
        {*glob.glob("/usr/lib/python3*/dist-packages"), *glob.glob("/usr/local/lib/python3*/*-packages")}
        | {p for p in sys.path if p.endswith(("site-packages", "dist-packages"))}
    )
    names = ["pytest", "psutil", "proctor", "apt", "OpenSSL", "cryptography", "yaml", "dbus"]
    code = f"""
import importlib, sys
sys.path[:0] = {dirs!r}
found = []
for name in {names!r}:
    try:
        importlib.import_module(name)
        found.append(name)
    except ImportError:
        pass
import numpy, sympy
print(found)
"""
    result = box.run(code)
    assert result.status == "ok", result
    assert result.stdout == "[]\n", result


def test_a_session_has_a_finite_hard_cpu_limit(box):
    """Hard RLIMIT_CPU: what is left of the session's budget (20 timeouts: 200 s), never infinite,
    and the code cannot raise it; the soft limit is the call's timeout + 1 s."""
    with box.session() as session:
        for timeout in (4, 9):
            result = session.run(
                "import resource\nsoft, hard = resource.getrlimit(resource.RLIMIT_CPU)\nprint(soft, hard)\n"
                "try:\n    resource.setrlimit(resource.RLIMIT_CPU, (hard + 100, hard + 100))\n"
                "    print('raised')\nexcept ValueError:\n    print('refused')",
                timeout_s=timeout,
            )
            assert result.status == "ok", result
            soft, hard, raised = result.stdout.split()
            assert (int(soft), raised) == (timeout + 1, "refused"), result
            assert 190 <= int(hard) <= 200, result


@pytest.mark.parametrize("kind", BOXES)
def test_a_session_stops_when_its_cpu_budget_is_spent(kind):
    burn = (
        "import time\nt = time.process_time()\nwhile time.process_time() - t < {s}:\n    pass\nprint('burnt')"
    )
    with open_box(kind, session_cpu_s=3) as sb, sb.session() as session:
        assert session.run(burn.format(s=2.2), timeout_s=20).stdout == "burnt\n"
        spent = session.run("print('more')")
        assert spent.status == "killed" and "used up its CPU budget (3 s)" in spent.stderr, spent
        assert sb.session().run("print('new')").stdout == "new\n"  # another session has its own


def test_memory_is_reported_only_from_what_the_harness_saw(box):
    real = box.run("x = bytearray(64 * 1024**3)")
    assert real.status == "memory", real
    printed = box.run("print('MemoryError')\nraise SystemExit(1)")
    assert printed.status == "error", printed
    assert json.loads(json.dumps(printed.exit_code)) == 1


@pytest.mark.parametrize("mb", [256])
def test_tmpfs_pages_count_against_memory_mb_where_a_cgroup_exists(mb):
    from proctor.sandbox import Sandbox

    with Sandbox(workers=1, timeout_s=30, memory_mb=mb, disk_mb=1024, mode="auto") as sb:
        if not sb.memory_cgroup:
            pytest.skip(
                "no memory cgroup here (not root, or the host delegates none): tmpfs is capped by disk_mb"
            )
        code = "f = open('fill', 'wb')\nfor i in range(768):\n    f.write(b'1' * (1 << 20))\n    f.flush()\nprint('wrote 768 MiB')"
        assert sb.run("print(0)").status == "ok"
        result = sb.run(code)
        assert result.status == "memory", result
        after = sb.run("import os\nprint(os.listdir('.'))")
        assert after.status == "ok" and after.stdout == "[]\n", after  # its kill counted once
        # a session, whose kernel outlives a child of its killed over the limit: that call is
        # `memory`, the next ones not
        session = sb.session()
        assert session.run("x = 1").status == "ok"
        child = (
            "import os\nwith open('fill', 'wb') as f:\n    f.write(b'1' * (100 << 20))\n"
            "pid = os.fork()\nif pid == 0:\n    chunks = []\n    while True:\n"
            "        chunks.append(bytearray(8 << 20))\nprint(os.waitpid(pid, 0)[1])"
        )
        killed = session.run(child)
        assert killed.status == "memory" and killed.stdout == "9\n", killed
        again = session.run("print(x)")
        assert again.status == "ok" and again.stdout == "1\n", again
        assert session.run("print('and next')").status == "ok"
