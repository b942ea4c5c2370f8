"""The seccomp filter every call's process runs under: the system calls no math code needs, denied.

Built on the host with libseccomp (``pyseccomp``, a ctypes binding of the system's
``libseccomp.so.2``) and exported as a compiled BPF program, which the zygote installs in each child
(a spare or a session's kernel) as the last step of its lockdown, after the namespaces, keyrings and
privileges it needs are set up and before the code runs. The zygote and the light template are not
filtered (they make namespaces and mounts); nothing of the code's can reach them.

Denied with ``EPERM``: the kernel keyrings (``keyctl``, ``add_key``, ``request_key``), tracing and
other processes' memory (``ptrace``, ``process_vm_*``, ``pidfd_getfd``), ``perf_event_open``,
``bpf``, ``userfaultfd``, the whole mount family, ``chroot``, new namespaces (``unshare``,
``setns``, ``clone`` with any namespace flag), handles to files by number, kernel modules, kexec,
swap, reboot, accounting, quotas, the kernel log and the clocks. Denied with ``ENOSYS``, so that
libc falls back as on an older kernel: ``io_uring_*`` and ``clone3`` (whose flags a filter cannot
read; glibc then uses ``clone``, whose flags it can). A call of another architecture's ABI (x32,
i386 on x86_64) kills the process (libseccomp's default for a foreign architecture).
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os

EPERM_CALLS = (
    "keyctl", "add_key", "request_key",
    "ptrace", "process_vm_readv", "process_vm_writev", "pidfd_getfd", "kcmp",
    "perf_event_open", "bpf", "userfaultfd",
    "mount", "umount", "umount2", "pivot_root", "chroot", "move_mount", "open_tree", "fsopen",
    "fsconfig", "fsmount", "fspick", "mount_setattr",
    "unshare", "setns",
    "name_to_handle_at", "open_by_handle_at", "lookup_dcookie", "fanotify_init",
    "init_module", "finit_module", "delete_module", "kexec_load", "kexec_file_load",
    "swapon", "swapoff", "reboot", "acct", "quotactl", "quotactl_fd", "syslog", "vhangup",
    "iopl", "ioperm", "settimeofday", "clock_settime", "clock_adjtime", "adjtimex",
)  # fmt: skip
ENOSYS_CALLS = ("io_uring_setup", "io_uring_enter", "io_uring_register", "clone3")
# clone's flags (its first argument on every architecture the sandbox runs on)
NAMESPACE_FLAGS = {
    "CLONE_NEWNS": 0x00020000,
    "CLONE_NEWCGROUP": 0x02000000,
    "CLONE_NEWUTS": 0x04000000,
    "CLONE_NEWIPC": 0x08000000,
    "CLONE_NEWUSER": 0x10000000,
    "CLONE_NEWPID": 0x20000000,
    "CLONE_NEWNET": 0x40000000,
}

HOW_TO_INSTALL = (
    "the sandbox's seccomp filter needs libseccomp (Debian/Ubuntu: `apt-get install -y libseccomp2`) "
    "and its Python binding (`pip install pyseccomp`)"
)


class FilterUnavailable(RuntimeError):
    """libseccomp or its binding is missing."""


@functools.cache
def compiled() -> bytes:
    """The filter as a BPF program (an array of 8-byte ``sock_filter`` instructions, native order)."""
    try:
        import pyseccomp as seccomp
    except (ImportError, OSError) as exc:  # OSError: the binding found no libseccomp.so
        raise FilterUnavailable(f"{HOW_TO_INSTALL} ({exc})") from exc
    f = seccomp.SyscallFilter(seccomp.ALLOW)
    with contextlib.suppress(AttributeError, ValueError, RuntimeError, OSError):
        # a binary tree of the syscall numbers (libseccomp >= 2.5): fewer instructions per call
        f.set_attr(seccomp.Attr.CTL_OPTIMIZE, 2)
    for name in EPERM_CALLS:
        _deny(seccomp, f, seccomp.ERRNO(errno.EPERM), name)
    for name in ENOSYS_CALLS:
        _deny(seccomp, f, seccomp.ERRNO(errno.ENOSYS), name)
    for flag in NAMESPACE_FLAGS.values():
        f.add_rule(seccomp.ERRNO(errno.EPERM), "clone", seccomp.Arg(0, seccomp.MASKED_EQ, flag, flag))
    r, w = os.pipe()
    try:
        with os.fdopen(w, "wb") as out:
            f.export_bpf(out)
        chunks = []
        while chunk := os.read(r, 1 << 16):
            chunks.append(chunk)
    finally:
        os.close(r)
    program = b"".join(chunks)
    if not program or len(program) % 8:
        raise FilterUnavailable(f"libseccomp exported no valid BPF program ({len(program)} bytes)")
    return program


def _deny(seccomp, f, action, name: str) -> None:
    try:
        f.add_rule(action, name)
    except (ValueError, RuntimeError, OSError):
        # a name this libseccomp or architecture does not know (quotactl_fd on an old libseccomp,
        # iopl outside x86, umount where only umount2 exists): there is nothing to deny
        pass
