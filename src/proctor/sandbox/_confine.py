"""How the zygote locks a child down before its code runs, and the worker before anything is forked.

Part of the zygote (``_zygote.py`` runs it in its own namespace, whose names it uses: ``CFG``,
``_libc`` and the rest); not importable on its own.
"""
# ruff: noqa: F821

import ctypes
import os
import random
import resource
import select
import signal
import socket
import struct
import sys
from contextlib import suppress

CLONE_NEWNS, CLONE_NEWIPC, CLONE_NEWNET, CLONE_NEWPID = 0x00020000, 0x08000000, 0x40000000, 0x20000000
CLONE_NEWCGROUP = 0x02000000
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REMOUNT, MS_BIND = 1, 2, 4, 8, 32, 4096


# libc's functions that a child calls, looked up here once: ctypes makes a function's object on its
# first lookup, which in every forked child cost that work again and its copy-on-write faults
for _fn in ("capset", "mount", "prctl", "setns", "syscall", "unshare"):
    getattr(_libc, _fn)


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

    The steps, in this order: a session and signals of its own, namespaces and cgroup (the
    scratch folder), ``/proc/sys``'s descriptor closed, rlimits, environment, privileges dropped,
    death signal, then the process state the code starts from. Only the namespaces and the
    privileges are functions of their own: each function a child calls costs it copy-on-write
    faults (its code object's reference count and warm-up counter), four of them about five a call.
    """
    os.setsid()
    if not _CHILDREN_READY:  # the light template set its children's signals on itself
        _child_signals()
    scratch = _enter_namespaces(uid, cgroup, session)
    with suppress(OSError):
        os.close(CTL_FD)
    for res, value in LIMITS:
        resource.setrlimit(res, value)
    _set_environment(scratch)  # already so in every child of an isolated zygote: then a no-op
    _drop_privileges(uid)
    _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)  # after the uid switch, which clears it
    os.chdir(scratch)
    random.seed()
    if "numpy" in sys.modules:  # 128 bits from the OS: a tenth of the cost of seed()'s own gathering
        np = sys.modules["numpy"]
        np.random.seed(np.frombuffer(os.urandom(16), dtype=np.uint32))
    sys.argv = ["<code>"]
    sys.path[0] = scratch
    return scratch


def _limits():
    """A child's rlimits, (resource, (soft, hard)), worked out once in the zygote (none above the
    zygote's own hard limit): a child only sets them."""
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
    out = []
    for res, value in limits.items():
        hard = resource.getrlimit(res)[1]
        value = value if hard == resource.RLIM_INFINITY else min(value, hard)
        out.append((res, (value, value)))
    return tuple(out)


LIMITS = _limits()


def _enter_namespaces(uid, cgroup, session):
    """A child's own IPC namespace, capped (a session's also its mount and network namespaces and
    tmpfs), and its cgroup; return its scratch folder (unsafe mode: a folder of its own)."""
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
    return scratch


def _drop_privileges(uid):
    """A child's unprivileged uid (root mode) or no capabilities (user-namespace mode), fresh
    keyrings, and its /proc files closed to its peers."""
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
        # last: the system calls no math code needs (the keyrings above were its last key calls)
        _check(_libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, _SECCOMP_PROG, 0, 0), "seccomp")


PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 22, 2


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_char_p)]


