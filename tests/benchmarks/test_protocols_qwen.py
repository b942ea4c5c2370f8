"""The qwen-math presets against Qwen2.5-Math's own ``construct_prompt`` (evaluation/utils.py, with
the arguments its sh/eval.sh gives: 0 shots): the embedded model's ChatML chat template over
proctor's messages must give the string it builds (``qwen25-math-cot``), and proctor's user prompt
must be the string it builds (``tool-integrated``), for every problem of the offline copies.

Their evaluation folder is no package: point ``QWEN25_MATH_EVALUATION`` at it (a checkout of
QwenLM/Qwen2.5-Math, its ``evaluation`` folder; utils.py and examples.py are what is imported);
skipped without it. The question is stripped first, as their parse_question does."""

from __future__ import annotations

import os
import sys
from argparse import Namespace

import pytest

from proctor.benchmarks import REGISTRY, load_benchmark
from proctor.benchmarks.protocol_presets import PROTOCOLS
from proctor.benchmarks.protocols import with_protocol
from proctor.envs.single_turn import initial_messages
from proctor.models.llamacpp.engine import embedded_path

from .test_registry import SHARED_FILES

FOLDER = os.environ.get("QWEN25_MATH_EVALUATION")
pytestmark = pytest.mark.skipif(
    not FOLDER, reason="QWEN25_MATH_EVALUATION names no Qwen2.5-Math evaluation folder"
)


@pytest.fixture(scope="module")
def construct_prompt():
    sys.path.insert(0, FOLDER)
    try:
        import utils  # their evaluation/utils.py

        yield utils.construct_prompt
    finally:
        sys.path.remove(FOLDER)


@pytest.fixture(scope="module")
def chatml():
    from llama_cpp import Llama
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    llm = Llama(model_path=str(embedded_path()), vocab_only=True, verbose=False)
    return Jinja2ChatFormatter(llm.metadata["tokenizer.chat_template"], eos_token="", bos_token="")


def _problems(name, bench, shared_data, grader_for):
    file, _ = SHARED_FILES[bench]
    full = load_benchmark(bench, data=shared_data / file, grader=grader_for(REGISTRY[bench].grader))
    return with_protocol(full, PROTOCOLS[(name, bench)], None, None).problems


@pytest.mark.parametrize("bench", ["math500", "aime24", "gsm8k"])
def test_qwen25_math_cot_is_construct_prompts(bench, construct_prompt, chatml, shared_data, grader_for):
    args = Namespace(prompt_type="qwen25-math-cot", num_shots=0, adapt_few_shot=False)
    protocol = PROTOCOLS[("qwen-math", bench)]
    for p in _problems("qwen-math", bench, shared_data, grader_for):
        theirs = construct_prompt({"question": p.question.strip()}, bench, args)
        assert chatml(messages=initial_messages(protocol.system, p)).prompt == theirs, p.id


@pytest.mark.parametrize("bench", ["math500", "aime24"])
def test_tool_integrated_is_construct_prompts(bench, construct_prompt, shared_data, grader_for):
    args = Namespace(prompt_type="tool-integrated", num_shots=0, adapt_few_shot=False)
    for p in _problems("qwen-math-tir", bench, shared_data, grader_for):
        assert p.prompt == construct_prompt({"question": p.question.strip()}, bench, args), p.id
