"""Run directories for the viewer's tests, written in the runner's own record format (one
``Trajectory`` per line of samples.jsonl, with config.toml and summary.json as the runner writes them).

``big_run`` writes a 500 x 64 = 32,000-sample run in a few seconds: the lines are rendered from one
JSON template per verdict kind (each checked against ``Trajectory``), not by pydantic per record.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from proctor.envs.base import Trajectory
from proctor.runs import SampleWriter, write_config, write_summary

SYSTEM = "You are a careful assistant who solves arithmetic and algebra problems exactly."
RARE = "zanzibar"  # a word 1 in 100 generated texts holds: what the search tests look for


def config(
    path: Path, n: int, problems: int, model: str = "llamacpp:smollm2", env: str = "text-only"
) -> dict:
    return {
        "run": {"seed": 0, "output": str(path.parent)},
        "benchmark": {"name": "arith", "fingerprint": "abc123", "limit": problems},
        "model": {"ref": model},
        "sampling": {"n": n, "temperature": 0.7, "top_p": 1.0, "max_tokens": 256},
        "env": {"name": env},
        "grader": {"name": "integer", "version": "1"},
        "runner": {"concurrency": 4},
    }


def record(pid: str, i: int, kind: str, text: str | None = None, **extra: Any) -> dict[str, Any]:
    """One record of ``kind``: correct, wrong, no_answer, truncated, errored."""
    gold = "42"
    text = (
        text
        if text is not None
        else f"Let me compute {pid}. The answer is \\boxed{{{gold if kind == 'correct' else 41}}}."
    )
    rec: dict[str, Any] = {
        "problem_id": pid,
        "sample_index": i,
        "seed": 1000 + i,
        "messages": [
            {"role": "system", "content": SYSTEM},
            {"role": "user", "content": f"Problem {pid}: what is 6 times 7?"},
            {"role": "assistant", "content": text},
        ],
        "turns": [
            {
                "role": "assistant",
                "text": text,
                "finish_reason": "stop",
                "prompt_tokens": 40,
                "completion_tokens": 30,
            }
        ],
        "final_text": text,
        "stop_reason": "stop",
        "finish_reason": "stop",
        "prompt_tokens": 40,
        "completion_tokens": 30,
        "answer": gold,
        "extracted": gold if kind == "correct" else "41",
        "correct": kind == "correct",
        "formatted": True,
        "grade_status": "ok",
        "grader": "integer",
        "grader_version": "1",
    }
    if kind == "no_answer":
        rec.update(extracted=None, grade_status="no_answer", formatted=False)
    if kind == "truncated":
        rec.update(extracted=None, grade_status="no_answer", stop_reason="length", finish_reason="length")
        rec["turns"][0]["finish_reason"] = "length"
    if kind == "errored":
        rec.update(error="ModelError: the server closed the connection", stop_reason="error", extracted=None)
        rec.update(turns=[], final_text="", messages=rec["messages"][:2], correct=False)
    rec.update(extra)
    return rec


def tool_record(pid: str, i: int, correct: bool = True) -> dict[str, Any]:
    """A two-turn tool-env record: a Python call, its output, then the answer."""
    first = "I will compute it.\n```python\nprint(6 * 7)\n```"
    last = "The interpreter printed 42, so the answer is \\boxed{42}." if correct else "\\boxed{41}"
    rec = record(pid, i, "correct" if correct else "wrong", text=last)
    rec["messages"] = [
        {"role": "system", "content": SYSTEM + " You have a Python 3 interpreter."},
        {"role": "user", "content": f"Problem {pid}: what is 6 times 7?"},
        {"role": "assistant", "content": first},
        {"role": "user", "content": "```output\n42\n```"},
        {"role": "assistant", "content": last},
    ]
    rec["turns"] = [
        {"role": "assistant", "text": first, "finish_reason": "stop", "completion_tokens": 14,
         "reasoning": "6 times 7: let the interpreter check it.", "think_state": "closed"},
        {"role": "assistant", "text": last, "finish_reason": "stop", "completion_tokens": 16},
    ]  # fmt: skip
    rec["info"] = {
        "steps": [
            {"turn": 0, "calls": [{"code": "print(6 * 7)\n", "status": "ok", "exit_code": 0, "output": "42"}],
             "observation": "```output\n42\n```", "answered": False},
            {"turn": 1, "calls": [], "observation": None, "answered": True},
        ]
    }  # fmt: skip
    rec.update(tool_calls=1, completion_tokens=30)
    return rec


def write_records(path: Path, records: list[dict[str, Any]], n: int, complete: bool = True) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    problems = len({r["problem_id"] for r in records})
    write_config(path, config(path, n, problems))
    trajectories = [Trajectory.model_validate(r) for r in records]
    with SampleWriter(path / "samples.jsonl") as w:
        for t in trajectories:
            w.write(t)
    if complete:
        from proctor.metrics import summarize

        write_summary(path, summarize(trajectories, n))
    return path


KINDS = ("correct", "wrong", "no_answer", "truncated", "errored")


FILLER = "Step: multiply the tens, then the units, and add the partial products. "


def big_run(path: Path, problems: int = 500, n: int = 64, seed: int = 0, pad: int = 0) -> Path:
    """A run of ``problems`` x ``n`` samples (no summary: the viewer needs none); ``pad`` characters
    of reasoning before each answer make the transcripts as long as a real model's."""
    rng = random.Random(seed)
    path.mkdir(parents=True, exist_ok=True)
    write_config(path, config(path, n, problems))
    templates = {}
    filler = (FILLER * (pad // len(FILLER) + 1))[:pad]
    for kind in KINDS:
        answer = "\\boxed{42}" if kind == "correct" else "\\boxed{41}"
        rec = record("PID", 0, kind, text=f"Let me compute PID. {filler}The answer is {answer}.")
        Trajectory.model_validate(rec)  # the template is a valid record
        templates[kind] = json.dumps(rec, ensure_ascii=False)
    rare = json.dumps(
        record("PID", 0, "wrong", text=f"I recall {RARE} here. {filler}The answer is \\boxed{{41}}.")
    )
    with open(path / "samples.jsonl", "w", encoding="utf-8") as f:
        for p in range(problems):
            pid = f"p{p:04d}"
            skill = rng.random()
            for i in range(n):
                u = rng.random()
                kind = (
                    "errored" if u < 0.005 else "truncated" if u < 0.05 else "no_answer" if u < 0.08 else None
                )
                kind = kind or ("correct" if rng.random() < skill else "wrong")
                line = rare if kind == "wrong" and rng.random() < 0.01 else templates[kind]
                line = line.replace('"PID"', json.dumps(pid)).replace(
                    '"sample_index": 0,', f'"sample_index": {i},'
                )
                line = line.replace("Problem PID", f"Problem {pid}").replace("compute PID", f"compute {pid}")
                f.write(line + "\n")
    return path
