"""What the sandbox's seccomp filter costs a call's process, in CPU time (insensitive to load).

Forks children that exit at once, or make 20000 cheap system calls (``getppid``) first, each
kind without and with the filter installed (the sandbox's own program, ``syscall_filter.compiled``),
in interleaved rounds; prints the children's mean CPU time per child and the difference.

    PYTHONPATH=src python perf/seccomp_cost.py [--children 300] [--rounds 3]
"""

from __future__ import annotations

import argparse
import ctypes
import os
import resource

from proctor.sandbox import syscall_filter

PR_SET_NO_NEW_PRIVS, PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 38, 22, 2
CALLS = 20000


class _Fprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_char_p)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--children", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    code = syscall_filter.compiled()
    libc = ctypes.CDLL(None, use_errno=True)
    prog = _Fprog(len(code) // 8, code)
    libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)  # lets an unprivileged child install a filter

    def child_cpu_us(install: bool, calls: int) -> float:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        for _ in range(args.children):
            pid = os.fork()
            if pid == 0:
                if install and libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(prog), 0, 0) != 0:
                    os._exit(1)
                for _ in range(calls):
                    os.getppid()
                os._exit(0)
            os.waitpid(pid, 0)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        used = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
        return used / args.children * 1e6

    print(f"filter: {len(code) // 8} BPF instructions; {args.children} children per figure")
    for rnd in range(args.rounds):
        for calls in (0, CALLS):
            without, with_ = child_cpu_us(False, calls), child_cpu_us(True, calls)
            what = f"fork, {calls} getppid, exit" if calls else "fork, exit"
            print(
                f"round {rnd}: {what:28} child CPU {without:8.1f} us without the filter, "
                f"{with_:8.1f} us with it ({with_ / without:.2f}x)"
            )


if __name__ == "__main__":
    main()
