"""The llamacpp backend on the embedded model: prompt KV reuse that never changes the text."""

from __future__ import annotations

import asyncio
import random

import pytest

from proctor.models import ModelOptions, load_sampler
from proctor.models.base import SamplingParams
from proctor.models.llamacpp import PROMPT_CHUNK

pytestmark = pytest.mark.model

SYSTEM = "You are a careful assistant. Reason step by step, then put the final answer in \\boxed{}."
PARAMS = SamplingParams(temperature=0.9, top_p=0.95, max_tokens=20)


@pytest.fixture(scope="module")
def smollm2():
    sampler = load_sampler("llamacpp:smollm2", ModelOptions(n_ctx=2048))  # default threads: every core
    yield sampler
    asyncio.run(sampler.aclose())


def fresh(sampler, ids, seed):
    """A generation from an empty KV cache: what a new process would produce."""
    sampler._chunked = 0
    return asyncio.run(sampler.sample(ids, PARAMS, seed=seed))[0].token_ids


def test_prefix_reuse_gives_the_text_of_a_fresh_evaluation(smollm2):
    questions = ["What is 17 * 23?", "What is 17 * 24?", "Name a prime above 50.", "What is 2 + 2?"]
    prompts = [smollm2.tokenize_chat([{"role": "system", "content": SYSTEM}, {"role": "user", "content": q}])
               for q in questions]  # fmt: skip
    jobs = [(p, seed) for p in prompts for seed in (11, 12)]
    reference = [fresh(smollm2, p, seed) for p, seed in jobs]
    # a multi-turn continuation: the previous prompt and completion, then a new user turn
    tail = smollm2.tokenize_chat([{"role": "user", "content": "Check it again."}])
    cont = prompts[0] + reference[0] + tail
    reference.append(fresh(smollm2, cont, 13))
    jobs.append((cont, 13))

    order = list(range(len(jobs)))
    random.Random(0).shuffle(order)
    order.insert(order.index(len(jobs) - 1), 0)  # make sure the continuation follows its own first turn
    before = smollm2.reused_prompt_tokens
    for k in order:
        ids, seed = jobs[k]
        assert asyncio.run(smollm2.sample(ids, PARAMS, seed=seed))[0].token_ids == reference[k], k
    reused = smollm2.reused_prompt_tokens - before
    assert reused >= PROMPT_CHUNK * len(order) // 2  # the shared system prompt was taken from the cache
    assert reused % PROMPT_CHUNK == 0
    assert len({tuple(r) for r in reference}) > len(questions)  # seeds matter: the check has teeth


def test_reuse_keeps_whole_chunks_and_always_evaluates_the_last_prompt_token(smollm2):
    ids = smollm2.tokenize_chat([{"role": "user", "content": "Say something about the sea, please."}])
    fresh(smollm2, ids, 1)
    assert smollm2._chunked == len(ids) // PROMPT_CHUNK * PROMPT_CHUNK
    assert smollm2._reusable(ids) == (len(ids) - 1) // PROMPT_CHUNK * PROMPT_CHUNK
    assert smollm2._reusable(ids[:PROMPT_CHUNK]) == 0  # the last token must be evaluated again
    assert smollm2._reusable([ids[0] + 1, *ids[1:]]) == 0  # differs at the first token: nothing kept
    # the generated tokens were evaluated one by one: they are never reused, even when they match
    out = asyncio.run(smollm2.sample(ids, PARAMS, seed=1))[0].token_ids
    assert smollm2._reusable(ids + out + ids) == smollm2._chunked
