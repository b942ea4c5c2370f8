"""``sampling.logprobs`` on the llama.cpp backend (sequential and batched paths), on the embedded model:
the text is byte-identical with logprobs on or off (seeds, prefix reuse, batching), and the logprobs
are the model's own: a full re-scoring of prompt + completion (every position's logits, log_softmax)
gives the same values."""

from __future__ import annotations

import asyncio

import numpy as np
import pytest

from proctor.models import ModelOptions, load_sampler
from proctor.models.base import SamplingParams
from proctor.models.llamacpp import PROMPT_CHUNK, embedded_path

pytestmark = pytest.mark.model

SYSTEM = "You are a careful assistant. Reason step by step, then put the final answer in \\boxed{}."
QUESTIONS = ["What is 17 * 23?", "Name a prime above 50.", "What is 2 + 2?"]
PARAMS = SamplingParams(temperature=0.9, top_p=0.95, max_tokens=20)
ON = PARAMS.model_copy(update={"logprobs": True})
# a one-batch re-scoring of prompt + completion is another computation than decoding one token a step
# (llama.cpp's kernels depend on the batch size: the package doc): measured max 0.15, mean 0.02
FULL_MAX, FULL_MEAN = 0.3, 0.05


@pytest.fixture(scope="module")
def batched():
    sampler = load_sampler("llamacpp:smollm2", ModelOptions(batch_decode=True))
    yield sampler
    asyncio.run(sampler.aclose())


@pytest.fixture(scope="module")
def rescore():
    """``rescore(prompt, completion, temperature, stepwise)``: each completion token's log-probability
    by log_softmax of the logits (divided by ``temperature``) of a separate ``logits_all`` model: of
    one evaluation of prompt + completion, or with ``stepwise`` of the completion token by token after
    the prompt (the computation generation does: llama.cpp's numbers depend on the batch)."""
    from llama_cpp import Llama

    llm = Llama(
        model_path=str(embedded_path()), n_ctx=2048, n_batch=PROMPT_CHUNK, logits_all=True, verbose=False
    )

    def score(prompt, completion, temperature=1.0, stepwise=False) -> np.ndarray:
        llm.reset()
        if stepwise:
            llm.eval(prompt)
            rows = []
            for tok in completion:
                rows.append(llm.scores[llm.n_tokens - 1].copy())
                llm.eval([tok])
        else:
            llm.eval(prompt + completion)
            rows = llm.scores[len(prompt) - 1 : len(prompt) + len(completion) - 1]
        rows = np.asarray(rows, dtype=np.float64) / temperature
        top = rows.max(axis=1, keepdims=True)
        logsm = rows - top - np.log(np.exp(rows - top).sum(axis=1, keepdims=True))
        return logsm[np.arange(len(completion)), completion]

    yield score
    llm.close()


def prompts(sampler):
    return [
        sampler.tokenize_chat([{"role": "system", "content": SYSTEM}, {"role": "user", "content": q}])
        for q in QUESTIONS
    ]


def one(sampler, ids, params, seed):
    (c,) = asyncio.run(sampler.sample(ids, params, seed=seed))
    return c


async def together(sampler, jobs, params):
    return [c for (c,) in await asyncio.gather(*(sampler.sample(p, params, seed=s) for p, s in jobs))]


