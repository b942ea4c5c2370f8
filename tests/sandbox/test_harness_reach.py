"""The code cannot reach anything that speaks for the harness, nor the user's kernel keys, nor the
system calls no math code needs: attacks run as the code in root mode, user-namespace mode, and
user-namespace mode started by a real non-root user (``nobody``)."""

from __future__ import annotations

import ctypes
import json
import os
import secrets
import sys
from pathlib import Path

import pytest
from nobody import BOXES, open_box

import proctor.sandbox

# every process of the worker but the caller: its fds' targets and its memory
PROBE = r"""
import json, os
me = int(os.readlink("/proc/self"))  # this process as /proc numbers it (its PID namespace may be below)
reached = []
for name in os.listdir("/proc"):
    if not name.isdigit() or int(name) == me:
        continue
    try:
        fds = os.listdir(f"/proc/{name}/fd")  # the numbers only; opening one is what counts
    except OSError:
        fds = []
    for fd in fds:
        for flags in (os.O_RDONLY | os.O_NONBLOCK, os.O_WRONLY | os.O_NONBLOCK):
            try:
                os.close(os.open(f"/proc/{name}/fd/{fd}", flags))
                reached.append(f"{name}/fd/{fd}:{flags}")
            except OSError:
                pass
    for flags in (os.O_RDONLY, os.O_RDWR):
        try:
            os.close(os.open(f"/proc/{name}/mem", flags))
            reached.append(f"{name}/mem:{flags}")
        except OSError:
            pass
print(json.dumps(reached))
"""

# the attack of the report: a framed reply of the code's choosing written on every pipe of another
# process it can open, the next request read from every pipe it can read, then exit 3
FORGE = r"""
import json, os, struct, sys
reply = json.dumps({"status": "ok", "stdout": "forged\n", "stderr": "", "exit_code": 0,
                    "truncated": False, "duration_s": 0.0}).encode()
frame = struct.pack(">I", len(reply)) + reply
done = []
me = int(os.readlink("/proc/self"))  # this process as /proc numbers it
for name in os.listdir("/proc"):
    if not name.isdigit() or int(name) == me:
        continue
    try:
        fds = os.listdir(f"/proc/{name}/fd")
    except OSError:
        continue
    for fd in fds:
        path = f"/proc/{name}/fd/{fd}"
        try:
            w = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
            os.write(w, frame)
            done.append("wrote " + path)
        except OSError:
            pass
        try:
            r = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
            done.append("read %s %r" % (path, os.read(r, 4096)[:40]))
        except OSError:
            pass
print(done, flush=True)
sys.exit(3)
"""


@pytest.fixture(scope="module", params=BOXES)
def box(request):
    with open_box(request.param) as sb:
        yield sb


def _calls(box):
    """A stateless call, a call in a light session and one in a heavy session (a first call that
    names sympy gets a kernel forked from the zygote, numpy and sympy mapped)."""
    heavy = box.session()
    assert heavy.run("import sympy").status == "ok"
    return (box.run, box.session().run, heavy.run)


def test_no_process_of_the_harness_is_open_to_the_code(box):
    for run in _calls(box):
        result = run(PROBE)
        assert result.status == "ok", result
        assert json.loads(result.stdout) == [], result.stdout


def test_a_forged_reply_and_a_stolen_request_change_nothing(box):
    with box.session() as victim:
        assert victim.run("secret = 'victim-source'").status == "ok"
        for run in _calls(box):
            result = run(FORGE)
            assert (result.status, result.exit_code) == ("error", 3), result
            assert result.stdout == "[]\n", result
            # the worker is in step: each later call gets its own outcome, the victim its variables
            for i in range(3):
                after = box.run(f"print({i} * 7)")
                assert after.status == "ok" and after.stdout == f"{i * 7}\n", after
            kept = victim.run("print(secret)")
            assert kept.status == "ok" and kept.stdout == "victim-source\n", kept


def _add_host_key(description: str) -> int:
    """A key in the test process's user keyring (the host user's, as a Kerberos ticket would be)."""
    libc = ctypes.CDLL(None, use_errno=True)
    add_key = {"x86_64": 248, "aarch64": 217}[os.uname().machine]
    serial = libc.syscall(add_key, b"user", description.encode(), b"host-secret", 11, -4)
    if serial < 0:
        pytest.skip(f"cannot add a key on the host: {os.strerror(ctypes.get_errno())}")
    return serial


