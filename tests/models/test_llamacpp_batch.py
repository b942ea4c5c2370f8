"""Batched decoding on the embedded model (``model.batch_decode``), and the sequential path's promise
beside it: same seed, same text, whatever else is in flight."""

from __future__ import annotations

import asyncio

import pytest

from proctor.models import ModelOptions, load_sampler
from proctor.models.base import SamplingParams
from proctor.models.llamacpp import PROMPT_CHUNK
from proctor.models.llamacpp.batch import PROMPT_CHUNK as BATCH_CHUNK

pytestmark = pytest.mark.model

PARAMS = SamplingParams(temperature=0.8, top_p=0.95, max_tokens=24)
QUESTIONS = ["What is 17 * 23?", "Name a prime above 50.", "What is 2 + 2?"]


@pytest.fixture(scope="module")
def samplers(smollm2_default):
    bat = load_sampler("llamacpp:smollm2", ModelOptions(batch_decode=True))
    yield smollm2_default, bat
    asyncio.run(bat.aclose())


def prompts(sampler):
    return [sampler.tokenize_chat([{"role": "user", "content": q}]) for q in QUESTIONS]


async def together(sampler, jobs, params=PARAMS):
    return await asyncio.gather(*(sampler.sample(p, params, seed=seed) for p, seed in jobs))


def test_both_paths_evaluate_prompts_in_the_same_chunks():
    assert BATCH_CHUNK == PROMPT_CHUNK


def test_sequential_text_does_not_depend_on_what_runs_beside_it(samplers):
    seq, _ = samplers
    jobs = [(p, seed) for p in prompts(seq) for seed in (5, 6)]
    alone = [asyncio.run(seq.sample(p, PARAMS, seed=seed))[0].token_ids for p, seed in jobs]
    concurrent = [c.token_ids for (c,) in asyncio.run(together(seq, jobs[::-1]))][::-1]
    assert concurrent == alone
    assert len({tuple(t) for t in alone}) > len(QUESTIONS)  # seeds matter: the check has teeth


def test_batch_decode_of_a_lone_request_gives_the_sequential_text(samplers):
    seq, bat = samplers
    for p in prompts(seq)[:2]:
        for seed in (1, 2):
            (a,) = asyncio.run(seq.sample(p, PARAMS, seed=seed))
            (b,) = asyncio.run(bat.sample(p, PARAMS, seed=seed))
            assert (b.token_ids, b.text, b.finish_reason) == (a.token_ids, a.text, a.finish_reason)


def test_a_batch_is_decoded_together_reproducibly_and_leaves_no_state_behind(samplers):
    _, bat = samplers
    ps = prompts(bat)
    jobs = [(ps[0], seed) for seed in range(4)] + [(ps[1], 9)]
    sizes = len(bat._batcher.batch_sizes)
    first = asyncio.run(together(bat, jobs))
    assert bat._batcher.batch_sizes[sizes:] == [len(jobs)]  # one batch, not five calls
    asyncio.run(together(bat, [(ps[2], 3), (ps[0], 7)]))  # other sequences in between
    again = asyncio.run(together(bat, jobs))
    assert [c.token_ids for (c,) in again] == [c.token_ids for (c,) in first]
    for (c,) in first:
        assert c.text == bat.detokenize(c.token_ids)
        assert c.completion_tokens == len(c.token_ids) <= PARAMS.max_tokens
        assert c.finish_reason == ("length" if len(c.token_ids) == PARAMS.max_tokens else "stop")
    assert len({tuple(c.token_ids) for (c,) in first}) == len(jobs)  # each sequence has its own sampler
    assert bat.info()["batch_decode"] is True  # recorded in the run's model info


def test_batch_decode_applies_stop_strings_per_sequence(samplers):
    _, bat = samplers
    p = prompts(bat)[0]
    free = asyncio.run(together(bat, [(p, 1), (p, 2)]))
    text = free[0][0].text
    stop = text[len(text) // 2 : len(text) // 2 + 3]
    params = PARAMS.model_copy(update={"stop": (stop,)})
    cut = asyncio.run(together(bat, [(p, 1), (p, 2)], params))
    (c,) = cut[0]
    assert c.finish_reason == "stop" and stop not in c.text[: text.index(stop)]
    assert c.text == bat.detokenize(c.token_ids) and len(c.token_ids) < len(free[0][0].token_ids)


@pytest.fixture(scope="module")
def flash_samplers():
    seq = load_sampler("llamacpp:smollm2", ModelOptions(flash_attn=True))
    bat = load_sampler("llamacpp:smollm2", ModelOptions(batch_decode=True, flash_attn=True))
    yield seq, bat
    for s in (seq, bat):
        asyncio.run(s.aclose())


def test_flash_attention_keeps_every_promise_and_changes_the_kernels(flash_samplers, smollm2_default):
    seq, bat = flash_samplers
    jobs = [(p, seed) for p in prompts(seq) for seed in (5, 6)]
    alone = [asyncio.run(seq.sample(p, PARAMS, seed=seed))[0].token_ids for p, seed in jobs]
    # sequential: a seed's text does not depend on what runs beside it, nor on the cache's last prompt
    concurrent = [c.token_ids for (c,) in asyncio.run(together(seq, jobs[::-1]))][::-1]
    assert concurrent == alone
    # batch_decode: a lone request gives the sequential text; a batch is reproducible
    for (p, seed), tokens in zip(jobs[:2], alone[:2], strict=True):
        assert asyncio.run(bat.sample(p, PARAMS, seed=seed))[0].token_ids == tokens
    first = [c.token_ids for (c,) in asyncio.run(together(bat, jobs))]
    again = [c.token_ids for (c,) in asyncio.run(together(bat, jobs))]
    assert first == again
    # the option takes effect (other kernels, other text for some seed) and is recorded
    default = [asyncio.run(smollm2_default.sample(p, PARAMS, seed=seed))[0].token_ids for p, seed in jobs]
    assert default != alone
    assert seq.info()["flash_attn"] is True and "flash_attn" not in smollm2_default.info()
