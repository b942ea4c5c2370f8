"""vllm backend with the engine replaced by a fake module that records every call (vLLM needs a GPU)."""

from __future__ import annotations

import asyncio
import types

import pytest

from proctor.models import ModelOptions
from proctor.models.base import FatalError, PromptTooLong, SamplingParams
from proctor.models.vllm import VLLMSampler


class FakeTokenizer:
    def apply_chat_template(self, messages, tokenize=True, add_generation_prompt=True):
        ids = [len(m["content"]) for m in messages]
        return ids + [99] if add_generation_prompt else ids

    def encode(self, text, add_special_tokens=False):
        return [ord(c) for c in text]


class FakeParams:
    def __init__(self, **kw):
        self.kw = kw


class FakeLoRA:
    def __init__(self, name, idx, path):
        self.args = (name, idx, path)


def sample_logprobs(token_ids, k):
    """What vLLM puts in ``CompletionOutput.logprobs`` for ``SamplingParams(logprobs=k)``: per position a
    dict of the sampled token and the top-k others (here one decoy) to ``Logprob``; None when not asked."""
    if k is None:
        return None
    return [
        {t: types.SimpleNamespace(logprob=-0.5 * t, rank=2), 99: types.SimpleNamespace(logprob=-0.1, rank=1)}
        for t in token_ids
    ]


def fake_vllm(max_model_len=64):
    calls = {"init": [], "generate": []}

    class LLM:
        def __init__(self, **kw):
            if "bogus" in kw:
                raise TypeError("unexpected keyword argument 'bogus'")
            calls["init"].append(kw)
            self.llm_engine = types.SimpleNamespace(
                model_config=types.SimpleNamespace(max_model_len=max_model_len)
            )

        def get_tokenizer(self):
            return FakeTokenizer()

        def generate(self, prompts, sampling_params, **kw):
            calls["generate"].append({"prompts": prompts, "params": [p.kw for p in sampling_params], **kw})
            outs = []
            for p, sp in zip(prompts, sampling_params, strict=True):
                ids = p["prompt_token_ids"]
                outs.append(
                    types.SimpleNamespace(
                        outputs=[
                            types.SimpleNamespace(
                                text=f"s{sp.kw['seed']}/{i}:{sum(ids)}",
                                token_ids=(1, 2, 3)[: i + 1],
                                finish_reason="length" if i else "stop",
                                logprobs=sample_logprobs((1, 2, 3)[: i + 1], sp.kw.get("logprobs")),
                            )
                            for i in range(sp.kw["n"])
                        ]
                    )
                )
            return outs

    mod = types.SimpleNamespace(
        __name__="fake_vllm", __version__="0.0-fake", LLM=LLM, SamplingParams=FakeParams, LoRARequest=FakeLoRA
    )
    return mod, calls


def test_sampling_params_map_one_to_one_and_concurrent_calls_share_one_engine_call():
    mod, calls = fake_vllm()
    s = VLLMSampler("org/model", ModelOptions(n_ctx=2048), vllm=mod)
    p = SamplingParams(temperature=0.8, top_p=0.95, top_k=40, max_tokens=32, stop=("</s>", "\n\n"))

    async def go():
        return await asyncio.gather(
            s.sample([{"role": "user", "content": "abc"}], p, n=2, seed=7),
            s.sample([5, 6], p, n=1, seed=8),
            s.sample([1], SamplingParams(temperature=0.0), seed=None),
        )

    a, b, c = asyncio.run(go())
    assert len(calls["generate"]) == 1  # one batch
    g = calls["generate"][0]
    assert g["prompts"] == [
        {"prompt_token_ids": [3, 99]},
        {"prompt_token_ids": [5, 6]},
        {"prompt_token_ids": [1]},
    ]
    assert g["params"][0] == {
        "n": 2,
        "temperature": 0.8,
        "top_p": 0.95,
        "max_tokens": 32,
        "stop": ["</s>", "\n\n"],
        "seed": 7,
        "top_k": 40,
    }
    assert (
        "top_k" not in g["params"][2]
        and g["params"][2]["temperature"] == 0.0
        and g["params"][2]["seed"] is None
    )
    assert "lora_request" not in g and g["use_tqdm"] is False
    assert [x.text for x in a] == ["s7/0:102", "s7/1:102"]
    assert [x.finish_reason for x in a] == ["stop", "length"] and [x.token_ids for x in a] == [[1], [1, 2]]
    assert a[0].prompt_token_ids == [3, 99] and a[0].prompt_tokens == 2 and a[1].completion_tokens == 2
    assert b[0].text == "s8/0:11" and c[0].text == "sNone/0:1"
    assert calls["init"] == [{"model": "org/model", "max_model_len": 2048}]


