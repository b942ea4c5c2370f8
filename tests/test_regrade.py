"""regrade: a saved run graded again into a new run directory, original untouched, flips reported."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from proctor.cli.runs import regrade_cmd
from proctor.envs.base import Trajectory
from proctor.runs import SampleWriter, read_run, write_config, write_summary
from proctor.runs.regrade import regrade

app = typer.Typer(add_completion=False, pretty_exceptions_enable=False)  # `proctor regrade` on its own
app.command("regrade")(regrade_cmd)


def make_run(root: Path) -> Path:
    """A finished `math`-graded run: three samples whose grades `integer` will see differently."""
    run = root / "arith--mock--text-only" / "20260101T000000Z-abc123"
    run.mkdir(parents=True)
    write_config(
        run,
        {
            "run": {"seed": 0},
            "benchmark": {"name": "aime"},
            "sampling": {"n": 1},
            "grader": {"name": "math", "options": {}},
            "resolved": {"grader_version": "math-old"},
        },
    )
    rows = [
        ("a", "\\boxed{12}", "12", True),  # stays correct
        ("b", "\\boxed{\\frac{24}{2}}", "12", True),  # math accepts, integer does not
        ("c", "The answer is 7", "7", False),  # math said no; integer reads "answer is 7"
        ("d", "", "3", False),
    ]
    with SampleWriter(run / "samples.jsonl") as w:
        for pid, text, answer, correct in rows:
            w.write(
                Trajectory(
                    problem_id=pid,
                    seed=1,
                    final_text=text,
                    answer=answer,
                    correct=correct,
                    grade_status="ok",
                    grader="math",
                    messages=[{"role": "user", "content": f"question {pid}"}],
                )
            )
        w.write(Trajectory(problem_id="e", seed=1, error="SampleError: context full", answer="1"))
    write_summary(run, {"mean@n": 0.5})
    return run


def digest(path: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(path.iterdir())}


def test_regrade_writes_a_new_run_and_reports_flips(tmp_path):
    run = make_run(tmp_path)
    before = digest(run)
    res = regrade(run, "integer")
    assert digest(run) == before  # the original is never modified
    assert res.run_dir != run and res.run_dir.parent == run.parent
    new = read_run(res.run_dir)
    assert new.config["grader"] == {"name": "integer", "options": {}}
    assert new.config["resolved"]["regraded_from"]["grader"] == "math"
    assert new.config["resolved"]["grader_version"] != "math-old"
    by_id = {r.problem_id: r for r in new.records}
    assert [r.problem_id for r in new.records] == ["a", "b", "c", "d", "e"]
    assert all(r.grader == "integer" for r in new.records if r.error is None)
    assert by_id["e"].error and by_id["e"].grader is None  # errored samples copied as they were
    # the flips are exactly the records whose correctness changed
    old = {r.problem_id: r.correct for r in read_run(run).records}
    flipped_up = sorted(p for p, r in by_id.items() if r.correct and not old[p])
    flipped_down = sorted(p for p, r in by_id.items() if old[p] and not r.correct)
    assert sorted(p for p, _ in res.to_correct) == flipped_up
    assert sorted(p for p, _ in res.to_incorrect) == flipped_down
    assert flipped_up or flipped_down  # integer and math disagree on this run
    assert res.regraded == 4 and res.skipped_errors == 1
    summary = json.loads((res.run_dir / "summary.json").read_text())
    assert summary["mean@n"] == pytest.approx(res.metrics_after["mean@n"])
    assert res.metrics_before["mean@n"] == pytest.approx(2 / 4)  # the errored sample "e" is left out
    text = res.report()
    assert f"incorrect -> correct: {len(flipped_up)}" in text and "mean@n: 0.5000 ->" in text
    # a second regrade does not overwrite the first
    assert regrade(run, "integer").run_dir != res.run_dir


def test_cli_regrade_with_judge_records_raw_output(tmp_path):
    run = make_run(tmp_path)
    out = tmp_path / "judged"
    r = CliRunner().invoke(
        app,
        [str(run), "--grader", "judge", "--grader-option", "model='mock:Score: 9'", "--output", str(out)],
    )
    assert r.exit_code == 0, r.output
    assert "with judge (was math)" in r.output and str(out) in r.output
    recs = read_run(out).records
    graded = [x for x in recs if x.error is None]
    assert all(x.correct and x.info["grade_details"]["judge_output"] == "Score: 9" for x in graded)
    assert read_run(out).config["grader"]["options"] == {"model": "mock:Score: 9"}


def test_cli_errors_name_the_fix(tmp_path):
    run = make_run(tmp_path)
    r = CliRunner().invoke(app, [str(run), "--grader", "nope", "--output", str(tmp_path / "x")])
    assert r.exit_code == 2 and "unknown grader 'nope'" in r.output
    r = CliRunner().invoke(app, [str(tmp_path), "--grader", "integer"])
    assert r.exit_code == 2 and "config.toml is missing" in r.output
    r = CliRunner().invoke(app, [str(run), "--grader", "integer", "--output", str(run)])
    assert r.exit_code == 2 and "already exists and is not empty" in r.output


def test_mount_line_gives_proctor_regrade(tmp_path):
    main = typer.Typer()
    main.command("eval")(lambda: None)
    main.command("regrade")(regrade_cmd)  # the line the main CLI uses
    run = make_run(tmp_path)
    r = CliRunner().invoke(
        main, ["regrade", str(run), "--grader", "integer", "--output", str(tmp_path / "n")]
    )
    assert r.exit_code == 0, r.output
    assert (
        "incorrect -> correct: 1" in r.output
        and read_run(tmp_path / "n").config["grader"]["name"] == "integer"
    )


def test_record_grading_lives_in_grading_and_the_protocol_names_needs_question():
    """eval, regrade and the RL step API share one grading path, and it is not regrade's module."""
    import subprocess
    import sys

    from proctor.grading import get_grader
    from proctor.grading.base import Grader

    code = (
        "import sys, proctor.runner, proctor.rewards.step\n"
        "print('proctor.runs.regrade' in sys.modules)\n"
        "from proctor.envs.grading import agrade_record, apply_grade, question_of\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
    assert "needs_question" in Grader.__annotations__
    assert get_grader("math").needs_question is False and get_grader("integer").needs_question is False
    assert isinstance(get_grader("math"), Grader)


def test_regrade_refuses_a_grader_that_cannot_read_the_gold_answers(tmp_path):
    """As `proctor eval` refuses that grader for that data: no silent `unparsable` samples."""
    run = make_run(tmp_path)
    rows = [r.model_dump() for r in read_run(run).records]
    rows[1]["answer"] = "x^2+1"  # a math gold answer no `number` grader reads
    (run / "samples.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    before = sorted(p.name for p in run.parent.iterdir())
    result = CliRunner().invoke(app, [str(run), "--grader", "number"])
    assert result.exit_code == 2
    assert "number grader cannot read this run's gold answers" in result.output
    assert "problem 'b': answer 'x^2+1'" in result.output and "--force" in result.output
    assert sorted(p.name for p in run.parent.iterdir()) == before  # nothing written
    forced = CliRunner().invoke(app, [str(run), "--grader", "number", "--force"])
    assert forced.exit_code == 0, forced.output
    assert "grade status ok->unparsable: 1" in forced.output
