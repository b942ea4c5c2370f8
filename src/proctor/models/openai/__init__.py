"""``openai:MODEL`` — any OpenAI-compatible server (vLLM, SGLang, llama.cpp, hosted APIs), over a lean
HTTP/1.1 client to plain ``http://`` endpoints and aiohttp to the others (sampling requests:
:mod:`proctor.models.openai.lean_http`), and httpx (server detection, tokenizer routes).

Prompts
- chat messages go to ``/chat/completions``;
- token ids go to ``/completions`` as a token-id prompt (token-in/token-out), except on
  llama-cpp-python's server, which takes text only: there the ids are detokenized by the server
  (``/extras/detokenize``) and the text is sent only if it tokenizes back to exactly the same ids
  (``/extras/tokenize``); otherwise the sample fails with :class:`SampleError`.

What each server takes (``ModelOptions.extra["server"]``, or ``"auto"``, the default: read from
``GET /models``'s ``owned_by`` — ``vllm``, ``sglang``, ``llamacpp`` (llama.cpp's llama-server),
``me`` (llama-cpp-python's server); anything else is treated as ``openai``):

==================  =======  ==================  ===========================  ==================
server              top_k    n in one request    completion token ids          token-id prompts
==================  =======  ==================  ===========================  ==================
vllm                extra    yes                 yes (``return_token_ids``)    yes
sglang              extra    yes                 no                           yes
llama.cpp           extra    no (one per sample) no                           yes
llama-cpp-python    extra    no (one per sample) no                           via detokenize
openai              dropped  yes                 no                           yes
==================  =======  ==================  ===========================  ==================

Samplers nobody asked for: llama.cpp's servers apply top-k 40 and min-p 0.05 to a request that does
not name them, and llama-cpp-python's server a repeat penalty of 1.1 (which changes even greedy text);
the backend sends ``top_k: 0`` (off, unless ``top_k`` is set), ``min_p: 0`` and ``repeat_penalty: 1``
to both, so a request samples exactly as its ``SamplingParams`` say.

Seeds: with ``n`` in one request, the request carries ``seed`` and the server draws the n samples
from it (the texts then depend on n, as in vLLM's own ``n``). Without, sample ``i`` is a request of
its own with seed ``seed + i`` (as every other backend numbers them). ``extra["n_per_request"]``
(true/false) overrides the table.

Seeds and llama.cpp: a server that reuses the KV cache of the previous request's shared prompt prefix
gives slightly different logits, so the same seed can give another text. For llama.cpp's llama-server
the backend sends ``cache_prompt: false``; llama-cpp-python's server has no such switch (its same-seed
texts match only from the same cache state). vLLM's prefix caching is meant not to change results.

Log-probabilities (``SamplingParams.logprobs``): ``logprobs: true, top_logprobs: 0`` on chat requests (read from
``choices[i].logprobs.content[*].logprob``), ``logprobs: 1`` on completions (``token_logprobs``); what
the values are is the server's (vLLM's ``logprobs_mode``), and where the server also returns token ids
a count that differs keeps none (docs/backends.md "Log-probabilities").

Errors: 429, 408, 409, 5xx, timeouts (``ModelOptions.request_timeout_s``, whole request), connection
errors and unreadable bodies raise :class:`TransientError` (``Retry-After`` / ``retry-after-ms``
honoured by the retry layer); 401,
403, 404 and other 4xx raise :class:`FatalError` saying what to fix. The API key is read from the
environment variable ``ModelOptions.api_key_env`` at each request and never stored or logged.

Tools: ``SamplingParams.tools`` / ``tool_choice`` (the tool env's ``tool_format=openai``) go into a
chat request as ``tools`` / ``tool_choice``; the response's ``message.tool_calls`` are kept verbatim
as ``Completion.tool_calls``, and a ``finish_reason`` other than ``stop`` / ``length`` (``tool_calls``)
is ``stop`` on the completion with the server's word in ``Completion.finish_reason_raw``.
``OpenAISampler.tool_support()`` asks llama.cpp's llama-server (``GET /props``) whether its chat
template takes tools.

Context: prompt + max_tokens beyond the model's context is not a failure. Where the context length is
known (``GET /models``' ``max_model_len``: vLLM, SGLang; or a previous context-length error) and the
prompt's tokens too (token-id prompts), the budget is shrunk before the request. Otherwise a server's
context-length error (HTTP 400) that names the context and the prompt's tokens is answered by one retry
with the budget shrunk to fit. A server that shrinks on its own (llama-cpp-python's) is seen by its
``length`` finish before max_tokens. Each shrunk completion records ``max_tokens_effective``; a prompt
that alone does not fit raises :class:`PromptTooLong` (the sample's stop reason ``prompt_too_long``).
"""

from proctor.models.openai.sampler import DEFAULT_BASE_URL, OpenAISampler, from_ref
from proctor.models.openai.wire import LLAMA_NEUTRAL, SERVER_KINDS

__all__ = ["DEFAULT_BASE_URL", "LLAMA_NEUTRAL", "SERVER_KINDS", "OpenAISampler", "from_ref"]