def _unlink_host_key(serial: int) -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    keyctl = {"x86_64": 250, "aarch64": 219}[os.uname().machine]
    libc.syscall(keyctl, 3, serial)  # KEYCTL_REVOKE


KEY_ATTACK = r"""
import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
ADD_KEY, REQUEST_KEY, KEYCTL = {"x86_64": (248, 249, 250), "aarch64": (217, 218, 219)}[os.uname().machine]
try:
    with open("/proc/keys") as f:
        listed = f.read()
    print("keys", len(listed.splitlines()))
except OSError as exc:
    listed = ""
    print("keys unreadable")
def call(nr, *args):
    rc = libc.syscall(nr, *args)
    return "ok" if rc >= 0 else os.strerror(ctypes.get_errno())
print("get", call(KEYCTL, 0, -3, 0))  # KEYCTL_GET_KEYRING_ID of its session keyring
print("add", call(ADD_KEY, b"user", b"mine", b"x", 1, -3))
print("request", call(REQUEST_KEY, b"user", b"nothing", None, 0))
print("clear", call(KEYCTL, 7, -4))  # KEYCTL_CLEAR of the user keyring
print("CANARY" in listed)
"""


@pytest.mark.skipif(os.uname().machine not in ("x86_64", "aarch64"), reason="key syscall numbers")
def test_the_users_kernel_keys_are_out_of_reach(box):
    description = f"proctor-host-canary-{secrets.token_hex(4)}"
    serial = _add_host_key(description)
    try:
        for run in _calls(box):
            result = run(KEY_ATTACK.replace("CANARY", description))
            assert result.status == "ok", result
            lines = result.stdout.splitlines()
            assert lines[0] in ("keys 0", "keys unreadable"), result.stdout
            denied = (os.strerror(1), os.strerror(38))  # EPERM, ENOSYS
            for line, op in zip(lines[1:5], ("get", "add", "request", "clear"), strict=True):
                name, _, outcome = line.partition(" ")
                assert name == op and outcome in denied, result.stdout
            assert lines[5] == "False", result.stdout
    finally:
        _unlink_host_key(serial)


# x86_64 numbers; each is called with arguments that would do something without the filter
SYSCALLS = r"""
import ctypes, errno, json, os
libc = ctypes.CDLL(None, use_errno=True)
params = ctypes.create_string_buffer(120)
iov = ctypes.create_string_buffer(16)
CLONE_NEWUSER, CLONE_NEWNS, SIGCHLD = 0x10000000, 0x00020000, 17
calls = {
    "io_uring_setup": (425, 4, params),
    "io_uring_enter": (426, 0, 0, 0, 0, None, 0),
    "io_uring_register": (427, 0, 0, None, 0),
    "keyctl": (250, 0, -3, 0),
    "add_key": (248, b"user", b"k", b"v", 1, -3),
    "request_key": (249, b"user", b"k", None, 0),
    "ptrace": (101, 0, 0, None, None),  # PTRACE_TRACEME
    "process_vm_readv": (310, os.getpid(), iov, 1, iov, 1, 0),
    "process_vm_writev": (311, os.getpid(), iov, 1, iov, 1, 0),
    "perf_event_open": (298, params, 0, -1, -1, 0),
    "bpf": (321, 0, None, 0),
    "userfaultfd": (323, 0),
    "mount": (165, b"none", b"/tmp", b"tmpfs", 0, None),
    "umount2": (166, b"/tmp", 0),
    "pivot_root": (155, b"/tmp", b"/tmp"),
    "open_tree": (428, -100, b"/tmp", 0),
    "move_mount": (429, -1, b"", -1, b"", 0),
    "fsopen": (430, b"tmpfs", 0),
    "fspick": (433, -100, b"/tmp", 0),
    "mount_setattr": (442, -100, b"/tmp", 0, None, 0),
    "unshare": (272, CLONE_NEWUSER),
    "setns": (308, os.open("/proc/self/ns/uts", os.O_RDONLY), 0),
    "clone3": (435, None, 0),
    "chroot": (161, b"/tmp"),
    "pidfd_getfd": (438, -1, 0, 0),
}
out = {}
for name, (nr, *args) in calls.items():
    rc = libc.syscall(nr, *args)
    out[name] = errno.errorcode.get(ctypes.get_errno(), "?") if rc < 0 else f"rc={rc}"
# clone with a namespace flag: a fork that would land in a new user namespace
rc = libc.syscall(56, CLONE_NEWUSER | SIGCHLD, None, None, None, 0)
if rc == 0:
    os._exit(0)
out["clone(CLONE_NEWUSER)"] = errno.errorcode.get(ctypes.get_errno(), "?") if rc < 0 else "forked"
if rc > 0:
    os.waitpid(rc, 0)
print(json.dumps(out))
"""

