"""``vllm:NAME_OR_PATH`` — vLLM's offline engine (``vllm.LLM``) in-process. Optional extra: ``proctor[vllm]``.

- Concurrent ``sample()`` calls are gathered into one ``LLM.generate`` call (:class:`MicroBatcher`),
  so the engine schedules them together, as it would its own batch.
- Chat messages become token ids through the model's own chat template (``tokenizer.apply_chat_
  template``); token-id prompts are passed as ``{"prompt_token_ids": ...}``. Every request is a token
  prompt, so the record's ``prompt_token_ids`` are exactly what the engine saw.
- :class:`SamplingParams` map one-to-one onto ``vllm.SamplingParams``: temperature, top_p, top_k
  (unset: vLLM's own "off"), max_tokens, stop, and the request's ``seed`` and ``n`` (vLLM draws the
  ``n`` samples from the one per-request seed, so same seed and same ``n``: same texts, whatever else
  shares the batch).
- ``ModelOptions.adapter``: a LoRA checkpoint, applied per request with ``LoRARequest``; the engine is
  started with ``enable_lora=True``. The base model and the checkpoint differ only there.
- ``ModelOptions.n_ctx`` -> ``max_model_len``; ``ModelOptions.extra`` goes to ``vllm.LLM(...)`` as is
  (``tensor_parallel_size``, ``data_parallel_size``, ``gpu_memory_utilization``, ``dtype``,
  ``max_lora_rank``, ...), except ``max_batch`` (ours: the largest batch handed to the engine).
- ``SamplingParams.logprobs``: ``vllm.SamplingParams(logprobs=0)`` (the sampled token's only), read as
  ``output.logprobs[i][token_id].logprob``. vLLM's V1 engine reports the raw model's log-probabilities
  by default (``logprobs_mode="raw_logprobs"``: before temperature, top-k/top-p and penalties, as every
  backend here); an engine started with another ``logprobs_mode`` (``model.extra``) reports those.
- Prompt + ``max_tokens`` beyond ``max_model_len``: the budget is shrunk to fit (recorded as
  ``max_tokens_effective``); prompts longer than ``max_model_len - 1`` raise :class:`PromptTooLong`
  for that sample only, before the engine sees them (vLLM would fail the whole batch).
"""

from __future__ import annotations

import importlib
import time
from types import ModuleType
from typing import Any

from proctor.models.base import (
    Completion,
    FatalError,
    Prompt,
    SamplingParams,
    adapter_sha256,
    effective_params,
    fit_context,
    local_prompt_ids,
    mark_shrunk,
)
from proctor.models.batching import GenerationRequest, MicroBatcher
from proctor.models.hf import (
    TokenizerMethods,
    set_template,
    template_info,
)


def _import_vllm() -> ModuleType:
    try:
        return importlib.import_module("vllm")
    except ImportError as e:
        raise FatalError(
            f"the vllm: backend needs vLLM ({e}); install it with `pip install 'proctor[vllm]'` on a machine "
            "with a supported GPU, or use --model openai:NAME against a running vLLM server"
        ) from e


