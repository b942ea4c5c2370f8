"""A Sandbox in user-namespace mode started by a real non-root user (``nobody``), driven from the
tests' root process: what a normal user gets, not root asking for ``mode="userns"``.

``as_nobody(argv)`` wraps a command so it runs as uid 65534 in a private mount namespace in which
the folders on the way to the interpreter that ``nobody`` may not enter (``/root`` when Python
lives under ``/root/.pyenv``) are replaced by a world-readable tmpfs holding only that path.
``NobodySandbox`` runs ``nobody_server.py`` that way: ``run``, ``session().run/close`` and
``mode`` as on a local ``Sandbox``.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import json
import os
import shlex
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from proctor.sandbox import ExecResult

NOBODY = 65534
HERE = Path(__file__).resolve().parent
SRC = HERE.parents[1] / "src"
SERVER = HERE / "nobody_server.py"


def unavailable() -> str | None:
    """Why these tests cannot run here, or None."""
    if os.geteuid() != 0:
        return "needs root to become nobody (the suite as a normal user runs user-namespace mode itself)"
    for tool in ("unshare", "setpriv", "mount"):
        if shutil.which(tool) is None:
            return f"needs {tool} (util-linux)"
    return None


def _blocked(path: Path) -> tuple[Path, Path] | None:
    """The first folder on the way to ``path`` that others may not enter, and its child on the way."""
    parts = path.resolve().parts
    for i in range(1, len(parts) - 1):
        folder = Path(*parts[: i + 1])
        if not folder.stat().st_mode & stat.S_IXOTH:
            return folder, Path(*parts[: i + 2])
    return None


@functools.cache
def _stage_root() -> str:
    """Empty folders where the private mount namespaces stage their binds; removed at exit."""
    root = tempfile.mkdtemp(prefix="proctor-nobody-")
    atexit.register(shutil.rmtree, root, ignore_errors=True)
    return root


def as_nobody(argv: list[str]) -> list[str]:
    """``argv`` run as nobody, with every path it needs (the interpreter, the virtualenv, the
    sources, these helpers) reachable: each folder on their way that others may not enter is
    covered, in a private mount namespace, by a world-readable tmpfs holding just those paths."""
    needed = {Path(os.path.realpath(sys.executable)), Path(sys.base_prefix), Path(sys.prefix), HERE, SRC}
    covered: dict[Path, set[Path]] = {}
    for path in needed:
        found = _blocked(path)
        if found is not None:
            covered.setdefault(found[0], set()).add(found[1])
    lines = ["set -e"]
    for folder, children in covered.items():
        stages = {child: tempfile.mkdtemp(dir=_stage_root()) for child in children}
        lines += [f"mount --bind {shlex.quote(str(child))} {stage}" for child, stage in stages.items()]
        lines.append(f"mount -t tmpfs -o mode=0755 tmpfs {shlex.quote(str(folder))}")
        for child, stage in stages.items():
            lines += [
                f"mkdir -p {shlex.quote(str(child))}",
                f"mount --move {stage} {shlex.quote(str(child))}",
            ]
    lines.append(
        f"exec setpriv --reuid={NOBODY} --regid={NOBODY} --clear-groups --inh-caps=-all -- "
        + " ".join(map(shlex.quote, argv))
    )
    return ["unshare", "--mount", "--propagation", "private", "sh", "-c", "\n".join(lines)]


def nobody_env() -> dict[str, str]:
    src = str(Path(__file__).resolve().parents[2] / "src")
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "LANG": "C.UTF-8",
        "PYTHONPATH": src,
        "HOME": "/",
    }


class NobodySandbox:
    mode = "userns"
    as_nobody = True

    def __init__(self, **limits: object):
        self.proc = subprocess.Popen(
            as_nobody([sys.executable, str(SERVER), json.dumps(limits)]),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=nobody_env(),
            cwd="/",
        )
        hello = self._ask({"op": "hello"})
        assert hello["uid"] == NOBODY and hello["mode"] == "userns", hello
        self._sids = 0

    def _ask(self, req: dict) -> dict:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps(req) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the sandbox server running as nobody exited ({self.proc.wait()})")
        return json.loads(line)

    def run(self, code: str, timeout_s: float | None = None) -> ExecResult:
        return ExecResult(**self._ask({"op": "run", "code": code, "timeout_s": timeout_s}))

    def session(self) -> NobodySession:
        self._sids += 1
        self._ask({"op": "session", "sid": self._sids})
        return NobodySession(self, self._sids)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()  # type: ignore[union-attr]
            self.proc.wait(timeout=30)

    def __enter__(self) -> NobodySandbox:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class NobodySession:
    def __init__(self, box: NobodySandbox, sid: int):
        self.box, self.sid = box, sid

    def run(self, code: str, timeout_s: float | None = None) -> ExecResult:
        return ExecResult(
            **self.box._ask({"op": "srun", "sid": self.sid, "code": code, "timeout_s": timeout_s})
        )

    def close(self) -> None:
        self.box._ask({"op": "sclose", "sid": self.sid})

    def __enter__(self) -> NobodySession:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


BOXES = ("root", "userns", "userns-nobody")
LIMITS = dict(workers=1, timeout_s=10, memory_mb=768, max_output_bytes=4096, disk_mb=32, max_procs=32)


@contextlib.contextmanager
def open_box(kind: str, **limits):
    """A one-worker sandbox of ``kind`` (a mode, or user-namespace mode as started by a real
    non-root user, ``nobody``: see ``nobody.py``), with ``LIMITS`` updated by ``limits``."""
    if kind == "root" and os.geteuid() != 0:
        pytest.skip("root mode needs the tests to run as root (CI does)")
    if kind == "userns-nobody":
        why = unavailable()
        if why is not None:
            pytest.skip(why)
        with NobodySandbox(**{**LIMITS, **limits}) as sb:
            yield sb
        return
    from proctor.sandbox import Sandbox

    with Sandbox(mode=kind, **{**LIMITS, **limits}) as sb:
        yield sb