MATH_STILL_RUNS = r"""
import subprocess, sys, threading
import numpy, sympy
x = sympy.symbols("x")
t = []
th = threading.Thread(target=lambda: t.append(round(numpy.linalg.det(numpy.eye(3) * 2))))
th.start(); th.join()
child = subprocess.run([sys.executable, "-c", "import numpy; print(numpy.arange(4).sum())"],
                       capture_output=True, text=True)
print(sympy.integrate(x**2, (x, 0, 3)), t[0], child.stdout.strip(), child.returncode)
"""


@pytest.mark.skipif(os.uname().machine != "x86_64", reason="the probe uses x86_64 syscall numbers")
def test_syscalls_no_math_code_needs_are_denied(box):
    for run in _calls(box):
        result = run(SYSCALLS)
        assert result.status == "ok", result
        outcomes = json.loads(result.stdout)
        allowed = {name: rc for name, rc in outcomes.items() if rc not in ("EPERM", "ENOSYS")}
        assert allowed == {}, outcomes
        math = run(MATH_STILL_RUNS)
        assert math.status == "ok" and math.stdout == "9 8 6 0\n", math


HOST_PATHS = r"""
import json
found = []
for name in ("/proc/1/cmdline", "/proc/self/cmdline", "/proc/self/mountinfo"):
    with open(name, "rb") as f:
        text = f.read().replace(b"\0", b" ").decode("utf-8", "replace")
    found += [(name, word) for word in (SOURCE_TREE, "uid_base", "max_output_bytes") if word in text]
print(json.dumps(found))
"""


def test_the_source_tree_and_the_config_are_not_shown(box):
    """Neither the zygote's command line nor the sandbox's mounts name proctor's source tree, and
    the config (limits, uids, filter) is not on a command line."""
    source_tree = str(Path(proctor.sandbox.__file__).resolve().parents[2])  # .../src
    result = box.run(HOST_PATHS.replace("SOURCE_TREE", repr(source_tree)))
    assert result.status == "ok", result
    assert json.loads(result.stdout) == [], result.stdout


# every way the code has to signal another process: each pid /proc lists, a brute force over a pid
# range, kill(-1), pidfds of /proc/<pid> folders, and limits set from outside (a CPU limit of one
# second kills a process that has used more; an empty file limit starves one)
SIGNAL_EVERYTHING = r"""
import ctypes, os, resource, signal
ctypes.CDLL(None).prctl(1, 0, 0, 0, 0)  # no death signal: it outlives a parent it kills
me = os.getpid()
listed = {int(n) for n in os.listdir("/proc") if n.isdigit()}
hits = set()
for pid in sorted(listed | set(range(1, 1 << 15))):
    if pid == me:
        continue
    for sig in (signal.SIGSTOP, signal.SIGKILL):
        try:
            os.kill(pid, sig)
            hits.add(pid)
        except OSError:
            pass
for pid in sorted(listed - {me}):
    try:
        fd = os.open(f"/proc/{pid}", os.O_RDONLY | os.O_DIRECTORY)
        signal.pidfd_send_signal(fd, signal.SIGKILL)
        hits.add(pid)
    except OSError:
        pass
for pid in sorted(listed | set(range(1, 64))):
    if pid == me:
        continue
    for res, lim in ((resource.RLIMIT_CPU, 1), (resource.RLIMIT_NOFILE, 0)):
        try:
            resource.prlimit(pid, res, (lim, lim))
            hits.add(pid)
        except (OSError, ValueError):
            pass
for sig in (signal.SIGSTOP, signal.SIGKILL):
    try:
        os.kill(-1, sig)
    except OSError:
        pass
print("reached", len(hits))
"""


