"""The nemo-skills presets against NeMo-Skills itself: its ``get_prompt("generic/math")`` and
``Prompt.fill`` (the messages it sends a chat server) on every problem of the offline copies must
equal proctor's messages.

NeMo-Skills is no dependency of proctor (pip finds no ``nemo-skills`` distribution); this runs where
``nemo_skills`` can be imported, e.g. the ``nemo_skills`` folder of its repository on ``PYTHONPATH``
with ``fire`` and ``termcolor`` beside it; skipped without it."""

from __future__ import annotations

import pytest

pytest.importorskip("nemo_skills")

from nemo_skills.prompt.utils import get_prompt  # noqa: E402

from proctor.benchmarks import REGISTRY, load_benchmark  # noqa: E402
from proctor.benchmarks.protocol_presets import PROTOCOLS  # noqa: E402
from proctor.benchmarks.protocols import with_protocol  # noqa: E402
from proctor.envs.single_turn import initial_messages  # noqa: E402

from .test_registry import SHARED_FILES  # noqa: E402


@pytest.mark.parametrize("bench", ["math500", "aime24", "gsm8k", "amc23"])
def test_generic_math_messages_are_nemo_skills(bench, shared_data, grader_for):
    protocol = PROTOCOLS[("nemo-skills", bench)]
    file, size = SHARED_FILES[bench]
    full = load_benchmark(bench, data=shared_data / file, grader=grader_for(REGISTRY[bench].grader))
    ours = with_protocol(full, protocol, None, None).problems
    prompt = get_prompt("generic/math")
    assert len(ours) == size
    for p in ours:
        assert initial_messages(protocol.system, p) == prompt.fill({"problem": p.question}), p.id
