"""``RULES+judge``: the rules first, the judge only where they say wrong; both verdicts on the record,
judge replies cached by (judge version, prompt), flips and judge tokens in the summary."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from proctor.grading import GraderError, get_grader
from proctor.grading.cascade import CascadeGrader
from proctor.grading.judge import JudgeGrader
from proctor.metrics.run_summary import judge_summary
from proctor.models.mock import MockSampler


class Judge:
    """A scripted judge model that counts its calls."""

    def __init__(self, reply: str):
        self.reply, self.calls = reply, 0
        self.sampler = MockSampler(self._text, ref="mock:judge")

    def _text(self, prompt, seed):
        self.calls += 1
        return self.reply


def _cascade(reply: str, cache) -> tuple[CascadeGrader, Judge]:
    judge = Judge(reply)
    return CascadeGrader(get_grader("math"), JudgeGrader(sampler=judge.sampler), cache=cache), judge


def test_rules_miss_and_the_judge_recovers(tmp_path):
    g, judge = _cascade(
        "The response says one half, which is the reference. Score: 10", tmp_path / "c.sqlite"
    )
    grade = g.grade("So the probability is one half.", "\\frac{1}{2}", question="Flip a coin.")
    assert judge.calls == 1
    assert grade.correct and grade.status == "ok" and grade.grader == "math+judge"
    assert grade.details["rules"] == {"correct": False, "status": "no_answer", "extracted": None}
    assert grade.details["judge_called"] and grade.details["judge_flipped"]
    assert grade.details["judge_output"].endswith("Score: 10")
    assert not grade.formatted  # format rate is the response's, not the judge's


def test_the_judge_is_never_called_when_the_rules_pass(tmp_path):
    g, judge = _cascade("Score: 0", tmp_path / "c.sqlite")
    grade = g.grade("The answer is $\\boxed{\\frac{2}{4}}$.", "\\frac{1}{2}", question="q")
    assert grade.correct and judge.calls == 0
    assert grade.details == {
        "rules": {"correct": True, "status": "ok", "extracted": "\\frac{2}{4}"},
        "judge_called": False,
    }


def test_the_judge_can_confirm_a_miss(tmp_path):
    g, judge = _cascade("No. Score: 0", tmp_path / "c.sqlite")
    grade = g.grade("The answer is $\\boxed{3}$.", "4", question="q")
    assert not grade.correct and judge.calls == 1
    assert grade.details["rules"]["correct"] is False and grade.details["judge_flipped"] is False


def test_judge_replies_are_cached_across_graders(tmp_path):
    cache = tmp_path / "c.sqlite"
    g, judge = _cascade("Score: 10", cache)
    first = g.grade("one and a half", "\\frac{3}{2}", question="q")
    again = g.grade("one and a half", "\\frac{3}{2}", question="q")
    assert judge.calls == 1 and not first.details["judge_cached"] and again.details["judge_cached"]
    # a fresh grader on the same cache file (a regrade, a resume) pays nothing either
    g2, judge2 = _cascade("Score: 10", cache)
    assert g2.grade("one and a half", "\\frac{3}{2}", question="q").correct and judge2.calls == 0
    # another question is another prompt: asked
    g2.grade("one and a half", "\\frac{3}{2}", question="other")
    assert judge2.calls == 1


def test_unreadable_judge_replies_are_not_cached(tmp_path):
    g, judge = _cascade("I cannot tell.", tmp_path / "c.sqlite")
    for _ in range(2):
        grade = g.grade("one and a half", "\\frac{3}{2}", question="q")
        assert grade.status == "no_answer" and not grade.correct
    assert judge.calls == 2


def test_cascade_by_name_and_its_options(tmp_path, monkeypatch):
    monkeypatch.setenv("PROCTOR_CACHE_DIR", str(tmp_path / "cache"))
    lazy = get_grader("math+judge", judge={"model": "mock:Score: 10"})
    assert not (tmp_path / "cache").exists()  # building the grader writes nothing
    assert lazy.same_answer("\\frac{1}{2}", "0.5")  # maj@N: the rules' equivalence
    g = get_grader("integer+judge", judge={"model": "mock:Score: 10"}, cache="")
    assert g.name == "integer+judge" and g.version.startswith(get_grader("integer").version + "+judge-")
    assert g.check_gold("a free-form answer the integer rules cannot read") is None
    with pytest.raises(GraderError, match="judge must be a table"):
        get_grader("math+judge", judge="mock:x")
    with pytest.raises(GraderError, match="unknown grader"):
        get_grader("nope+judge")


def test_judge_summary_counts_calls_flips_and_uncached_tokens():
    def rec(details):
        return {"info": {"grade_details": details}}

    records = [
        rec({"judge_called": False}),
        rec(
            {
                "judge_called": True,
                "judge_flipped": True,
                "judge_cached": False,
                "judge_prompt_tokens": 100,
                "judge_completion_tokens": 5,
            }
        ),
        rec(
            {
                "judge_called": True,
                "judge_flipped": False,
                "judge_cached": True,
                "judge_prompt_tokens": 90,
                "judge_completion_tokens": 4,
            }
        ),
        {"info": {}},
    ]
    assert judge_summary(records) == {
        "graded": 3,
        "judge_calls": 2,
        "judge_flipped": 1,
        "judge_cached": 1,
        "judge_prompt_tokens": 100,
        "judge_completion_tokens": 5,
    }
    assert judge_summary([{"info": {}}]) is None


def _proctor(args, tmp_path):
    env = {**__import__("os").environ, "PROCTOR_CACHE_DIR": str(tmp_path / "cache")}
    return subprocess.run([sys.executable, "-m", "proctor", *args], capture_output=True, text=True, env=env)


def test_eval_then_regrade_with_a_cascade_pays_the_judge_once(tmp_path):
    """arith with a model that never boxes its answer: the number rules find no answer in 'three', the
    judge says correct; the summary counts the flips; a regrade answers every judgement from the cache."""
    run = tmp_path / "run"
    judge = ["--set", "grader.options.judge.model='mock:Score: 10'"]
    r = _proctor(
        [
            "eval",
            "arith",
            "--limit",
            "3",
            "-n",
            "2",
            "--model",
            "mock:I am not sure, maybe three.",
            "--grader",
            "number+judge",
            *judge,
            "--output",
            str(run),
            "-q",
        ],
        tmp_path,
    )
    assert r.returncode == 0, r.stderr + r.stdout
    summary = json.loads((run / "summary.json").read_text())
    assert summary["judge"]["graded"] == 6 and summary["judge"]["judge_calls"] == 6
    assert summary["judge"]["judge_flipped"] == 6 and summary["judge"]["judge_cached"] <= 3
    assert summary["judge"]["judge_prompt_tokens"] > 0
    assert "undefined" not in summary["metrics"]["maj@2"]  # maj@N votes with the rules' equivalence
    record = json.loads((run / "samples.jsonl").read_text().splitlines()[0])
    assert record["grader"] == "number+judge" and record["correct"] is True
    assert record["info"]["grade_details"]["rules"]["status"] == "no_answer"
    out = tmp_path / "regraded"
    r = _proctor(
        [
            "regrade",
            str(run),
            "--grader",
            "number+judge",
            "--grader-option",
            'judge={model="mock:Score: 10"}',
            "--output",
            str(out),
        ],
        tmp_path,
    )
    assert r.returncode == 0, r.stderr + r.stdout
    after = json.loads((out / "summary.json").read_text())["judge"]
    assert after["judge_calls"] == 6 and after["judge_cached"] == 6 and after["judge_prompt_tokens"] == 0
