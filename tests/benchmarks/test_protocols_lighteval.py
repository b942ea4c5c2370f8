"""The lighteval presets against lighteval itself: its own task configs, ``LightevalTask.get_docs``
(the shuffle and the few-shot draws) and ``PromptManager`` (the chat messages an API model gets)
render every problem of the offline copies, and each problem's messages must equal proctor's.

lighteval is no dependency of proctor: pip would downgrade latex2sympy2_extended (math-verify's and
proctor's math grader's) to install it. So this runs where lighteval can be imported, e.g. installed
apart: ``pip install --no-deps --target DIR lighteval==0.13.0 inspect_ai latex2sympy2_extended==1.0.6
...`` and ``PYTHONPATH=DIR``; skipped without it."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

pytest.importorskip("lighteval")
pytest.importorskip("inspect_ai")

import datasets  # noqa: E402
from lighteval.tasks.lighteval_task import LightevalTask  # noqa: E402
from lighteval.tasks.prompt_manager import PromptManager  # noqa: E402
from lighteval.tasks.tasks.aime import aime24  # noqa: E402
from lighteval.tasks.tasks.gsm8k import gsm8k  # noqa: E402
from lighteval.tasks.tasks.math_500 import math_500  # noqa: E402

from proctor.benchmarks import load_benchmark  # noqa: E402
from proctor.benchmarks.protocol_presets import PROTOCOLS  # noqa: E402
from proctor.benchmarks.protocols import with_protocol  # noqa: E402
from proctor.envs.single_turn import initial_messages  # noqa: E402


def _their_messages(config, files: dict[str, str], shots: int) -> dict[int, list]:
    """Every evaluated problem's messages by lighteval's own code, by row index."""
    task = LightevalTask(dataclasses.replace(config, num_fewshots=shots))
    task.dataset = datasets.load_dataset("json", data_files=files)  # the local files, not the hub
    manager = PromptManager(use_chat_template=True, tokenizer=None)
    return {int(doc.id): manager.prepare_prompt_api(doc) for doc in task.get_docs()}


class _AnyGold:
    """Reads every gold answer: beside lighteval's older latex2sympy2_extended, proctor's math grader
    cannot start its workers, and only the prompts are compared here."""

    name = "any"

    def check_gold(self, answer: str) -> None:
        return None


def _ours(key, data: Path, pool: Path | None):
    protocol = PROTOCOLS[key]
    full = load_benchmark(protocol.benchmark, data=data, grader=_AnyGold())
    return with_protocol(full, protocol, pool, None).problems


def test_gsm8k_5shot_chat_is_lightevals(tmp_path, shared_data):
    files = {}
    for split, name in (("train", "gsm8k_train.jsonl"), ("test", "gsm8k_test.jsonl")):
        rows = [json.loads(line) for line in (shared_data / name).open(encoding="utf-8")]
        files[split] = str(tmp_path / name)  # the hub's layout: question, answer = the rationale
        Path(files[split]).write_text(
            "".join(json.dumps({"question": r["problem"], "answer": r["solution"]}) + "\n" for r in rows)
        )
    theirs = _their_messages(gsm8k, files, shots=5)
    ours = _ours(
        ("lighteval", "gsm8k"),
        shared_data / "gsm8k_test.jsonl",
        shared_data / "gsm8k_train.jsonl",
    )
    assert len(theirs) == len(ours) == 1319
    for index, p in enumerate(ours):
        assert initial_messages(None, p) == theirs[index], p.id
    protocol = PROTOCOLS[("lighteval", "gsm8k")]
    assert tuple(gsm8k.stop_sequence) == protocol.stop and gsm8k.generation_size == protocol.max_tokens


@pytest.mark.parametrize(("config", "bench", "file"), [(math_500, "math500", "math500.jsonl"), (aime24, "aime24", "aime_2024.jsonl")], ids=["math_500", "aime24"])  # fmt: skip
def test_zero_shot_math_prompts_are_lightevals(config, bench, file, shared_data):
    split = config.evaluation_splits[0]
    theirs = _their_messages(config, {split: str(shared_data / file)}, shots=0)
    ours = _ours(("lighteval", bench), shared_data / file, None)
    assert len(theirs) == len(ours)
    for index, p in enumerate(ours):
        assert initial_messages(None, p) == theirs[index], p.id
    assert config.generation_size == PROTOCOLS[("lighteval", bench)].max_tokens
