"""A memory cgroup per sandbox worker, where the host lets proctor make one (root, cgroup v1's
``memory`` controller or a cgroup v2 ``memory`` subtree it may write).

The host makes ``proctor-<pid>-<random>/w<i>`` under the cgroup proctor itself runs in and binds
each worker's folder into its sandbox; the zygote makes a child cgroup per kind of call in it
(``light``, ``heavy``, one per session), each limited to ``memory_mb``, and moves each call's
process into its own before the code runs. Every page the call's processes touch is then charged
there: heap, shared memory, the tmpfs files it writes, the page cache it pins. Found over the
limit, the kernel kills the call's process and the zygote reports ``memory`` (it reads the
cgroup's OOM-kill count, the code cannot). Without one (user-namespace mode, or a host that
delegates none) the zygote caps each kind on its own instead (see ``docs/sandbox.md``).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import time
from pathlib import Path

# cgroup v1 names, then cgroup v2's: (the limit file, the file with the OOM-kill count)
FILES = {1: ("memory.limit_in_bytes", "memory.oom_control"), 2: ("memory.max", "memory.events")}


def _own_memory_cgroup() -> tuple[Path, int] | None:
    """The folder of the memory cgroup this process runs in, and the cgroup version."""
    try:
        lines = Path("/proc/self/cgroup").read_text().splitlines()
        mounts = Path("/proc/self/mounts").read_text().splitlines()
    except OSError:
        return None
    v1 = v2 = None
    for line in mounts:
        _dev, where, kind, opts, *_ = line.split()
        if kind == "cgroup" and "memory" in opts.split(","):
            v1 = where
        elif kind == "cgroup2" and v2 is None:
            v2 = where
    for line in lines:
        _id, controllers, path = line.split(":", 2)
        if v1 and "memory" in controllers.split(","):
            return Path(v1 + path), 1
    for line in lines:
        _id, controllers, path = line.split(":", 2)
        if v2 and controllers == "":
            base = Path(v2 + path)
            with contextlib.suppress(OSError):
                if "memory" in (base / "cgroup.subtree_control").read_text().split():
                    return base, 2
    return None


class WorkerCgroups:
    """The folder of each worker's cgroup, made at start, removed at close (None: not available)."""

    def __init__(self, workers: int, enabled: bool = True):
        self.root: Path | None = None
        self.version = 0
        self.folders: list[str | None] = [None] * workers
        if not enabled or os.geteuid() != 0:
            return
        found = _own_memory_cgroup()
        if found is None:
            return
        base, version = found
        _remove_stale(base)
        root = base / f"proctor-{os.getpid()}-{secrets.token_hex(4)}"
        try:
            root.mkdir()
            if version == 2:  # its children get the memory controller
                (root / "cgroup.subtree_control").write_text("+memory")
            for i in range(workers):
                (root / f"w{i}").mkdir()
                if version == 2:
                    (root / f"w{i}" / "cgroup.subtree_control").write_text("+memory")
        except OSError:
            remove_tree(root)
            return
        self.root, self.version = root, version
        self.folders = [str(root / f"w{i}") for i in range(workers)]

    def clear(self, index: int) -> None:
        """Remove the per-call cgroups of a worker that is gone (its processes are dead)."""
        folder = self.folders[index]
        if folder is not None:
            for child in Path(folder).iterdir():
                if child.is_dir():
                    with contextlib.suppress(OSError):
                        child.rmdir()

    def close(self) -> None:
        """Remove them all; the killed workers' last processes may take a moment to leave."""
        if self.root is None:
            return
        for _ in range(100):
            remove_tree(self.root)
            if not self.root.exists():
                break
            time.sleep(0.02)
        self.root = None


def _remove_stale(base: Path) -> None:
    """The folders a proctor killed before its close left (its workers died with it)."""
    for folder in base.glob("proctor-*-*"):
        pid = folder.name.split("-")[1]
        if pid.isdigit() and not Path(f"/proc/{pid}").exists():
            remove_tree(folder)


def remove_tree(root: Path) -> None:
    """rmdir a cgroup folder and its children, deepest first (cgroup folders hold only files the
    kernel owns, which go with the folder)."""
    if not root.is_dir():
        return
    for child in root.iterdir():
        if child.is_dir():
            remove_tree(child)
    with contextlib.suppress(OSError):
        root.rmdir()