def _sessions_hold(box, victims):
    for session, (name, value) in victims.items():
        kept = session.run(f"print({name})")
        assert (kept.status, kept.stdout) == ("ok", f"{value}\n"), kept


def test_the_code_cannot_signal_anything_outside_its_own_call(box):
    """A call that signals every process it can name, stops it or limits it from outside takes down
    nothing of the worker's: the light template and spare, the heavy spare, the kernel template and
    the other sessions' kernels (light and heavy) all keep working, their variables intact."""
    with box.session() as light, box.session() as heavy:
        assert light.run("secret = 'light-victim'").status == "ok"
        assert heavy.run("import sympy\nsecret = str(sympy.Integer(41) + 1)").status == "ok"
        victims = {light: ("secret", "light-victim"), heavy: ("secret", "42")}
        for kind in ("stateless", "light session", "heavy session"):
            if kind == "stateless":
                box.run(SIGNAL_EVERYTHING)
            else:
                with box.session() as attacker:
                    if kind == "heavy session":
                        assert attacker.run("import sympy").status == "ok"
                    attacker.run(SIGNAL_EVERYTHING)
            # the light template's and the heavy spare's calls, a new light and a new heavy session
            assert box.run("print(6 * 7)").stdout == "42\n", kind
            heavy_call = box.run("import sympy\nprint(sympy.factorint(42))")
            assert heavy_call.status == "ok" and heavy_call.stdout == "{2: 1, 3: 1, 7: 1}\n", heavy_call
            with box.session() as fresh:
                assert fresh.run("x = 5\nprint(x)").stdout == "5\n"
                assert fresh.run("print(x + 1)").stdout == "6\n"
            with box.session() as fresh:
                first = fresh.run("import numpy\nx = numpy.int64(7)")
                assert first.status == "ok", first
                assert fresh.run("print(int(x) * 6)").stdout == "42\n"
            _sessions_hold(box, victims)
            # stopped processes would hang the next calls: those above came back, and so does this
            assert box.run("import os\nprint(os.getpid() > 0)", timeout_s=5).stdout == "True\n"


USER_PATHS = r"""
import json, os
texts = {"environ": json.dumps(dict(os.environ))}
for name in (
    "/proc/1/cmdline", "/proc/self/cmdline", "/proc/self/mountinfo", "/proc/self/mounts", "/proc/self/cgroup"
):
    with open(name, "rb") as f:
        texts[name] = f.read().replace(b"\0", b" ").decode("utf-8", "replace")
print(json.dumps([(name, word) for name, text in texts.items() for word in WORDS if word in text]))
"""


def test_no_host_path_of_the_user_is_shown(box):
    """Neither the sandbox's mounts (``/proc/self/mountinfo`` names the folder each bind comes
    from), nor the zygote's command line, nor the code's environment, nor its cgroups
    (``/proc/self/cgroup``) name the virtualenv, the source tree, the user's home, an interpreter
    installed outside ``/usr``, the host's pid of proctor (root mode's cgroup folders are named
    after it) or the user's folder of package trees under ``/var/tmp``: the packages and such an
    interpreter are bound from trees of links whose folder has an opaque name, and each call sees
    its cgroups from a cgroup namespace rooted at its worker's folder. Each kind of call."""
    words = {sys.prefix, str(Path(proctor.sandbox.__file__).resolve().parents[3])}
    home = os.path.expanduser("~")
    if home not in ("", "/"):
        words.add(home)
    if not sys.base_prefix.startswith("/usr/"):
        words.add(os.path.realpath(sys.base_prefix))
    # root mode's cgroup folder (proctor-<host pid>-<random>) and the trees' folder of old
    words |= {"proctor-", f"-{os.getpid()}-"}
    for run in _calls(box):
        result = run(USER_PATHS.replace("WORDS", repr(sorted(words))))
        assert result.status == "ok", result
        assert json.loads(result.stdout) == [], (sorted(words), result.stdout)
    cgroups = box.run("print(open('/proc/self/cgroup').read())")
    for line in cgroups.stdout.split():  # every hierarchy seen from its namespace's root
        assert line.split(":", 2)[2] in ("/", "/light", "/heavy"), cgroups.stdout
    heavy = box.run("import numpy, sympy, mpmath\nprint(numpy.__file__, sympy.__file__)")
    assert heavy.status == "ok" and heavy.stdout.startswith("/sandbox/site/numpy/"), heavy
