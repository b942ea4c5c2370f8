"""``hf:NAME_OR_PATH`` — a transformers causal LM in-process. Optional extra: ``proctor[hf]``.

``NAME_OR_PATH`` is a model directory (or a hub name already in the local cache), or a ``.gguf`` file
(loaded with ``from_pretrained(dir, gguf_file=...)``: dequantized, needs the ``gguf`` package).

Batching: concurrent ``sample()`` calls are gathered (:class:`MicroBatcher`) and generated together
in one ``model.generate`` call, prompts left-padded. Calls with different stop strings go to
different ``generate`` calls; different ``max_tokens`` share one (each row is cut at its own).

Per-sample seeds, exactly: ``generate`` runs greedy (``do_sample=False``) with a logits processor that
does the choosing. Row ``r`` owns a ``torch.Generator`` seeded with its sample's seed (``seed + i`` for
the ``i``-th of ``n``; a random seed when None). At every step, the processor takes row ``r``'s
logits in float32, applies temperature, top-k and top-p, draws one token with ``torch.multinomial``
from that row's generator, and masks every other token, so greedy picks the draw. A row's draws come
from its own generator only: the text does not depend on which prompts share the batch or on the
order they arrived (up to floating-point differences of batched matrix products).
Temperature 0 is argmax. The chat template is the tokenizer's own.

``SamplingParams.logprobs``: the same processor reads each chosen token's log-probability off the
row it draws from (``log_softmax`` of the model's float32 logits, at temperature 1, before top-k/top-p:
the processor is the only one ``generate`` runs), so the draws, and the text, are the same.
"""

from __future__ import annotations

import os
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from proctor.models.base import (
    Completion,
    FatalError,
    Message,
    Prompt,
    SamplingParams,
    adapter_sha256,
    effective_params,
    fit_context,
    local_prompt_ids,
    mark_shrunk,
)
from proctor.models.batching import GenerationRequest, MicroBatcher
from proctor.models.chat_template import load_template_file, template_sha256


def _import_torch_transformers() -> tuple[Any, Any]:
    try:
        import torch
        import transformers
    except ImportError as e:
        raise FatalError(
            f"the hf: backend needs torch and transformers ({e}); pip install 'proctor[hf]'"
        ) from e
    return torch, transformers


@dataclass(frozen=True)
class _Row:
    prompt_ids: list[int]
    params: SamplingParams
    seed: int


def chat_token_ids(
    tokenizer: Any,
    messages: list[Message],
    add_generation_prompt: bool = True,
    template_kwargs: dict[str, Any] | None = None,
) -> list[int]:
    """Prompt token ids from a Hugging Face tokenizer's chat template (hf, and vllm's tokenizer);
    ``template_kwargs`` are the template's own variables (``enable_thinking`` for Qwen3)."""
    ids = tokenizer.apply_chat_template(
        messages, tokenize=True, add_generation_prompt=add_generation_prompt, **(template_kwargs or {})
    )
    if hasattr(ids, "keys"):  # newer transformers return a BatchEncoding
        ids = ids["input_ids"]
    return list(ids)


def text_token_ids(tokenizer: Any, text: str) -> list[int]:
    return list(tokenizer.encode(text, add_special_tokens=False))


def completion_token_ids(tokenizer: Any, text: str) -> list[int]:
    """A raw completion prompt's ids: the text with the tokenizer's own special tokens (its BOS where
    it adds one), as vLLM's and transformers' servers tokenize a ``/completions`` prompt."""
    return list(tokenizer.encode(text, add_special_tokens=True))


def tokenizer_template(tokenizer: Any) -> str | None:
    """A Hugging Face tokenizer's chat template: its ``tool_use`` one when it has several (as
    ``apply_chat_template`` picks when given tools), else the default."""
    template = getattr(tokenizer, "chat_template", None)
    if isinstance(template, dict):
        return template.get("tool_use") or template.get("default")
    return template


def tokenizer_template_vars(tokenizer: Any, template_kwargs: dict[str, Any]) -> dict[str, Any]:
    """What ``apply_chat_template`` renders with: the special tokens and the template's variables."""
    return {**dict(getattr(tokenizer, "special_tokens_map", {}) or {}), **template_kwargs}


def template_info(tokenizer: Any, path: str | None) -> dict[str, Any]:
    """``info()``'s record of a ``model.chat_template`` (its hash: a resume must find the same one)."""
    return {"chat_template_sha256": template_sha256(tokenizer_template(tokenizer) or "")} if path else {}


def set_template(tokenizer: Any, path: str | None) -> None:
    """``model.chat_template``: the template file replaces the tokenizer's own."""
    if path:
        tokenizer.chat_template = load_template_file(path)


def pick_device(torch: Any) -> str:
    if torch.cuda.is_available():
        return "cuda"
    if getattr(torch.backends, "mps", None) is not None and torch.backends.mps.is_available():
        return "mps"
    return "cpu"


