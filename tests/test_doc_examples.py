"""Every ```bash and ```python block of README.md and docs/*.md is executed as printed, or, where
the line before it says ``<!-- doc-test: skip REASON -->`` (a GPU, a network service, a cluster, a
placeholder to fill in), checked: python compiles; bash passes ``bash -n``, and each ``proctor``
command names a subcommand that exists with options it has; each ``make`` target exists; ```toml
blocks parse.

Blocks run in a scratch folder whose ``../shared/data`` is the real data (as beside a checkout),
with ``proctor`` and ``python`` on PATH meaning this interpreter, offline (HF_HUB_OFFLINE=1). The
examples use the mock model or ``--limit`` where the model is not their point, so this stays cheap.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import typer

from proctor.cli import app

REPO = Path(__file__).resolve().parents[1]
DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
MARKER = re.compile(r"<!--\s*doc-test:\s*skip\s+([^>]*?)\s*-->")
FENCE = re.compile(r"^```(\w+)[^\n]*\n(.*?)^```", re.S | re.M)
REASONS = {"gpu", "network", "server", "cluster", "placeholder", "fragment", "setup"}


@dataclass
class Block:
    file: Path
    line: int
    lang: str
    code: str
    skip: str | None  # why it is only checked, or None: it runs

    @property
    def id(self) -> str:
        return f"{self.file.relative_to(REPO)}:{self.line}"


def blocks() -> list[Block]:
    out = []
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        for m in FENCE.finditer(text):
            lang = m.group(1)
            if lang not in ("bash", "python", "toml"):
                continue
            before = text[: m.start()].rstrip("\n").rsplit("\n", 1)[-1]
            marker = MARKER.search(before)
            out.append(
                Block(doc, text[: m.start()].count("\n") + 1, lang, m.group(2), marker and marker.group(1))
            )
    return out


BLOCKS = blocks()
RUN = [b for b in BLOCKS if b.skip is None and b.lang != "toml"]
CHECK = [b for b in BLOCKS if b.skip is not None or b.lang == "toml"]


def test_every_marker_names_a_known_reason_and_runnable_blocks_exist():
    for b in BLOCKS:
        if b.skip is not None:
            assert b.skip.split()[0] in REASONS, (
                f"{b.id}: skip reason {b.skip!r}; use one of {sorted(REASONS)}"
            )
    assert len(RUN) >= 10, [b.id for b in RUN]


# ---- checking a block that does not run ------------------------------------------------------


def _commands(code: str) -> list[list[str]]:
    """The shell commands of a bash block, continuation lines joined, comments dropped."""
    joined = re.sub(r"\\\n", " ", code)
    out = []
    for line in joined.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            words = shlex.split(line, comments=True)
        except ValueError:
            words = line.split()
        for part in _split_on(words, {"&&", "||", ";", "|", "&"}):
            if part:
                out.append(part)
    return out


def _split_on(words: list[str], seps: set[str]) -> list[list[str]]:
    parts, cur = [], []
    for w in words:
        if w in seps:
            parts.append(cur)
            cur = []
        else:
            cur.append(w.rstrip(";&"))
    return [*parts, cur]


def _proctor_args(words: list[str]) -> list[str] | None:
    """The arguments of a proctor call (``proctor ...``, ``.venv/bin/proctor``, ``python -m proctor``)."""
    for i, w in enumerate(words):
        if w == "proctor" or w.endswith("/proctor"):
            return words[i + 1 :]
        if w == "-m" and i + 1 < len(words) and words[i + 1] == "proctor":
            return words[i + 2 :]
    return None


ROOT = typer.main.get_command(app)


def check_proctor(args: list[str], where: str) -> None:
    cmd = ROOT
    rest = list(args)
    while hasattr(cmd, "commands") and rest and not rest[0].startswith("-"):  # a group: its subcommand
        sub = cmd.get_command(None, rest[0])
        assert sub is not None, f"{where}: `proctor {' '.join(args)}`: no subcommand {rest[0]!r}"
        cmd, rest = sub, rest[1:]
    _check_options(cmd, rest, where, args)


def _check_options(cmd: Any, rest: list[str], where: str, args: list[str]) -> None:
    names = {o for p in cmd.params for o in [*p.opts, *p.secondary_opts]} | {"--help"}
    for i, w in enumerate(rest):
        if w == "--":  # slurm / launch pass the rest to `proctor eval`
            eval_cmd = ROOT.get_command(None, "eval")
            _check_options(eval_cmd, rest[i + 1 :], where, args)
            return
        if w.startswith("-") and len(w) > 1 and not re.fullmatch(r"-?\d[\d.]*", w):
            if i > 0 and rest[i - 1] in ("--sbatch-args", "--set") and not w.startswith("--s"):
                continue
            flag = w.split("=", 1)[0]
            assert flag in names, f"{where}: `proctor {' '.join(args)}`: {cmd.name} has no option {flag}"


def check_block(b: Block) -> None:
    if b.lang == "toml":
        tomllib.loads(b.code)
    elif b.lang == "python":
        compile(b.code, b.id, "exec", flags=0x2000)  # PyCF_ALLOW_TOP_LEVEL_AWAIT: `await` in a snippet
    else:
        r = subprocess.run(["bash", "-n"], input=b.code, capture_output=True, text=True)
        assert r.returncode == 0, f"{b.id}: bash -n: {r.stderr}"
        makefile = (REPO / "Makefile").read_text(encoding="utf-8")
        for words in _commands(b.code):
            args = _proctor_args(words)
            if args is not None and "--help" not in args:
                check_proctor(args, b.id)
            if words[0] == "make":
                for target in words[1:]:
                    assert re.search(rf"^{re.escape(target)}:", makefile, re.M), (
                        f"{b.id}: no make target {target}"
                    )


@pytest.mark.parametrize("block", CHECK, ids=lambda b: b.id)
def test_a_block_that_does_not_run_parses_and_names_real_commands(block):
    check_block(block)


# ---- running a block -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def workdir(tmp_path_factory) -> tuple[Path, dict[str, str]]:
    """A scratch folder ``root/work`` with ``root/shared`` -> the real shared folder, and an
    environment whose ``proctor`` and ``python`` are this interpreter with this checkout."""
    root = tmp_path_factory.mktemp("docs")
    shared = REPO.parent / "shared"
    if not (shared / "data").is_dir():
        pytest.fail(f"the doc examples read ../shared/data: expected {shared / 'data'}")
    (root / "shared").symlink_to(shared)
    bin_dir = root / "bin"
    bin_dir.mkdir()
    for name, line in (
        ("proctor", f'exec {sys.executable} -m proctor "$@"'),
        ("python", f'exec {sys.executable} "$@"'),
    ):
        (bin_dir / name).write_text(f"#!/bin/sh\n{line}\n")
        (bin_dir / name).chmod(0o755)
    env = {
        **os.environ,
        "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
        "PYTHONPATH": os.pathsep.join([str(REPO / "src"), *filter(None, [os.environ.get("PYTHONPATH")])]),
        "HF_HUB_OFFLINE": "1",
        "COLUMNS": "200",
    }
    return root, env


@pytest.mark.timeout(1200)  # a few use the embedded model: minutes on a loaded 2-core machine
@pytest.mark.parametrize("block", RUN, ids=lambda b: b.id)
def test_a_doc_example_runs_as_printed(block, workdir):
    root, env = workdir
    check_block(block)  # what a skipped block gets, too
    work = root / re.sub(r"\W", "_", block.id)
    work.mkdir()  # its ../shared is root/shared
    if block.lang == "bash":
        cmd = ["bash", "-e", "-o", "pipefail", "-c", block.code]
    else:
        cmd = [sys.executable, "-c", block.code]
    r = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True, timeout=1100)
    assert r.returncode == 0, f"{block.id} failed ({r.returncode}):\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}"
    assert "Traceback" not in r.stderr, f"{block.id} printed a traceback:\n{r.stderr[-3000:]}"


def test_the_checker_catches_a_wrong_subcommand_flag_or_make_target(tmp_path):
    def check(lang: str, code: str) -> None:
        check_block(Block(REPO / "README.md", 1, lang, code, "placeholder"))

    check(
        "bash",
        "proctor eval arith --problems a,b --sample 2 -- x\nproctor sandbox run -c 'print(1)'\nmake demo\n",
    )
    for bad, why in [
        ("proctor eval arith --problemz a\n", "eval has no option --problemz"),
        ("proctor evaluate arith\n", "no subcommand 'evaluate'"),
        ("proctor slurm /r --shards 2 -- aime24 --nope 1\n", "eval has no option --nope"),
        ("make demoo\n", "no make target demoo"),
        ("if then fi\n", "bash -n"),
    ]:
        with pytest.raises(AssertionError, match=re.escape(why)):
            check("bash", bad)
    with pytest.raises(SyntaxError):
        check("python", "def f(:\n")