def test_logprobs_never_change_the_sequential_text_and_prefix_reuse_still_holds(smollm2_default):
    s = smollm2_default
    ps = prompts(s)
    jobs = [(ps[0], 5), (ps[0], 6), (ps[1], 5), (ps[2], 6)]
    s._chunked = 0  # a fresh cache, as a new process
    off = [one(s, p, PARAMS, seed) for p, seed in jobs]
    # a continuation of the first job: its prompt shares whole chunks with the cached ones
    cont = ps[0] + off[0].token_ids + s.tokenize_chat([{"role": "user", "content": "Check it again."}])
    off.append(one(s, cont, PARAMS, 7))
    jobs.append((cont, 7))
    before = s.reused_prompt_tokens
    # logprobs on, in another order, with logprobs-off calls of other prompts between: the same text
    for k in [4, 0, 3, 1, 2]:
        p, seed = jobs[k]
        on = one(s, p, ON, seed)
        if k in (0, 3):
            one(s, ps[(k + 1) % len(ps)], PARAMS, seed + 100)  # something else in the cache between
        same = (off[k].text, off[k].token_ids, off[k].finish_reason)
        assert (on.text, on.token_ids, on.finish_reason) == same
        assert off[k].logprobs is None and len(on.logprobs) == len(on.token_ids) > 0
    assert s.reused_prompt_tokens - before >= PROMPT_CHUNK * 4  # prefix reuse really happened
    assert len({tuple(c.token_ids) for c in off}) == len(off)  # seeds matter: the check has teeth


def test_logprobs_never_change_the_batched_text(smollm2_default, batched):
    ps = prompts(batched)
    jobs = [(ps[0], seed) for seed in range(3)] + [(ps[1], 9), (ps[2], 4)]
    off = asyncio.run(together(batched, jobs, PARAMS))
    on = asyncio.run(together(batched, jobs, ON))
    assert [(c.text, c.token_ids) for c in on] == [(c.text, c.token_ids) for c in off]
    assert all(len(c.logprobs) == len(c.token_ids) for c in on)
    # a lone batched request still gives the sequential text, with the same logprobs
    seq = one(smollm2_default, ps[1], ON, 9)
    lone = one(batched, ps[1], ON, 9)
    assert lone.token_ids == seq.token_ids and np.allclose(lone.logprobs, seq.logprobs, atol=1e-4)


def test_logprobs_are_the_model_s_own_at_temperature_one(smollm2_default, batched, rescore):
    """Temperature 0.9 and top-p 0.95 choose the tokens; the logprob recorded is the untempered model's:
    exactly (1e-5) a token-by-token re-scoring's, and close to a one-batch re-scoring's."""
    stepwise, full = [], []
    ps = prompts(smollm2_default)
    for sampler in (smollm2_default, batched):  # a lone batched request decodes one row a step too
        for p, params, seed in [(ps[0], ON, 3), (ps[1], ON.model_copy(update={"temperature": 0}), 1)]:
            c = one(sampler, p, params, seed)
            got = np.array(c.logprobs)
            assert len(got) == len(c.token_ids) > 0 and (got <= 0).all()
            stepwise.append(np.abs(got - rescore(p, c.token_ids, stepwise=True)))
            full.append(np.abs(got - rescore(p, c.token_ids)))
            if params.temperature:  # not the distribution the token was drawn from (T = 0.9)
                tempered = rescore(p, c.token_ids, params.temperature, stepwise=True)
                assert np.abs(got - tempered).max() > 1e-2
    stepwise, full = np.concatenate(stepwise), np.concatenate(full)
    print(
        f"\nmax |logprob - re-scored|: token by token {stepwise.max():.1e}; one batch {full.max():.3f} "
        f"(mean {full.mean():.4f}, {len(full)} tokens)"
    )
    assert stepwise.max() < 1e-5
    assert full.max() < FULL_MAX and full.mean() < FULL_MEAN


def test_logprobs_follow_a_stop_string_cut(smollm2_default, batched):
    p = prompts(smollm2_default)[0]
    full = one(smollm2_default, p, ON, 2)
    stop = full.text[len(full.text) // 2 : len(full.text) // 2 + 3]
    params = ON.model_copy(update={"stop": (stop,)})
    for sampler in (smollm2_default, batched):
        cut = one(sampler, p, params, 2)
        assert cut.finish_reason == "stop" and len(cut.token_ids) < len(full.token_ids)
        assert cut.logprobs == pytest.approx(full.logprobs[: len(cut.token_ids)], abs=1e-4)