class RowSampler:
    """A logits processor that draws row r's token from row r's own generator (see module docstring)."""

    def __init__(self, torch: Any, rows: list[_Row], device: str):
        self.torch = torch
        self.rows = rows
        self.generators = [torch.Generator(device=device).manual_seed(r.seed) for r in rows]
        self.logprobs: list[list[float]] = [[] for _ in rows]  # per row, one per step (params.logprobs)

    def __call__(self, input_ids: Any, scores: Any) -> Any:
        torch = self.torch
        out = torch.full_like(scores, float("-inf"))
        for r, row in enumerate(self.rows):
            logits = scores[r].float()
            raw = logits
            p = row.params
            if p.temperature == 0:
                tok = int(torch.argmax(logits))
            else:
                logits = logits / p.temperature
                if p.top_k is not None and p.top_k < logits.shape[-1]:
                    kth = torch.topk(logits, p.top_k).values[-1]
                    logits = logits.masked_fill(logits < kth, float("-inf"))
                if p.top_p < 1.0:
                    sorted_logits, idx = torch.sort(logits, descending=True)
                    sorted_probs = torch.softmax(sorted_logits, dim=-1)
                    drop = sorted_probs.cumsum(-1) - sorted_probs >= p.top_p  # keep the first past top_p
                    logits = logits.masked_fill(torch.zeros_like(drop).scatter(0, idx, drop), float("-inf"))
                probs = torch.softmax(logits, dim=-1)
                tok = int(torch.multinomial(probs, 1, generator=self.generators[r]))
            if p.logprobs:  # a read of the raw row: the draw above is untouched
                self.logprobs[r].append(float(torch.log_softmax(raw.double(), dim=-1)[tok]))
            out[r, tok] = 0.0
        return out


class TokenizerMethods:
    """The token-id methods of a sampler that holds a Hugging Face tokenizer (``self.tokenizer``) and
    the chat template's extra variables (``self.template_kwargs``): the HF and vLLM backends."""

    tokenizer: Any
    template_kwargs: dict[str, Any]

    def tokenize_chat(self, messages: list[Message], add_generation_prompt: bool = True) -> list[int] | None:
        return chat_token_ids(self.tokenizer, messages, add_generation_prompt, self.template_kwargs)

    def tokenize(self, text: str) -> list[int] | None:
        return text_token_ids(self.tokenizer, text)

    def tokenize_completion(self, text: str) -> list[int] | None:
        return completion_token_ids(self.tokenizer, text)

    def chat_template(self) -> str | None:
        return tokenizer_template(self.tokenizer)

    def template_vars(self) -> dict[str, Any]:
        return tokenizer_template_vars(self.tokenizer, self.template_kwargs)

    def token_text(self, tokens: list[int]) -> str:
        return self.tokenizer.decode(tokens, skip_special_tokens=False)

    async def aclose(self) -> None:
        return None


