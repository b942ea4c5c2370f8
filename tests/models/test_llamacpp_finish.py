"""How a llama.cpp generation ends: a stop string cuts the tokens where it cuts the text, and a
generation interrupted by shutdown is an error, never a finished ``length`` completion."""

from __future__ import annotations

import asyncio

import pytest

from proctor.models.base import FatalError, SamplingParams

pytestmark = pytest.mark.model

GREEDY = SamplingParams(temperature=0.0, max_tokens=48)


@pytest.fixture(scope="module")
def smollm2(smollm2_default):
    return smollm2_default


@pytest.fixture(scope="module")
def free_run(smollm2):
    prompt = smollm2.tokenize_chat(
        [{"role": "user", "content": "Explain how to compute 17 * 23 step by step."}]
    )
    (c,) = asyncio.run(smollm2.sample(prompt, GREEDY, seed=0))
    assert len(c.token_ids) >= 12, c.text  # long enough to cut in the middle
    return prompt, c


def stopped_at(smollm2, prompt, stop):
    (c,) = asyncio.run(smollm2.sample(prompt, GREEDY.model_copy(update={"stop": (stop,)}), seed=0))
    return c


def test_stop_on_a_token_boundary_cuts_the_tokens_with_the_text(smollm2, free_run):
    prompt, full = free_run
    k = len(full.token_ids) // 2
    head = smollm2.detokenize(full.token_ids[:k])
    upto = smollm2.detokenize(full.token_ids[: k + 2])
    stop = upto[len(head) :]  # the text of tokens k and k+1
    assert stop and upto.find(stop) == len(head)
    c = stopped_at(smollm2, prompt, stop)
    assert c.finish_reason == "stop"
    assert c.text == head
    assert c.token_ids == full.token_ids[:k]  # nothing past the stop string
    assert c.completion_tokens == k
    assert smollm2.detokenize(c.token_ids) == c.text  # token-in/token-out continues the transcript


def test_stop_inside_a_token_keeps_that_token_and_the_text_agrees(smollm2, free_run):
    prompt, full = free_run
    # a token of 2+ characters in the second half: the stop string starts at its second character
    k = next(
        i for i in range(len(full.token_ids) // 2, len(full.token_ids) - 1)
        if len(smollm2.detokenize([full.token_ids[i]]).strip()) >= 2
    )  # fmt: skip
    head = smollm2.detokenize(full.token_ids[:k])
    upto = smollm2.detokenize(full.token_ids[: k + 2])
    stop = upto[len(head) + 1 :]
    assert stop and upto.find(stop) == len(head) + 1
    c = stopped_at(smollm2, prompt, stop)
    assert c.finish_reason == "stop"
    assert c.token_ids == full.token_ids[: k + 1]  # the token the stop string starts in, nothing after
    assert c.text == smollm2.detokenize(c.token_ids)
    assert c.text.startswith(head) and len(c.text) <= len(head) + len(smollm2.detokenize([full.token_ids[k]]))


def test_a_generation_interrupted_by_shutdown_is_not_a_length_completion(smollm2, free_run):
    prompt, _ = free_run
    real = smollm2._piece
    calls = []

    def closing_after_three(token):  # the stop check reads each token once: close after the third
        calls.append(1)
        if len(calls) == 3:
            smollm2._closing = True
        return real(token)

    smollm2._piece = closing_after_three
    try:
        with pytest.raises(FatalError, match="closed"):
            asyncio.run(smollm2.sample(prompt, GREEDY.model_copy(update={"stop": ("@@never@@",)}), seed=0))
    finally:
        smollm2._closing = False
        del smollm2._piece
    assert len(calls) == 3  # it stopped at once, without generating further


def test_the_stop_check_reads_each_token_once_not_the_whole_output(smollm2, free_run):
    """The check per token costs the same at token 1 and token 1000: the tokens detokenized over a
    whole generation grow with its length, not with its square."""
    prompt, _ = free_run
    real = smollm2._llm.detokenize
    read = []

    def counting(tokens, *a, **k):
        read.append(len(tokens))
        return real(tokens, *a, **k)

    params = SamplingParams(temperature=0.0, max_tokens=160, stop=("@@never@@",))
    smollm2._llm.detokenize = counting
    try:
        (c,) = asyncio.run(smollm2.sample(prompt, params, seed=0))
    finally:
        del smollm2._llm.detokenize
    n = c.completion_tokens
    assert n >= 40, c.text
    # each token once by the check, plus the final text once (old: n * (n + 1) / 2 tokens)
    assert sum(read) <= 3 * n, f"{sum(read)} tokens detokenized for {n} generated"
