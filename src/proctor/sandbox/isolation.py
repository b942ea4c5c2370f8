"""How a sandbox worker is launched: detection of the isolation available and the bubblewrap command.

The worker runs under bubblewrap (Debian package ``bubblewrap``) in fresh network, PID, IPC, UTS
and mount namespaces. Its filesystem is a read-only tmpfs root with read-only binds of ``/usr``
(the shared libraries), a few files of ``/etc`` the dynamic loader needs, the Python installation
(at ``/sandbox/python`` when it is outside ``/usr``) and only the allowed packages, gathered under
``/sandbox/site`` (both bound from trees of links under ``/var/tmp``, whose paths name nothing of
the user's: ``neutral_tree``); every other site directory is
covered by an empty read-only tmpfs, and ``/dev`` is read-only. Each stateless call writes to the
worker's capped ``/tmp``, wiped after every call; a session gets its own tmpfs in its own mount
namespace (see ``_zygote.py``).
"""

from __future__ import annotations

import functools
import glob
import hashlib
import importlib.util
import os
import shutil
import stat
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

from proctor.sandbox import syscall_filter

ALLOWED_PACKAGES = ("numpy", "sympy", "mpmath", "scipy")
PRELOAD = ("numpy", "numpy.random", "sympy")
# stdlib modules math snippets import; loaded before the light template is forked (a few MiB)
LIGHT_PRELOAD = (
    "bisect", "cmath", "collections", "datetime", "decimal", "fractions", "functools", "heapq",
    "itertools", "json", "math", "operator", "random", "re", "statistics", "string",
)  # fmt: skip
ZYGOTE = Path(__file__).with_name("_zygote.py")
ZYGOTE_PARTS = ("confine", "sessions")  # _confine.py, _sessions.py: run by the zygote in its namespace
# The zygote's command: its source arrives as the first frame of its request pipe (then its config,
# which carries its parts): no file of the host's source tree is bound into the sandbox, so neither
# /proc/1/cmdline nor /proc/self/mountinfo names the source tree.
BOOTSTRAP = (
    "import os, struct\n"
    "def _exact(n):\n"
    "    b = b''\n"
    "    while len(b) < n:\n"
    "        c = os.read(0, n - len(b))\n"
    "        if not c:\n"
    "            raise SystemExit(70)\n"
    "        b += c\n"
    "    return b\n"
    "exec(compile(_exact(struct.unpack('>I', _exact(4))[0]), '/sandbox/zygote.py', 'exec'))\n"
)


def zygote_source() -> bytes:
    return ZYGOTE.read_bytes()


def zygote_parts() -> dict[str, str]:
    return {part: ZYGOTE.with_name(f"_{part}.py").read_text(encoding="utf-8") for part in ZYGOTE_PARTS}