class HFSampler(TokenizerMethods):
    def __init__(self, spec: str, options: Any):
        self.torch, transformers = _import_torch_transformers()
        self.ref = f"hf:{spec}"
        self.spec = spec
        self.adapter = options.adapter
        self.template_kwargs = dict(options.chat_template_kwargs)
        self.adapter_sha256 = adapter_sha256(self.adapter)
        extra = dict(options.extra)
        max_batch = int(extra.pop("max_batch", 16))
        self.device = extra.pop("device", None) or pick_device(self.torch)
        dtype = extra.pop("dtype", None)
        if extra:
            raise FatalError(
                f"unknown model.extra option(s) for hf: {sorted(extra)}; known: max_batch, device, dtype"
            )
        if options.n_threads:
            self.torch.set_num_threads(options.n_threads)
        path = Path(spec).expanduser()
        kwargs: dict[str, Any] = {}
        src: str = spec
        if path.suffix == ".gguf":
            if not path.is_file():
                raise FatalError(f"hf:{spec}: no such GGUF file")
            src, kwargs["gguf_file"] = str(path.parent), path.name
        try:
            self.tokenizer = transformers.AutoTokenizer.from_pretrained(src, **kwargs)
            model_kwargs = dict(kwargs)
            if dtype:
                model_kwargs["dtype"] = getattr(self.torch, dtype)
            self.model = transformers.AutoModelForCausalLM.from_pretrained(src, **model_kwargs)
        except (OSError, ValueError) as e:
            raise FatalError(
                f"hf:{spec}: cannot load the model ({e}); give a local model directory, a .gguf file, or a hub "
                "name that is in the local cache"
            ) from e
        if self.adapter:
            try:
                self.model.load_adapter(self.adapter)
            except (ImportError, ValueError, OSError) as e:
                raise FatalError(
                    f"cannot load adapter {self.adapter} ({e}); it needs the peft package"
                ) from e
        self.template_path = options.chat_template
        set_template(self.tokenizer, options.chat_template)
        self.model.to(self.device).eval()
        self.eos_ids = self._eos_ids()
        pad = self.tokenizer.pad_token_id
        self.pad_id = pad if pad is not None else self.eos_ids[0]
        self.max_len = int(getattr(self.model.config, "max_position_embeddings", 0) or options.n_ctx)
        self._batcher: MicroBatcher[GenerationRequest, list[Completion]] = MicroBatcher(
            self._run_batch, max_batch
        )

    def _eos_ids(self) -> list[int]:
        ids = self.model.generation_config.eos_token_id
        ids = [ids] if isinstance(ids, int) else list(ids or [])
        if self.tokenizer.eos_token_id is not None and self.tokenizer.eos_token_id not in ids:
            ids.append(self.tokenizer.eos_token_id)
        if not ids:
            raise FatalError(f"hf:{self.spec}: the model defines no end-of-sequence token")
        return ids

    async def sample(
        self, prompt: Prompt, params: SamplingParams, n: int = 1, seed: int | None = None
    ) -> list[Completion]:
        ids = local_prompt_ids(self, prompt)
        fit = fit_context(len(ids), params, self.max_len, " (its max_position_embeddings)")
        return mark_shrunk(await self._batcher.submit(GenerationRequest(ids, fit, n, seed)), params, fit)

    def _run_batch(self, batch: list[GenerationRequest]) -> list[list[Completion] | BaseException]:
        rows: list[tuple[int, _Row]] = []
        for k, req in enumerate(batch):
            base = req.seed if req.seed is not None else random.SystemRandom().randrange(2**62)
            rows += [(k, _Row(req.prompt_ids, req.params, base + i)) for i in range(req.n)]
        by_stop: dict[tuple[str, ...], list[tuple[int, _Row]]] = {}
        for k, row in rows:
            by_stop.setdefault(row.params.stop, []).append((k, row))
        results: list[list[Completion]] = [[] for _ in batch]
        for stop, group in by_stop.items():
            for (k, _), c in zip(group, self._generate([r for _, r in group], stop), strict=True):
                results[k].append(c)
        return results

    def _generate(self, rows: list[_Row], stop: tuple[str, ...]) -> list[Completion]:
        torch = self.torch
        width = max(len(r.prompt_ids) for r in rows)
        input_ids = torch.tensor([[self.pad_id] * (width - len(r.prompt_ids)) + r.prompt_ids for r in rows])
        mask = torch.tensor([[0] * (width - len(r.prompt_ids)) + [1] * len(r.prompt_ids) for r in rows])
        max_new = max(r.params.max_tokens for r in rows)
        from transformers import GenerationConfig, LogitsProcessorList

        config = GenerationConfig(
            max_new_tokens=max_new,
            do_sample=False,
            num_beams=1,
            pad_token_id=self.pad_id,
            eos_token_id=self.eos_ids,
        )
        extra: dict[str, Any] = {"stop_strings": list(stop), "tokenizer": self.tokenizer} if stop else {}
        t0 = time.perf_counter()
        chooser = RowSampler(torch, rows, self.device)
        with torch.inference_mode():
            out = self.model.generate(
                input_ids=input_ids.to(self.device),
                attention_mask=mask.to(self.device),
                generation_config=config,
                logits_processor=LogitsProcessorList([chooser]),
                **extra,
            )
        latency = time.perf_counter() - t0
        return [
            self._completion(row, out[r, width:].tolist(), latency, chooser.logprobs[r])
            for r, row in enumerate(rows)
        ]

    def _completion(
        self, row: _Row, new: list[int], latency: float, logprobs: list[float] | None = None
    ) -> Completion:
        new = new[: row.params.max_tokens]
        finish = "length"
        for i, t in enumerate(new):
            if t in self.eos_ids:
                new, finish = new[:i], "stop"
                break
        text = self.tokenizer.decode(new, skip_special_tokens=True)
        cut = min((text.find(s) for s in row.params.stop if s in text), default=-1)
        if cut >= 0:
            text, finish = text[:cut], "stop"
            while new and new[-1] == self.pad_id:
                new = new[:-1]
        return Completion(
            text=text,
            finish_reason=finish,
            prompt_tokens=len(row.prompt_ids),
            completion_tokens=len(new),
            token_ids=new,
            prompt_token_ids=row.prompt_ids,
            latency_s=latency,
            logprobs=logprobs[: len(new)] if row.params.logprobs and logprobs is not None else None,
        )

    def effective(self, params: SamplingParams) -> dict[str, Any]:
        return effective_params(params)

    def info(self) -> dict[str, Any]:
        import transformers

        return {
            "ref": self.ref,
            "backend": "hf",
            "adapter": self.adapter,
            "adapter_sha256": self.adapter_sha256,
            "device": self.device,
            "dtype": str(self.model.dtype),
            "transformers": transformers.__version__,
            "torch": self.torch.__version__,
            **template_info(self.tokenizer, self.template_path),
        }


def from_ref(spec: str, options: Any) -> HFSampler:
    if not spec:
        raise FatalError(
            "hf: needs a model directory, .gguf file or cached hub name, e.g. --model hf:/models/qwen"
        )
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    return HFSampler(spec, options)