class VLLMSampler(TokenizerMethods):
    def __init__(self, model: str, options: Any, vllm: ModuleType | None = None):
        if not model:
            raise FatalError("vllm: needs a model name or path, e.g. --model vllm:Qwen/Qwen2.5-0.5B-Instruct")
        self._vllm = vllm or _import_vllm()
        extra = dict(options.extra)
        max_batch = int(extra.pop("max_batch", 1024))
        self.model = model
        self.ref = f"vllm:{model}"
        self.adapter = options.adapter
        self.template_kwargs = dict(options.chat_template_kwargs)
        self.adapter_sha256 = adapter_sha256(self.adapter)
        self.engine_args: dict[str, Any] = {"model": model, "max_model_len": options.n_ctx, **extra}
        if self.adapter:
            self.engine_args.setdefault("enable_lora", True)
        try:
            self.llm = self._vllm.LLM(**self.engine_args)
        except TypeError as e:
            raise FatalError(
                f"vLLM rejected the engine options {sorted(extra)} ({e}); model.extra takes vllm.LLM arguments"
            ) from e
        self._lora = self._lora_request() if self.adapter else None
        self.tokenizer = self.llm.get_tokenizer()
        self.template_path = options.chat_template
        set_template(self.tokenizer, options.chat_template)
        self.max_model_len = self._max_model_len(options.n_ctx)
        self._batcher: MicroBatcher[GenerationRequest, list[Completion]] = MicroBatcher(
            self._run_batch, max_batch
        )

    def _lora_request(self) -> Any:
        cls = (
            getattr(self._vllm, "LoRARequest", None)
            or importlib.import_module("vllm.lora.request").LoRARequest
        )
        return cls("adapter", 1, self.adapter)

    def _max_model_len(self, default: int) -> int:
        try:
            return int(self.llm.llm_engine.model_config.max_model_len)
        except AttributeError:
            return default

    # --- sampling ------------------------------------------------------------------------------

    def vllm_params(self, params: SamplingParams, n: int, seed: int | None) -> Any:
        kw: dict[str, Any] = {
            "n": n,
            "temperature": params.temperature,
            "top_p": params.top_p,
            "max_tokens": params.max_tokens,
            "stop": list(params.stop),
            "seed": seed,
        }
        if params.top_k is not None:
            kw["top_k"] = params.top_k
        if params.logprobs:
            kw["logprobs"] = 0  # the sampled token's log-probability, no alternatives
        return self._vllm.SamplingParams(**kw)

    async def sample(
        self, prompt: Prompt, params: SamplingParams, n: int = 1, seed: int | None = None
    ) -> list[Completion]:
        ids = local_prompt_ids(self, prompt)
        fit = fit_context(
            len(ids), params, self.max_model_len, " (raise --set model.n_ctx=... if the model allows)"
        )
        return mark_shrunk(await self._batcher.submit(GenerationRequest(ids, fit, n, seed)), params, fit)

    def _run_batch(self, batch: list[GenerationRequest]) -> list[list[Completion]]:
        prompts = [{"prompt_token_ids": r.prompt_ids} for r in batch]
        sps = [self.vllm_params(r.params, r.n, r.seed) for r in batch]
        t0 = time.perf_counter()
        kwargs: dict[str, Any] = {"use_tqdm": False}
        if self._lora is not None:
            kwargs["lora_request"] = self._lora
        outputs = self.llm.generate(prompts, sps, **kwargs)
        latency = time.perf_counter() - t0
        results = []
        for req, out in zip(batch, outputs, strict=True):
            results.append(
                [
                    Completion(
                        text=o.text,
                        finish_reason="length" if o.finish_reason == "length" else "stop",
                        prompt_tokens=len(req.prompt_ids),
                        completion_tokens=len(o.token_ids),
                        token_ids=list(o.token_ids),
                        prompt_token_ids=req.prompt_ids,
                        latency_s=latency,  # the engine call this request was part of
                        logprobs=sampled_logprobs(o) if req.params.logprobs else None,
                    )
                    for o in out.outputs
                ]
            )
        return results

    # --- the rest of the protocol --------------------------------------------------------------

    def effective(self, params: SamplingParams) -> dict[str, Any]:
        return effective_params(params)

    def info(self) -> dict[str, Any]:
        return {
            "ref": self.ref,
            "backend": "vllm",
            "model": self.model,
            "adapter": self.adapter,
            "adapter_sha256": self.adapter_sha256,
            "engine_args": {k: v for k, v in self.engine_args.items() if k != "model"},
            "vllm": getattr(self._vllm, "__version__", "unknown"),
            **template_info(self.tokenizer, self.template_path),
        }


def sampled_logprobs(output: Any) -> list[float] | None:
    """Each generated token's log-probability from a vLLM ``CompletionOutput`` (its ``logprobs``: one
    ``{token_id: Logprob}`` per position, the sampled token among them); None when it has none."""
    steps = getattr(output, "logprobs", None)
    if steps is None:
        return None
    return [float(step[tok].logprob) for step, tok in zip(steps, output.token_ids, strict=True)]


def from_ref(spec: str, options: Any) -> VLLMSampler:
    return VLLMSampler(spec, options)