def test_adapter_is_a_lora_request_and_extra_goes_to_the_engine():
    mod, calls = fake_vllm()
    opts = ModelOptions(adapter="/ckpt/step-100", extra={"tensor_parallel_size": 2, "data_parallel_size": 4})
    s = VLLMSampler("base", opts, vllm=mod)
    asyncio.run(s.sample([1, 2], SamplingParams(), seed=1))
    assert calls["init"][0] == {
        "model": "base",
        "max_model_len": 4096,
        "tensor_parallel_size": 2,
        "data_parallel_size": 4,
        "enable_lora": True,
    }
    assert calls["generate"][0]["lora_request"].args == ("adapter", 1, "/ckpt/step-100")
    assert s.info()["adapter"] == "/ckpt/step-100" and s.info()["engine_args"]["tensor_parallel_size"] == 2


def test_prompt_longer_than_the_context_fails_only_that_sample():
    mod, calls = fake_vllm(max_model_len=8)
    s = VLLMSampler("m", ModelOptions(), vllm=mod)

    async def go():
        return await asyncio.gather(
            s.sample(list(range(20)), SamplingParams(), seed=1),
            s.sample([1], SamplingParams(), seed=2),
            return_exceptions=True,
        )

    long, ok = asyncio.run(go())
    assert isinstance(long, PromptTooLong) and "20 tokens" in str(long)
    assert ok[0].text == "s2/0:1" and len(calls["generate"]) == 1


def test_prompt_plus_max_tokens_past_the_context_gets_the_budget_that_fits():
    mod, calls = fake_vllm(max_model_len=8)
    s = VLLMSampler("m", ModelOptions(), vllm=mod)
    (shrunk,) = asyncio.run(s.sample([1, 2, 3], SamplingParams(max_tokens=100), seed=1))
    (fits,) = asyncio.run(s.sample([1, 2, 3], SamplingParams(max_tokens=5), seed=1))
    assert [g["params"][0]["max_tokens"] for g in calls["generate"]] == [5, 5]
    assert shrunk.max_tokens_effective == 5 and fits.max_tokens_effective is None


def test_max_batch_splits_batches():
    mod, calls = fake_vllm()
    s = VLLMSampler("m", ModelOptions(extra={"max_batch": 2}), vllm=mod)

    async def go():
        return await asyncio.gather(*(s.sample([i + 1], SamplingParams(), seed=i) for i in range(5)))

    out = asyncio.run(go())
    assert [o[0].text for o in out] == [f"s{i}/0:{i + 1}" for i in range(5)]
    assert [len(g["prompts"]) for g in calls["generate"]] == [2, 2, 1]
    assert "max_batch" not in calls["init"][0]


def test_engine_errors_and_missing_vllm_are_fatal_with_a_fix():
    mod, _ = fake_vllm()
    with pytest.raises(FatalError, match="bogus"):
        VLLMSampler("m", ModelOptions(extra={"bogus": 1}), vllm=mod)
    try:
        import vllm  # noqa: F401
    except ImportError:
        with pytest.raises(FatalError, match=r"pip install 'proctor\[vllm\]'"):
            VLLMSampler("m", ModelOptions())


def test_tokenize_uses_the_model_tokenizer():
    mod, _ = fake_vllm()
    s = VLLMSampler("m", ModelOptions(), vllm=mod)
    assert s.tokenize("AB") == [65, 66]
    assert s.tokenize_chat([{"role": "user", "content": "xy"}], add_generation_prompt=False) == [2]


def test_model_chat_template_replaces_the_tokenizers_and_is_recorded(tmp_path):
    template = tmp_path / "t.jinja"
    template.write_text("{% for m in messages %}[{{ m.role }}]{{ m.content }}{% endfor %}")
    mod, _ = fake_vllm()
    s = VLLMSampler("org/model", ModelOptions(chat_template=str(template)), vllm=mod)
    assert s.chat_template() == template.read_text() and s.tokenizer.chat_template == template.read_text()
    assert len(s.info()["chat_template_sha256"]) == 64
    assert "chat_template_sha256" not in VLLMSampler("org/model", ModelOptions(), vllm=mod).info()
    with pytest.raises(FatalError, match="model.chat_template=.*is not a file"):
        VLLMSampler("org/model", ModelOptions(chat_template=str(tmp_path / "missing.jinja")), vllm=mod)


def test_logprobs_ask_for_the_sampled_token_only_and_read_it_per_position():
    mod, calls = fake_vllm()
    s = VLLMSampler("m", ModelOptions(), vllm=mod)
    on = SamplingParams(temperature=0.5, logprobs=True)
    a, b = asyncio.run(s.sample([4, 5], on, n=2, seed=3))
    (off,) = asyncio.run(s.sample([4, 5], SamplingParams(temperature=0.5), seed=3))
    assert calls["generate"][0]["params"][0]["logprobs"] == 0  # no alternatives
    assert "logprobs" not in calls["generate"][1]["params"][0]
    assert a.token_ids == [1] and a.logprobs == [-0.5]  # the sampled token's, not the decoy's
    assert b.token_ids == [1, 2] and b.logprobs == [-0.5, -1.0]
    assert off.logprobs is None and off.text == a.text
    assert s.effective(on)["logprobs"] is True and "logprobs" not in s.effective(SamplingParams())
