"""Raw completion prompts (``prompt.raw``) on the llamacpp backend, with the embedded model and with a
copy of it that has no chat template (a base model's GGUF): the text is tokenized as llama-server's
``/completions`` does (the vocabulary's own special tokens), and nothing goes through a template."""

from __future__ import annotations

import asyncio
import json
import shutil

import llama_cpp
import pytest
from gguf_checkpoints import embedded_gguf
from proctor_cli import run_proctor

from proctor.models import ModelOptions, load_sampler
from proctor.models.base import FatalError, SamplingParams

pytestmark = pytest.mark.model

TEXT = "Question: Tom has 3 apples and buys 4 more. How many apples does he have?\nAnswer:"
GREEDY = SamplingParams(temperature=0.0, max_tokens=16)
KEY = b"tokenizer.chat_template"


@pytest.fixture(scope="module")
def smollm2():
    sampler = load_sampler("llamacpp:smollm2", ModelOptions(n_ctx=1024))
    yield sampler
    asyncio.run(sampler.aclose())


@pytest.fixture(scope="module")
def no_template(tmp_path_factory):
    """The embedded GGUF with its chat template's key renamed (same length, so the file stays valid):
    llama.cpp then finds no template, as in a base model's file."""
    dest = tmp_path_factory.mktemp("base") / "no-template.gguf"
    shutil.copyfile(embedded_gguf(), dest)
    with dest.open("r+b") as f:
        head = f.read(1 << 22)  # the metadata comes first
        at = head.index(KEY)
        f.seek(at)
        f.write(b"tokenizer.chat_templatX")
    return dest


def run(coro):
    return asyncio.run(coro)


def test_raw_text_is_tokenized_with_the_vocabularys_special_tokens(smollm2):
    ids = smollm2.tokenize_completion(TEXT)
    vocab = smollm2._llm._model.vocab
    bos = [smollm2._llm.token_bos()] if llama_cpp.llama_vocab_get_add_bos(vocab) else []
    assert ids == bos + smollm2.tokenize(TEXT)
    (from_text,) = run(smollm2.sample(TEXT, GREEDY, seed=1))
    (from_ids,) = run(smollm2.sample(ids, GREEDY, seed=1))
    assert from_text.prompt_token_ids == ids and from_text.token_ids == from_ids.token_ids
    (as_chat,) = run(smollm2.sample([{"role": "user", "content": TEXT}], GREEDY, seed=1))
    # the same text as a user turn goes through the chat template: other tokens, so the check above can fail
    assert as_chat.prompt_token_ids != ids and len(as_chat.prompt_token_ids) > len(ids)


def test_a_model_without_a_chat_template_takes_raw_prompts_only(no_template, smollm2):
    base = load_sampler(f"llamacpp:{no_template}", ModelOptions(n_ctx=1024))
    try:
        assert base.chat_template() is None
        with pytest.raises(FatalError, match="has no chat template.*--raw-prompt"):
            base.tokenize_chat([{"role": "user", "content": "hi"}])
        (c,) = run(base.sample(TEXT, GREEDY, seed=1))
        (same,) = run(smollm2.sample(TEXT, GREEDY, seed=1))  # the same weights: the same greedy text
        assert c.text == same.text and c.text.strip()
    finally:
        run(base.aclose())


def test_cli_evaluates_a_model_without_a_chat_template_with_raw_prompts(no_template, tmp_path, shared_data):
    args = [
        "eval",
        "gsm8k",
        "--model",
        f"llamacpp:{no_template}",
        "--data",
        str(shared_data / "gsm8k_test.jsonl"),
    ]
    args += ["--limit", "1", "--max-tokens", "24", "--temperature", "0", "--fewshot", "2", "-q"]
    r = run_proctor(*args, "--output", str(tmp_path / "chat"), check=False)
    assert r.returncode == 2 and "has no chat template" in r.stderr and "--raw-prompt" in r.stderr
    assert not (tmp_path / "chat" / "samples.jsonl").exists()
    run_proctor(*args, "--raw-prompt", "--output", str(tmp_path / "raw"))
    (rec,) = [json.loads(line) for line in (tmp_path / "raw" / "samples.jsonl").read_text().splitlines()]
    user, reply = rec["messages"]
    assert user["content"].count("\nA:") == 3 and reply["content"].strip()  # 2 exemplars in the text
    assert rec["error"] is None and rec["prompt_tokens"] > 50
