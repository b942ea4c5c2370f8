"""proctor never writes through a symbolic link planted in a run folder (shared storage, a run
received from someone): every write there opens relative to the folder with O_NOFOLLOW, creates its
temporary with O_EXCL, and a run holding a link where proctor writes is refused with a clear error."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

import proctor
from proctor.runs.load import export_run
from proctor.textfile import LinkRefused, atomic_file, open_append, write_atomic


@pytest.fixture
def run(tmp_path):
    out = tmp_path / "run"
    proctor.evaluate(
        "arith", settings={"model.ref": "mock:42", "benchmark.limit": 3, "sampling.n": 2}, output=out
    )
    return out


@pytest.fixture
def victim(tmp_path):
    """A file of the user's outside the run (their ~/.bashrc)."""
    path = tmp_path / "bashrc"
    path.write_text("# the user's own\n")
    return path


def test_export_refuses_a_link_at_its_temporary(run, victim, tmp_path):
    (run / "table.csv.tmp").symlink_to(victim)
    with pytest.raises(ValueError, match=r"table\.csv\.tmp is a symbolic link"):
        export_run(run, "csv")
    # also to a file outside the run, where only the temporary's name is planted
    out = tmp_path / "elsewhere" / "t.csv"
    out.parent.mkdir()
    (out.parent / "t.csv.tmp").symlink_to(victim)
    (run / "table.csv.tmp").unlink()
    with pytest.raises(ValueError, match=r"t\.csv\.tmp is a symbolic link"):
        export_run(run, "csv", output=out)
    assert victim.read_text() == "# the user's own\n" and not out.exists()
    (out.parent / "t.csv.tmp").unlink()
    assert export_run(run, "csv", output=out) == out and out.read_text().startswith("run,")


@pytest.mark.parametrize(
    "name", ["eval.log", "summary.json.tmp", "config.toml.tmp", "samples.jsonl", ".lock"]
)
def test_resume_refuses_a_run_with_a_link_where_proctor_writes(run, victim, name):
    planted = run / name
    if planted.exists():
        planted.unlink()
    planted.symlink_to(victim)
    done = subprocess.run(
        [sys.executable, "-m", "proctor", "eval", "--resume", str(run)], capture_output=True, text=True
    )
    assert done.returncode != 0
    err = " ".join(done.stderr.split())
    assert f"{name} is a symbolic link" in err and "remove the link" in err, done.stderr
    assert "Traceback" not in done.stderr
    assert victim.read_text() == "# the user's own\n"


def test_the_write_primitives_follow_no_link(tmp_path, victim):
    folder = tmp_path / "f"
    folder.mkdir()
    # a temporary's name taken by a link: refused, the link's target untouched
    (folder / "a.json.tmp").symlink_to(victim)
    with pytest.raises(LinkRefused, match="a.json.tmp is a symbolic link"):
        write_atomic(folder / "a.json", b"{}")
    # the final name a link: refused (it would be replaced, and a reader could follow it meanwhile)
    (folder / "b.json").symlink_to(victim)
    with pytest.raises(LinkRefused, match="b.json is a symbolic link"):
        write_atomic(folder / "b.json", b"{}")
    # appending: a symbolic link, a dangling one (it would create the target) and a hard link refused
    (folder / "c.log").symlink_to(victim)
    (folder / "d.log").symlink_to(tmp_path / "created-through-the-link")
    os.link(victim, folder / "e.log")
    for name, why in (("c.log", "a symbolic link"), ("d.log", "a symbolic link"), ("e.log", "hard-linked")):
        with pytest.raises(LinkRefused, match=why):
            open_append(folder / name)
    assert victim.read_text() == "# the user's own\n"
    assert not (tmp_path / "created-through-the-link").exists()
    # a regular leftover temporary (a crash) is replaced; an error leaves neither file
    (folder / "g.json.tmp").write_bytes(b"half")
    write_atomic(folder / "g.json", b"whole")
    assert (folder / "g.json").read_bytes() == b"whole" and not (folder / "g.json.tmp").exists()
    with pytest.raises(RuntimeError), atomic_file(folder / "h.json") as f:
        f.write(b"part")
        raise RuntimeError("boom")
    assert sorted(p.name for p in folder.iterdir() if p.name.startswith("h")) == []
    with open_append(folder / "i.log", "a", encoding="utf-8") as f:
        f.write("one\n")
    with open_append(folder / "i.log", "a", encoding="utf-8") as f:
        f.write("two\n")
    assert (folder / "i.log").read_text() == "one\ntwo\n"