SITE = "/sandbox/site"
# where an interpreter installed outside /usr (pyenv's under a home, a conda prefix) appears
PYTHON = "/sandbox/python"
# /proc/self/mountinfo names the folder each bind comes from (its path on its filesystem): a
# virtualenv's, a home's. So a package or an interpreter outside /usr is bound from a tree of hard
# links to its files (copies where a link is refused) kept under this folder, in one folder per
# user whose name is opaque (it names nothing of the user's or proctor's).
NEUTRAL = "/var/tmp"
# parts of an installation the sandbox never needs (the stdlib's tests, Tk, the static library)
PREFIX_SKIPPED = ("test", "idlelib", "tkinter", "turtledemo", "ensurepip", "lib2to3", "config-")
# what the worker keeps: switch uid/gid for each call, mount the per-call tmpfs and new namespaces,
# bring a session's own loopback up, set a call's limits from outside (prlimit), kill leftovers
WORKER_CAPS = (
    "CAP_SETUID", "CAP_SETGID", "CAP_SYS_ADMIN", "CAP_KILL", "CAP_DAC_OVERRIDE", "CAP_FOWNER",
    "CAP_NET_ADMIN", "CAP_SYS_RESOURCE",
)  # fmt: skip
# where a worker's memory cgroup (root mode, when one can be made) appears inside the sandbox
CGROUP_DIR = "/sandbox/cgroup"
PROC_HIDDEN = ("keys", "key-users")
ETC_FILES = ("ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "nsswitch.conf")

HOW_TO_ENABLE = (
    "Enable it in one of these ways: install bubblewrap (Debian/Ubuntu: `apt-get install -y bubblewrap`) "
    "and run as root, or as a normal user with unprivileged user namespaces enabled "
    "(`sysctl -w kernel.unprivileged_userns_clone=1` and `sysctl -w user.max_user_namespaces=15000`). "
    "To run model-written code WITHOUT isolation (trusted code only), pass unsafe=True "
    "(CLI: --unsafe-sandbox)."
)


class SandboxUnavailable(RuntimeError):
    """No isolation mechanism is available on this machine."""


MODES = ("auto", "root", "userns")


def detect_mode(want: str = "auto") -> str:
    """Return ``"root"`` or ``"userns"``; raise SandboxUnavailable with the way to enable isolation.

    ``want="auto"`` picks root mode when proctor runs as root, else user-namespace mode; root may
    also ask for ``"userns"`` (what a normal user gets: one uid, capabilities dropped), which is how
    the tests exercise both modes on one machine.
    """
    if want not in MODES:
        raise ValueError(f"Sandbox mode must be one of {', '.join(MODES)}, got {want!r}")
    if sys.platform != "linux":
        raise SandboxUnavailable(
            f"the sandbox needs Linux namespaces; this is {sys.platform}. {HOW_TO_ENABLE}"
        )
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        raise SandboxUnavailable(f"bubblewrap (`bwrap`) is not installed. {HOW_TO_ENABLE}")
    mode = want if want != "auto" else ("root" if os.geteuid() == 0 else "userns")
    if mode == "root" and os.geteuid() != 0:
        raise SandboxUnavailable(
            "root mode needs proctor to run as root; use mode='userns' (or 'auto') as a normal user"
        )
    try:
        syscall_filter.compiled()
    except syscall_filter.FilterUnavailable as exc:
        raise SandboxUnavailable(f"{exc}. {HOW_TO_ENABLE}") from exc
    probe = [bwrap, *namespace_args(mode), "--ro-bind", "/", "/", "true"]
    try:
        done = subprocess.run(probe, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise SandboxUnavailable(f"bubblewrap failed to start ({exc}). {HOW_TO_ENABLE}") from exc
    if done.returncode != 0:
        raise SandboxUnavailable(
            f"bubblewrap cannot create namespaces here ({done.stderr.strip() or done.returncode}). {HOW_TO_ENABLE}"
        )
    return mode


def namespace_args(mode: str) -> list[str]:
    args = ["--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try"]
    if mode == "userns":
        args += ["--unshare-user", "--uid", "0", "--gid", "0"]
    return args


def interpreter() -> tuple[str, str]:
    """The real interpreter binary and the installation prefix it belongs to."""
    return os.path.realpath(sys.executable), os.path.realpath(sys.base_prefix)


def relocated() -> bool:
    """Whether the interpreter is bound at ``PYTHON`` (installed outside ``/usr``), not in place."""
    binary, prefix = interpreter()
    return not prefix.startswith("/usr/") and binary.startswith(prefix + "/")


def sandbox_python() -> str:
    """The interpreter's path inside the sandbox."""
    binary, prefix = interpreter()
    return PYTHON + binary[len(prefix) :] if relocated() else binary


def _neutral_home() -> Path:
    """``/var/tmp/sandbox-trees-<hash of the uid>``: an opaque name (``/proc/self/mountinfo`` shows
    the code the path of each bind's folder on its filesystem, and no name of proctor's or the
    user's should be in it), made 0700 and checked (this user's, a real folder, closed to others:
    /var/tmp is shared, and another user must not plant packages there)."""
    tag = hashlib.sha256(f"proctor sandbox trees\0{os.geteuid()}".encode()).hexdigest()[:12]
    home = Path(NEUTRAL) / f"sandbox-trees-{tag}"
    if not home.exists():
        _remove_legacy_home()
    try:
        home.mkdir(mode=0o700, exist_ok=True)
        st = os.lstat(home)
    except OSError as exc:
        raise SandboxUnavailable(f"cannot make {home} for the sandbox's package trees ({exc})") from exc
    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.geteuid() or st.st_mode & 0o077:
        raise SandboxUnavailable(
            f"{home} is not a folder of this user's closed to others (mode 0700): remove it and retry"
        )
    return home


def _remove_legacy_home() -> None:
    """The folder earlier versions kept the trees in, ``/var/tmp/proctor-sandbox-<uid>`` (its name
    showed in the sandbox's mountinfo), when it is this user's own real folder."""
    legacy = Path(NEUTRAL) / f"proctor-sandbox-{os.geteuid()}"
    try:
        st = os.lstat(legacy)
    except OSError:
        return
    if stat.S_ISDIR(st.st_mode) and st.st_uid == os.geteuid():
        shutil.rmtree(legacy, ignore_errors=True)


@functools.cache
def neutral_tree(source: str, skip_prefix: bool = False) -> str:
    """A tree of hard links to the files of ``source`` (copies where a link is refused: another
    filesystem, or ``fs.protected_hardlinks`` for files of another user's), under
    ``/var/tmp/sandbox-trees-<hash>/``, made once per version of ``source`` and kept. With
    ``skip_prefix``, an installation's parts the sandbox never needs and its site folders are left
    out."""
    st = os.stat(source)
    digest = hashlib.sha256(f"{source}\0{st.st_ino}\0{st.st_mtime_ns}\0{skip_prefix}".encode()).hexdigest()
    home = _neutral_home()
    final = home / f"{Path(source).name}-{digest[:16]}"
    if final.is_dir():
        return str(final)
    build = Path(tempfile.mkdtemp(prefix=".build-", dir=home))
    skipped = set(other_site_dirs(source)) if skip_prefix else set()
    for folder, dirs, files in os.walk(source):
        rel = os.path.relpath(folder, source)
        if skip_prefix:
            dirs[:] = [
                d for d in dirs if os.path.join(folder, d) not in skipped and not d.startswith(PREFIX_SKIPPED)
            ]
        target = build / rel
        target.mkdir(mode=0o755, exist_ok=True)
        for name in files + [d for d in dirs if os.path.islink(os.path.join(folder, d))]:
            src, dst = os.path.join(folder, name), target / name
            if os.path.islink(src):
                os.symlink(os.readlink(src), dst)
                continue
            try:
                os.link(src, dst)
            except OSError:
                shutil.copy2(src, dst)
    os.chmod(build, 0o755)
    try:
        os.rename(build, final)
    except OSError:  # made meanwhile by another process
        shutil.rmtree(build, ignore_errors=True)
    return str(final)


def package_dirs(names: tuple[str, ...] = ALLOWED_PACKAGES) -> dict[str, str]:
    """Host directories of the allowed packages (and their vendored ``NAME.libs``) that are installed."""
    found: dict[str, str] = {}
    for name in names:
        spec = importlib.util.find_spec(name)
        if spec is None or not spec.submodule_search_locations:
            continue
        pkg = Path(next(iter(spec.submodule_search_locations))).resolve()
        found[name] = str(pkg)
        libs = pkg.with_name(f"{name}.libs")
        if libs.is_dir():
            found[libs.name] = str(libs)
    return found


def sandbox_env(paths: list[str], isolated: bool = True) -> dict[str, str]:
    """The whole environment of the code: nothing is inherited from the parent."""
    _, prefix = interpreter()
    moved = isolated and relocated()
    env = {
        "PATH": f"{PYTHON if moved else prefix}/bin:/usr/local/bin:/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "PYTHONIOENCODING": "utf-8",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONPATH": os.pathsep.join(paths),
        "OPENBLAS_NUM_THREADS": "1",
        "OMP_NUM_THREADS": "1",
        "MKL_NUM_THREADS": "1",
        "MPLBACKEND": "Agg",
        "USER": "sandbox",
        "LOGNAME": "sandbox",
    }
    if moved:  # its libpython, wherever the binary's run path says it was built
        env["LD_LIBRARY_PATH"] = f"{PYTHON}/lib"
    return env


def bwrap_prefix(
    mode: str, env: dict[str, str], disk_mb: int, caps: tuple[str, ...] = WORKER_CAPS
) -> list[str]:
    """``bwrap`` and its isolation options (namespaces, filesystem, environment, ``caps`` kept), up
    to the command it runs; shared by the worker and by the bubblewrap-per-call baseline."""
    binary, prefix = interpreter()
    cmd = ["bwrap", *namespace_args(mode), "--die-with-parent", "--new-session", "--hostname", "sandbox"]
    cmd += ["--cap-drop", "ALL"]
    for cap in caps:
        cmd += ["--cap-add", cap]
    cmd += ["--ro-bind", "/usr", "/usr"]
    for top in ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"):
        if os.path.islink(top):
            cmd += ["--symlink", os.readlink(top), top]
        elif os.path.isdir(top):
            cmd += ["--ro-bind", top, top]
    cmd += ["--perms", "0755", "--dir", "/etc"]
    for name in ETC_FILES:
        if os.path.exists(f"/etc/{name}"):
            cmd += ["--ro-bind", f"/etc/{name}", f"/etc/{name}"]
    cmd += [
        "--proc",
        "/proc",
        "--dev",
        "/dev",
        "--perms",
        "1777",
        "--size",
        str(disk_mb << 20),
        "--tmpfs",
        "/tmp",
    ]
    for name in PROC_HIDDEN:  # the kernel keys of the user's uid: listed there, out of the code's sight
        cmd += ["--ro-bind", "/dev/null", f"/proc/{name}"]
    made: set[str] = set()

    def parents(path: str) -> list[str]:  # world-readable parents (bwrap would create them 0700)
        out = []
        for parent in reversed(Path(path).parents):
            p = str(parent)
            if p != "/" and p not in made and not p.startswith("/usr"):
                made.add(p)
                out += ["--perms", "0755", "--dir", p]
        return out

    if relocated():  # without its site folders: packages installed next to the stdlib are not allowed
        cmd += parents(PYTHON) + ["--ro-bind", neutral_tree(prefix, skip_prefix=True), PYTHON]
    elif not prefix.startswith("/usr/"):
        cmd += parents(prefix) + ["--ro-bind", prefix, prefix]
    for site in other_site_dirs(prefix if not relocated() else "/usr"):
        cmd += ["--tmpfs", site, "--remount-ro", site]  # empty and read-only, whatever sys.path says
    if not relocated() and not binary.startswith((prefix + "/", "/usr/")):
        cmd += parents(binary) + ["--ro-bind", binary, binary]
    cmd += parents(SITE) + ["--perms", "0755", "--dir", SITE]
    for name, path in package_dirs().items():
        cmd += ["--ro-bind", neutral_tree(path), f"{SITE}/{name}"]
    cmd += ["--chdir", "/tmp", "--clearenv"]
    for key, value in env.items():
        cmd += ["--setenv", key, value]
    return cmd


def other_site_dirs(prefix: str) -> list[str]:
    """Every site directory of the host's Pythons (Debian's ``dist-packages``, ``/usr/local``'s, the
    interpreter's own ``site-packages``): hidden in the sandbox, so that code adding them to
    ``sys.path`` still finds only the allowed packages under ``/sandbox/site``."""
    found = {
        sysconfig.get_paths(vars={"base": prefix, "platbase": prefix})[k] for k in ("purelib", "platlib")
    }
    for root in {"/usr", "/usr/local", prefix}:
        for lib in ("lib", "lib64"):
            found.update(glob.glob(f"{root}/{lib}/python3*/site-packages"))
            found.update(glob.glob(f"{root}/{lib}/python3*/dist-packages"))
    return sorted(p for p in found if os.path.isdir(p) and not os.path.islink(p))


SEAL = ["--remount-ro", "/dev", "--remount-ro", "/"]  # last: nothing but the scratch is writable


def bwrap_command(mode: str, env: dict[str, str], disk_mb: int, cgroup: str | None = None) -> list[str]:
    """The worker's command. Its zygote is the sandbox's pid 1 (``--as-pid-1``: no bubblewrap init,
    which would run with the code's uid in user-namespace mode, dumpable, holding copies of the
    request and reply pipes); it reads its config as the first frame of its request pipe."""
    cmd = bwrap_prefix(mode, env, disk_mb)
    cmd.insert(cmd.index("--die-with-parent"), "--as-pid-1")
    if cgroup is not None:  # the worker's memory cgroup: the zygote puts each call in a child of it
        cmd += ["--bind", cgroup, CGROUP_DIR]
    return [*cmd, *SEAL, "--", sandbox_python(), "-I", "-S", "-c", BOOTSTRAP]


def unsafe_command() -> list[str]:
    binary, _ = interpreter()
    return [binary, "-I", "-S", "-c", BOOTSTRAP]
