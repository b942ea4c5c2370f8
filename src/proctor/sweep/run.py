"""Running a sweep's cells: each an ordinary ``python -m proctor eval`` run directory under SET_DIR.

:class:`Sweep` opens SET_DIR (a new one, or one a previous run of the same sweep left), checks
that no existing cell would change, and runs the cells in a pool of ``parallel`` child processes
(started with :func:`proctor.lifetime.spawn`, so they die with the sweep; each writes its stdout and
stderr to ``SET_DIR/logs/NAME.log``). A finished cell frees its slot at once: a straggler never
holds the others back. A cell whose process fails is ``failed`` with the tail of its log, and the
sweep goes on. Done cells (summary.json present) are skipped on a rerun; partial and failed ones
are continued with ``proctor eval --resume`` (or started again when they never wrote config.toml).

With ``watch`` (checkpoints only), the glob is read every ``poll_s``: a new checkpoint is taken
once complete (a marker file, :data:`proctor.sweep.plan.MARKERS`, inside its folder, or its total
size and newest mtime unchanged for ``settle_s``), its cells appended to the manifest. The watch
stops when the stop file appears or after ``idle_timeout_s`` without a new checkpoint; the cells
already started finish first.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import tomli_w

from proctor.config import config_differences
from proctor.interrupts import raise_if_stopped, sigterm_interrupts
from proctor.lifetime import spawn
from proctor.runs.rundir import CONFIG, SUMMARY
from proctor.sweep.manifest import (
    MANIFEST,
    Cell,
    Manifest,
    file_sha256,
    read_manifest,
    write_manifest,
)
from proctor.sweep.plan import (
    SweepConfig,
    SweepError,
    cell_settings,
    cells_for,
    checkpoint_point,
    find_checkpoints,
    is_complete,
    plan,
)
from proctor.textfile import open_append, write_atomic

INPUTS = ".sweep"  # SET_DIR/.sweep/NAME.toml: the settings each cell was planned with
LOGS = "logs"  # SET_DIR/logs/NAME.log: each cell process's stdout and stderr
ERROR_TAIL = 2000  # characters of a failed cell's log kept as its error
TICK_S = 0.1


@dataclass
class SweepOptions:
    parallel: int = 1
    watch: bool = False
    poll_s: float = 30.0
    settle_s: float = 60.0
    idle_timeout_s: float | None = None
    stop_file: Path | None = None  # default: SET_DIR/STOP
    quiet: bool = True  # cells run with -q


@dataclass
class SweepResult:
    done: int = 0
    failed: int = 0
    skipped: int = 0  # done before this run started
    names_failed: list[str] = field(default_factory=list)


def _ignored(key: str) -> bool:
    """Settings that change how a cell runs, not what it records."""
    return key.startswith(("runner.", "tracking."))


def nested(settings: dict[str, Any]) -> dict[str, Any]:
    """Dotted settings as nested TOML sections (``{"a.b": 1}`` -> ``{"a": {"b": 1}}``)."""
    out: dict[str, Any] = {}
    for key, value in settings.items():
        if value is None:
            continue  # TOML has no null: unset
        *parents, leaf = key.split(".")
        node = out
        for part in parents:
            node = node.setdefault(part, {})
        node[leaf] = value
    return out


class Sweep:
    def __init__(
        self,
        set_dir: str | Path,
        cfg: SweepConfig,
        options: SweepOptions | None = None,
        say: Callable[[str], None] = lambda line: None,
    ):
        self.set_dir = Path(set_dir)
        self.cfg = cfg
        self.opts = options or SweepOptions()
        self.say = say
        if self.opts.watch and not cfg.sweep.checkpoints:
            raise SweepError("--watch needs [sweep] checkpoints = 'glob' (or --checkpoints): what to watch")
        self.planned = plan(cfg, watch=self.opts.watch)  # validated before anything is written
        self.manifest: Manifest | None = None
        self.running: dict[str, tuple[subprocess.Popen, IO[bytes], Cell]] = {}
        self.queue: list[Cell] = []
        self.result = SweepResult()
        self._seen: dict[Path, tuple[Any, float]] = {}  # watch: a checkpoint's signature, since when

    # -- opening SET_DIR -------------------------------------------------------------------------
    def open(self) -> Manifest:
        """Create or reopen SET_DIR: refuse a change to an existing cell, add the new cells, bring
        every cell's status up to date with its run directory, write the manifest."""
        self.set_dir.mkdir(parents=True, exist_ok=True)
        (self.set_dir / INPUTS).mkdir(exist_ok=True)
        (self.set_dir / LOGS).mkdir(exist_ok=True)
        if (self.set_dir / MANIFEST).exists():
            manifest = read_manifest(self.set_dir)
            manifest.config = self.cfg.as_given()
        else:
            if any(p.name not in (INPUTS, LOGS) for p in self.set_dir.iterdir()):
                raise SweepError(
                    f"{self.set_dir} is not empty and has no {MANIFEST}: choose a new folder for the sweep"
                )
            manifest = Manifest(config=self.cfg.as_given())
        self.manifest = manifest
        self.add(self.planned)
        queued = {c.name for c in self.queue}
        for cell in manifest.cells:
            self._refresh(cell)
            if cell.status != "done" and cell.name not in queued:  # a watched checkpoint's, say
                self.queue.append(cell)
        self.save()
        return manifest

    def add(self, cells: list[Cell]) -> list[Cell]:
        """Record ``cells`` (new ones appended; existing ones checked unchanged); queue the unfinished."""
        assert self.manifest is not None
        added = []
        inputs = [nested(cell_settings(self.cfg, c)) for c in cells]
        writes = [self._check_inputs(c.name, s) for c, s in zip(cells, inputs, strict=True)]  # all first
        for write in writes:
            write()
        for new in cells:
            old = self.manifest.cell(new.name)
            if old is None:
                self.manifest.cells.append(new)
                old = new
                added.append(new)
            if not (old.path(self.set_dir) / SUMMARY).exists() and old.name not in {
                c.name for c in self.queue
            }:
                self.queue.append(old)
        return added

    def _check_inputs(self, name: str, settings: dict[str, Any]) -> Callable[[], None]:
        """Refuse settings that differ from those the cell was planned with; returns the write of
        its inputs file (nothing to do when unchanged)."""
        path = self.set_dir / INPUTS / f"{name}.toml"
        if path.exists():
            before = tomllib.loads(path.read_text(encoding="utf-8"))
            changed = config_differences([before, settings], ignore=_ignored)
            if changed:
                raise SweepError(
                    f"the sweep config changed cell {name} that {self.set_dir} already holds:\n  "
                    + "\n  ".join(changed)
                    + "\nrestore the config to continue this sweep, or give a new SET_DIR for the new one"
                )
            if before == settings:
                return lambda: None

        def write() -> None:
            write_atomic(path, tomli_w.dumps(settings).encode("utf-8"))  # follows no link

        return write

    def _refresh(self, cell: Cell) -> None:
        """A cell's status from its run directory (a sweep killed mid-cell left it ``running``)."""
        d = cell.path(self.set_dir)
        cell.config_hash = file_sha256(d / CONFIG)
        if (d / SUMMARY).exists():
            cell.status, cell.error = "done", None
        elif cell.status != "failed":
            cell.status = "partial" if cell.config_hash else "pending"

    def save(self) -> None:
        assert self.manifest is not None
        write_manifest(self.set_dir, self.manifest)

    # -- running ---------------------------------------------------------------------------------
    def command(self, cell: Cell) -> list[str]:
        d = cell.path(self.set_dir).absolute()
        quiet = ["-q"] if self.opts.quiet else []
        if (d / CONFIG).exists():
            return [sys.executable, "-m", "proctor", "eval", "--resume", str(d), *quiet]
        inputs = (self.set_dir / INPUTS / f"{cell.name}.toml").absolute()
        return [sys.executable, "-m", "proctor", "eval", "--config", str(inputs), "--output", str(d), *quiet]

    def start(self, cell: Cell) -> None:
        log = open_append(self.set_dir / LOGS / f"{cell.name}.log")  # closed in finish; no link followed
        cmd = self.command(cell)
        log.write(f"$ {' '.join(cmd)}\n".encode())
        log.flush()
        proc = spawn(cmd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        self.running[cell.name] = (proc, log, cell)
        cell.status, cell.error = "running", None
        self.save()
        self.say(f"started {cell.name}")

    def finish(self, name: str, code: int) -> None:
        proc, log, cell = self.running.pop(name)
        log.close()
        d = cell.path(self.set_dir)
        cell.config_hash = file_sha256(d / CONFIG)
        if code == 0 and (d / SUMMARY).exists():
            cell.status, cell.error = "done", None
            self.result.done += 1
            self.say(f"done {name}")
        else:
            cell.status = "failed"
            cell.error = f"exit {code}: " + self.log_tail(cell)
            self.result.failed += 1
            self.result.names_failed.append(name)
            self.say(f"FAILED {name} (exit {code}; see {self.set_dir / LOGS / (name + '.log')})")
        self.save()

    def log_tail(self, cell: Cell) -> str:
        text = (self.set_dir / LOGS / f"{cell.name}.log").read_bytes()[-ERROR_TAIL:]
        return text.decode("utf-8", "replace").strip()

    def run(self) -> SweepResult:
        """Run every unfinished cell (and, watching, each new checkpoint's); returns the counts."""
        if self.manifest is None:
            self.open()
        assert self.manifest is not None
        self.result.skipped = sum(c.status == "done" for c in self.manifest.cells)
        watching = self.opts.watch
        last_new = last_poll = time.monotonic()
        if watching:
            last_poll = -float("inf")
        restore = sigterm_interrupts()
        try:
            while self.queue or self.running or watching:
                while self.queue and len(self.running) < self.opts.parallel:
                    self.start(self.queue.pop(0))
                for name, (proc, _, _) in list(self.running.items()):
                    code = proc.poll()
                    if code is not None:
                        self.finish(name, code)
                now = time.monotonic()
                if watching and now - last_poll >= self.opts.poll_s:
                    last_poll = now
                    if self.poll_checkpoints():
                        last_new = now
                    watching = not self.should_stop(now - last_new)
                time.sleep(TICK_S)
                raise_if_stopped()  # a SIGTERM whose raise landed in a finalizer was dropped there
        except BaseException:
            self.stop_running()
            raise
        finally:
            restore()
        return self.result

    def stop_running(self) -> None:
        """Interrupt the running cells (each saves its finished samples), then record them partial."""
        for proc, _, _ in self.running.values():
            if proc.poll() is None:
                proc.send_signal(signal.SIGINT)
        deadline = time.monotonic() + 10
        for proc, log, cell in self.running.values():
            try:
                proc.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
            log.close()
            cell.status = "running"
            self._refresh(cell)
        self.running.clear()
        if self.manifest is not None:
            self.save()

    # -- watching --------------------------------------------------------------------------------
    def should_stop(self, idle_s: float) -> bool:
        stop = self.opts.stop_file or self.set_dir / "STOP"
        if stop.exists():
            self.say(f"{stop} exists: the watch stops (running cells finish)")
            return True
        if self.opts.idle_timeout_s is not None and idle_s >= self.opts.idle_timeout_s:
            self.say(f"no new checkpoint for {idle_s:.0f}s: the watch stops")
            return True
        return False

    def poll_checkpoints(self) -> bool:
        """Add the cells of every complete checkpoint not seen before; True when one was added."""
        assert self.manifest is not None and self.cfg.sweep.checkpoints
        known = {c.step for c in self.manifest.cells if c.step is not None and not c.base}
        added = False
        for step, path in find_checkpoints(self.cfg.sweep.checkpoints, strict=False):
            if step in known or not self.settled(path):
                continue
            point = checkpoint_point(step, path, self.cfg.sweep.checkpoint_backend)
            new = self.add(cells_for(self.cfg, [point]))
            if new:
                self.say(f"new checkpoint {path} (step {step}): {len(new)} cells")
                added = True
        if added:
            self.save()
        return added

    def settled(self, path: Path) -> bool:
        """Complete: a marker file inside the folder, or size and mtime unchanged for settle_s."""
        if is_complete(path):
            return True
        now = time.monotonic()
        sig = signature(path)
        before = self._seen.get(path)
        if before is None or before[0] != sig:
            self._seen[path] = (sig, now)  # first seen, or still changing: wait
            return False
        return now - before[1] >= self.opts.settle_s


def signature(path: Path) -> tuple[int, int, float]:
    """(files, total bytes, newest mtime) of a file or a folder's tree: stat calls only."""
    files, size, newest = 0, 0, 0.0
    paths = [path] if path.is_file() else [Path(r) / f for r, _, fs in os.walk(path) for f in fs]
    for p in paths:
        try:
            st = p.stat()
        except FileNotFoundError:
            continue
        files, size, newest = files + 1, size + st.st_size, max(newest, st.st_mtime)
    return files, size, newest


def run_sweep(
    set_dir: str | Path,
    cfg: SweepConfig,
    options: SweepOptions | None = None,
    say: Callable[[str], None] = lambda line: None,
) -> SweepResult:
    """Plan, open SET_DIR and run the sweep (the Python entry point ``proctor sweep`` calls)."""
    sweep = Sweep(set_dir, cfg, options, say)
    sweep.open()
    return sweep.run()
