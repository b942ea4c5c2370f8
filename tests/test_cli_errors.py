"""Bad input gets one clear error before any model call, and nothing already written is touched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from proctor.cli import app

runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, list(args))


def write_jsonl(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def aime_rows(n: int = 3) -> list[dict]:
    return [{"id": f"p{i}", "problem": f"Compute {i}+1.", "answer": str(i + 1)} for i in range(n)]


@pytest.fixture
def out(tmp_path) -> Path:
    return tmp_path / "run"


def assert_refused(result, *fragments: str, out: Path | None = None):
    assert result.exit_code == 2, result.output
    for frag in fragments:
        assert frag in result.output, (frag, result.output)
    if out is not None:
        assert not out.exists(), "nothing may be written for a refused run"


def test_non_integer_aime_answer_names_the_row(tmp_path, out):
    rows = aime_rows()
    rows[1]["answer"] = "3/4"
    data = write_jsonl(tmp_path / "aime.jsonl", rows)
    r = run("eval", "aime24", "--data", str(data), "--model", "mock:x", "--output", str(out))
    assert_refused(r, "p1", out=out)


def test_missing_column_names_what_was_found(tmp_path, out):
    data = write_jsonl(tmp_path / "d.jsonl", [{"id": "a", "question_text": "x", "answer": "1"}])
    r = run("eval", "aime24", "--data", str(data), "--model", "mock:x", "--output", str(out))
    assert_refused(r, "question_text", out=out)


def test_duplicate_ids_and_empty_problem(tmp_path, out):
    rows = aime_rows(4)
    rows[2]["id"] = "p0"
    rows[3]["problem"] = "   "
    data = write_jsonl(tmp_path / "d.jsonl", rows)
    r = run("eval", "aime24", "--data", str(data), "--model", "mock:x", "--output", str(out))
    assert_refused(r, "p0", "p3", out=out)


def test_unknown_names_list_the_known_ones(out):
    assert_refused(run("eval", "nope", "--model", "mock:x", "--output", str(out)), "aime24", out=out)
    assert_refused(run("eval", "arith", "--model", "gpt:x", "--output", str(out)), "llamacpp:", out=out)
    assert_refused(
        run("eval", "arith", "--model", "mock:x", "--env", "nope", "--output", str(out)), "text-only", out=out
    )


def test_output_over_an_existing_run_is_refused(tmp_path):
    existing = tmp_path / "old"
    existing.mkdir()
    (existing / "samples.jsonl").write_text('{"keep": 1}\n')
    r = run("eval", "arith", "--model", "mock:x", "--limit", "2", "--output", str(existing))
    assert_refused(r, "already exists", "--resume")
    assert (existing / "samples.jsonl").read_text() == '{"keep": 1}\n'


def test_resume_refuses_other_options(tmp_path):
    out = tmp_path / "run"
    assert (
        run("eval", "arith", "--model", "mock:x", "--limit", "2", "-q", "--output", str(out)).exit_code == 0
    )
    before = (out / "samples.jsonl").read_bytes()
    r = run("eval", "--resume", str(out), "--limit", "5", "--temperature", "0.1")
    assert_refused(r, "takes no other option", "--limit", "--temperature")
    assert (out / "samples.jsonl").read_bytes() == before
    cfg = tmp_path / "c.toml"
    cfg.write_text("")
    r = run("eval", "--resume", str(out), "-n", "2", "--top-p", "0.9", "--config", str(cfg))
    assert_refused(r, "remove: --top-p, --config")  # flags named as typed; -n would grow the run
    assert (out / "samples.jsonl").read_bytes() == before


def test_mock_run_is_complete_and_consistent(tmp_path):
    out = tmp_path / "run"
    r = run("eval", "arith", "--model", "mock:seeded", "--limit", "5", "-n", "3", "-q", "--output", str(out))
    assert r.exit_code == 0, r.output
    lines = [json.loads(x) for x in (out / "samples.jsonl").read_text().splitlines()]
    assert len(lines) == 15
    summary = json.loads((out / "summary.json").read_text())
    assert summary["mean@n"] == pytest.approx(sum(x["correct"] for x in lines) / 15)
    # the mock's text depends on the seed alone, so equal seeds mean equal answers
    assert len({x["seed"] for x in lines}) == 15