def _seccomp_program():
    """The host's compiled filter (``syscall_filter.py``) as the ``sock_fprog`` that prctl takes;
    built once in the zygote, so a child's install is one call. None in unsafe mode."""
    if not ISOLATED:
        return None
    code = bytes.fromhex(CFG["seccomp"])
    prog = _SockFprog(len(code) // 8, code)
    prog.keep = code  # the instructions must live as long as the struct
    return ctypes.byref(prog)


_SECCOMP_PROG = _seccomp_program()


# a child's IPC namespace's caps: System V shared memory at ``memory_mb``, a few message queues
IPC_CAPS = (
    ("kernel/shmmax", b"%d" % (CFG["memory_mb"] << 20)),
    ("kernel/shmall", b"%d" % (CFG["memory_mb"] * 256)),  # 4 KiB pages
    ("kernel/shmmni", b"64"),
    ("kernel/msgmni", b"16"),
    ("fs/mqueue/queues_max", b"16"),
)


def _cap_ipc():
    """Cap this child's new IPC namespace (``IPC_CAPS``). Written through the zygote's descriptor of
    a writable ``/proc/sys`` (the code's is read-only): a sysctl file opened after the ``unshare`` is
    this namespace's."""
    for name, value in IPC_CAPS:
        fd = os.open(name, os.O_WRONLY, dir_fd=CTL_FD)
        try:
            os.write(fd, value)
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


_EVENTS_FDS = {}  # the kinds' cgroups' event files, kept open: a pread is a tenth of an open and read


def oom_kills(name):
    """How many times the kernel killed a process of this cgroup for its memory (0 without one)."""
    if not CFG.get("cgroup") or name is None:
        return 0
    events = "memory.oom_control" if CFG["cgroup_version"] == 1 else "memory.events"
    try:
        fd = _EVENTS_FDS.get(name)
        if fd is None:
            fd = os.open(f"{CFG['cgroup_dir']}/{name}/{events}", os.O_RDONLY | os.O_CLOEXEC)
            if name not in ("light", "heavy"):  # a session's: read once a call, not kept
                try:
                    return _oom_count(os.pread(fd, 4096, 0))
                finally:
                    os.close(fd)
            _EVENTS_FDS[name] = fd
        return _oom_count(os.pread(fd, 4096, 0))
    except (OSError, ValueError):
        return 0


def _oom_count(text):
    for line in text.split(b"\n"):
        key, _, value = line.partition(b" ")
        if key == b"oom_kill":
            return int(value)
    return 0


KEYCTL = {"x86_64": 250, "aarch64": 219}.get(os.uname().machine)


def _fresh_keyrings():
    """A new, empty session keyring; the uid's user keyrings and persistent keyring emptied. In root
    mode each kind of call and each session has its own uid, and its child empties them; in
    user-namespace mode (one uid) the zygote empties them after every call (``_after_call``) and
    before its first fork, and nothing of the harness's adds a key in between: a child's own clear
    would be a second one (three key calls a child)."""
    if KEYCTL is None:
        return
    _libc.syscall(KEYCTL, 1, None)  # KEYCTL_JOIN_SESSION_KEYRING, anonymous
    if CAN_SETUID:
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


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


# capset's arguments, built once in the zygote: making a ctypes structure type in each child cost
# it about 0.3 ms of CPU (the type's creation, and the copy-on-write faults it causes)
_NO_CAPS = (ctypes.byref(_CapHeader(0x20080522, 0)), (ctypes.c_uint32 * 6)())  # version 3, this process


def _drop_caps():
    """Without a uid switch (user-namespace mode) the code must still not keep the worker's caps."""
    _check(_libc.capset(*_NO_CAPS), "capset")


def _own_cgroup_namespace():
    """Root mode with a memory cgroup: the zygote moves into its worker's folder and takes a cgroup
    namespace rooted there, which every process it forks inherits. ``/proc/self/cgroup`` then shows
    a call's cgroup as ``/light``, ``/heavy`` or ``/s<uid>``, and ``/proc/self/mountinfo`` the bind of
    the folder as ``/``: neither names the host's folders (``proctor-<host pid>-<random>/w<i>``)."""
    fd = os.open(f"{CFG['cgroup_dir']}/cgroup.procs", os.O_WRONLY)
    try:
        os.write(fd, b"0")  # this process
    finally:
        os.close(fd)
    _check(_libc.unshare(CLONE_NEWCGROUP), "unshare cgroup")


def _seal_worker():
    """Before anything is forked: the scratch ``/tmp`` gets a size and an inode cap, and
    ``/proc/sys`` turns read-only for everything after (the zygote keeps a writable descriptor of
    it, with which each child caps its own IPC namespace)."""
    if CFG.get("cgroup"):
        _own_cgroup_namespace()
    opts = f"size={CFG['disk_mb']}m,nr_inodes={CFG['inodes']},mode=1777".encode()
    _check(_libc.mount(b"tmpfs", b"/tmp", b"tmpfs", MS_NOSUID | MS_NODEV, opts), "mount /tmp")
    os.chdir("/tmp")
    fd = os.open("/proc/sys", os.O_RDONLY | os.O_DIRECTORY)
    os.dup2(fd, CTL_FD, inheritable=False)
    os.close(fd)
    _check(_libc.mount(b"/proc/sys", b"/proc/sys", None, MS_BIND, None), "bind /proc/sys")
    flags = MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC
    _check(_libc.mount(None, b"/proc/sys", None, flags, None), "remount /proc/sys")


# ---------------------------------------------------------------- PID namespaces
# A process can name (signal, stop, limit from outside with prlimit, renice) only the processes of
# its own PID namespace and of those below it. Every process that runs code lives in a namespace
# below the worker's that holds nothing of the harness but an init that runs no code: a stateless
# call in the namespace of its kind of spare (its init idle, the previous call's processes gone
# before the next spare is forked), a session's kernels in their session's own (its init reaps them
# and reports each exit to the zygote). In user-namespace mode, where the code shares the uid of
# every helper, this is what keeps the templates, the spares and the other sessions out of its reach.
_CALL_INIT = None  # (forker's pid, init's pid, its pidfd, the namespace's fd): where its spares go


def _new_init(role, keep_ns=False):
    """Fork the init (pid 1) of a new PID namespace below ours, which runs ``role()`` and exits;
    return its pid, or with ``keep_ns`` (pid, a descriptor of the namespace, for ``setns``). Without
    isolation: a plain child, made a subreaper (orphans come back to it)."""
    ns = None
    if ISOLATED:
        _check(_libc.unshare(CLONE_NEWPID), "unshare")
    try:
        pid = os.fork()
    except BaseException:
        _restore_pid_ns()
        raise
    if pid == 0:
        try:
            if not ISOLATED:
                _libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
            role()
        finally:
            os._exit(0)
    try:
        if ISOLATED and keep_ns:
            # this process's own link (there once the namespace has its init): setns through the
            # init's pidfd or its /proc files would need the right to trace it (it is not dumpable)
            ns = os.open("/proc/self/ns/pid_for_children", os.O_RDONLY | os.O_CLOEXEC)
    finally:
        _restore_pid_ns()
    return (pid, ns) if keep_ns else pid


def _restore_pid_ns():
    """This process's next children are born in its own PID namespace again."""
    if ISOLATED:
        _check(_libc.setns(PIDNS_FD, CLONE_NEWPID), "setns")


def _idle_init():
    """The init of the calls' namespace: holds no descriptor, runs nothing, and the kernel reaps
    what is orphaned there (SIGCHLD ignored). Signals from inside its namespace never reach it."""
    _close_protocol()
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    os.closerange(3, 65536)
    _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    while True:
        signal.pause()


def _call_init():
    """This forker's calls' namespace (its init's pid and pidfd), made anew if its init is gone (the
    code can end it with a CPU limit set from outside: that ends its own call, nothing else)."""
    global _CALL_INIT
    init = _CALL_INIT
    if init is not None and init[0] == os.getpid():
        if not select.select([init[2]], [], [], 0)[0]:
            return init
        os.close(init[2])
        os.close(init[3])
        with suppress(ChildProcessError):
            os.waitpid(init[1], os.WNOHANG)
    pid, ns = _new_init(_idle_init, keep_ns=True)
    _CALL_INIT = init = (os.getpid(), pid, os.pidfd_open(pid), ns)
    return init


def _call_init_pid():
    init = _CALL_INIT
    return init[1] if init is not None and init[0] == os.getpid() else None


def _fork_call():
    """``os.fork()`` for a process that will run code (a spare): born in the calls' namespace."""
    if not ISOLATED:
        return os.fork()
    for _ in range(2):
        init = _call_init()
        pid = None
        if _libc.setns(init[3], CLONE_NEWPID) == 0:
            try:
                pid = os.fork()
            except OSError:  # the namespace's init died in between: no process can be born there
                pid = None
            if pid == 0:
                return 0
            _restore_pid_ns()
        if pid is not None:
            return pid
        # its init died since _call_init looked: the next look sees it and makes a new namespace
    raise OSError("cannot fork into the calls' PID namespace")
